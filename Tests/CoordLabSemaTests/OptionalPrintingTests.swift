import CoordLabSema
import Testing

/// Optionals coordlab could not print or keep as Swift does are refused before the run,
/// where they are written or printed; the ones it prints right run.
@Suite struct OptionalPrintingTests {
    @Test(arguments: [
        ("let x: Int?? = 5", "1:8", "Optionals of Optionals ('Int??')"),
        ("typealias Maybe = Int?\nfunc f(_ m: Maybe?) {}", "2:13", "Optionals of Optionals ('Maybe?')"),
        ("let o: Int? = 1\nlet m = o.map { v -> Int? in v }", "2:11", "Optionals of Optionals ('Int??')"),
        ("func log(_ v: Any) {}\nlet o: Int? = 1\nlog(o as Any)", "3:5", "an Optional ('Int?') converted to 'Any'"),
        ("let o: Int? = 1\nlet items: [Any] = [o as Any]", "2:21", "an Optional ('Int?') converted to 'Any'"),
        ("struct S { var pair: (Int?, Int) }\nprint([S(pair: (1, 2))])", "2:7", "printing a value of type '[S]'"),
        ("struct S { var tags: [String?] }\nprint(S(tags: []))", "2:7", "printing a value of type 'S'"),
    ])
    func refused(_ source: String, _ place: String, _ what: String) {
        let error = TypeCheckerTests.firstError(source)
        #expect(error?.hasPrefix("\(place): coordlab does not support \(what)") == true, "\(String(describing: error))")
    }

    @Test(arguments: [
        "let o: Int? = 1\nprint(o as Any, \"\\(o as Any)\", String(describing: o))",
        "let xs: [Int?] = [1]\nprint(xs, \"\\(xs)\")",
        "struct S { var n: Int?; var m: [Int] }\nprint(S(n: 1, m: [2]))",
        "enum E { case a(Int?) }\nprint(E.a(1))",
        "struct D: CustomStringConvertible { var t: (Int?, Int); var description: String { \"d\" } }\nprint(D(t: (1, 2)))",
        "func log(_ v: Any?) {}\nlet o: Int? = 1\nlog(o)",
        "let o: Int? = 1\nprint((o) as Any)",
        "let t: (Int?, Int) = (1, 2)\nprint(t)",
        "let g: [[Int?]] = [[1]]\nprint(\"\\(g)\")",
        "let d: [String: Int?] = [:]\nprint(d.sorted { $0.key < $1.key })",
    ])
    func accepted(_ source: String) {
        #expect(TypeCheckerTests.firstError(source) == nil)
    }
}
