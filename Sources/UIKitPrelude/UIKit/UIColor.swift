/// A color, by name. (A value here; UIKit's is a class. Nothing holds a color
/// by reference, so nothing about a color decides a lifetime.)
public struct UIColor {
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

    /// The same color with opacity `alpha`: the color itself when a named color is made
    /// opaque (they are all opaque but `clear`).
    func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if __name.hasSuffix(")"), let comma = __name.lastIndex(of: ",") {
            return UIColor(__name: String(__name[..<comma]) + ", \(alpha))")
        }
        let base = __name.firstIndex(of: "(").map { String(__name[..<$0]) } ?? __name
        if alpha == 1 && base != "clear" {
            return UIColor(__name: base)
        }
        return UIColor(__name: "\(base)(alpha: \(alpha))")
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
    static let systemGray2 = UIColor(__name: "systemGray2")
    static let systemGray3 = UIColor(__name: "systemGray3")
    static let systemGray4 = UIColor(__name: "systemGray4")
    static let systemGray5 = UIColor(__name: "systemGray5")
    static let systemGray6 = UIColor(__name: "systemGray6")
    static let systemYellow = UIColor(__name: "systemYellow")
    static let systemPink = UIColor(__name: "systemPink")
    static let systemPurple = UIColor(__name: "systemPurple")
    static let systemTeal = UIColor(__name: "systemTeal")
    static let systemIndigo = UIColor(__name: "systemIndigo")
    static let systemBrown = UIColor(__name: "systemBrown")
    static let systemMint = UIColor(__name: "systemMint")
    static let systemCyan = UIColor(__name: "systemCyan")
    static let tertiaryLabel = UIColor(__name: "tertiaryLabel")
    static let quaternaryLabel = UIColor(__name: "quaternaryLabel")
    static let placeholderText = UIColor(__name: "placeholderText")
    static let separator = UIColor(__name: "separator")
    static let link = UIColor(__name: "link")
    static let systemFill = UIColor(__name: "systemFill")
    static let tertiarySystemBackground = UIColor(__name: "tertiarySystemBackground")
    static let systemGroupedBackground = UIColor(__name: "systemGroupedBackground")
    static let secondarySystemGroupedBackground = UIColor(__name: "secondarySystemGroupedBackground")
    static let tertiarySystemGroupedBackground = UIColor(__name: "tertiarySystemGroupedBackground")
}
