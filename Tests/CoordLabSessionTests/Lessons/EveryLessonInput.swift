@testable import CoordLabSession
import Foundation
import TestSupport
import Testing

/// Runs every lesson's main run and hands `body` the session after each input, with where
/// it is ("path, input N (text)"), for tests of invariants that hold after every input.
func forEveryLessonInput(checkingVerdicts: Bool = false, _ body: @escaping (Session, String) -> Void) {
    let (lessons, errors) = LessonLibrary(directory: Harness.packageRoot.appendingPathComponent("lessons")).load()
    #expect(errors.isEmpty)
    #expect(!lessons.isEmpty)
    for lesson in lessons {
        var inputs = 0
        var checker = LessonChecker(rehearsing: false) { session in
            inputs += 1
            body(session, "\(lesson.path), input \(inputs) (\(session.history.acceptedTexts.last ?? ""))")
        }
        checker.checksVerdicts = checkingVerdicts
        _ = checker.check(lesson)
        #expect(inputs > 0)
    }
}
