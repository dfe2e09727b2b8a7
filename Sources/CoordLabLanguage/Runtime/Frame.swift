/// One activation's local slots: `self`, captures, parameters, then locals.
///
/// A view into the interpreter's `CallStack`, which owns the memory: frames never outlive
/// their call (closures capture boxes, not frames), so they come and go in stack order,
/// and a call costs no allocation and no reference counting.
struct Frame {
    /// The slots, resolved by index at compile time.
    let slots: ValueCells

    /// How many slots the frame has.
    var count: Int { slots.count }
}

/// The memory of every running call's frame, pushed and popped in call order.
///
/// Kept in chunks that never move, so a frame's slots stay where they are while calls
/// above it push more: a deep recursion adds a chunk instead of copying the stack.
final class CallStack {
    /// Chunks in use order; `current` is the one frames are pushed on.
    private var chunks: [UnsafeMutableBufferPointer<Value>] = []
    /// Where the next frame starts in each chunk below `current`, to return to on pop.
    private var savedTops: [UnsafeMutablePointer<Value>] = []
    private var current = 0
    private var top: UnsafeMutablePointer<Value>
    private var end: UnsafeMutablePointer<Value>
    private static let chunkSize = 16_384

    init() {
        let first = UnsafeMutableBufferPointer<Value>.allocate(capacity: Self.chunkSize)
        chunks = [first]
        top = first.baseAddress!
        end = top + first.count
    }

    deinit {
        // Frames are popped by the calls that pushed them; only the memory is left.
        for c in chunks { c.deallocate() }
    }

    /// A new frame of `count` unset (`.void`) slots on top of the stack.
    @inline(__always)
    func push(count: Int) -> Frame {
        if end - top < count { moveToNextChunk(fitting: count) }
        let base = top
        base.initialize(repeating: .void, count: count)
        top += count
        return Frame(slots: ValueCells(base: base, count: count))
    }

    /// Pops `f`, the newest frame, dropping its values without releasing them in the
    /// interpreter's counts (the blocks that declared its locals released them already).
    @inline(__always)
    func pop(_ f: Frame) {
        f.slots.base.deinitializeValues(count: f.count)
        top = f.slots.base
        if current > 0, top == chunks[current].baseAddress! { returnToPreviousChunk() }
    }

    /// Every value in the frames pushed and not popped, oldest first: what a waiting task's
    /// calls hold (see `Interpreter.waitingTasks`).
    var liveValues: [Value] {
        var values: [Value] = []
        for k in 0...current {
            let base = chunks[k].baseAddress!
            let end = k == current ? top : savedTops[k]
            values += UnsafeBufferPointer(start: base, count: end - base)
        }
        return values
    }

    /// Slots pushed and not popped, for tests.
    var depthInSlots: Int {
        var n = top - chunks[current].baseAddress!
        for k in 0..<current { n += savedTops[k] - chunks[k].baseAddress! }
        return n
    }

    private func moveToNextChunk(fitting count: Int) {
        if savedTops.count == current { savedTops.append(top) } else { savedTops[current] = top }
        current += 1
        if current == chunks.count || chunks[current].count < count {
            let chunk = UnsafeMutableBufferPointer<Value>.allocate(capacity: Swift.max(count, Self.chunkSize))
            if current == chunks.count { chunks.append(chunk) } else { chunks[current].deallocate(); chunks[current] = chunk }
        }
        top = chunks[current].baseAddress!
        end = top + chunks[current].count
    }

    private func returnToPreviousChunk() {
        current -= 1
        top = savedTops[current]
        end = chunks[current].baseAddress! + chunks[current].count
    }
}
