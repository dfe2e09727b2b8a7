import Foundation

/// The session journal: every input with the output it gave, appended and flushed to disk
/// as each input finishes, so `coordlab --resume` can rebuild a session that crashed or
/// was killed without losing anything that had been shown.
///
/// The file is JSON Lines (one `Journal.Entry` per line), private to the user (0600).
public final class Journal {
    /// One input and what followed (the transcript's entry).
    public typealias Entry = Transcript.Entry

    /// Where the journal is.
    let url: URL
    private let handle: FileHandle

    /// Opens the journal at `url`: a new, empty one, or (`appending`) the existing one.
    init(url: URL, appending: Bool = false) throws {
        self.url = url
        let fm = FileManager.default
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                               attributes: [.posixPermissions: 0o700])
        if !appending || !fm.fileExists(atPath: url.path) {
            guard fm.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
            }
        }
        try fm.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
    }

    deinit { try? handle.close() }

    /// Appends a finished input and flushes it to disk.
    func append(_ entry: Entry) {
        guard var line = try? JSONEncoder().encode(entry) else { return }
        line.append(0x0A)
        try? handle.write(contentsOf: line)
        try? handle.synchronize()
    }

    /// Reads a journal's entries. A damaged last line (a write cut short by a kill) is
    /// dropped; any other damage is reported with its line number.
    public static func read(_ url: URL) throws -> [Entry] {
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        var entries: [Entry] = []
        for (k, line) in lines.enumerated() {
            do {
                entries.append(try JSONDecoder().decode(Entry.self, from: Data(line.utf8)))
            } catch {
                if k == lines.count - 1 { break }
                throw JournalError(path: url.path, line: k + 1)
            }
        }
        return entries
    }
}

/// A journal that cannot be read back: the damaged line's place (`Catalogue.describe`
/// says it in a language).
public struct JournalError: Error, CustomStringConvertible {
    public let path: String
    public let line: Int
    public var description: String { Catalogue(.english).describe(self) }
}
