/// A recursive local function's own name inside its body: its closure, rebuilt from the
/// captures of the running call when the call starts.
///
/// Swift calls a local function directly, so naming itself makes no cycle. Binding the
/// function's slot inside its own closure would (closure → box → closure) and keep what it
/// captures alive; the rebuilt closure shares the captures and goes with the call's frame.
final class LocalFunctionSelf: Stmt {
    let slot: Int
    /// The function's closure literal, set once its body is compiled.
    var literal: ClosureLiteral?
    init(slot: Int, loc: CodeLocation) {
        self.slot = slot
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        guard let literal else { return .normal }
        let code = literal.code
        var caps: [Value] = []
        var kinds: [ReferenceKind] = []
        caps.reserveCapacity(literal.sources.count)
        for (k, source) in zip(code.captureSlots, literal.sources) {
            let kind: ReferenceKind
            if case .value(_, let declared) = source { kind = declared } else { kind = .strong }
            let v = i.frame.slots[k]
            if kind == .strong { i.retain(v) }
            caps.append(v)
            kinds.append(kind)
        }
        let closure = Closure(code: code, captures: caps, captureKinds: kinds)
        if let f = literal.genericFunction, let env = i.genericEnvironments.last, env.function == f {
            closure.genericEnvironment = env
        }
        i.frame.slots[slot] = .closure(closure)
        return .normal
    }
}
