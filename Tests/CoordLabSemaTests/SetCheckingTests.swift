import CoordLabSema
import Testing

/// Sets in the checker: the types it infers for literals and initializers, Set's members,
/// and what it refuses (in swiftc's words, or as unsupported) before anything runs.
@Suite struct SetCheckingTests {
    @Test func spellsSetsAsSwiftDoes() {
        #expect(SemaType.set(.int).description == "Set<Int>")
        #expect(SemaType.set(.string).genericSpelling == "Set<String>")
        #expect(!SemaType.set(.unknown).isKnown)
    }

    @Test func infersSetsFromInitializersAndMembers() throws {
        let source = """
        let a = Set([1, 2])
        let b = Set<String>()
        let c: Set = [1.5]
        var d = a.filter { $0 > 1 }
        let e = d.insert(3)
        let f = a.union([4]).sorted()
        let g = Set(0..<3)
        """
        #expect(try TypeCheckerTests.inferred("a", in: source) == .set(.int))
        #expect(try TypeCheckerTests.inferred("b", in: source) == .set(.string))
        #expect(try TypeCheckerTests.inferred("d", in: source) == .set(.int))
        #expect(try TypeCheckerTests.inferred("e", in: source)
                == .tuple([.init(label: "inserted", type: .bool), .init(label: "memberAfterInsert", type: .int)]))
        #expect(try TypeCheckerTests.inferred("f", in: source) == .array(.int))
        #expect(try TypeCheckerTests.inferred("g", in: source) == .set(.int))
    }

    @Test func refusesWhatSwiftRefuses() {
        #expect(TypeCheckerTests.firstError("let s: Set<Int> = [1]\nprint(s.foo)")
                == "2:9: value of type 'Set<Int>' has no member 'foo'")
        #expect(TypeCheckerTests.firstError("let a = [1]\nlet s: Set<Int> = a")
                == "2:19: cannot convert value of type '[Int]' to specified type 'Set<Int>'")
        #expect(TypeCheckerTests.firstError("class Screen {}\nvar s = Set<Screen>()")
                == "2:9: type 'Screen' does not conform to protocol 'Hashable'")
        #expect(TypeCheckerTests.firstError("struct P { let x: Int }\nfunc f(_ s: Set<P>) {}")
                == "2:13: type 'P' does not conform to protocol 'Hashable'")
        #expect(TypeCheckerTests.firstError("let pairs = Set([\"k\": 1])")
                == "1:13: no exact matches in call to initializer")
    }

    @Test func acceptsHashableElements() {
        let source = """
        protocol Item: Hashable {}
        struct A: Item { let v: Int }
        class Base: Hashable {
            static func == (l: Base, r: Base) -> Bool { l === r }
            func hash(into h: inout Hasher) {}
        }
        final class Sub: Base {}
        enum Tab { case home, search }
        let s: Set<A> = []
        let t = Set<Sub>()
        let u: Set<Tab> = [.home]
        """
        #expect(TypeCheckerTests.firstError(source) == nil)
    }

    @Test func refusesWhatCoordlabLacks() {
        #expect(TypeCheckerTests.firstError("var s: Set<Int> = [1]\nprint(s.randomElement()!)")
                == "2:9: coordlab does not support 'Set.randomElement' yet")
        #expect(TypeCheckerTests.firstError("let s = Set<Int>(minimumCapacity: 2)")
                == "1:9: coordlab does not support 'Set.init(minimumCapacity:)' yet")
        #expect(TypeCheckerTests.firstError("let s: Set<Int> = [1]\nprint(s[0])")
                == "2:7: coordlab does not support subscripts of 'Set' yet")
        #expect(TypeCheckerTests.firstError("let s: Set<AnyHashable> = []")
                == "1:12: coordlab does not support AnyHashable yet")
        #expect(TypeCheckerTests.firstError("struct P: Hashable { let x: Int }\nvar h = Hasher()\nh.combine(P(x: 1))")
                == "2:9: coordlab does not support Hasher yet")
        #expect(TypeCheckerTests.firstError("struct P: Hashable { let x: Int }\nprint(P(x: 1).hashValue, [1].hashValue)") == nil)
        #expect(TypeCheckerTests.firstError("let o: Int? = 4\nprint(o.hashValue)")
                == "2:9: coordlab does not support 'hashValue' of an Optional yet")
        // `inout Hasher` in `hash(into:)` is only a parameter's type.
        #expect(TypeCheckerTests.firstError("final class C: Hashable {\n static func == (l: C, r: C) -> Bool { l === r }\n"
                                            + " func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }\n}") == nil)
    }

    @Test func setInitAsAFunctionOfArraysButNotOfStrings() {
        #expect(TypeCheckerTests.firstError("let sets = [[1, 2], [2]].map(Set.init)\nprint(sets[0].count)") == nil)
        #expect(TypeCheckerTests.firstError("let s = [\"ab\"].map(Set.init)")?.contains("'Set.init' as a function value") == true)
        #expect(TypeCheckerTests.firstError("let s = Set(\"abca\")\nlet t: Set<Character> = s") == nil)
    }
}
