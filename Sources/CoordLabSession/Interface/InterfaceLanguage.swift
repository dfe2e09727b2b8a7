/// A language coordlab's own interface speaks (welcome, `:help`, messages, verdicts,
/// lessons); Swift's diagnostics stay in swiftc's English words whatever it is.
public enum InterfaceLanguage: String, CaseIterable, Sendable {
    case english = "en"
    case korean = "ko"

    /// The language a code names: `en`, `ko`, `ko_KR`, `korean`, `한국어`…; nil for others.
    public init?(code: String) {
        let lowered = code.lowercased()
        let head = String(lowered.prefix { $0.isLetter && $0.isASCII })
        switch head.isEmpty ? lowered : head {
        case "en", "english", "c", "posix": self = .english
        case "ko", "kr", "korean", "한국어": self = .korean
        default: return nil
        }
    }

    /// The language the locale asks for: the first set of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG`, as POSIX orders them; English when it names another language.
    ///
    /// Read from the environment rather than `setlocale`, because a machine may lack the
    /// `ko_KR.UTF-8` locale its user asks for.
    public static func fromLocale(_ environment: [String: String]) -> InterfaceLanguage {
        let chosen = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return chosen.flatMap { InterfaceLanguage(code: $0) } ?? .english
    }

    /// The folder under lessons/ holding this language's lesson prose (nil: the lessons themselves).
    var lessonFolder: String? { self == .english ? nil : rawValue }
}
