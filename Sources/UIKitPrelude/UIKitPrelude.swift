/// The UIKit and Combine stand-ins: Swift files in `UIKit/` and `Combine/`, written in
/// coordlab's Swift subset, embedded in the binary at build time, and loaded as a
/// program's code first names what they declare (`PreludeIndex`).
///
/// Compiled with `swiftc` beside a user's program (`coordlab prelude` prints them as one
/// file), they give the same lifetimes as coordlab's interpreter.
public enum UIKitPrelude {
    /// The prelude's files in load order (of the files a batch loads): `Overview.swift` (the prelude's introduction)
    /// first, then the rest of UIKit by name, then Combine's (which schedules on UIKit's
    /// DispatchQueue). Declarations may refer to each other across files.
    public static let files: [PreludeFile] = {
        let uikit = embeddedFiles.filter { $0.folder == "UIKit" }
        let overview = uikit.filter { $0.name == "Overview.swift" }
        return overview + uikit.filter { $0.name != "Overview.swift" } + embeddedFiles.filter { $0.folder == "Combine" }
    }()

    /// The standard library's types that coordlab declares in Swift (`Swift/Result.swift`):
    /// loaded before `files`, never printed, since swiftc has the real ones.
    public static let standardLibraryFiles: [PreludeFile] = embeddedFiles.filter { $0.folder == "Swift" }

    /// Everything coordlab loads before a program, in load order.
    public static var loadedFiles: [PreludeFile] { standardLibraryFiles + files }

    /// `loadedFiles` by path, made once: explore asks of every type it meets, thousands of
    /// times a second, whether it is the prelude's.
    private static let loadedFilesByPath: [String: PreludeFile] = Dictionary(loadedFiles.map { ($0.path, $0) }) { first, _ in first }

    /// The file at `path` (`UIKit/UIWindow.swift`, as locations name it), if the prelude has one.
    public static func file(atPath path: String) -> PreludeFile? {
        loadedFilesByPath[path]
    }

    /// Whether a location's file is one of the prelude's: what it declares is UIKit's.
    public static func isPreludePath(_ path: String) -> Bool {
        loadedFilesByPath[path] != nil
    }

    /// The prelude as one Swift file, as `coordlab prelude` prints it: each file's text
    /// after a `#sourceLocation` line, so that swiftc's diagnostics and traps name the
    /// real file and line.
    public static var singleFile: String {
        var text = "// The UIKit stand-ins of coordlab, printed by `coordlab prelude`.\n"
        text += "// Each part below is one file of the prelude; #sourceLocation keeps their names.\n"
        for file in files {
            text += "\n#sourceLocation(file: \"\(file.path)\", line: 1)\n"
            text += file.text
        }
        text += "#sourceLocation()\n"
        return text
    }
}

/// One Swift file of the prelude.
public struct PreludeFile: Sendable {
    /// The folder it is in: `UIKit` (printed by `coordlab prelude`) or `Swift` (the
    /// standard library's stand-ins, coordlab's own).
    public let folder: String
    /// The file's name (`UINavigationController.swift`).
    public let name: String
    /// Where it is in the prelude's folder (`UIKit/UINavigationController.swift`): how
    /// diagnostics, traps and declarations' locations name it.
    public var path: String { folder + "/" + name }
    /// Its Swift source.
    public let text: String
}
