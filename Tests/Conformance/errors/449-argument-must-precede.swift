// Arguments given out of order are refused: the one that must come first is named, at its label.
struct Size {
    var width: Double
    var height: Double
}
func area(of size: Size) -> Double { size.width * size.height }
print(area(of: Size(width: 2, height: 3)))
print(area(of: Size(height: 3, width: 2)))
