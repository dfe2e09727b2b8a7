import ArgumentParser
import CoordLab

extension CoordLab {
    /// `coordlab prelude`: prints the UIKit stand-ins.
    struct Prelude: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the UIKit prelude, to compile with swiftc beside a program (swiftc UIKit.swift main.swift)."
        )
        func run() throws {
            print(UIKitPrelude.source)
        }
    }
}
