/// Which of the prelude's files a program needs: the files that declare the names it
/// uses, and every file those need in turn.
///
/// coordlab loads the prelude lazily, file by file as code first names what they declare,
/// because parsing, checking and compiling all of it is most of what a start-up costs
/// (`coordlab run` of a program without UIKit loads none of it). A file needs the files
/// declaring the names its code uses, and a type's file brings the files that extend the
/// type (an extension's members and conformances are the type's wherever it is used).
/// An extension of a prelude class or struct that adds only members code names (`extension
/// UIView { static func animate… }`), or conformances to prelude protocols (`extension
/// RunLoop: Scheduler`), is the exception: it comes when code names one of its members, or
/// once the type and one of the protocols are both loaded. Before that no code can reach
/// it, and loading it with the type would bring all it needs in turn (the run loop, or all
/// of Combine, for every program with a view).
/// Swift's rule that a program's own declaration shadows an imported one is kept by the
/// caller: it asks only for names the program has not declared.
public struct PreludeIndex: Sendable {
    /// The prelude's index, made once per process.
    public static let shared = PreludeIndex(UIKitPrelude.files)

    /// The files, in load order.
    private let files: [PreludeFile]
    /// The file declaring each top-level name, by index into `files`.
    private let declaringFile: [String: Int]
    /// The file whose extension adds each member to a standard type or, as an extension
    /// loaded on demand, to a prelude type; by index into `files`.
    private let extensionMemberFile: [String: Int]
    /// The files each file needs, by index.
    private let needs: [[Int]]
    /// The extensions of prelude types that load on demand.
    private let onDemand: [OnDemandExtension]

    /// A file extending the type declared in `typeFile` with members code reaches by name,
    /// and with conformances to protocols declared in `protocolFiles` (none, for members
    /// only): it is needed once the type's file and one of the protocols' files are.
    private struct OnDemandExtension {
        let file: Int
        let typeFile: Int
        let protocolFiles: Set<Int>
    }

    /// Indexes `files`, which are in load order.
    init(_ files: [PreludeFile]) {
        self.files = files
        let words = files.map { SwiftWords($0.text) }
        var declaring: [String: Int] = [:]
        for (k, w) in words.enumerated() {
            for name in w.declared where declaring[name] == nil { declaring[name] = k }
        }
        let protocols = words.reduce(into: Set<String>()) { $0.formUnion($1.declaredProtocols) }
        // A member of an extension of a type the prelude does not declare (`String`'s
        // `components`) loads its file as a top-level name does.
        var standardMembers: [String: Int] = [:]
        // A member of an extension loaded on demand loads it too, for a program that names
        // it and for a prelude file that names it after a `.`.
        var onDemandMembers: [String: Int] = [:]
        var onDemand: [OnDemandExtension] = []
        var needs = [Set<Int>](repeating: [], count: files.count)
        for (k, w) in words.enumerated() {
            for type in w.extended {
                guard let j = declaring[type] else {
                    for name in w.extensionMembers[type] ?? [] where standardMembers[name] == nil { standardMembers[name] = k }
                    continue
                }
                guard j != k else { continue }
                let conformances = w.conformances[type] ?? []
                // A protocol's extension gives defaults its conformers use unnamed, and an
                // initializer, subscript or operator is used without its name, as is a
                // conformance to a standard protocol (`description`): those load with the type.
                guard !protocols.contains(type), !w.extendedWithUnnamedMembers.contains(type),
                      conformances.allSatisfy(protocols.contains) else {
                    needs[j].insert(k)
                    continue
                }
                onDemand.append(OnDemandExtension(file: k, typeFile: j, protocolFiles: Set(conformances.compactMap { declaring[$0] })))
                for name in w.extensionMembers[type] ?? [] where onDemandMembers[name] == nil { onDemandMembers[name] = k }
            }
        }
        for (k, w) in words.enumerated() {
            for name in w.identifiers { if let j = declaring[name], j != k { needs[k].insert(j) } }
            for name in w.memberUses { if let j = onDemandMembers[name], j != k { needs[k].insert(j) } }
        }
        declaringFile = declaring
        extensionMemberFile = standardMembers.merging(onDemandMembers) { standard, _ in standard }
        self.onDemand = onDemand
        self.needs = needs.map { $0.sorted() }
    }

    /// Every name the prelude declares at the top level (types, functions, variables).
    public var declaredNames: Dictionary<String, Int>.Keys { declaringFile.keys }

    /// Whether the prelude declares `name` at the top level.
    public func declares(_ name: String) -> Bool { declaringFile[name] != nil || extensionMemberFile[name] != nil }

    /// The files that declare `names`, with every file they need, in load order, leaving
    /// out the files at `loaded` paths (and what only they would bring).
    public func files(declaring names: some Sequence<String>, besides loaded: Set<String>) -> [PreludeFile] {
        var wanted = Set<Int>()
        var queue = names.compactMap { declaringFile[$0] ?? extensionMemberFile[$0] }
        let present = { (k: Int) in wanted.contains(k) || loaded.contains(self.files[k].path) }
        while !queue.isEmpty {
            while let k = queue.popLast() {
                guard !loaded.contains(files[k].path), wanted.insert(k).inserted else { continue }
                queue += needs[k]
            }
            queue = onDemand.filter { !present($0.file) && present($0.typeFile) && $0.protocolFiles.contains(where: present) }.map(\.file)
        }
        return wanted.sorted().map { files[$0] }
    }

    /// Every file, in load order.
    public var allFiles: [PreludeFile] { files }
}
