@_exported import Toolchain
import Foundation

/// What every test target needs from its surroundings: the package's folders, the built
/// `coordlab` binary and the environment to run it in.
public enum Harness {
    /// The package root: the nearest folder above this file holding Package.swift.
    public static let packageRoot: URL = {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                return dir
            }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    }()

    /// `$COORDLAB_BIN`, else the first `coordlab` executable found walking up from the test bundle.
    public static let coordlab: URL? = {
        if let path = ProcessInfo.processInfo.environment["COORDLAB_BIN"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
        for start in starts {
            var dir = start.standardizedFileURL
            while dir.path != "/" {
                let candidate = dir.appendingPathComponent("coordlab")
                if Subprocess.isExecutableFile(candidate) { return candidate }
                dir = dir.deletingLastPathComponent()
            }
        }
        return nil
    }()

    /// The environment for child processes, with `extra` added.
    public static func environment(_ extra: [String: String]) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(extra) { _, new in new }
    }

    /// A fresh directory under the temporary directory, removed by the caller.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("coordlab-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The permission bits of the file at `url`.
    public static func mode(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
