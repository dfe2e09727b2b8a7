// The span a timed operator waits, as Combine's schedulers write it: `.milliseconds(300)`,
// `.seconds(1)`. Combine's is each scheduler's own `SchedulerTimeType.Stride`
// (`DispatchQueue.SchedulerTimeType.Stride`, `RunLoop.SchedulerTimeType.Stride`); both
// schedulers here run on the run loop's virtual seconds, so one type stands for them. A
// plain number of seconds (`debounce(for: 0.3, …)`) is the operators' other overload.

/// A span of a scheduler's time.
public struct SchedulerStride {
    /// The span in seconds.
    let __seconds: Double

    /// `n` seconds.
    public static func seconds(_ n: Int) -> SchedulerStride {
        return SchedulerStride(__seconds: Double(n))
    }

    /// `n` seconds.
    public static func seconds(_ n: Double) -> SchedulerStride {
        return SchedulerStride(__seconds: n)
    }

    /// `n` milliseconds.
    public static func milliseconds(_ n: Int) -> SchedulerStride {
        return SchedulerStride(__seconds: Double(n) / 1_000)
    }

    /// `n` microseconds.
    public static func microseconds(_ n: Int) -> SchedulerStride {
        return SchedulerStride(__seconds: Double(n) / 1_000_000)
    }

    /// `n` nanoseconds.
    public static func nanoseconds(_ n: Int) -> SchedulerStride {
        return SchedulerStride(__seconds: Double(n) / 1_000_000_000)
    }
}

extension Publisher {
    /// `debounce(for:scheduler:)` for a span written as the scheduler's (`.milliseconds(300)`).
    public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S) -> AnyPublisher<Output, Failure> {
        return debounce(for: dueTime.__seconds, scheduler: scheduler)
    }

    /// `delay(for:scheduler:)` for a span written as the scheduler's (`.seconds(1)`).
    public func delay<S: Scheduler>(for interval: SchedulerStride, scheduler: S) -> AnyPublisher<Output, Failure> {
        return delay(for: interval.__seconds, scheduler: scheduler)
    }
}
