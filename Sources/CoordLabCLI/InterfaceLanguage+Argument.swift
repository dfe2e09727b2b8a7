import ArgumentParser
import CoordLabSession

/// `--lang en|ko` (also `ko_KR`, `korean`, `한국어`).
extension InterfaceLanguage: ExpressibleByArgument {
    public init?(argument: String) { self.init(code: argument) }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
