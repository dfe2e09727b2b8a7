// How a text field's keyboard and border look: values a screen sets and reads back, which
// decide nothing about a lifetime. UIKit's names and defaults.

extension UITextField {
    /// The border drawn around a text field.
    public enum BorderStyle {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button) shows.
    public enum ViewMode {
        case never, whileEditing, unlessEditing, always
    }
}

/// The kind of keyboard a text field shows.
public enum UIKeyboardType {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When the keyboard capitalizes what is typed.
public enum UITextAutocapitalizationType {
    case none, words, sentences, allCharacters
}

/// Whether the keyboard corrects what is typed.
public enum UITextAutocorrectionType {
    case `default`, no, yes
}

/// What a text field holds, for the keyboard's suggestions (UIKit's string constants).
public struct UITextContentType: Equatable {
    let rawValue: String
    init(rawValue: String) {
        self.rawValue = rawValue
    }
    static let name = UITextContentType(rawValue: "name")
    static let username = UITextContentType(rawValue: "username")
    static let password = UITextContentType(rawValue: "password")
    static let newPassword = UITextContentType(rawValue: "new-password")
    static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    static let emailAddress = UITextContentType(rawValue: "email")
    static let telephoneNumber = UITextContentType(rawValue: "tel")
    static let URL = UITextContentType(rawValue: "url")
    static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    static let postalCode = UITextContentType(rawValue: "postal-code")
}
