import CoordLabLanguage
import UIKitPrelude

/// The prelude, loaded lazily: a file is parsed, checked, compiled and run when code first
/// names what it declares, as the files of a module are there when code imports it. Loading
/// changes nothing a program can see (the prelude's top-level code makes no objects), so a
/// program with UIKit behaves as if all of it had been loaded first.
extension Workspace {
    /// Loads the prelude's files that `sources` need: those declaring a name they use that
    /// neither they nor the program declare (the program's own declaration shadows the
    /// prelude's, as a module's shadows an imported one).
    func loadPrelude(neededBy sources: [ParsedSource]) throws {
        // Once every file is in (explore loads them all), there is nothing to look for.
        guard loadsPrelude, loadedPreludeFiles.count < PreludeIndex.shared.allFiles.count else { return }
        let names = sources.map(SourceNames.init)
        let declaredHere = Set(names.flatMap(\.declared))
        let used = Set(names.flatMap(\.used))
        try loadPrelude(declaring: used.filter { PreludeIndex.shared.declares($0) && !declaredHere.contains($0) && !declares($0) })
    }

    /// Loads the prelude's files that declare `names`, and the files they need.
    func loadPrelude(declaring names: Set<String>) throws {
        guard loadsPrelude, !names.isEmpty else { return }
        try loadPrelude(PreludeIndex.shared.files(declaring: names, besides: loadedPreludeFiles))
    }

    /// Loads every prelude file not loaded yet: before exploring, whose saved states must
    /// all know the same declarations.
    func loadWholePrelude() throws {
        guard loadsPrelude else { return }
        try loadPrelude(PreludeIndex.shared.allFiles.filter { !loadedPreludeFiles.contains($0.path) })
    }

    /// Parses, checks, compiles and runs `files` (in load order) as one batch.
    private func loadPrelude(_ files: [PreludeFile]) throws {
        guard !files.isEmpty else { return }
        let cache = try CheckedPrelude.current.get()
        let batch: CheckedPrelude.Batch
        if hasCheckedBeyondStandardLibrary {
            let sources = try cache.sources(of: files)
            let (checker, typed) = try compiler.checkFramework(sources)
            batch = CheckedPrelude.Batch(sources: sources, checker: checker, typed: typed)
        } else {
            batch = try cache.firstBatch(files) { try compiler.checkFramework($0) }
        }
        hasCheckedBeyondStandardLibrary = true
        loadedPreludeFiles.formUnion(files.map(\.path))
        for code in try compiler.compileEach(batch.sources, checkedBy: batch.checker, typed: batch.typed) { try run(code) }
    }

    /// Whether the program has declared `name` at the top level (a type, function or variable).
    private func declares(_ name: String) -> Bool {
        interpreter.types[name] != nil || compiler.functions[name] != nil || compiler.globals[name] != nil
    }
}
