/// A position in a source file: the file's name, 1-based line and column.
public struct CodeLocation: Sendable, Equatable, CustomStringConvertible {
    /// File name as given by the user (or `<input>`).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A placeholder for code that has no place in a file.
    public static let unknown = CodeLocation(file: "<unknown>", line: 0, column: 0)

    /// `file:line:col`.
    public var description: String { "\(file):\(line):\(column)" }
}

extension CodeLocation {
    /// Whether this place comes before `other` when `files` are read in order.
    public func precedes(_ other: CodeLocation, in files: [String]) -> Bool {
        if file != other.file {
            return (files.firstIndex(of: file) ?? Int.max) < (files.firstIndex(of: other.file) ?? Int.max)
        }
        return (line, column) < (other.line, other.column)
    }
}
