import CEditLine
import CoordLabText
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the REPL's input lines.
///
/// On a terminal it is libedit: Emacs keys (the user's `~/.editrc` or `$EDITRC` may
/// change them), UTF-8 input, Ctrl-R incremental history search, a coloured prompt,
/// Tab completion through ``completer``, history kept in a file, Ctrl-C clearing the
/// line and Ctrl-D on an empty line ending the input. When standard input is not a
/// terminal, libedit is not used at all: lines are read plainly, with no prompt, no
/// history and no completion.
public final class LineEditor {
    /// What one call to ``readLine(prompt:continuation:)`` got.
    public enum Input: Equatable, Sendable {
        /// A line, without its newline.
        case line(String)
        /// Ctrl-C: the line being edited was dropped.
        case interrupted
        /// Ctrl-D on an empty line, or the end of piped input.
        case endOfInput
    }

    /// Whether lines come from a terminal through libedit.
    public let isInteractive: Bool

    /// Tab completion: given the whole line and the cursor position in it (counted in
    /// `Character`s), returns the candidate words. A candidate is the full word, e.g.
    /// `childCoordinators` for the typed `chi`: the editor inserts the part of the
    /// candidates' common prefix that is not typed yet (it matches the longest end of
    /// the text before the cursor that begins the common prefix) and, when nothing can
    /// be inserted and there are several candidates, lists them.
    public var completer: ((_ line: String, _ cursor: Int) -> [String])?

    /// The history file, when there is one and the editor is interactive.
    var historyURL: URL? { history?.url }

    private var editLine: OpaquePointer?
    private var history: LineHistory?
    private let output: UnsafeMutablePointer<FILE>?
    private let colorsPrompt: Bool
    /// The prompt libedit is showing; owned here, handed out by `promptCallback`.
    private var promptText: UnsafeMutablePointer<CChar>

    /// An editor for this process's standard input.
    ///
    /// - Parameters:
    ///   - programName: the name `~/.editrc` lines may be prefixed with (`coordlab:bind ...`).
    ///   - historyURL: where history is loaded from and saved to; `nil` keeps it in memory.
    public convenience init(programName: String = "coordlab", historyURL: URL?) {
        self.init(
            programName: programName, historyURL: historyURL,
            interactive: isatty(STDIN_FILENO) != 0,
            environment: ProcessInfo.processInfo.environment)
    }

    init(programName: String, historyURL: URL?, interactive: Bool, environment: [String: String]) {
        promptText = strdup("")!
        guard interactive else {
            isInteractive = false
            output = nil
            colorsPrompt = false
            return
        }
        // Without a UTF-8 character type libedit drops every non-ASCII character (Hangul
        // included) and misjudges wide characters; a locale the machine lacks (ko_KR.UTF-8
        // on a server) falls back to C.UTF-8, which has the same widths.
        LineEditor.chooseUTF8CharacterType()
        let outputIsTerminal = isatty(STDOUT_FILENO) != 0
        // Prompt and echo go to the terminal even when standard output is redirected.
        let out: UnsafeMutablePointer<FILE> = outputIsTerminal ? stdout : stderr
        guard let el = el_init(programName, stdin, out, stderr) else {
            isInteractive = false
            output = nil
            colorsPrompt = false
            return
        }
        isInteractive = true
        output = out
        colorsPrompt = TerminalStyle(environment: environment, isTerminal: isatty(fileno(out)) != 0).colour
        editLine = el

        let history = LineHistory(url: historyURL)
        self.history = history
        coordlab_el_set_history(el, history.handle)
        coordlab_el_set_editor(el, "emacs")
        coordlab_el_set_signal(el, 1)
        coordlab_el_set_clientdata(el, Unmanaged.passUnretained(self).toOpaque())
        coordlab_el_set_prompt_esc(el, promptCallback, LineEditor.promptIgnore)
        coordlab_el_add_function(
            el, "coordlab-complete", "Complete the word before the cursor", completeCallback)
        coordlab_el_bind(el, "^I", "coordlab-complete")
        coordlab_el_bind(el, "^R", "em-inc-search-prev")
        coordlab_el_add_function(
            el, "coordlab-delete-or-eof", "Delete the character under the cursor, or end input on an empty line",
            deleteOrEndCallback)
        coordlab_el_bind(el, "^D", "coordlab-delete-or-eof")
        // The user's own settings come last so that they win.
        coordlab_el_source_default(el)
    }

    deinit {
        if let editLine { el_end(editLine) }
        free(promptText)
    }

    /// Reads one line, showing `prompt` (`continuation` for the lines that continue an
    /// unfinished input; they are drawn dimmer).
    public func readLine(prompt: String, continuation: Bool = false) -> Input {
        guard let el = editLine else {
            fflush(stdout)
            guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
            return .line(line)
        }
        setPrompt(LineEditor.styledPrompt(prompt, continuation: continuation, color: colorsPrompt))
        fflush(stdout)
        fflush(stderr)
        // The terminal may have been resized while code was running.
        el_resize(el)
        InterruptFlag.installForLineEditing()
        while true {
            InterruptFlag.clear()
            var count: Int32 = 0
            let result = el_gets(el, &count)
            let error = errno
            if let result {
                var line = String(cString: result)
                if line.hasSuffix("\n") { line.removeLast() }
                history?.add(line)
                return .line(line)
            }
            if InterruptFlag.isSet {
                InterruptFlag.clear()
                return .interrupted
            }
            // Another signal interrupted the read: go on editing.
            if count < 0 && error == EINTR { continue }
            return .endOfInput
        }
    }

    // MARK: prompt

    /// The character that brackets the prompt's escape sequences (EL_PROMPT_ESC).
    static let promptIgnore: CChar = 1

    /// `prompt` with colour escapes bracketed by ``promptIgnore`` so libedit does not
    /// count them as taking room; trailing spaces stay uncoloured.
    static func styledPrompt(_ prompt: String, continuation: Bool, color: Bool) -> String {
        guard color else { return prompt }
        let body = prompt.reversed().drop(while: { $0 == " " }).reversed()
        let trailing = String(repeating: " ", count: prompt.count - body.count)
        let ignore = String(UnicodeScalar(UInt8(promptIgnore)))
        let start = continuation ? "\u{1B}[2m" : "\u{1B}[1;36m"
        return ignore + start + ignore + String(body) + ignore + "\u{1B}[0m" + ignore + trailing
    }

    private func setPrompt(_ text: String) {
        free(promptText)
        promptText = strdup(text)!
    }

    fileprivate var currentPrompt: UnsafeMutablePointer<CChar> { promptText }

    // MARK: completion

    /// The longest common prefix of `strings`, by `Character`; "" for no strings.
    static func commonPrefix(_ strings: [String]) -> String {
        guard var prefix = strings.first.map({ Substring($0) }) else { return "" }
        for string in strings.dropFirst() {
            var end = prefix.startIndex
            var other = string.startIndex
            while end < prefix.endIndex, other < string.endIndex, prefix[end] == string[other] {
                end = prefix.index(after: end)
                other = string.index(after: other)
            }
            prefix = prefix[..<end]
            if prefix.isEmpty { break }
        }
        return String(prefix)
    }

    /// What Tab inserts after `typed` (the text before the cursor) for `candidates`:
    /// the candidates' common prefix less its beginning already typed, that is, less the
    /// longest end of `typed` that begins the common prefix.
    static func completionInsertion(typed: String, candidates: [String]) -> String {
        let prefix = commonPrefix(candidates)
        guard !prefix.isEmpty else { return "" }
        let typedCharacters = Array(typed)
        let prefixCharacters = Array(prefix)
        var overlap = min(typedCharacters.count, prefixCharacters.count)
        while overlap > 0 {
            if typedCharacters[(typedCharacters.count - overlap)...] == prefixCharacters[..<overlap] { break }
            overlap -= 1
        }
        return String(prefixCharacters[overlap...])
    }

    /// Sets `LC_CTYPE` from the environment, or to a UTF-8 locale when that is missing or
    /// not UTF-8; the messages' language is read elsewhere (`InterfaceLanguage`).
    static func chooseUTF8CharacterType() {
        let chosen = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? ""
        let isUTF8 = chosen.uppercased().replacingOccurrences(of: "-", with: "").contains("UTF8")
        if !isUTF8 { _ = setlocale(LC_CTYPE, "C.UTF-8") ?? setlocale(LC_CTYPE, "en_US.UTF-8") }
    }

    /// Lays `words` out in columns for a terminal `width` wide, as shells list completions.
    static func columns(_ words: [String], width: Int) -> String {
        guard let longest = words.map(\.displayWidth).max() else { return "" }
        let columnWidth = longest + 2
        let perRow = max(1, (max(width, 1) + 2) / columnWidth)
        let rows = (words.count + perRow - 1) / perRow
        var text = ""
        for row in 0..<rows {
            var line = ""
            for column in 0..<perRow {
                let index = column * rows + row
                guard index < words.count else { break }
                let word = words[index]
                let isLast = column == perRow - 1 || (column + 1) * rows + row >= words.count
                line += isLast ? word : word.padded(toWidth: columnWidth)
            }
            text += line + "\n"
        }
        return text
    }

    /// The Tab command: returns a libedit CC_* code.
    fileprivate func complete(_ el: OpaquePointer) -> UInt8 {
        guard let info = el_line(el)?.pointee, let buffer = info.buffer,
              let cursor = info.cursor, let last = info.lastchar
        else { return UInt8(CC_ERROR) }
        let bytes = UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self)
        let typed = String(decoding: UnsafeBufferPointer(start: bytes, count: cursor - buffer), as: UTF8.self)
        let line = String(decoding: UnsafeBufferPointer(start: bytes, count: last - buffer), as: UTF8.self)

        // Tab at the start of a line indents, as in Python's REPL.
        if typed.allSatisfy({ $0 == " " || $0 == "\t" }) {
            el_insertstr(el, "    ")
            return UInt8(CC_REFRESH)
        }
        guard let completer else { return UInt8(CC_REFRESH_BEEP) }
        var seen = Set<String>()
        let candidates = completer(line, typed.count).filter { seen.insert($0).inserted }
        guard !candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }

        let insertion = LineEditor.completionInsertion(typed: typed, candidates: candidates)
        if !insertion.isEmpty {
            el_insertstr(el, insertion)
            return UInt8(CC_REFRESH)
        }
        guard candidates.count > 1 else { return UInt8(CC_NORM) }
        let width = Int(coordlab_el_columns(el))
        let listing = "\n" + LineEditor.columns(candidates, width: width > 0 ? width : 80)
        if let output {
            fputs(listing, output)
            fflush(output)
        }
        return UInt8(CC_REDISPLAY)
    }
}

/// The LineEditor behind an EditLine, through EL_CLIENTDATA.
private func lineEditor(of el: OpaquePointer?) -> LineEditor? {
    guard let el, let data = coordlab_el_get_clientdata(el) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
}

private let emptyPrompt: UnsafeMutablePointer<CChar> = strdup("")!

private let promptCallback: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>? = { el in
    lineEditor(of: el)?.currentPrompt ?? emptyPrompt
}

/// Ctrl-D: end of input on an empty line (without libedit's echoed `^D`), else delete
/// the character under the cursor.
private let deleteOrEndCallback: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { el, _ in
    guard let el, let info = el_line(el)?.pointee, let buffer = info.buffer,
          let cursor = info.cursor, let last = info.lastchar
    else { return UInt8(CC_ERROR) }
    if last == buffer { return UInt8(CC_EOF) }
    guard cursor < last else { return UInt8(CC_NORM) }
    el_cursor(el, 1)
    el_deletestr(el, 1)
    return UInt8(CC_REFRESH)
}

private let completeCallback: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { el, _ in
    guard let el, let editor = lineEditor(of: el) else { return UInt8(CC_ERROR) }
    return editor.complete(el)
}

/// The REPL's history, in libedit's format: loaded from `url` at start, saved after every
/// line. Blank lines and a line equal to the one before are not added. The file is
/// created with mode 0600, its directory (if missing) with 0700.
final class LineHistory {
    /// libedit's `History *`.
    let handle: OpaquePointer
    let url: URL?
    /// How many lines are kept.
    static let size: Int32 = 1000
    private var lastLine: String?
    private var directoryReady = false

    init(url: URL?) {
        handle = history_init()
        self.url = url
        coordlab_history_set_size(handle, LineHistory.size)
        coordlab_history_set_unique(handle, 1)
        if let url, FileManager.default.fileExists(atPath: url.path), coordlab_history_load(handle, url.path) < 0 {
            // A damaged history is set aside (not overwritten) and reported once.
            let aside = url.appendingPathExtension("damaged")
            try? FileManager.default.removeItem(at: aside)
            try? FileManager.default.moveItem(at: url, to: aside)
            FileHandle.standardError.write(Data("coordlab: the history file \(url.path) could not be read; it was set aside as \(aside.lastPathComponent)\n".utf8))
        }
    }

    deinit { history_end(handle) }

    /// The number of lines held.
    var count: Int { Int(coordlab_history_count(handle)) }

    /// Adds `line` (unless blank or a repeat) and saves the file.
    func add(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace), line != lastLine else { return }
        lastLine = line
        coordlab_history_enter(handle, line)
        save()
    }

    /// Writes the file; failures (a read-only home, say) are ignored: history is a comfort.
    func save() {
        guard let url else { return }
        let path = url.path
        if !directoryReady {
            let directory = url.deletingLastPathComponent()
            if !FileManager.default.fileExists(atPath: directory.path) {
                try? FileManager.default.createDirectory(
                    at: directory, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: NSNumber(value: 0o700)])
                chmod(directory.path, 0o700)
            }
            directoryReady = true
        }
        // Create it private before libedit writes a line into it.
        let fd = open(path, O_WRONLY | O_CREAT, 0o600)
        if fd >= 0 { close(fd) }
        coordlab_history_save(handle, path)
        chmod(path, 0o600)
    }
}
