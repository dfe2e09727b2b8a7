import CoordLabSyntax

/// What a running call of a generic function or method bound its own generic parameters
/// to (`U` of `map<U>`), spelled: the arguments of the values its body makes from them.
///
/// Pushed on `Interpreter.genericEnvironments` when the call starts and popped when it
/// ends (see `Interpreter.invoke`), so the innermost one belongs to the call running.
final class GenericEnvironment {
    /// The function's name, to tell its environment from another's.
    let function: String
    /// Its own generic parameters, in order, and what the call bound them to.
    let parameters: [String]
    let arguments: GenericArguments
    init(function: String, parameters: [String], arguments: GenericArguments) {
        self.function = function
        self.parameters = parameters
        self.arguments = arguments
    }
}

/// At a call of a generic function or method: what the checker found the call binds,
/// spelled, with the caller's own generic parameters (if it is generic too) filled in when
/// the call runs.
final class GenericCallBinding {
    let function: String
    let parameters: [String]
    let arguments: GenericArguments
    /// How to fill in the caller's parameters, when the arguments name them.
    let template: GenericTemplate?
    init(function: String, parameters: [String], arguments: GenericArguments, template: GenericTemplate?) {
        self.function = function
        self.parameters = parameters
        self.arguments = arguments
        self.template = template
    }

    /// The environment the call gives its callee.
    func environment(_ i: Interpreter, at loc: CodeLocation) throws -> GenericEnvironment {
        GenericEnvironment(function: function, parameters: parameters,
                           arguments: try GenericTemplate.arguments(arguments, template, i, at: loc) ?? arguments)
    }
}

/// Generic arguments that name generic parameters of the code making the value (`Node<T>(…)`
/// inside `Stack<T>`, `.success(f(v))` inside `map<U>`): filled in when the value is made,
/// the function's own parameters from its call's environment, its type's from `self`'s.
final class GenericTemplate {
    /// Reads `self`, when the arguments name the type's parameters.
    let selfRead: Expr?
    /// The generic parameters of the type whose member makes the value, in order.
    let typeParameters: [String]
    /// The generic function whose own parameters the arguments may name.
    let function: String
    let ownParameters: [String]
    /// Whether a value whose arguments cannot be filled in is made without them rather
    /// than refused: a framework's own values (see `TypeChecker.check(_:framework:)`).
    let isLenient: Bool
    /// The type whose member makes the value, whose parameters `typeParameters` are: for
    /// an instance of a subclass (`ArrayStore<Int>: Store<[Int]>`), its arguments are those
    /// the subclass passes up (see `Interpreter.genericArguments(ofSelf:in:count:)`).
    var owner: NominalType?
    /// Whether the arguments may name associated types of `Self` (in a protocol
    /// extension), filled in from the conformance of `self`'s type.
    let fillsAssociatedTypes: Bool
    init(selfRead: Expr?, typeParameters: [String], function: String, ownParameters: [String], isLenient: Bool = false,
         associatedTypes: Bool = false) {
        self.selfRead = selfRead
        self.typeParameters = typeParameters
        self.function = function
        self.ownParameters = ownParameters
        self.isLenient = isLenient
        fillsAssociatedTypes = associatedTypes
    }

    /// What a value made with `arguments` by code with `template` keeps: the arguments with
    /// every parameter filled in (nil for a lenient template that cannot fill them).
    static func arguments(_ arguments: GenericArguments?, _ template: GenericTemplate?, _ i: Interpreter,
                          at loc: CodeLocation) throws -> GenericArguments? {
        guard let template, let arguments else { return arguments }
        return try template.fill(arguments, i, at: loc)
    }

    /// `arguments` with every parameter filled in.
    func fill(_ arguments: GenericArguments, _ i: Interpreter, at loc: CodeLocation) throws -> GenericArguments? {
        var out = arguments
        if !ownParameters.isEmpty, let env = i.genericEnvironments.last, env.function == function {
            out = out.filled(from: env.arguments, parameters: env.parameters)
        }
        if out.isTemplate, let selfRead, let given = i.genericArguments(ofSelf: try selfRead.eval(i), in: owner, count: typeParameters.count),
           given.plainEach.count == typeParameters.count {
            out = out.filled(from: given, parameters: typeParameters)
        }
        if out.isTemplate, fillsAssociatedTypes, let selfRead {
            out = i.fillingAssociatedTypes(of: try selfRead.eval(i), in: out)
        }
        if out.isTemplate {
            if isLenient { return nil }
            throw Trap("coordlab does not support making this generic value here yet: it cannot tell its generic arguments", at: loc)
        }
        return out
    }
}

extension Interpreter {
    /// `arguments` with the associated types they name filled in as `value`'s type's
    /// conformance gives them (a class's, or its nearest superclass's that gives them),
    /// themselves filled in from `value`'s own generic arguments when they name its type's
    /// parameters (`typealias RouteType = R` in `Coordinator<R>`).
    func fillingAssociatedTypes(of value: Value, in arguments: GenericArguments) -> GenericArguments {
        var type = value.nominalType
        while let t = type, t.associatedTypeSpellings.isEmpty { type = (t as? ClassType)?.superclass }
        guard let t = type else { return arguments }
        var names: [String] = [], plain: [String] = [], qualified: [String] = []
        for (name, spelling) in t.associatedTypeSpellings {
            var s = spelling
            if s.isTemplate, let own = genericArguments(ofSelf: value, in: t, count: t.genericParameters.count) {
                s = s.filled(from: own, parameters: t.genericParameters)
            }
            names.append(name)
            plain.append(s.plainEach[0])
            qualified.append(s.qualifiedEach[0])
        }
        return arguments.filled(from: GenericArguments(plain: plain, qualified: qualified), parameters: names)
    }

    /// Has the next call that starts run with `binding`'s environment (see `invoke`).
    func prepareGenericCall(_ binding: GenericCallBinding, at loc: CodeLocation) throws {
        pendingGenericEnvironment = try binding.environment(self, at: loc)
    }
}
