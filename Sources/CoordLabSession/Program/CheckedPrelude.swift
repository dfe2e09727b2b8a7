import CoordLabLanguage
import UIKitPrelude

/// The UIKit prelude parsed and type-checked once per process.
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

    /// The process's prelude, or the error that stopped it (a bug in coordlab's prelude).
    static let shared: Result<CheckedPrelude, Error> = Result {
        let sources = try UIKitPrelude.files.map { try ParsedSource(text: $0.text, fileName: $0.path) }
        let checker = TypeChecker()
        let typed = try checker.check(sources)
        return CheckedPrelude(sources: sources, checker: checker, typed: typed)
    }
}
