import SwiftSyntax

/// A generic function named as a value where a function type is expected (`let f: (Int)
/// -> Int = identity`, an argument of a `(String) -> String` parameter): the expected
/// type binds its generic parameters, as a call's arguments would, and the compiler gives
/// the function value those bindings (see `TypeChecker.genericBindings(ofReference:)`).
extension BodyChecker {
    /// The type of `name`, a program's generic function named without a call, with its
    /// generic parameters bound by the function type `expected`; nil when `name` is not
    /// one such function or `expected` does not bind every parameter to a known type.
    func genericFunctionValueType(_ name: String, expected: SemaType, at r: DeclReferenceExprSyntax) -> SemaType? {
        guard local(name) == nil, let fs = declarations.functions[name], fs.count == 1, let g = fs[0].generic,
              case .function(let parameters, let result) = expected.unwrapped, parameters.count == g.parameterTypes.count,
              g.shapes?.contains(where: { $0.isInout || $0.isVariadic }) != true else { return nil }
        var binding = GenericBinding()
        binding.symbolic = symbolicParameters
        for (pattern, type) in zip(g.parameterTypes, parameters) { binding.bind(pattern, to: type) }
        binding.bind(g.result, to: result)
        let bound = g.parameters.map { binding.bindings[$0] }
        guard !binding.hasConflict, bound.allSatisfy({ $0?.isKnown == true && $0?.containsOptional == false }) else { return nil }
        let arguments = bound.map { $0! }
        if recording { callBindings[r.id] = Array(zip(g.parameters, arguments)) }
        let substitution = Dictionary(uniqueKeysWithValues: zip(g.parameters, arguments))
        return .function(g.parameterTypes.map { $0.substituting(substitution) }, g.result.substituting(substitution))
    }
}
