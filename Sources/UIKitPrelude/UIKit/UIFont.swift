/// A font, by name and size. (A value here; UIKit's is a class. Nothing holds a font by
/// reference, so nothing about a font decides a lifetime.)
public struct UIFont {
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

    /// The font of a text style at the default content size (Dynamic Type's "Large").
    static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        return UIFont(__name: ".SFUI-\(style.__name)", size: style.__pointSize)
    }

    /// The same font at another size.
    func withSize(_ fontSize: Double) -> UIFont {
        return UIFont(__name: fontName, size: fontSize)
    }

    /// A font's weight.
    public struct Weight {
        let __name: String

        static let regular = Weight(__name: "Regular")
        static let medium = Weight(__name: "Medium")
        static let semibold = Weight(__name: "Semibold")
        static let bold = Weight(__name: "Bold")
        static let light = Weight(__name: "Light")
        static let ultraLight = Weight(__name: "Ultralight")
        static let thin = Weight(__name: "Thin")
        static let heavy = Weight(__name: "Heavy")
        static let black = Weight(__name: "Black")
    }

    /// A Dynamic Type text style, with its size at the default content size.
    public struct TextStyle {
        let __name: String
        let __pointSize: Double

        static let largeTitle = TextStyle(__name: "LargeTitle", __pointSize: 34)
        static let title1 = TextStyle(__name: "Title1", __pointSize: 28)
        static let title2 = TextStyle(__name: "Title2", __pointSize: 22)
        static let title3 = TextStyle(__name: "Title3", __pointSize: 20)
        static let headline = TextStyle(__name: "Headline", __pointSize: 17)
        static let body = TextStyle(__name: "Body", __pointSize: 17)
        static let callout = TextStyle(__name: "Callout", __pointSize: 16)
        static let subheadline = TextStyle(__name: "Subheadline", __pointSize: 15)
        static let footnote = TextStyle(__name: "Footnote", __pointSize: 13)
        static let caption1 = TextStyle(__name: "Caption1", __pointSize: 12)
        static let caption2 = TextStyle(__name: "Caption2", __pointSize: 11)
    }
}

/// How a label lines up its text.
public enum NSTextAlignment {
    case left, center, right, justified, natural
}
