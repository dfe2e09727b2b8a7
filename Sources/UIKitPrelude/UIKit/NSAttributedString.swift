/// Text with attributes (Foundation's `NSAttributedString`, without ranges): one set of
/// attributes for the whole string, what labels and bars are given. It holds its
/// attributes' values strongly, as Foundation does.
public class NSAttributedString: NSObject {
    let string: String
    /// The attributes of every character.
    let __attributes: [NSAttributedString.Key: Any]

    init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) {
        self.string = string
        self.__attributes = attributes ?? [:]
        super.init()
    }

    /// The length in UTF-16 code units, as Foundation counts it.
    var length: Int {
        return string.utf16.count
    }
}

extension NSAttributedString {
    /// An attribute's name (Foundation's string constants, with their values).
    public struct Key: Hashable {
        let rawValue: String

        init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        init(rawValue: String) {
            self.rawValue = rawValue
        }

        static let font = Key("NSFont")
        static let foregroundColor = Key("NSColor")
        static let backgroundColor = Key("NSBackgroundColor")
        static let kern = Key("NSKern")
        static let paragraphStyle = Key("NSParagraphStyle")
        static let underlineStyle = Key("NSUnderline")
        static let underlineColor = Key("NSUnderlineColor")
        static let strikethroughStyle = Key("NSStrikethrough")
        static let strikethroughColor = Key("NSStrikethroughColor")
        static let strokeColor = Key("NSStrokeColor")
        static let strokeWidth = Key("NSStrokeWidth")
        static let baselineOffset = Key("NSBaselineOffset")
        static let shadow = Key("NSShadow")
        static let link = Key("NSLink")
    }
}
