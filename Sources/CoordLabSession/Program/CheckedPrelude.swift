import CoordLabLanguage
import Foundation
import UIKitPrelude

/// The UIKit prelude parsed and type-checked once per thread.
///
/// Every program starts with the prelude, and a session makes a fresh program whenever it
/// rebuilds (`:undo`, a wrong answer taken back, `coordlab check` replaying lessons).
/// Parsing and checking it are the same every time, so they are done once; each program
/// still compiles and runs it into its own interpreter, as its declarations and globals
/// belong to that program.
struct CheckedPrelude {
    /// The prelude's files, parsed.
    let sources: [ParsedSource]
    /// A checker that has checked them, to copy for each program.
    let checker: TypeChecker
    /// What the check found, for the compiler.
    let typed: TypedSyntax

    /// This thread's prelude, or the error that stopped it (a bug in coordlab's prelude).
    ///
    /// One per thread: the checked syntax trees are read again whenever a program compiles
    /// the prelude, and programs made on different threads (tests run in parallel) must not
    /// share them.
    static var shared: Result<CheckedPrelude, Error> { shared(of: UIKitPrelude.loadedFiles, key: "coordlab.CheckedPrelude") }

    /// The standard library's stand-ins alone (`Swift/Result.swift`), for a program made
    /// without UIKit: what Swift itself gives every program.
    static var standardLibrary: Result<CheckedPrelude, Error> {
        shared(of: UIKitPrelude.standardLibraryFiles, key: "coordlab.CheckedPrelude.Swift")
    }

    /// `files` checked once per thread, kept under `key`.
    private static func shared(of files: [PreludeFile], key: String) -> Result<CheckedPrelude, Error> {
        if let held = Thread.current.threadDictionary[key] as? Held { return held.prelude }
        let made = Result {
            let sources = try files.map { try ParsedSource(text: $0.text, fileName: $0.path) }
            let checker = TypeChecker()
            let typed = try checker.check(sources, framework: true)
            return CheckedPrelude(sources: sources, checker: checker, typed: typed)
        }
        Thread.current.threadDictionary[key] = Held(made)
        return made
    }

    /// The prelude as a thread's dictionary holds it.
    private final class Held {
        let prelude: Result<CheckedPrelude, Error>
        init(_ prelude: Result<CheckedPrelude, Error>) { self.prelude = prelude }
    }
}
