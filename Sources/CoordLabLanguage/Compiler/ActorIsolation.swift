import CoordLabSyntax
import SwiftSyntax

/// Actors' isolation, checked as swiftc checks it in Swift 5 mode: an actor's variable
/// properties and methods (not its `let`s, `static` or `nonisolated` members) are used
/// freely through `self` in its own code (its initializers and `deinit` too), and from
/// anywhere else only with `await`, never from synchronous code; its properties are
/// written only through `self`.
extension Compiler {
    /// How code uses an actor's member, for the message swiftc gives.
    enum ActorMemberUse {
        /// A call of a method, named as swiftc names it (`'bump()'`, `'put'`).
        case call(String)
        /// A read of a property.
        case read(String)
        /// A write of a property (or a mutating use of it).
        case write(String)
    }

    /// Notes the actors `files` declare and the members each marks `nonisolated`.
    func recordActors(in files: [ParsedSource]) {
        for f in files {
            for item in f.tree.statements {
                guard let c = item.item.as(ClassDeclSyntax.self), f.actorNames.contains(c.name.text) else { continue }
                actorMembers[c.name.text, default: []].formUnion(Self.unisolatedMembers(c.memberBlock))
            }
        }
        // An extension's members are isolated too, unless marked (the actor may be an earlier input's).
        for f in files where !actorMembers.isEmpty {
            for item in f.tree.statements {
                guard let e = item.item.as(ExtensionDeclSyntax.self), case let n = e.extendedType.trimmedDescription,
                      actorMembers[n] != nil else { continue }
                actorMembers[n]!.formUnion(Self.unisolatedMembers(e.memberBlock))
            }
        }
    }

    /// The names of the members `block` marks `nonisolated` or `static`.
    private static func unisolatedMembers(_ block: MemberBlockSyntax) -> [String] {
        block.members.flatMap { member -> [String] in
            let decl = member.decl
            guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                  modifiers.contains(where: { ["nonisolated", "static"].contains($0.name.text) }) else { return [] }
            if let fn = decl.as(FunctionDeclSyntax.self) { return [fn.name.text] }
            let bindings = decl.as(VariableDeclSyntax.self)?.bindings ?? []
            return bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
    }

    /// Refuses `use` of the member `name` of the actor type `t` from `ctx`, on `self` when
    /// `receiverIsSelf`, in swiftc's words where swiftc refuses it.
    func requireActorIsolation(_ use: ActorMemberUse, member name: String, of t: NominalType, receiverIsSelf: Bool,
                               _ ctx: FunctionContext, at l: CodeLocation) throws {
        guard let unisolated = actorMembers[t.name], !unisolated.contains(name) else { return }
        if case .read = use, t.storedField(named: name)?.isLet == true { return }
        let home = isolatingActor(of: ctx)
        if receiverIsSelf, home.actor == t.name { return }
        let inActor = home.actor != nil && !home.isNonisolated
        let message: String
        switch use {
        case .write(let property):
            message = "actor-isolated property '\(property)' can not be mutated "
                + (inActor ? "on a nonisolated actor instance" : "from a nonisolated context")
        case .read(let property) where !ctx.canAwait:
            message = "actor-isolated property '\(property)' can not be referenced "
                + (inActor ? "on a nonisolated actor instance" : "from a nonisolated context")
        case .call(let method) where !ctx.canAwait:
            message = "call to actor-isolated instance method \(method) in a synchronous "
                + (inActor ? "actor-isolated context" : "nonisolated context")
        case .read(let property) where ctx.awaitCoverage == 0:
            message = "actor-isolated property '\(property)' cannot be accessed from outside of the actor"
        case .call(let method) where ctx.awaitCoverage == 0:
            message = "actor-isolated instance method \(method) cannot be called from outside of the actor"
        default:
            return
        }
        try refuseIsolation(CompileError(message, at: l), ctx)
    }

    /// The actor whose instance members the code of `ctx` reaches through `self` (its
    /// methods, initializers, `deinit`, and closures in them), and whether that code is
    /// `nonisolated` (it reaches only `let`s then).
    private func isolatingActor(of ctx: FunctionContext) -> (actor: String?, isNonisolated: Bool) {
        guard let code = ctx.outermost.code, let owner = code.owner, let unisolated = actorMembers[owner.name],
              ctx.hasInstanceSelf else { return (nil, false) }
        if code.kind == .method || code.kind == .getter, unisolated.contains(code.name) { return (nil, true) }
        return (owner.name, false)
    }

    /// The actor type the checker found for `base`, a member's receiver (through Optionals,
    /// a generic actor's too); nil for any other type.
    func actorType(of base: ExprSyntax) -> NominalType? {
        let name: String
        switch typed?.type(of: base)?.unwrapped {
        case .named(let n)?: name = TypeSpec(.named(n)).name
        case .generic(let n, _)?: name = n
        default: return nil
        }
        guard actorMembers[name] != nil else { return nil }
        return interpreter.types[name]?.nominal
    }

    /// Whether `base`, the receiver of a member, is `self`.
    static func isSelf(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }
}

extension Compiler {
    /// Refuses a call of the instance method `name` (with arguments `a`) of the actor
    /// type `t` from `ctx` where swiftc refuses it (see `requireActorIsolation`).
    func requireActorIsolation(calling name: String, on t: NominalType, _ a: Arguments, receiverIsSelf: Bool,
                               _ ctx: FunctionContext, at l: CodeLocation) throws {
        guard actorMembers[t.name] != nil,
              let code = t.methods[name]?.first(where: { $0.match(labels: a.labels, trailing: a.trailing) != nil }) else { return }
        try requireActorIsolation(.call("'\(Self.signature(of: code))'"), member: name, of: t, receiverIsSelf: receiverIsSelf,
                                  ctx, at: l)
    }
}

extension Compiler {
    /// Why an actor is refused where the top-level code awaits.
    static let awaitingTopLevelActors = "actors in a program whose top-level code awaits (swiftc's program then runs "
        + "an actor's work on another thread than the run loop's)"

    /// Refuses what swiftc refuses of an actor's declaration (inheritance, either way) and
    /// what coordlab cannot run truthfully: an actor conforming to a protocol (swiftc
    /// judges which requirements its isolated members may satisfy), and an actor in a
    /// program whose top-level code awaits (`top`), whose calls swiftc's program runs on
    /// another thread than the run loop's.
    func refuseActorMisuse(in files: [ParsedSource], top: FunctionContext) throws {
        let classes = Set(files.flatMap { f in
            f.tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text }
        })
        func isClass(_ n: String) -> Bool {
            if classes.contains(n) { return true }
            if case .classType? = interpreter.types[n] { return true }
            return false
        }
        for f in files {
            for item in f.tree.statements {
                guard let c = item.item.as(ClassDeclSyntax.self) else { continue }
                let inherited = c.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                if !f.actorNames.contains(c.name.text) {
                    if let first = inherited.first, actorMembers[first] != nil {
                        throw CompileError("actor types do not support inheritance", at: f.location(of: c.name))
                    }
                    continue
                }
                for t in c.inheritanceClause?.inheritedTypes ?? [] where t.type.trimmedDescription != "Sendable" {
                    if isClass(t.type.trimmedDescription) {
                        throw CompileError("actor types do not support inheritance", at: f.location(of: c.name))
                    }
                    throw CompileError.unsupported("an actor conforming to a protocol", at: f.location(of: t))
                }
                if top.canAwait {
                    throw CompileError.unsupported(Self.awaitingTopLevelActors, at: f.location(of: c.classKeyword))
                }
            }
        }
        guard top.canAwait, !actorMembers.isEmpty else { return }
        for f in files {
            if let item = f.tree.statements.first(where: { OwnBodySearch.contains(in: [$0]) { $0.isAwaitPoint } }) {
                throw CompileError.unsupported(Self.awaitingTopLevelActors, at: f.location(of: item))
            }
        }
    }
}
