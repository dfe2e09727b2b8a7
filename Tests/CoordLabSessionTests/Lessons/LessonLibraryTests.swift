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
