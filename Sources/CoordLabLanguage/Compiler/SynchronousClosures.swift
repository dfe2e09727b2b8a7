import CoordLabSyntax
import SwiftSyntax

/// A closure that awaits is async, and swiftc refuses it where a synchronous function is
/// expected: as an argument of a parameter whose function type is not `async`, or as the
/// value of a variable declared with such a type.
extension Compiler {
    /// Refuses each async closure among `a`'s arguments whose parameter (of `params`, by
    /// `map`) has a synchronous function type, in swiftc's words.
    func requireSynchronousClosures(_ a: Arguments, params: [Parameter], map: [Int?]) throws {
        for (p, m) in zip(params, map) {
            guard let m, let c = a.exprs[m].as(ClosureExprSyntax.self), Self.isAsync(c),
                  var asyncType = Self.asyncSpelling(ofWritten: p.writtenType) else { continue }
            // A closure that names its parameters has the type it infers itself, whose Void is `()`.
            if c.signature?.parameterClause != nil, asyncType.hasSuffix("-> Void") { asyncType = asyncType.dropLast(4) + "()" }
            throw CompileError("cannot pass function of type '\(asyncType)' to parameter expecting synchronous function type",
                               at: loc(c))
        }
    }

    /// Refuses the async closure `c` as the value of a variable declared with a synchronous
    /// function type (`let f: () -> Void = { await … }`).
    func requireSynchronousBinding(_ c: ClosureExprSyntax) throws {
        guard let binding = c.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              var type = binding.typeAnnotation?.type, Self.isAsync(c) else { return }
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        guard type.is(FunctionTypeSyntax.self), let asyncType = Self.asyncSpelling(ofWritten: type.trimmedDescription) else { return }
        throw CompileError("invalid conversion from 'async' function of type '\(asyncType)' to synchronous function type "
                           + "'\(type.trimmedDescription)'", at: loc(c))
    }

    /// Whether a closure is async: marked so, or awaiting in its own body.
    static func isAsync(_ c: ClosureExprSyntax) -> Bool {
        c.signature?.effectSpecifiers?.asyncSpecifier != nil || OwnBodySearch.contains(in: c.statements) { $0.isAwaitPoint }
    }

    /// `(Int) async -> Void` for the synchronous function type written `@escaping (Int) -> Void`;
    /// nil when the written type is no synchronous function type.
    static func asyncSpelling(ofWritten written: String) -> String? {
        var text = Substring(written)
        while text.hasPrefix("@"), let space = text.firstIndex(of: " ") { text = text[text.index(after: space)...] }
        guard text.hasPrefix("(") else { return nil }
        var depth = 0
        for k in text.indices {
            if text[k] == "(" { depth += 1 }
            if text[k] == ")" { depth -= 1 }
            guard depth == 0 else { continue }
            let rest = text[text.index(after: k)...]
            guard rest.hasPrefix(" ->") || rest.hasPrefix(" throws") else { return nil }
            return String(text[...k]) + " async" + rest
        }
        return nil
    }
}
