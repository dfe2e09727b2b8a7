import CoordLabGraph
import CoordLabTerminal
import Foundation

extension GraphRenderOptions {
    /// Options that draw as `style` allows (Unicode or ASCII, colour or not, its width).
    init(style: TerminalStyle) {
        self.init(unicode: style.unicode, colour: style.colour, width: style.width)
    }

    /// Options for output that is not a terminal, from this process's environment: no
    /// colour, Unicode as the locale allows.
    static var plain: GraphRenderOptions {
        GraphRenderOptions(style: TerminalStyle(environment: ProcessInfo.processInfo.environment, isTerminal: false))
    }
}
