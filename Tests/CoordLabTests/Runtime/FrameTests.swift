import Testing
@testable import CoordLab

/// A call's frame: slots that start unset, grow when a bigger call reuses the frame, and
/// give their values up without copying them.
@Suite struct FrameTests {
    @Test func aNewFrameHasUnsetSlots() {
        let f = Frame(count: 3)
        #expect(f.count == 3)
        for k in 0..<3 {
            guard case .void = f.slots[k] else { Issue.record("slot \(k) is set"); return }
        }
    }

    @Test func aClearedFrameIsReusedForABiggerCall() {
        let f = Frame(count: 2)
        f.slots[1] = .int(7)
        f.clear()
        #expect(f.count == 0)
        f.reset(count: 20)
        #expect(f.count == 20)
        f.slots[19] = .string("last")
        guard case .string("last") = f.slots[19], case .void = f.slots[1] else {
            Issue.record("the reused frame kept an old value or lost a new one")
            return
        }
    }

    @Test func takingASlotLeavesItUnset() {
        let f = Frame(count: 1)
        f.slots[0] = .string("kept")
        guard case .string("kept") = f.slots.take(0) else { Issue.record("take lost the value"); return }
        guard case .void = f.slots[0] else { Issue.record("the slot still holds its value"); return }
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
}
