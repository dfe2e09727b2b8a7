@testable import CoordLabSession
import Testing

/// A local closure that is only called dies where swiftc's stack closure does: after its
/// last call, or at the start of a path that stops calling it; any other use keeps it
/// to the end of its scope.
@Suite struct StackClosuresTests {
    private func printed(_ body: String) throws -> [String] {
        var out = ""
        let w = try Workspace(output: { out += $0 }, loadsPrelude: false)
        let source = """
        final class T { let n: String; init(_ n: String) { self.n = n }; deinit { print("free", n) } }
        func f(_ flag: Bool) {
        \(body)
        print("end")
        }
        f(true)
        """
        try w.run(swift: source, fileName: "t.swift")
        return out.split(separator: "\n").map(String.init)
    }

    @Test func onlyCalledDiesAfterItsLastCall() throws {
        #expect(try printed("let c = { [t = T(\"a\")] in print(t.n) }\nc()\nc()\nprint(\"after\")")
                == ["a", "a", "free a", "after", "end"])
    }

    @Test func inAnExpressionItDiesAsTheCallReturns() throws {
        #expect(try printed("let c = { [t = T(\"e\")] in t.n.count }\nprint(\"count\", c())")
                == ["free e", "count 1", "end"])
    }

    @Test func neverCalledDiesAtOnce() throws {
        #expect(try printed("let c = { [t = T(\"b\")] in print(t.n) }\nprint(\"made\")\n_ = c")
                == ["free b", "made", "end"])
    }

    @Test func passedOrStoredLivesToTheEnd() throws {
        #expect(try printed("let c = { [t = T(\"c\")] in print(t.n) }\n[1].forEach { _ in c() }\nprint(\"after\")")
                == ["c", "after", "end", "free c"])
    }

    @Test func aBranchThatLeavesEndsItAtItsStart() throws {
        #expect(try printed("let c = { [t = T(\"d\")] in print(t.n) }\nif flag { print(\"leaving\"); return }\nc()")
                == ["free d", "leaving"])
    }
}
