import ArgumentParser
import CoordLabSession

/// The `coordlab` command: the REPL by default, and its subcommands.
@main
struct CoordLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coordlab",
        abstract: "An interactive workbook for coordinator lifetimes in MVVM-C: Swift with ARC you can see.",
        version: CoordLabVersion.current,
        subcommands: [Interactive.self, Run.self, Explore.self, Check.self, Lessons.self, Export.self, Prelude.self, Fuzz.self],
        defaultSubcommand: Interactive.self
    )
}
