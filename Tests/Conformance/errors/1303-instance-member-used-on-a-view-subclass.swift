// prelude: uikit
// An instance member of a prelude superclass named on a program's subclass (PhotoCell.backgroundColor) is refused before the run.
final class PhotoCell: UIView {
    var caption = ""
    deinit { print("PhotoCell deinit") }
}
let cell = PhotoCell()
cell.caption = "sunset"
print(cell.caption)
if PhotoCell.backgroundColor == nil {
    print("no colour")
}
