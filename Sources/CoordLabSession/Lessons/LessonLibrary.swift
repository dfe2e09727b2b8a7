import Foundation

/// The lessons folder: where it is, and the lessons in it, in order.
public struct LessonLibrary {
    /// The folder.
    let directory: URL

    /// `$COORDLAB_LESSONS`, else the `lessons` folder beside the package the binary was
    /// built in (found by walking up from the executable), else `./lessons`.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> LessonLibrary {
        if let dir = environment["COORDLAB_LESSONS"], !dir.isEmpty {
            return LessonLibrary(directory: URL(fileURLWithPath: dir))
        }
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("lessons")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("README.md").path) {
                return LessonLibrary(directory: candidate)
            }
            dir.deleteLastPathComponent()
        }
        return LessonLibrary(directory: URL(fileURLWithPath: "lessons"))
    }

    public init(directory: URL) { self.directory = directory }

    /// Lesson files (`*.md` except README.md), by name.
    var files: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// The lesson files that command-line arguments name: a folder stands for the lessons in
    /// it, a file for itself, and no argument for every lesson of `locate()`.
    public static func files(named arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        if arguments.isEmpty { return locate(environment: environment).files.map(\.path) }
        return arguments.flatMap { path -> [String] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
            // Named under the folder as given, so `check lessons` reports `lessons/01-….md`.
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            return LessonLibrary(directory: URL(fileURLWithPath: path)).files.map { folder + "/" + $0.lastPathComponent }
        }
    }

    /// Every lesson that parses, in order; broken files are returned as errors.
    public func load() -> (lessons: [Lesson], errors: [Error]) {
        var lessons: [Lesson] = [], errors: [Error] = []
        for f in files {
            do {
                let text = try String(contentsOf: f, encoding: .utf8)
                lessons.append(try LessonParser.parse(text, path: f.path))
            } catch {
                errors.append(error)
            }
        }
        return (lessons.sorted { ($0.order, $0.id) < ($1.order, $1.id) }, errors)
    }
}
