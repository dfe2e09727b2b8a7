@testable import CoordLabSession
import Testing

/// `dump`: a value's mirror, one part per line, as the standard library writes it (`Dump`, `DumpMirror`).
@Suite struct DumpTests {
    @Test func structsEnumsAndTuplesShowTheirParts() throws {
        #expect(try output(of: "struct P { var x: Int; var n: String? }\ndump(P(x: 1, n: nil))\n")
                == "▿ main.P\n  - x: 1\n  - n: nil\n")
        #expect(try output(of: "enum E { case a(Int), b(x: Int, y: String), c }\ndump(E.a(3))\ndump(E.b(x: 1, y: \"s\"))\ndump(E.c)\n")
                == "▿ main.E.a\n  - a: 3\n▿ main.E.b\n  ▿ b: (2 elements)\n    - x: 1\n    - y: \"s\"\n- main.E.c\n")
        #expect(try output(of: "dump((1, label: \"t\"))\n") == "▿ (2 elements)\n  - .0: 1\n  - label: \"t\"\n")
    }

    @Test func optionalsShowTheirSomeWhereTheTypeSaysSo() throws {
        #expect(try output(of: "let xs: [Int?] = [1, nil]\ndump(xs)\n")
                == "▿ 2 elements\n  ▿ Optional(1)\n    - some: 1\n  - nil\n")
        #expect(try output(of: "let s: String? = \"a\"\ndump(s)\n") == "▿ Optional(\"a\")\n  - some: \"a\"\n")
    }

    @Test func objectsAreNumberedOnceAndShowTheirSuperclass() throws {
        let program = "class A { var k = 1 }\nclass B: A { weak var me: B? }\nlet b = B()\nb.me = b\ndump(b)\n"
        #expect(try output(of: program)
                == "▿ main.B #0\n  ▿ super: main.A\n    - k: 1\n  ▿ me: Optional(main.B)\n    ▿ some: main.B #0\n")
    }

    @Test func depthAndItemLimitsCutAsSwiftCuts() throws {
        #expect(try output(of: "struct P { var x = 1; var y = 2 }\ndump([P()], maxDepth: 1)\n")
                == "▿ 1 element\n  ▹ main.P\n")
        #expect(try output(of: "dump([1, 2, 3], maxItems: 2)\n") == "▿ 3 elements\n  - 1\n    (2 more children)\n")
    }
}
