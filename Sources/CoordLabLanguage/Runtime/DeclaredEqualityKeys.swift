import CoordLabSyntax

/// Dictionary keys of a type that declares its own `==` (a struct comparing some of its
/// properties, a class comparing ids): Swift finds an entry by that `==` (and the type's
/// `hash(into:)`, which must agree with it), while coordlab's index keys every stored
/// property or the object's identity. A key the program gives is first replaced by the
/// dictionary's own key equal to it, so the index finds that entry, as Swift would.
extension Interpreter {
    /// The key of `d` equal to `key` by its type's declared `==`, or `key` itself when its
    /// type declares none or `d` holds no equal key.
    func canonicalKey(_ key: Value, in d: DictionaryBuffer, at loc: CodeLocation) throws -> Value {
        guard declaredOperator("==", for: key) != nil else { return key }
        if let k = key.dictionaryKey, d.index[k] != nil { return key }
        for existing in d.keys where try equal(key, existing, at: loc) { return existing }
        return key
    }
}
