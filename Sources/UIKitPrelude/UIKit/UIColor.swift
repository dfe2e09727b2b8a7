/// A color, by name. (A value here; UIKit's is a class. Nothing holds a color
/// by reference, so nothing about a color decides a lifetime.)
struct UIColor {
    let __name: String

    init(__name name: String) {
        self.__name = name
    }

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.__name = "rgba(\(red), \(green), \(blue), \(alpha))"
    }

    init(white: Double, alpha: Double) {
        self.__name = "white(\(white), \(alpha))"
    }

    static let clear = UIColor(__name: "clear")
    static let white = UIColor(__name: "white")
    static let black = UIColor(__name: "black")
    static let gray = UIColor(__name: "gray")
    static let red = UIColor(__name: "red")
    static let green = UIColor(__name: "green")
    static let blue = UIColor(__name: "blue")
    static let orange = UIColor(__name: "orange")
    static let systemBackground = UIColor(__name: "systemBackground")
    static let label = UIColor(__name: "label")
    static let systemBlue = UIColor(__name: "systemBlue")
    static let darkGray = UIColor(__name: "darkGray")
    static let lightGray = UIColor(__name: "lightGray")
    static let yellow = UIColor(__name: "yellow")
    static let purple = UIColor(__name: "purple")
    static let brown = UIColor(__name: "brown")
    static let cyan = UIColor(__name: "cyan")
    static let magenta = UIColor(__name: "magenta")
    static let systemRed = UIColor(__name: "systemRed")
    static let systemGreen = UIColor(__name: "systemGreen")
    static let systemGray = UIColor(__name: "systemGray")
    static let systemOrange = UIColor(__name: "systemOrange")
    static let secondaryLabel = UIColor(__name: "secondaryLabel")
    static let secondarySystemBackground = UIColor(__name: "secondarySystemBackground")
    static let tintColor = UIColor(__name: "tintColor")
}
