import CoordLabLanguage
import Foundation
import UIKitPrelude

/// The prelude's files parsed and type-checked, kept per thread for the next program.
///
/// Every program starts with the standard library's stand-ins, then loads the prelude's
/// files as its code first needs them (`PreludeIndex`), and a session makes a fresh program
/// whenever it rebuilds (`:undo`, a wrong answer taken back, `coordlab check` replaying
/// lessons). Parsing a file and checking the files a fresh program loads first are the same
/// every time, so they are done once; each program still compiles and runs them into its
/// own interpreter, as their declarations and globals belong to that program.
///
/// One per thread: programs made on different threads (tests run in parallel) keep no
/// state in common.
final class CheckedPrelude {
    /// Files checked as one batch: their sources, and the checker after them.
    struct Batch {
        let sources: [ParsedSource]
        /// A checker that has checked everything before the batch and the batch, to copy.
        let checker: TypeChecker
        /// What the check of the batch found, for the compiler.
        let typed: TypedSyntax
    }

    /// The standard library's stand-ins (`Swift/Result.swift`), checked: what every program
    /// starts with, as Swift gives them to every program.
    let standardLibrary: Batch
    /// Each prelude file parsed, by path.
    private var parsed: [String: ParsedSource] = [:]
    /// The first batches fresh programs loaded, each checked right after the standard
    /// library, by their files' paths.
    private var firstBatches: [[String]: Batch] = [:]

    private init() throws {
        let sources = try UIKitPrelude.standardLibraryFiles.map { try ParsedSource(text: $0.text, fileName: $0.path) }
        let checker = TypeChecker()
        let typed = try checker.check(sources, framework: true)
        standardLibrary = Batch(sources: sources, checker: checker, typed: typed)
    }

    /// This thread's cache, or the error that stopped it (a bug in coordlab's prelude).
    static var current: Result<CheckedPrelude, Error> {
        let key = "coordlab.CheckedPrelude"
        if let held = Thread.current.threadDictionary[key] as? Held { return held.prelude }
        let made = Result { try CheckedPrelude() }
        Thread.current.threadDictionary[key] = Held(made)
        return made
    }

    /// `files` parsed (each once per thread).
    func sources(of files: [PreludeFile]) throws -> [ParsedSource] {
        try files.map { file in
            if let known = parsed[file.path] { return known }
            let source = try ParsedSource(text: file.text, fileName: file.path)
            parsed[file.path] = source
            return source
        }
    }

    /// `files` checked as a program's first batch after the standard library (once per
    /// thread): `check` checks them when they have not been.
    func firstBatch(_ files: [PreludeFile], check: ([ParsedSource]) throws -> (TypeChecker, TypedSyntax)) throws -> Batch {
        let key = files.map(\.path)
        if let known = firstBatches[key] { return known }
        let sources = try sources(of: files)
        let (checker, typed) = try check(sources)
        let batch = Batch(sources: sources, checker: checker, typed: typed)
        firstBatches[key] = batch
        return batch
    }

    /// The cache as a thread's dictionary holds it.
    private final class Held {
        let prelude: Result<CheckedPrelude, Error>
        init(_ prelude: Result<CheckedPrelude, Error>) { self.prelude = prelude }
    }
}
