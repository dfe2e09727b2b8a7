import CoordLabSema
import CoordLabSyntax
import Testing

/// `if` and `switch` as expressions: typed against the context, or joined as swiftc joins
/// them, and refused where swiftc refuses them, in its words and at its place.
@Suite struct ValueBranchesTests {
    @Test func branchesAgreeingOrJoinedToASuperclassGiveTheirType() throws {
        #expect(try TypeCheckerTests.inferred("t", in: "let c = true\nlet t = if c { \"a\" } else { \"b\" }") == .string)
        let classes = "class A {}\nclass B: A {}\nclass C: A {}\nlet c = true\nlet x = if c { B() } else { C() }"
        #expect(try TypeCheckerTests.inferred("x", in: classes) == .named("A"))
        let payload = "enum R { case a, b(Int) }\nlet r = R.b(2)\nlet n = switch r { case .a: 0 case .b(let k): k }"
        #expect(try TypeCheckerTests.inferred("n", in: payload) == .int)
    }

    @Test func aContextTypesEveryBranch() throws {
        #expect(TypeCheckerTests.firstError("let c = true\nlet d: Double = if c { 1 } else { 2.5 }") == nil)
        #expect(TypeCheckerTests.firstError("let c = true\nlet o: Int? = if c { 1 } else { nil }") == nil)
        #expect(TypeCheckerTests.firstError("let c = true\nlet x: Int = if c { 1 } else { \"s\" }")
                == "2:32: cannot convert value of type 'String' to specified type 'Int'")
    }

    @Test(arguments: [
        ("let c = true\nlet x = if c { 1 } else { 2.5 }", "2:16: branches have mismatching types 'Int' and 'Double'"),
        ("let c = true\nlet x = if c { 1 }", "2:9: 'if' must have an unconditional 'else' to be used as expression"),
        ("let c = true\nprint(if c { 1 } else { 2 })",
         "2:7: 'if' may only be used as expression in return, throw, or as the source of an assignment"),
        ("let c = 2\nlet x = switch c { case 1: print(\"a\"); 1 default: 2 }",
         "2:40: non-expression branch of 'switch' expression may only end with a 'throw' or 'fallthrough'"),
        ("let c = 2\nlet x = switch c { case 1: 1 default: break }",
         "2:39: cannot use 'break' to transfer control out of 'switch' expression"),
    ])
    func refusedAsSwiftcRefusesThem(_ source: String, _ error: String) {
        #expect(TypeCheckerTests.firstError(source) == error)
    }

    @Test func aSwitchWhoseCasesReturnStaysAStatement() {
        let source = "enum R { case a, b }\nfunc f(_ r: R) -> Int {\n    switch r {\n    case .a: return 1\n    case .b: return 2\n    }\n}"
        #expect(TypeCheckerTests.firstError(source) == nil)
    }

    @Test func magicLiteralsAreTypedAndOptionalsMadeByNameToo() throws {
        #expect(try TypeCheckerTests.inferred("f", in: "let f = #function") == .string)
        #expect(try TypeCheckerTests.inferred("l", in: "let l = #line") == .int)
        #expect(try TypeCheckerTests.inferred("o", in: "let o = Optional(3)") == .optional(.int))
        #expect(try TypeCheckerTests.inferred("n", in: "let n = Optional<String>.none") == .optional(.string))
        #expect(TypeCheckerTests.firstError("let s: String? = \"a\"\nlet o = Optional(s)")
                == "2:9: coordlab does not support Optionals of Optionals ('String??') yet")
    }
}
