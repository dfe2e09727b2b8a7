import CoordLabSession
import Foundation

/// The language of coordlab's command line, chosen once at start-up: `--lang` if the
/// arguments hold it, else the locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`). ArgumentParser
/// builds `--help` from static texts before it parses anything, so the abstracts and
/// option help read this choice rather than a parsed `--lang`.
enum CommandLineWords {
    /// The language chosen at start-up.
    static let language = chosen(arguments: Array(CommandLine.arguments.dropFirst()),
                                 environment: ProcessInfo.processInfo.environment)

    /// The catalogue in that language.
    static let text = Catalogue(language)

    /// The language that `arguments` (`--lang ko`, `--lang=ko`) or else `environment` asks for.
    static func chosen(arguments: [String], environment: [String: String]) -> InterfaceLanguage {
        for (k, argument) in arguments.enumerated() {
            if argument == "--", k > 0 { break }
            if argument.hasPrefix("--lang="), let language = InterfaceLanguage(code: String(argument.dropFirst(7))) {
                return language
            }
            if argument == "--lang", k + 1 < arguments.count, let language = InterfaceLanguage(code: arguments[k + 1]) {
                return language
            }
        }
        return InterfaceLanguage.fromLocale(environment)
    }

    /// The help text of `key` (an `ArgumentHelp` for `@Option`, `@Flag` and `@Argument`).
    static func help(_ key: String) -> String { text(key) }
}
