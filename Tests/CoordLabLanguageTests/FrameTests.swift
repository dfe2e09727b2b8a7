import Testing
@testable import CoordLabLanguage
@testable import CoordLabSession

/// Call frames on the call stack: slots that start unset, frames popped in call order
/// that keep their slots in place while deeper calls push past the end of a chunk.
@Suite struct FrameTests {
    @Test func aNewFrameHasUnsetSlots() {
        let stack = CallStack()
        let f = stack.push(count: 3)
        #expect(f.count == 3)
        for k in 0..<3 {
            guard case .void = f.slots[k] else { Issue.record("slot \(k) is set"); return }
        }
        stack.pop(f)
        #expect(stack.depthInSlots == 0)
    }

    @Test func framesKeepTheirSlotsWhileDeeperCallsFillNewChunks() {
        let stack = CallStack()
        var frames: [Frame] = []
        // Far more than one chunk's worth, in frames of several sizes.
        for n in 0..<3_000 {
            let f = stack.push(count: n % 17)
            if f.count > 0 { f.slots[f.count - 1] = .int(n) }
            frames.append(f)
        }
        #expect(stack.depthInSlots == (0..<3_000).reduce(0) { $0 + $1 % 17 })
        for (n, f) in frames.enumerated().reversed() {
            if f.count > 0, case .int(let m) = f.slots[f.count - 1], m != n {
                Issue.record("frame \(n) holds \(m)")
            }
            stack.pop(f)
        }
        #expect(stack.depthInSlots == 0)
        // A popped chunk is used again, and a frame bigger than a chunk gets one of its own.
        let big = stack.push(count: 100_000)
        big.slots[99_999] = .string("last")
        guard case .string("last") = big.slots[99_999], case .void = big.slots[0] else {
            Issue.record("the big frame lost a value or started with one")
            return
        }
        stack.pop(big)
    }

    @Test func takingASlotLeavesItUnset() {
        let stack = CallStack()
        let f = stack.push(count: 1)
        f.slots[0] = .string("kept")
        guard case .string("kept") = f.slots.take(0) else { Issue.record("take lost the value"); return }
        guard case .void = f.slots[0] else { Issue.record("the slot still holds its value"); return }
        stack.pop(f)
    }

    @Test func interpretedCallsReuseFramesOfEverySize() throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) }, loadsPrelude: false)
        try w.run(swift: """
        func small(_ a: Int) -> Int { a + 1 }
        func big(_ a: Int) -> Int {
            let b = a + 1, c = b + 1, d = c + 1, e = d + 1, f = e + 1, g = f + 1, h = g + 1
            let i = h + 1, j = i + 1, k = j + 1
            return small(k)
        }
        var total = 0
        for n in 0..<3 { total += small(n) + big(n) }
        print(total)
        """, fileName: "t.swift")
        #expect(printed.joined() == "42\n")
    }

    /// Every way out of a call gives its frame back: a trap in an argument, in an
    /// initializer's property defaults, past the live-object limit, in a deinit, or deep
    /// in a recursion (the stack overflow at 2,000 calls of 9 slots crosses into a second
    /// chunk).
    @Test func trapsLeaveTheCallStackEmpty() throws {
        let w = try Workspace(output: { _ in }, loadsPrelude: false)
        try w.run(swift: """
        func fail() -> Int { let xs: [Int] = []; return xs[0] }
        func pair(_ a: Int, _ b: Int) -> Int { a + b }
        final class Bad { let n: Int = fail() }
        final class Made { let id: Int; init(id: Int) { self.id = id } }
        final class Loud { deinit { _ = fail() } }
        func deep(_ n: Int, _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int) -> Int {
            n == 0 ? fail() : deep(n - 1, a, b, c, d, e, f, g, h)
        }
        """, fileName: "set-up.swift")
        let inputs = ["_ = pair(1, fail())", "_ = Bad()", "_ = deep(1500, 1, 2, 3, 4, 5, 6, 7, 8)", "_ = deep(5000, 1, 2, 3, 4, 5, 6, 7, 8)", "_ = Loud()"]
        for input in inputs {
            #expect(throws: Trap.self) { try w.run(swift: input, fileName: "input.swift") }
            #expect(w.interpreter.stack.depthInSlots == 0, "after \(input)")
        }
        w.interpreter.objectLimit = w.interpreter.heap.liveCount
        #expect(throws: Trap.self) { try w.run(swift: "_ = Made(id: pair(1, 2))", fileName: "input.swift") }
        #expect(w.interpreter.stack.depthInSlots == 0, "after the live-object limit")
    }
}
