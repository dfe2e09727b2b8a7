/// A font, by name and size. (A value here; UIKit's is a class. Nothing holds a font by
/// reference, so nothing about a font decides a lifetime.)
struct UIFont {
    let fontName: String
    let pointSize: Double

    /// A font of a family by its name; nil in UIKit when the font is not installed, which
    /// is never the case here.
    init?(name fontName: String, size fontSize: Double) {
        self.fontName = fontName
        self.pointSize = fontSize
    }

    init(__name name: String, size: Double) {
        self.fontName = name
        self.pointSize = size
    }

    static func systemFont(ofSize fontSize: Double) -> UIFont {
        return UIFont(__name: ".SFUI-Regular", size: fontSize)
    }

    static func systemFont(ofSize fontSize: Double, weight: UIFont.Weight) -> UIFont {
        return UIFont(__name: ".SFUI-\(weight.__name)", size: fontSize)
    }

    static func boldSystemFont(ofSize fontSize: Double) -> UIFont {
        return UIFont(__name: ".SFUI-Semibold", size: fontSize)
    }

    static func italicSystemFont(ofSize fontSize: Double) -> UIFont {
        return UIFont(__name: ".SFUI-Italic", size: fontSize)
    }

    /// The same font at another size.
    func withSize(_ fontSize: Double) -> UIFont {
        return UIFont(__name: fontName, size: fontSize)
    }

    /// A font's weight.
    struct Weight {
        let __name: String

        static let regular = Weight(__name: "Regular")
        static let medium = Weight(__name: "Medium")
        static let semibold = Weight(__name: "Semibold")
        static let bold = Weight(__name: "Bold")
        static let light = Weight(__name: "Light")
    }
}

/// How a label lines up its text.
enum NSTextAlignment {
    case left, center, right, justified, natural
}
