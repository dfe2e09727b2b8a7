import Testing
@testable import CoordLabSession

/// A construction site remembers the initializer it found, and notices initializers that
/// a later input declares.
@Suite struct InitializerResolutionTests {
    @Test func aCallSiteSeesAnInitializerALaterInputDeclares() throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) }, loadsPrelude: false)
        try w.run(swift: """
        final class A { var x = 1 }
        func make() -> A { A(x: 5) }
        """, fileName: "1.swift")
        #expect(throws: (any Error).self) { try w.run(swift: "print(make().x)", fileName: "2.swift") }
        try w.run(swift: "extension A { convenience init(x: Int) { self.init(); self.x = x } }", fileName: "3.swift")
        try w.run(swift: "print(make().x)", fileName: "4.swift")
        #expect(printed.joined() == "5\n")
    }

    @Test func theImplicitInitializerRunsDefaultsEveryTime() throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) }, loadsPrelude: false)
        try w.run(swift: """
        final class Counter { var n = 0; var items: [Int] = [] }
        for _ in 0..<3 {
            let c = Counter()
            c.n += 1
            c.items.append(c.n)
            print(c.n, c.items.count)
        }
        """, fileName: "t.swift")
        #expect(printed.joined() == "1 1\n1 1\n1 1\n")
    }
}
