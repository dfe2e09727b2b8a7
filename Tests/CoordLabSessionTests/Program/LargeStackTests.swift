import Foundation
import Testing
@testable import CoordLabSession

/// Running on pooled large-stack threads: deep recursion, reuse, nesting and concurrent callers.
@Suite struct LargeStackTests {
    /// Recursion `n` deep, with a frame big enough that the default 8 MiB stack could not hold it.
    func depth(_ n: Int) -> Int {
        var pad = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        pad.0 = n
        return n == 0 ? 0 : 1 + depth(n - 1) + pad.15
    }

    @Test func deepRecursionRunsAndTheThreadIsReused() throws {
        for _ in 0..<3 { #expect(try onLargeStack { self.depth(200_000) } == 200_000) }
    }

    /// The thread that runs a call made from `n` calls deep (big frames, as in `depth`).
    func threadOfCall(from n: Int) throws -> Thread {
        var pad = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        pad.0 = n
        return n == 0 ? try onLargeStack { Thread.current } : try threadOfCall(from: n - 1 + pad.15)
    }

    @Test func aCallFromNearTheTopOfALargeStackRunsThere() throws {
        let (outer, inner) = try onLargeStack { (Thread.current, try onLargeStack { Thread.current }) }
        #expect(outer === inner)
        #expect(try onLargeStack { try onLargeStack { 41 } + 1 } == 42)
    }

    @Test func aCallFromDeepInALargeStackRunsOnAnotherThread() throws {
        let (outer, inner) = try onLargeStack { (Thread.current, try self.threadOfCall(from: 50_000)) }
        #expect(outer !== inner)
    }

    @Test func errorsComeBackToTheCaller() {
        struct Failure: Error {}
        #expect(throws: Failure.self) { try onLargeStack { throw Failure() } }
    }

    @Test func concurrentCallersEachGetTheirOwnResult() async throws {
        try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for k in 0..<8 { group.addTask { (k, try onLargeStack { k * k }) } }
            for try await (k, r) in group { #expect(r == k * k) }
        }
    }
}
