import ArgumentParser
import UIKitPrelude

extension CoordLab {
    /// `coordlab prelude`: prints the UIKit stand-ins.
    struct Prelude: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "prelude",
            abstract: CommandLineWords.help("cli.prelude.abstract"),
            discussion: "The prelude is several files (one UIKit type per file); they are printed as one, each part after a #sourceLocation line, so that swiftc's messages name the real file."
        ) }

        @Flag(help: "List the prelude's files instead.")
        var list = false

        func run() throws {
            if list {
                for file in UIKitPrelude.files { print(file.name) }
            } else {
                print(UIKitPrelude.singleFile, terminator: "")
            }
        }
    }
}
