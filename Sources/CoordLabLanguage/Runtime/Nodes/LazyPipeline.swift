import CoordLabSyntax

/// A lazy chain over an array and its end (`xs.lazy.map { … }.filter { … }.first(where: { … })`),
/// run as Swift's lazy wrappers run it.
///
/// `first(where:)` and `contains(where:)` iterate: each element goes through the stages in
/// turn and on to the predicate before the next one starts, and a stage's value is released
/// as the next stage takes it (an element dropped, as it is dropped). `first`, the
/// collection's, first finds the first element every filter keeps, computing only the
/// transforms a filter needs, then computes that element's transforms again for its value
/// (a lazy `compactMap`'s closure runs twice for the element `first` gives, as in Swift).
final class LazyPipeline: ConsumingExpr {
    /// What a stage does.
    enum StageKind: String {
        case map, filter, compactMap
    }

    /// One `map`, `filter` or `compactMap` and its closure.
    struct Stage {
        let kind: StageKind
        let transform: Expr
    }

    /// How the chain ends.
    enum End {
        case first, firstWhere, containsWhere
    }

    let base: Expr
    let stages: [Stage]
    let end: End
    /// The closure of `first(where:)` or `contains(where:)`.
    let predicate: Expr?

    init(base: Expr, stages: [Stage], end: End, predicate: Expr?, loc: CodeLocation) {
        self.base = base
        self.stages = stages
        self.end = end
        self.predicate = predicate
        super.init(loc: loc)
    }

    override func perform(_ i: Interpreter) throws -> Value {
        // The lazy wrapper holds the array while it runs.
        let array = i.copyForStatement(try base.eval(i))
        guard case .array(let buffer) = array else { throw Trap("lazy chain over a value that is not an array", at: loc) }
        let closures = try stages.map { try $0.transform.eval(i) }
        let test = try predicate?.eval(i)
        if end == .first { return try collectionFirst(buffer.items, closures, i) }
        for element in buffer.items {
            let mark = i.temps.count
            if let value = try run(element, through: stages.count, closures, filtering: true, i),
               try i.truth(try i.callFunction(test!, [value], at: loc), loc) {
                return end == .containsWhere ? try i.endAccess(mark, keeping: .bool(true)) : try i.endAccess(mark, keeping: value)
            }
            _ = try i.endAccess(mark, keeping: .void)
        }
        return end == .containsWhere ? .bool(false) : .none
    }

    /// `first` of the lazy collection: the first element every filter keeps, then its value.
    private func collectionFirst(_ items: [Value], _ closures: [Value], _ i: Interpreter) throws -> Value {
        let searched = (stages.lastIndex { $0.kind != .map } ?? -1) + 1
        for element in items {
            let mark = i.temps.count
            let kept = try run(element, through: searched, closures, filtering: true, i) != nil
            _ = try i.endAccess(mark, keeping: .void)
            if kept {
                let value = try run(element, through: stages.count, closures, filtering: false, i) ?? .none
                return try i.endAccess(mark, keeping: value)
            }
        }
        return .none
    }

    /// `element` through the first `count` stages; nil when a filter drops it. Without
    /// `filtering`, filters are passed over (a subscript of the collection does not test).
    private func run(_ element: Value, through count: Int, _ closures: [Value], filtering: Bool,
                     _ i: Interpreter) throws -> Value? {
        let mark = i.temps.count
        var value = element
        for (stage, closure) in zip(stages.prefix(count), closures) {
            switch stage.kind {
            case .map:
                value = try i.endAccess(mark, keeping: try i.callFunction(closure, [value], at: loc))
            case .compactMap:
                value = try i.endAccess(mark, keeping: try i.callFunction(closure, [value], at: loc))
                if value.isNil { return nil }
            case .filter:
                if filtering, !(try i.truth(try i.callFunction(closure, [value], at: loc), loc)) { return nil }
            }
        }
        return value
    }

    override func isOptional(_ i: Interpreter) -> Bool { end != .containsWhere }
    override var staticSpec: TypeSpec { end == .containsWhere ? .unknown : .named("", optional: true) }
}
