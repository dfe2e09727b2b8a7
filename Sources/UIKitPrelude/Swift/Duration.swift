// Swift's Duration and CancellationError, for coordlab
// ====================================================
//
// What `Task.sleep(for:)` takes and what it throws, as coordlab runs them. coordlab loads
// this file before the UIKit stand-ins; `coordlab prelude` does not print it, because
// swiftc has the real ones.

/// A span of time.
struct Duration: CustomStringConvertible {
    /// The span in seconds.
    let __seconds: Double

    /// `n` seconds.
    static func seconds(_ n: Int) -> Duration {
        return Duration(__seconds: Double(n))
    }

    /// `n` seconds.
    static func seconds(_ n: Double) -> Duration {
        return Duration(__seconds: n)
    }

    /// As Swift prints a duration: `2.0 seconds`.
    var description: String {
        return "\(__seconds) seconds"
    }

    /// `n` milliseconds.
    static func milliseconds(_ n: Int) -> Duration {
        return Duration(__seconds: Double(n) / 1000)
    }

    /// `n` milliseconds.
    static func milliseconds(_ n: Double) -> Duration {
        return Duration(__seconds: n / 1000)
    }
}

/// What `Task.sleep` and `Task.checkCancellation()` throw in a cancelled task.
struct CancellationError: Error {
}
