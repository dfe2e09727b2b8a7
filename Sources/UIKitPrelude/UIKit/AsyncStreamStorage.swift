/// What an `AsyncStream` or `AsyncThrowingStream` and its continuation share, as Swift's
/// `_Storage`: the elements yielded and not yet taken, whether the stream has ended (and
/// with what error), the `onTermination` handler, and what wakes the task waiting in
/// `next()`. The continuation holds it; so does the stream's `__AsyncStreamContext`.
public final class __AsyncStreamStorage<Element, Termination> {
    /// Elements yielded while no one waited, in order.
    var __pending: [Element] = []
    /// How many elements `__pending` keeps (nil: all), and whether it keeps the newest.
    let __limit: Int?
    let __keepsNewest: Bool
    /// Whether `finish()` (or a cancellation) ended the stream.
    var __terminal = false
    /// What `finish(throwing:)` ended a throwing stream with, until `next()` throws it.
    var __error: Error?
    /// Called once, when the stream finishes or is cancelled; dropped then.
    var __onTermination: ((Termination) -> Void)?
    /// The termination given to `onTermination` on cancellation.
    let __cancelled: Termination
    /// The element handed to the waiting task, or nil for the end.
    var __handed: [Element?] = []
    /// Wakes the task waiting in `next()`, set while it waits.
    var __wake: (() -> Void)?
    /// Whether a task (or the awaiting top level) waits in `next()`.
    var __waiting = false

    init(limit: Int?, keepsNewest: Bool, cancelled: Termination) {
        __limit = limit
        __keepsNewest = keepsNewest
        __cancelled = cancelled
    }

    deinit {
        if let handler = __onTermination {
            __onTermination = nil
            handler(__cancelled)
        }
    }

    /// `continuation.yield(value)`: hands `value` to the waiting task, or keeps it as the
    /// buffering policy says. Gives how many more the buffer takes (nil: unbounded), or the
    /// element dropped, or that the stream has ended.
    func __yield(_ value: Element) -> (remaining: Int?, dropped: [Element], terminated: Bool) {
        if __waiting {
            __hand(value)
            return (__limit, [], false)
        }
        if __terminal {
            return (nil, [], true)
        }
        guard let limit = __limit else {
            __pending.append(value)
            return (nil, [], false)
        }
        if __pending.count < limit {
            __pending.append(value)
            return (limit - __pending.count, [], false)
        }
        if __keepsNewest && !__pending.isEmpty {
            let dropped = __pending.removeFirst()
            __pending.append(value)
            return (nil, [dropped], false)
        }
        return (nil, [value], false)
    }

    /// `finish()`: ends the stream with `error` (unless it has ended), calls `onTermination`
    /// with `finished` (once), then lets a waiting task see the end.
    func __finish(_ finished: Termination, error: Error?) {
        let handler = __onTermination
        __onTermination = nil
        if !__terminal {
            __terminal = true
            __error = error
        }
        handler?(finished)
        if __waiting {
            __hand(nil)
        }
    }

    /// The stream's cancellation (the stream and its last iterator gone, or the iterating
    /// task cancelled): `onTermination` with `cancelled`, then the end.
    func __cancel() {
        let handler = __onTermination
        __onTermination = nil
        handler?(__cancelled)
        __finish(__cancelled, error: nil)
    }

    /// Gives the waiting task `element` (nil: the end) and wakes it.
    private func __hand(_ element: Element?) {
        __handed.append(element)
        __waiting = false
        if let wake = __wake {
            __wake = nil
            wake()
        }
    }

    /// The next element, waiting for one while the stream goes on; nil at its end. Awaited
    /// where no task runs (an awaiting top level), the loop runs until one comes.
    func __next() async -> Element? {
        if __TaskRecord.__current?.__isCancelled == true {
            __cancel()
        }
        if !__pending.isEmpty {
            return __pending.removeFirst()
        }
        if __terminal {
            return nil
        }
        __waiting = true
        await __TaskRecord.__wait(for: "stream", until: { !self.__handed.isEmpty }, onCancel: { self.__cancel() }) { wake in
            self.__wake = wake
        }
        return __handed.removeFirst()
    }
}

/// What an `AsyncStream` and its iterators hold, as Swift's `_Context`: when the stream
/// and every iterator of it are gone, the stream is cancelled.
public final class __AsyncStreamContext<Element, Termination> {
    let __storage: __AsyncStreamStorage<Element, Termination>

    init(storage: __AsyncStreamStorage<Element, Termination>) {
        __storage = storage
    }

    deinit {
        __storage.__cancel()
    }
}
