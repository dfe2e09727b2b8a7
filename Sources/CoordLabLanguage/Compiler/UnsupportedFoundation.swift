import CoordLabSyntax
import SwiftSyntax

/// The parts of Foundation coordlab does not model, which real projects' files name:
/// encoding and decoding (`JSONEncoder`, `CodingKey`), and the rest of Foundation apps use
/// beside what coordlab models. Refused before a program runs, through
/// `UnsupportedFrameworks`, in words that say coordlab lacks them: "cannot find
/// 'JSONDecoder' in scope" would tell the user their Swift is wrong.
///
/// A type's `: Codable` (or `Encodable`, `Decodable`) conformance itself runs: with every
/// encoder and decoder refused, nothing can observe it, and the checker refuses, in swiftc's
/// words, a conformance swiftc could not synthesize (see `BodyChecker+Codable`).
enum UnsupportedFoundation {
    /// Why each part is missing, and what to do meanwhile.
    static let reasons: [String: String] = [
        "coding": "encoding and decoding yet (JSONEncoder, JSONDecoder, PropertyListEncoder, Encoder, Decoder, CodingKey): a type's ': Codable' conformance runs, but nothing here encodes or decodes it (leave the coding out)",
        "coding types": "Codable, Encodable or Decodable as a type or constraint yet: a type may declare the conformance (': Codable'), which nothing here observes",
        "foundation": "this part of Foundation yet (networking: URLSession, URLRequest, URLError, Data; files: FileManager; formatting: DateFormatter, NumberFormatter, Calendar, Locale, TimeZone, NSMutableAttributedString, NSRegularExpression; threads: Thread, NSLock, DispatchSemaphore, Operation; NSError, NSLocalizedString): coordlab models the Foundation that coordinators' lifetimes depend on (Date, URL, UserDefaults, NotificationCenter, Timer, DispatchQueue); declare a stand-in of your own, or leave this code out",
    ]

    /// Types and protocols of those parts, with the part of each: refused where the
    /// program does not declare them.
    static let names: [String: String] = [
        "JSONEncoder": "coding", "JSONDecoder": "coding", "PropertyListEncoder": "coding", "PropertyListDecoder": "coding",
        "Encoder": "coding", "Decoder": "coding", "CodingKey": "coding", "EncodingError": "coding", "DecodingError": "coding",
        "KeyedEncodingContainer": "coding", "KeyedDecodingContainer": "coding", "SingleValueEncodingContainer": "coding",
        "SingleValueDecodingContainer": "coding", "UnkeyedEncodingContainer": "coding", "UnkeyedDecodingContainer": "coding",
        "Codable": "coding types", "Encodable": "coding types", "Decodable": "coding types",
    ].merging(Self.otherTypes.map { ($0, "foundation") }) { a, _ in a }

    /// Foundation's types that real projects' screens and services use and coordlab lacks.
    private static let otherTypes = [
        "Data", "URLSession", "URLSessionConfiguration", "URLSessionDataTask", "URLSessionTask", "URLRequest", "URLResponse",
        "HTTPURLResponse", "URLError", "URLCache", "FileManager", "DateFormatter",
        "ISO8601DateFormatter", "NumberFormatter", "DateComponentsFormatter", "RelativeDateTimeFormatter", "Calendar",
        "Locale", "TimeZone", "DateComponents", "NSError", "NSLock", "NSRecursiveLock", "Thread", "ProcessInfo",
        "JSONSerialization", "NSMutableAttributedString", "NSRegularExpression", "Measurement",
        "NSPredicate", "NSSortDescriptor", "Scanner", "Operation", "BlockOperation", "DispatchSemaphore",
        "NSKeyedArchiver", "NSKeyedUnarchiver", "Progress", "NSNumber",
    ]

    /// Members Foundation gives the program's own types: `encode(to:)` of an Encodable one.
    static let members: [String: String] = ["encode": "coding"]

    /// The coding protocols, which a type may name in its inheritance clause only.
    static let conformanceOnly: Set<String> = ["Codable", "Encodable", "Decodable"]

    /// Functions of those parts, with the part of each: refused where a call's name is
    /// not found, so that a program's own `func pow` runs.
    static let functions: [String: String] = [
        "NSLocalizedString": "foundation",
    ]

    /// The refusal of `name` where it is not found, if it is one of Foundation's functions.
    static func notFound(_ name: String, at l: CodeLocation) -> CompileError? {
        guard let part = functions[name], let reason = reasons[part] else { return nil }
        return CompileError("coordlab does not support " + reason, at: l)
    }

    /// Whether `node`, a written type, is a name in a type's or protocol's inheritance
    /// clause (`struct User: Codable`), where the coding protocols are allowed.
    static func isInheritedType(_ node: Syntax) -> Bool {
        guard let inherited = node.parent?.as(InheritedTypeSyntax.self),
              let clause = inherited.parent?.parent?.as(InheritanceClauseSyntax.self) else { return false }
        guard let owner = clause.parent else { return false }
        return owner.is(StructDeclSyntax.self) || owner.is(ClassDeclSyntax.self) || owner.is(EnumDeclSyntax.self)
            || owner.is(ProtocolDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self)
    }
}
