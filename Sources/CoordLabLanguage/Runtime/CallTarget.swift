/// What a call site resolved its callee to: the code, which argument fills each
/// parameter, and whether the arguments go straight into the callee's frame.
///
/// A class, so a call node reads one reference to it rather than copying the code and
/// the map (a retain of each) on every call.
final class CallTarget {
    /// The function, method or initializer called.
    let code: FunctionCode
    /// Per parameter, the index of the argument that fills it, or nil (its default).
    let map: [Int?]
    /// Whether the arguments pass as they are, in parameter order
    /// (`FunctionCode.takesArgumentsInOrder`).
    let inOrder: Bool
    /// The declaration whose default values fill the parameters left out, when it is not
    /// `code`'s: an override called through its superclass's type takes the superclass's
    /// defaults, which Swift fills in where it compiles the call.
    var defaults: FunctionCode?

    /// The target of a call with `argumentCount` arguments matched to `code` by `map`.
    init(code: FunctionCode, map: [Int?], argumentCount: Int) {
        self.code = code
        self.map = map
        inOrder = code.takesArgumentsInOrder(map, count: argumentCount)
    }

    /// `code` matched to a call with these labels, if it accepts them.
    convenience init?(code: FunctionCode, labels: [String?], trailing: Int) {
        guard let map = code.match(labels: labels, trailing: trailing) else { return nil }
        self.init(code: code, map: map, argumentCount: labels.count)
    }
}

extension Interpreter {
    /// Pushes a frame for `target`'s code and evaluates a call's arguments into it:
    /// straight into the parameter slots when they pass in order, with no argument array;
    /// otherwise through `arrange`. Pop it with `invoke(_:self:in:)`.
    func pushFrame(for target: CallTarget, evaluating args: [Expr]) throws -> Frame {
        let code = target.code
        guard target.inOrder else {
            return pushFrame(for: code, args: try arrange(try evalArgs(args, self), for: code, map: target.map, defaults: target.defaults))
        }
        // The caller's frame stays the running one: the arguments are the caller's code.
        let f = stack.push(count: code.slotCount)
        do {
            for k in args.indices { f.slots[code.firstParamSlot + k] = try args[k].eval(self) }
        } catch {
            stack.pop(f)
            throw error
        }
        return f
    }
}
