import CoordLabSema
import Testing

/// Mutating members called on a `let` constant are refused in swiftc's words; on a `var`,
/// a class instance or a name something nearer declares, they are accepted.
@Suite struct MutatingMembersTests {
    @Test(arguments: [
        ("let b = true\nb.toggle()", "2:3: cannot use mutating member on immutable value: 'b' is a 'let' constant"),
        ("let a = [1]\na.append(2)", "2:3: cannot use mutating member on immutable value: 'a' is a 'let' constant"),
        ("let d = 2.5\nd.round()", "2:3: cannot use mutating member on immutable value: 'd' is a 'let' constant"),
        ("struct C { var n = 0; mutating func bump() { n += 1 } }\nlet c = C()\nc.bump()",
         "3:3: cannot use mutating member on immutable value: 'c' is a 'let' constant"),
        ("func f(_ x: [Int]?) {\n    guard let s = x else { return }\n    s.append(1)\n}",
         "3:7: cannot use mutating member on immutable value: 's' is a 'let' constant"),
    ])
    func mutatingCallsOnConstantsAreRefused(_ source: String, _ error: String) {
        #expect(TypeCheckerTests.firstError(source) == error)
    }

    @Test func mutatingCallsElsewhereAreAccepted() {
        for source in [
            "var b = true\nb.toggle()",
            "let b = true\nfunc f() { var b = false; b.toggle() }",
            "let xs = [1]\nfor var x in [[2]] { x.append(1) }",
            "let xs = [1]\nfunc f(xs: inout [Int]) { xs.append(2) }",
            "struct C { var n = 0; func peek() -> Int { n } }\nlet c = C()\n_ = c.peek()",
            "final class K { var n = [0] }\nlet k = K()\nk.n.append(1)",
        ] {
            #expect(TypeCheckerTests.firstError(source) == nil, "\(source)")
        }
    }
}
