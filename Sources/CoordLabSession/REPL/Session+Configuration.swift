import CoordLabGraph
import CoordLabTerminal
import Foundation

extension Session {
    /// How a session is set up, given once when it starts: what it shows, how it styles
    /// it, and where it finds lessons and keeps progress.
    public struct Configuration {
        /// Whether the after-input summary is shown at first (`:quiet` turns it off).
        var showsSummary = true
        /// Whether control characters in the program's output are shown escaped (on a
        /// terminal, program output never sends control sequences).
        var escapesProgramOutput = false
        /// Whether commands may read or write files (off for lesson content: lessons are data).
        var allowsFiles = true
        /// Where lessons are found.
        var library = LessonLibrary.locate()
        /// Where lesson progress is kept between runs (nil: in memory only).
        public var progressFile: URL?
        /// How lesson prose is styled (its width and whether it has colour).
        var prose = TerminalStyle(colour: false, unicode: true, width: 80)
        /// How `:graph` and the other graph views draw.
        var graph = GraphRenderOptions.plain
        /// The terminal's size, recorded in `.cast` and `.json` exports.
        var terminalSize = (columns: 80, rows: 24)
        /// The language of coordlab's own words at first (`:set lang` changes it).
        public var language = InterfaceLanguage.english
        /// Whether every after-input verdict is also worked out from the whole graph and
        /// compared (`Session.verdictMismatches`): the incremental verdicts' check.
        var checksVerdicts = false

        /// The defaults: a summary after every input, no colour, 80-column prose, graphs as
        /// the locale allows; lessons from the lessons folder, progress in memory.
        public init() {}

        /// A session that writes to an output styled as `style` allows (prose and graphs alike).
        public init(style: TerminalStyle) {
            prose = style
            graph = GraphRenderOptions(style: style)
            terminalSize.columns = style.width
        }
    }
}
