import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where coordlab keeps per-user files (REPL history, lesson progress):
/// `$XDG_STATE_HOME/coordlab`, or `~/.local/state/coordlab` when `XDG_STATE_HOME`
/// is unset, empty or not an absolute path (as the XDG Base Directory spec says).
///
/// Nothing is created until ``create()`` is called; the directory is then made with
/// mode 0700, since history may hold whatever the user typed.
public struct StateDirectory: Sendable {
    /// The directory, e.g. `/home/ana/.local/state/coordlab`.
    let url: URL

    /// The directory for `environment` (by default the process's own).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        url = StateDirectory.resolve(environment: environment)
    }

    /// A state directory at an explicit place (tests, `--state-dir`).
    init(url: URL) {
        self.url = url
    }

    /// The REPL's line history (libedit's format).
    var historyURL: URL { url.appendingPathComponent("history") }

    /// A file of this directory called `name`.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Creates the directory (and missing parents) with mode 0700 if it does not exist;
    /// returns its URL.
    @discardableResult
    func create() throws -> URL {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
            }
            return url
        }
        try fm.createDirectory(
            at: url, withIntermediateDirectories: true,
            attributes: [.posixPermissions: NSNumber(value: 0o700)])
        chmod(url.path, 0o700)
        return url
    }

    /// The directory `environment` asks for; see the type's documentation.
    static func resolve(environment: [String: String]) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state, isDirectory: true)
                .appendingPathComponent("coordlab", isDirectory: true)
        }
        return URL(fileURLWithPath: homeDirectory(environment: environment), isDirectory: true)
            .appendingPathComponent(".local/state/coordlab", isDirectory: true)
    }

    /// `$HOME`, else the password database's entry, else the temporary directory.
    static func homeDirectory(environment: [String: String]) -> String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir {
            let home = String(cString: dir)
            if !home.isEmpty { return home }
        }
        return NSTemporaryDirectory()
    }
}
