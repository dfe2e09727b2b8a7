import SwiftSyntax

/// The type a binding of a multi-name declaration has: `var x, y: Int` declares both
/// `x` and `y` as `Int`, the annotation written after the last name applying to every
/// name before it that has neither an annotation nor an initial value.
public enum SharedAnnotation {
    /// `b`'s own annotation, else the first annotation written after it in its
    /// declaration when `b` has no initial value; nil when its type is inferred.
    public static func type(of b: PatternBindingSyntax) -> TypeSyntax? {
        if let own = b.typeAnnotation?.type { return own }
        guard b.initializer == nil, b.accessorBlock == nil,
              let bindings = b.parent?.as(PatternBindingListSyntax.self) else { return nil }
        var seen = false
        for other in bindings {
            if other.id == b.id { seen = true; continue }
            guard seen else { continue }
            if let t = other.typeAnnotation?.type { return t }
            if other.initializer != nil { return nil }
        }
        return nil
    }
}
