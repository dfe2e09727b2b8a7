import Foundation
import Testing

/// Runaway inputs end with a clear message, the session rolls back, and `:set` moves the limits.
@Suite struct LimitTests {
    /// Runs coordlab on piped input.
    func pipe(_ input: String) throws -> String {
        try PipedModeTests().pipe(input).stdout
    }

    @Test func aLoopPastTheLimitStopsWithItsPlace() throws {
        let out = try pipe(":set loops 1000\nvar n = 0\nwhile true { n += 1 }\nprint(n)\n")
        #expect(out.contains("<input 3>:1: Fatal error: this input ran more than 1000 loop iterations and calls; `:set loops N` raises the limit"))
        #expect(out.hasSuffix("0\n"), "rolled back")
    }

    @Test func tooManyObjects() throws {
        let out = try pipe(":set objects 5\nclass A {}\nvar xs: [A] = []\nfor _ in 0..<10 { xs.append(A()) }\nprint(xs.count)\n")
        #expect(out.contains("Fatal error: more than 5 live objects; `:set objects N` raises the limit"))
        #expect(out.hasSuffix("0\n"))
    }

    @Test func runawayRecursion() throws {
        let out = try pipe(":set depth 50\nfunc f(_ k: Int) -> Int { return f(k + 1) }\nprint(f(0))\nprint(\"alive\")\n")
        #expect(out.contains("Fatal error: stack overflow: more than 50 nested calls"))
        #expect(out.hasSuffix("alive\n"))
    }

    @Test func anInputTooLarge() throws {
        let out = try pipe(":set input 20\nprint(\"this input is longer than twenty characters\")\nprint(1)\n")
        #expect(out.contains("error: this input has 52 characters, more than the limit of 20; `:set input N` raises it"))
        #expect(out.hasSuffix("1\n"))
    }

    @Test func deepNestingIsAParseErrorNotACrash() throws {
        let deep = String(repeating: "(", count: 400) + "1" + String(repeating: ")", count: 400)
        let out = try pipe("print(\(deep))\nprint(\"alive\")\n")
        #expect(out.contains("error:"))
        #expect(out.hasSuffix("alive\n"))
    }

    @Test func aWrongLimitName() throws {
        #expect(try pipe(":set speed 3\n").contains("error: no limit named 'speed'; the limits are loops, objects, depth and input"))
    }
}
