/// `error.localizedDescription`, as Foundation describes a Swift error: a `LocalizedError`'s
/// `errorDescription`, or its `failureReason` after Foundation's sentence, or that sentence
/// with the error's domain (its type, `main.APIError`) and code (an Int raw value; for
/// another enum its case's number, cases with payloads counted first; 1 for a struct or class).
extension Interpreter {
    /// Foundation's sentence for an error it knows nothing more of.
    static let errorSentence = "The operation could not be completed."

    /// The description of `v`, a value of a type of the program that conforms to `Error`;
    /// nil for any other value.
    func localizedDescription(of v: Value) throws -> String? {
        let nominal: NominalType
        var code = 1
        switch v {
        case .object(let r): nominal = r.takeUnretainedValue().type
        case .structValue(let s): nominal = s.type
        case .enumCase(let e):
            nominal = e.type
            code = Self.errorCode(of: e)
        default: return nil
        }
        guard nominal.conforms(toStandard: "Error") else { return nil }
        if let g = nominal.findComputed("errorDescription"), case .string(let text) = try callGetter(g, on: v) { return text }
        if let g = nominal.findComputed("failureReason"), case .string(let text) = try callGetter(g, on: v) {
            return "\(Self.errorSentence) \(text)"
        }
        return "\(Self.errorSentence) (\(nominal.qualifiedName) error \(code).)"
    }

    /// The code Swift gives an enum's error: its Int raw value, or its case's number
    /// counting the cases with payloads first, then the others, each in declaration order.
    private static func errorCode(of e: EnumCase) -> Int {
        let cases = e.type.cases
        if case .int(let raw)? = cases[e.index].rawValue { return raw }
        let withPayloads = cases.indices.filter { !cases[$0].payloadSpecs.isEmpty }
        let plain = cases.indices.filter { cases[$0].payloadSpecs.isEmpty }
        return (withPayloads + plain).firstIndex(of: e.index) ?? 0
    }
}
