import Foundation

/// The text shown when the REPL starts on a terminal.
enum Welcome {
    /// What coordlab is, and how to begin.
    static func text(version: String, lessons: [Lesson] = []) -> String {
        let list = lessons.isEmpty ? "" : "\nLessons (:lesson NAME opens one, :lessons shows your progress):\n"
            + lessons.map { "  \($0.order). \($0.id.padding(toLength: 22, withPad: " ", startingAt: 0)) \($0.title)" }.joined(separator: "\n")
            + "\nStart with :lesson \(lessons[0].id)\n"
        return """
        coordlab \(version) — a workbook for how coordinators live and die in MVVM-C.
        Type Swift: classes, closures, UIKit view controllers. Every deinit shows as it happens,
        with ARC exactly as swiftc -Onone does it. Drive the app with gestures:
        :back, :swipe back, :swipe down, :tap NAME, :tab N; see it with :stack.

        Try:  class Screen { deinit { print("bye") } }
              var s: Screen? = Screen()
              s = nil
        :help lists every command; :undo takes back an input; Ctrl-D leaves.
        """ + list
    }
}
