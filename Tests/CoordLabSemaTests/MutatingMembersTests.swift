import CoordLabSema
import Testing

/// Changes to constants (assignments, compound assignments, mutating calls) are refused in
/// swiftc's words, at swiftc's column; on a `var`, an `inout` parameter, a class instance's
/// property or a name something nearer declares as a variable, they are accepted.
@Suite struct MutatingMembersTests {
    @Test(arguments: [
        ("let b = true\nb.toggle()", "2:3: cannot use mutating member on immutable value: 'b' is a 'let' constant"),
        ("let a = [1]\na.append(2)", "2:3: cannot use mutating member on immutable value: 'a' is a 'let' constant"),
        ("let d = 2.5\nd.round()", "2:3: cannot use mutating member on immutable value: 'd' is a 'let' constant"),
        ("struct C { var n = 0; mutating func bump() { n += 1 } }\nlet c = C()\nc.bump()",
         "3:3: cannot use mutating member on immutable value: 'c' is a 'let' constant"),
        ("func f(_ x: [Int]?) {\n    guard let s = x else { return }\n    s.append(1)\n}",
         "3:7: cannot use mutating member on immutable value: 's' is a 'let' constant"),
        ("let f = { (xs: [Int]) in xs.append(1) }", "1:29: cannot use mutating member on immutable value: 'xs' is a 'let' constant"),
        ("func f(_ xs: [Int]) { xs.append(1) }", "1:26: cannot use mutating member on immutable value: 'xs' is a 'let' constant"),
        ("struct P { var x = 0; mutating func bump() { x += 1 } }\nfor p in [P()] { p.bump() }",
         "2:20: cannot use mutating member on immutable value: 'p' is a 'let' constant"),
        ("let o: [Int]? = [1]\nif let o { o.append(2) }", "2:14: cannot use mutating member on immutable value: 'o' is a 'let' constant"),
        ("let ys = [2].map { $0.negate() }", "1:23: cannot use mutating member on immutable value: '$0' is immutable"),
    ])
    func mutatingCallsOnConstantsAreRefused(_ source: String, _ error: String) {
        #expect(TypeCheckerTests.firstError(source) == error)
    }

    @Test(arguments: [
        ("struct B { var items: [Int] = [] }\nlet a = B()\na.items.append(1)",
         "3:9: cannot use mutating member on immutable value: 'a' is a 'let' constant"),
        ("struct B { var n = 0 }\nstruct A { var b = B() }\nlet a = A()\na.b.n = 1", "4:5: cannot assign to property: 'a' is a 'let' constant"),
        ("struct B { var n = 0 }\nstruct A { var b = B() }\nlet a = A()\na.b.n += 1",
         "4:7: left side of mutating operator isn't mutable: 'a' is a 'let' constant"),
        ("let xs = [[1]]\nxs[0][0] = 3", "2:6: cannot assign through subscript: 'xs' is a 'let' constant"),
        ("let t = (1, 2)\nt.0 = 3", "2:3: cannot assign to property: 't' is a 'let' constant"),
        ("struct B { var n = 0 }\nfinal class A { let p = B() }\nlet a = A()\na.p.n = 2",
         "4:5: cannot assign to property: 'p' is a 'let' constant"),
        ("final class A { let t = \"a\"; func f() { t = \"b\" } }", "1:41: cannot assign to property: 't' is a 'let' constant"),
        ("var xs = [1]\nxs.count += 1", "2:10: left side of mutating operator isn't mutable: 'count' is a get-only property"),
        ("struct S { var n = 0; var d: Int { n * 2 } }\nvar s = S()\ns.d = 3", "3:3: cannot assign to property: 'd' is a get-only property"),
        ("struct S { var n = 0; func f() { n = 1 } }", "1:34: cannot assign to property: 'self' is immutable"),
        ("struct S { var xs = [0]; var c: Int { xs.append(1); return 1 } }",
         "1:42: cannot use mutating member on immutable value: 'self' is immutable"),
        ("enum E { case a, b; func f() { self = .b } }", "1:32: cannot assign to value: 'self' is immutable"),
        ("func f(_ n: Int) { n += 1 }", "1:22: left side of mutating operator isn't mutable: 'n' is a 'let' constant"),
        ("let x = 1\nx = 2", "2:1: cannot assign to value: 'x' is a 'let' constant"),
        // An initializer gives a `let` property its value but does not change it.
        ("final class C { let d: [Int]; init() { d = [1]; d.append(2) } }",
         "1:51: cannot use mutating member on immutable value: 'd' is a 'let' constant"),
        ("struct S { let n: Int; init() { n = 1; self.n += 1 } }",
         "1:47: left side of mutating operator isn't mutable: 'n' is a 'let' constant"),
    ])
    func changesThroughConstantsAreRefused(_ source: String, _ error: String) {
        #expect(TypeCheckerTests.firstError(source) == error)
    }

    @Test func changesElsewhereAreAccepted() {
        for source in [
            "var b = true\nb.toggle()",
            "let b = true\nfunc f() { var b = false; b.toggle() }",
            "let xs = [1]\nfor var x in [[2]] { x.append(1) }",
            "let xs = [1]\nfunc f(xs: inout [Int]) { xs.append(2) }",
            "let g = { (xs: inout [Int]) in xs.append(1) }",
            "struct C { var n = 0; func peek() -> Int { n } }\nlet c = C()\n_ = c.peek()",
            "final class K { var n = [0] }\nlet k = K()\nk.n.append(1)",
            "struct B { var n = 0 }\nfinal class C { var s = B() }\nlet c = C()\nc.s.n += 1",
            "struct S { var n = 0; mutating func f() { n = 1; self.n += 1 } }",
            "struct S { var n = 0 { didSet { n = 5 } } }",
            "final class A { let t: String; init() { t = \"b\" } }",
            "let x: Int\nx = 2",
        ] {
            #expect(TypeCheckerTests.firstError(source) == nil, "\(source)")
        }
    }

    /// A REPL checks input by input: a `let` of an earlier input is a constant in a later
    /// one, in its code and in its functions' bodies, until a `var` declares the name again.
    @Test func aConstantOfAnEarlierInputStaysConstant() {
        let checker = TypeChecker()
        #expect(TypeCheckerTests.firstError("let xs = [1]", checker: checker) == nil)
        #expect(TypeCheckerTests.firstError("xs.append(2)", checker: checker)
            == "1:4: cannot use mutating member on immutable value: 'xs' is a 'let' constant")
        #expect(TypeCheckerTests.firstError("func f() { xs = [] }", checker: checker)
            == "1:12: cannot assign to value: 'xs' is a 'let' constant")
        #expect(TypeCheckerTests.firstError("var xs = [1]", checker: checker) == nil)
        #expect(TypeCheckerTests.firstError("xs.append(2)", checker: checker) == nil)
    }
}
