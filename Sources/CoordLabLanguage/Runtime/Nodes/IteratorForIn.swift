/// `for pattern in sequence { … }` over a program's own sequence: as Swift runs it, `var
/// iterator = sequence.makeIterator()` (the sequence, if only the loop held it, goes
/// then), and the body for each element `iterator.next()` gives until it gives nil; the
/// iterator lives until the loop ends. A loop over a generic sequence runs here too, and
/// a standard collection given to it is iterated as `ForInStmt` iterates one.
final class IteratorForInStmt: Stmt {
    /// The hidden locals and calls the loop runs with (see `Compiler.ownSequenceIteration`).
    struct Iteration {
        let sequence: Pattern
        let sequenceSlot: Int
        let makeIterator: Expr
        let iterator: Pattern
        let iteratorSlot: Int
        let next: Expr
        /// Whether the loop runs over `sequence.enumerated()`: each element paired with its offset.
        let enumerates: Bool
        /// For `sequence.prefix(n)`: `n`, how many elements the loop asks for at most.
        let limit: Expr?
    }

    /// The loop as written: its sequence, pattern, filter and body.
    let loop: ForInStmt
    let iteration: Iteration

    init(loop: ForInStmt, iteration: Iteration, loc: CodeLocation) {
        self.loop = loop
        self.iteration = iteration
        super.init(loc: loc)
    }

    override func exec(_ i: Interpreter) throws -> Completion {
        let mark = i.temps.count
        let sequence = try loop.sequence.eval(i)
        // A standard collection given to a loop over a generic sequence.
        if i.subscriptOwner(sequence) == nil { return try loop.run(over: sequence, i, temporariesFrom: mark) }
        _ = try iteration.sequence.matches(sequence, i, retaining: true)
        try i.releaseTemporaries(to: mark)
        do {
            _ = try iteration.iterator.matches(try iteration.makeIterator.eval(i), i, retaining: true)
            try i.releaseTemporaries(to: mark)
        } catch let e as ThrownError {
            try releaseSlots([iteration.sequenceSlot], i)
            throw e
        }
        try releaseSlots([iteration.sequenceSlot], i)
        let r: Completion
        do {
            r = try iterate(i)
        } catch let e as ThrownError {
            try releaseSlots([iteration.iteratorSlot], i)
            throw e
        }
        try releaseSlots([iteration.iteratorSlot], i)
        return r
    }

    /// Runs the body for each element the iterator gives.
    private func iterate(_ i: Interpreter) throws -> Completion {
        var offset = 0
        let limit = try iteration.limit.map { e -> Int in
            let m = i.temps.count
            defer { try? i.releaseTemporaries(to: m) }
            guard case .int(let n) = try e.eval(i) else { return 0 }
            if n < 0 { throw Trap("Can't take a prefix of negative length", at: loc) }
            return n
        }
        while offset < limit ?? Int.max {
            try i.checkInterrupt(at: loc)
            let m = i.temps.count
            let element = try iteration.next.eval(i)
            if element.isNil {
                try i.releaseTemporaries(to: m)
                return .normal
            }
            let visited = iteration.enumerates ? i.tupleOf([.int(offset), element], labels: ["offset", "element"]) : element
            offset += 1
            if let exit = try loop.visit(visited, i, temporariesFrom: m) { return exit }
        }
        return .normal
    }
}
