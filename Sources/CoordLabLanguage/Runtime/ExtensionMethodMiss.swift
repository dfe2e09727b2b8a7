/// A call site's memory that the program's extensions give a standard value no method for
/// the call: kept while the value has the same holders and no type's methods or
/// conformances changed, so a site that keeps calling `removeAll()` on an array searches
/// the extensions once, not on every call.
struct ExtensionMethodMiss {
    /// The holders searched at the last miss.
    private var holders: [StructType] = []
    /// `NominalType.methodChanges` at the last miss (-1: none yet).
    private var methodChanges = -1

    /// The method a program's extension gives `v` for this call, if any (see
    /// `Interpreter.extensionMethod(on:_:labels:trailing:)`).
    @inline(__always)
    mutating func method(on v: Value, _ name: String, labels: [String?], trailing: Int,
                         _ i: Interpreter) -> FunctionCode? {
        let found = i.holders(for: v)
        if methodChanges == NominalType.methodChanges, found.count == holders.count,
           zip(found, holders).allSatisfy({ $0 === $1 }) {
            return nil
        }
        if let m = i.extensionMethod(in: found, name, labels: labels, trailing: trailing) { return m }
        holders = found
        methodChanges = NominalType.methodChanges
        return nil
    }
}
