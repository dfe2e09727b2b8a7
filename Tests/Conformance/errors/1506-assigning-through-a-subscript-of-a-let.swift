// Assigning an element of a 'let' array is refused at the subscript's bracket, through an element's property too.
struct Row {
    var title: String
    var isSelected = false
}

func rows() -> [Row] {
    [Row(title: "Wi-Fi"), Row(title: "Bluetooth")]
}

var editable = rows()
editable[1].isSelected = true
let fixed = rows()
fixed[0].isSelected = true
print(editable[1].isSelected, fixed[0].isSelected)
