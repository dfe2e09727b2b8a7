/// Which of the prelude's files a program needs: the files that declare the names it
/// uses, and every file those need in turn.
///
/// coordlab loads the prelude lazily, file by file as code first names what they declare,
/// because parsing, checking and compiling all of it is most of what a start-up costs
/// (`coordlab run` of a program without UIKit loads none of it). A file needs the files
/// declaring the names its code uses, and a type's file brings the files that extend the
/// type (an extension's members and conformances are the type's wherever it is used).
/// Swift's rule that a program's own declaration shadows an imported one is kept by the
/// caller: it asks only for names the program has not declared.
public struct PreludeIndex: Sendable {
    /// The prelude's index, made once per process.
    public static let shared = PreludeIndex(UIKitPrelude.files)

    /// The files, in load order.
    private let files: [PreludeFile]
    /// The file declaring each top-level name, by index into `files`.
    private let declaringFile: [String: Int]
    /// The file extending a standard type with each member, by index into `files`.
    private let standardExtensionFile: [String: Int]
    /// The files each file needs, by index.
    private let needs: [[Int]]

    /// Indexes `files`, which are in load order.
    init(_ files: [PreludeFile]) {
        self.files = files
        let words = files.map { SwiftWords($0.text) }
        var declaring: [String: Int] = [:]
        for (k, w) in words.enumerated() {
            for name in w.declared where declaring[name] == nil { declaring[name] = k }
        }
        // A member of an extension of a type the prelude does not declare (`String`'s
        // `components`) loads its file as a top-level name does; a prelude type's loads with it.
        var members: [String: Int] = [:]
        for (k, w) in words.enumerated() {
            for (type, names) in w.extensionMembers where declaring[type] == nil {
                for name in names where members[name] == nil { members[name] = k }
            }
        }
        var needs = [Set<Int>](repeating: [], count: files.count)
        for (k, w) in words.enumerated() {
            for name in w.identifiers { if let j = declaring[name], j != k { needs[k].insert(j) } }
            for name in w.extended { if let j = declaring[name], j != k { needs[j].insert(k) } }
        }
        declaringFile = declaring
        standardExtensionFile = members
        self.needs = needs.map { $0.sorted() }
    }

    /// Every name the prelude declares at the top level (types, functions, variables).
    public var declaredNames: Dictionary<String, Int>.Keys { declaringFile.keys }

    /// Whether the prelude declares `name` at the top level.
    public func declares(_ name: String) -> Bool { declaringFile[name] != nil || standardExtensionFile[name] != nil }

    /// The files that declare `names`, with every file they need, in load order, leaving
    /// out the files at `loaded` paths (and what only they would bring).
    public func files(declaring names: some Sequence<String>, besides loaded: Set<String>) -> [PreludeFile] {
        var wanted = Set<Int>()
        var queue = names.compactMap { declaringFile[$0] ?? standardExtensionFile[$0] }
        while let k = queue.popLast() {
            guard !loaded.contains(files[k].path), wanted.insert(k).inserted else { continue }
            queue += needs[k]
        }
        return wanted.sorted().map { files[$0] }
    }

    /// Every file, in load order.
    public var allFiles: [PreludeFile] { files }
}
