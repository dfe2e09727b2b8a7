import Foundation

/// The lessons folder: where it is, and the lessons in it, in order.
public struct LessonLibrary {
    /// The folder.
    let directory: URL

    /// `$COORDLAB_LESSONS`, else the `lessons` folder beside the package the binary was
    /// built in (found by walking up from the executable), else `./lessons`.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> LessonLibrary {
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
    /// it and their translations (`ko/…`), a file for itself, and no argument for every
    /// lesson of `locate()` and its translations.
    public static func files(named arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        if arguments.isEmpty { return locate(environment: environment).allFiles.map(\.path) }
        return arguments.flatMap { path -> [String] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
            // Named under the folder as given, so `check lessons` reports `lessons/01-….md`.
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            let library = LessonLibrary(directory: URL(fileURLWithPath: path))
            return library.allFiles.map { folder + "/" + $0.path.dropFirst(library.directory.path.count + 1) }
        }
    }

    /// The lesson files, each followed by its translations.
    var allFiles: [URL] {
        files.flatMap { file in
            [file] + InterfaceLanguage.allCases.compactMap { translationFile(for: file, in: $0) }
                .filter { FileManager.default.fileExists(atPath: $0.path) }
        }
    }

    /// Where the translation of the lesson `file` into `language` is (nil for English).
    func translationFile(for file: URL, in language: InterfaceLanguage) -> URL? {
        language.lessonFolder.map { directory.appendingPathComponent($0).appendingPathComponent(file.lastPathComponent) }
    }

    /// The lessons that have no translation into `language`, by file name.
    public func untranslated(into language: InterfaceLanguage) -> [String] {
        files.filter { file in
            translationFile(for: file, in: language).map { !FileManager.default.fileExists(atPath: $0.path) } ?? false
        }.map(\.lastPathComponent)
    }

    /// The lesson in the file at `path`: a lesson, or a translation (a file in a language's
    /// folder beside the English lesson of the same name) put on its English lesson.
    public static func lesson(at path: String) throws -> Lesson {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let english = englishLesson(of: path) else { return try LessonParser.parse(text, path: path) }
        let base = try LessonParser.parse(String(contentsOf: english, encoding: .utf8), path: english.path)
        return try base.translated(by: LessonParser.parseTranslation(text, path: path))
    }

    /// The English lesson the file at `path` translates (the file of the same name one
    /// folder up, from a folder named for a language), or nil when it is a lesson itself.
    public static func englishLesson(of path: String) -> URL? {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let english = folder.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent)
        guard InterfaceLanguage(rawValue: folder.lastPathComponent) != nil, FileManager.default.fileExists(atPath: english.path) else {
            return nil
        }
        return english
    }

    /// Every lesson that parses, in order, in `language` (a lesson without a translation
    /// stays English; `untranslated` lists them); broken files are returned as errors.
    public func load(in language: InterfaceLanguage = .english) -> (lessons: [Lesson], errors: [Error]) {
        var lessons: [Lesson] = [], errors: [Error] = []
        for f in files {
            do {
                let text = try String(contentsOf: f, encoding: .utf8)
                var lesson = try LessonParser.parse(text, path: f.path)
                if let translated = translationFile(for: f, in: language), FileManager.default.fileExists(atPath: translated.path) {
                    lesson = try lesson.translated(by: LessonParser.parseTranslation(String(contentsOf: translated, encoding: .utf8),
                                                                                     path: translated.path))
                }
                lessons.append(lesson)
            } catch {
                errors.append(error)
            }
        }
        return (lessons.sorted { ($0.order, $0.id) < ($1.order, $1.id) }, errors)
    }
}
