import ArgumentParser
import CoordLabSession

/// The `coordlab` command: the REPL by default, and its subcommands.
@main
struct CoordLab: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "coordlab",
        abstract: CommandLineWords.help("cli.abstract"),
        version: CoordLabVersion.current,
        subcommands: [Interactive.self, Run.self, Explore.self, Check.self, Lessons.self, Export.self, Prelude.self, Fuzz.self],
        defaultSubcommand: Interactive.self
    ) }
}
