import CoordLabSyntax
import SwiftSyntax

/// `typealias`: an alias stands for the type it names wherever a type is written, so
/// `typealias Seconds = Double` makes `let t: Seconds = 2` a `Double`, as in Swift.
///
/// The compiler keeps every alias a program (or an earlier REPL input) declared in an
/// `AliasTable`; `TypeSpec(_:)` reads written types through it while the compiler runs.
extension Compiler {
    /// Registers every `typealias` in `files` (top level and inside types: nested names
    /// share one namespace, as nested types do here) before any declaration reads a type,
    /// so an alias may be used above its declaration. A nested alias is also kept under
    /// its path (`Published.Publisher`), and only there when its simple name is a type's
    /// (that alias must not hide the `Publisher` protocol).
    func declareTypeAliases(in files: [ParsedSource]) throws {
        let typeNames = Set(files.flatMap { f in f.tree.statements.compactMap(\.item.declaredTypeName) })
        // A conforming type's alias for an associated type (`typealias Route = HomeRoute`)
        // is its own: under its simple name it would be every other conformer's `Route`,
        // and the protocol extensions' (see `TypeAliasTable.associatedTypeNames`).
        for f in files where containsWord("associatedtype", in: f.text) {
            let finder = AssociatedTypeFinder(viewMode: .sourceAccurate)
            finder.walk(f.tree)
            typeAliases.associatedTypeNames.formUnion(finder.names)
        }
        for f in files where containsWord("typealias", in: f.text) {
            source = f
            let finder = TypeAliasFinder(viewMode: .sourceAccurate)
            finder.walk(f.tree)
            for (a, outer) in finder.found {
                try rejectGenerics(nil, a.genericWhereClause, "generic type aliases")
                let name = a.name.text
                let parameters = a.genericParameterClause?.parameters.map { $0.name.text }
                if let outer {
                    typeAliases.targets["\(outer).\(name)"] = a.initializer.value
                    typeAliases.parameters["\(outer).\(name)"] = parameters
                }
                if outer == nil || (!typeNames.contains(name) && interpreter.types[name] == nil
                                    && !typeAliases.associatedTypeNames.contains(name)) {
                    typeAliases.targets[name] = a.initializer.value
                    typeAliases.parameters[name] = parameters
                }
            }
        }
    }

    /// The type an alias used as a value names (`Seconds(3)`, `Handler.shared`), if `name`
    /// is an alias of a named type.
    func aliasedType(_ name: String) -> TypeRef? {
        guard typeAliases.targets[name] != nil else { return nil }
        let spec = TypeAliasTable.$current.withValue(typeAliases) { TypeSpec.named(name).resolvingAlias }
        guard !spec.isFunction, !spec.isOptional else { return nil }
        return interpreter.types[spec.name]
    }
}

/// The aliases a compiler knows: alias name → the type written after `=`.
final class TypeAliasTable: @unchecked Sendable {
    /// Each alias's target as written.
    var targets: [String: TypeSyntax] = [:]
    /// The generic parameters of each generic alias, in order.
    var parameters: [String: [String]] = [:]
    /// The associated types the program's protocols declare: a nested alias of one of these
    /// names is kept only under its path.
    var associatedTypeNames: Set<String> = []
    /// Aliases being resolved now, to stop at a cycle (`typealias A = B; typealias B = A`).
    var resolving: Set<String> = []
    /// Nested types of an earlier input kept under their path (`Notification.Name`) since a
    /// later one declared a type of the same simple name (see `Compiler.register`).
    var nestedPaths: Set<String> = []

    /// The name the type table keeps the type `path` (`Outer.Inner`) under: its path when
    /// it gave its simple name up to a later type, else its simple name.
    func tableName(ofPath path: String) -> String {
        nestedPaths.contains(path) ? path : String(path.split(separator: ".").last ?? Substring(path))
    }

    /// The table of the compiler running on this thread, read by `TypeSpec(_:)`.
    @TaskLocal static var current: TypeAliasTable?
}

extension TypeSpec {
    /// This spec with a plain alias name replaced by what the alias stands for.
    var resolvingAlias: TypeSpec {
        guard let table = TypeAliasTable.current, let target = table.targets[name],
              table.resolving.insert(name).inserted else { return self }
        defer { table.resolving.remove(name) }
        var r = TypeSpec(target)
        if isOptional { r.isOptional = true }
        return r
    }
}

extension TypeSpec {
    /// This spec with an alias name replaced by what the alias stands for, a generic
    /// alias's parameters (`typealias List<T> = [T]`) by the `arguments` written with it.
    func resolvingAlias(arguments: [TypeSpec]) -> TypeSpec {
        guard let own = TypeAliasTable.current?.parameters[name], own.count == arguments.count else { return resolvingAlias }
        let bound = Dictionary(zip(own, arguments), uniquingKeysWith: { first, _ in first })
        var r = resolvingAlias
        if let argument = bound[r.name] {
            let optional = r.isOptional
            r = argument
            if optional { r.isOptional = true }
        }
        if let e = r.element, let argument = bound[e] { r.element = argument.name }
        return r
    }
}

/// Finds every `typealias` declaration in a file, with the name of the type (or extended
/// type) it is declared in.
private final class TypeAliasFinder: SyntaxVisitor {
    var found: [(TypeAliasDeclSyntax, outer: String?)] = []
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        var outer: String?
        var parent = node.parent
        while let p = parent, outer == nil {
            if let x = p.as(ExtensionDeclSyntax.self) {
                outer = TypeSpec(x.extendedType).name
            } else if let named = p.asProtocol(NamedDeclSyntax.self), p.is(DeclSyntax.self) {
                outer = named.name.text
            }
            parent = p.parent
        }
        found.append((node, outer))
        return .skipChildren
    }
}

/// Finds the names of the associated types a file's protocols declare.
private final class AssociatedTypeFinder: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .skipChildren
    }
}
