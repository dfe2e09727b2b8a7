import Foundation

/// The terminal's size.
public enum TerminalSize {
    /// Columns of the terminal on standard output, else `$COLUMNS`, else 80.
    public static func columns() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let c = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), c > 0 { return c }
        return 80
    }

    /// Rows of the terminal on standard output, else `$LINES`, else 24.
    public static func rows() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
        if let r = ProcessInfo.processInfo.environment["LINES"].flatMap(Int.init), r > 0 { return r }
        return 24
    }
}
