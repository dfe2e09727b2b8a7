import ArgumentParser
import CoordLabSession
import Foundation

extension CoordLab {
    /// `coordlab explore APP.swift…`: every journey through an app, checked.
    struct Explore: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "explore",
            abstract: CommandLineWords.help("cli.explore.abstract"),
            discussion: """
            Loads the files as `coordlab run` does (their top-level code builds the window and starts the first \
            coordinator; a window the app keeps but never makes key is shown as UIKit shows it when launch ends), \
            then takes every journey of up to --depth steps, breadth-first: the buttons of the screen on top (the \
            app's own methods of the top view controller that take no arguments), the @objc target-actions of its \
            controls, bar button items and gesture recognizers (sent to their target with the sender: \
            :tap didTap, or :tap didTap UIButton#2 when several controls send it), a touch on each control or bar \
            button item whose action is a closure (:tap UIButton#3), :back, :swipe back (and \
            --cancel), :swipe down (and --cancel), :tab N, and :wait until the run loop's next block or timer is \
            due (a state with a block due now is only turned, with :wait 0s, as an app's loop turns before the \
            next touch). After each step it judges the graph: leaked \
            objects and their cycle, abandoned coordinators and screens (as :abandoned says), growth (back on an \
            earlier screen configuration with more of the app's objects alive), and traps. Each finding is reported \
            once, with its shortest journey as a script that `coordlab run` replays and checks with :expect.

            Exit status: 0 when nothing was found, 1 when something was, 2 when the app does not load.

            Example:
              coordlab explore App.swift --depth 4 --witnesses witnesses
              abandoned TrackingCoordinator  after 2 steps: :tap pushTrackingView, :swipe back
                sceneDelegate -> SceneDelegate#1 -> coordinator -> AppCoordinator#1 -> childCoordinators[0] -> HomeCoordinator#1 -> childCoordinators[0] -> TrackingCoordinator#1
                none of its screens is on screen any more (TrackingViewController#1)
                witness (finding-1.swift; coordlab run App.swift finding-1.swift):
                  :tap pushTrackingView
                  :swipe back
                  :expect abandoned TrackingCoordinator#1
            """
        ) }

        @Argument(help: ArgumentHelp(CommandLineWords.help("cli.explore.files")))
        var files: [String]

        @Option(help: ArgumentHelp(CommandLineWords.help("cli.explore.depth")))
        var depth = 6

        @Option(help: ArgumentHelp(CommandLineWords.help("cli.explore.maxJourneys")))
        var maxJourneys: Int?

        @Option(help: ArgumentHelp(CommandLineWords.help("cli.explore.seconds")))
        var seconds: Double?

        @Flag(help: ArgumentHelp(CommandLineWords.help("cli.explore.json")))
        var json = false

        @Flag(help: ArgumentHelp(CommandLineWords.help("cli.explore.forked")))
        var forked = false

        @Option(help: ArgumentHelp(CommandLineWords.help("cli.explore.witnesses")))
        var witnesses: String?

        @Option(help: ArgumentHelp(CommandLineWords.help("cli.lang")))
        var lang: InterfaceLanguage?

        /// The words of the report and the messages (its JSON stays English).
        var text: Catalogue { Catalogue(lang ?? CommandLineWords.language) }

        func validate() throws {
            if depth < 1 { throw ValidationError(text("graph.depth")) }
            if let maxJourneys, maxJourneys < 1 { throw ValidationError(text("explore.maxJourneys")) }
            if let seconds, seconds <= 0 { throw ValidationError(text("explore.seconds")) }
        }

        func run() throws {
            let out = StandardOutput.shared
            let limits = Explorer.Limits(depth: depth, maxJourneys: maxJourneys, seconds: seconds)
            guard let explorer = Explorer.start(files: files, limits: limits, forked: forked, language: text.language, diagnostics: out.error) else {
                out.flush()
                throw ExitCode(2)
            }
            let showsProgress = isatty(2) == 1
            let text = self.text
            let result = try explorer.run { p in
                guard showsProgress else { return }
                FileHandle.standardError.write(Data(("\r\u{1B}[K" + text("explore.progress", p.journeys, p.states, p.findings)).utf8))
            }
            if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            if let witnesses {
                try FileManager.default.createDirectory(atPath: witnesses, withIntermediateDirectories: true)
                for (k, f) in result.findings.enumerated() {
                    try f.script.write(toFile: witnesses + "/finding-\(k + 1).swift", atomically: true, encoding: .utf8)
                }
            }
            out.write((json ? result.json() : result.text(files: files, language: text.language)) + "\n")
            out.flush()
            if !result.findings.isEmpty { throw ExitCode(1) }
        }
    }
}
