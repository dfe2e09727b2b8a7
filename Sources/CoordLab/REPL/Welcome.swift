/// The text shown when the REPL starts on a terminal.
public enum Welcome {
    /// What coordlab is, and how to begin.
    public static func text(version: String) -> String {
        """
        coordlab \(version) — a workbook for how coordinators live and die in MVVM-C.
        Type Swift: classes, closures, UIKit view controllers. Every deinit shows as it happens,
        with ARC exactly as swiftc -Onone does it. Drive the app with gestures:
        :back, :swipe back, :swipe down, :tap NAME, :tab N; see it with :stack.

        Try:  class Screen { deinit { print("bye") } }
              var s: Screen? = Screen()
              s = nil
        :help lists every command; :undo takes back an input; Ctrl-D leaves.
        """
    }
}
