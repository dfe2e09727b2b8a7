import Testing
@testable import CoordLabLanguage
@testable import CoordLabSession

/// When the host frees an instance's memory: strong references are unretained (the heap
/// keeps a live instance), so only weak and unowned storages keep a destroyed one, and
/// its memory goes with the last of them.
@Suite struct InstanceMemoryTests {
    /// A workspace that has run `setUp`, and a host-weak probe on the live instance of `type`.
    private func probe(_ setUp: String, type: String) throws -> (Workspace, () -> Instance?) {
        let w = try Workspace(output: { _ in }, loadsPrelude: false)
        try w.run(swift: setUp, fileName: "set-up.swift")
        let found = w.interpreter.heap.liveInstances.filter { $0.type.name == type }
        #expect(found.count == 1)
        weak var instance = found.first
        return (w, { instance })
    }

    @Test func anObjectOnlyStronglyHeldIsFreedAtItsDeinit() throws {
        let (w, instance) = try probe("""
        final class Screen {}
        var screen: Screen? = Screen()
        """, type: "Screen")
        #expect(instance() != nil)
        try w.run(swift: "screen = nil", fileName: "input.swift")
        #expect(instance() == nil)
    }

    @Test func aWeakPropertyKeepsADestroyedObjectReadableUntilItLetsGo() throws {
        let (w, instance) = try probe("""
        final class Coordinator {}
        final class Screen { weak var coordinator: Coordinator? }
        let screen = Screen()
        var coordinator: Coordinator? = Coordinator()
        screen.coordinator = coordinator
        """, type: "Coordinator")
        try w.run(swift: "coordinator = nil", fileName: "input.swift")
        // Destroyed, but the weak property still names it: it must read nil, not dangle.
        #expect(instance()?.state == .destroyed)
        let read = try w.evaluate("screen.coordinator == nil") { v -> Bool in
            if case .bool(let b) = v { return b }
            return false
        }
        #expect(read)
        try w.run(swift: "screen.coordinator = nil", fileName: "input.swift")
        #expect(instance() == nil)
    }

    @Test func anUnownedCaptureKeepsADestroyedObjectForItsTrap() throws {
        let (w, instance) = try probe("""
        final class Timer {}
        var timer: Timer? = Timer()
        let tick: () -> Void = { [unowned timer] in _ = timer }
        """, type: "Timer")
        try w.run(swift: "timer = nil", fileName: "input.swift")
        #expect(instance()?.state == .destroyed)
        #expect(throws: Trap.self) { try w.run(swift: "tick()", fileName: "input.swift") }
    }
}
