import Foundation
import Testing
@testable import CoordLabSession

/// Which lesson files `coordlab check` reads for its arguments.
@Suite struct LessonLibraryTests {
    /// A scratch folder with two lessons, a README and a note that is not a lesson.
    private func scratchFolder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for name in ["02-b.md", "01-a.md", "README.md", "notes.txt"] {
            try "x".write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return dir
    }

    @Test func aFolderStandsForTheLessonsInIt() throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let names = LessonLibrary.files(named: [dir.path]).map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(names == ["01-a.md", "02-b.md"])
    }

    @Test func aFolderIsNamedAsGiven() throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(LessonLibrary.files(named: [dir.path + "/"]).first == dir.path + "/01-a.md")
    }

    @Test func aFolderStandsForItsTranslationsTooEachAfterItsLesson() throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("ko"), withIntermediateDirectories: true)
        try "x".write(to: dir.appendingPathComponent("ko/01-a.md"), atomically: true, encoding: .utf8)
        let names = LessonLibrary.files(named: [dir.path]).map { String($0.dropFirst(dir.path.count + 1)) }
        #expect(names == ["01-a.md", "ko/01-a.md", "02-b.md"])
        #expect(LessonLibrary(directory: dir).untranslated(into: .korean) == ["02-b.md"])
        #expect(LessonLibrary(directory: dir).untranslated(into: .english).isEmpty)
        #expect(LessonLibrary.englishLesson(of: dir.path + "/ko/01-a.md")?.lastPathComponent == "01-a.md")
        #expect(LessonLibrary.englishLesson(of: dir.path + "/01-a.md") == nil)
    }

    @Test func filesStayAsGivenAndInOrder() throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let b = dir.appendingPathComponent("02-b.md").path
        #expect(LessonLibrary.files(named: [b, "missing.md"]) == [b, "missing.md"])
    }

    @Test func noArgumentMeansTheLessonsFolder() throws {
        let dir = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let names = LessonLibrary.files(named: [], environment: ["COORDLAB_LESSONS": dir.path])
            .map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(names == ["01-a.md", "02-b.md"])
    }
}
