/// Seconds, as Foundation counts time intervals.
public typealias TimeInterval = Double

/// A point in the program's virtual time (see `RunLoop`): `Date()` is now, and now
/// moves only while the run loop runs. Seconds are counted from the program's start.
/// Codable as Foundation's is, so that a model holding one may be (nothing here encodes it).
public struct Date: Hashable, Comparable, Codable {
    /// Virtual seconds since the program started.
    let __seconds: Double

    /// Now, in virtual time.
    init() {
        __seconds = RunLoop.main.__now
    }

    /// `seconds` from now.
    init(timeIntervalSinceNow seconds: TimeInterval) {
        __seconds = RunLoop.main.__now + seconds
    }

    init(__seconds: Double) {
        self.__seconds = __seconds
    }

    /// This date moved by `seconds`.
    func addingTimeInterval(_ seconds: TimeInterval) -> Date {
        return Date(__seconds: __seconds + seconds)
    }

    /// Seconds from `other` to this date.
    func timeIntervalSince(_ other: Date) -> TimeInterval {
        return __seconds - other.__seconds
    }

    /// Seconds from now to this date (negative when it is past).
    var timeIntervalSinceNow: TimeInterval {
        return __seconds - RunLoop.main.__now
    }

    static func + (date: Date, seconds: TimeInterval) -> Date {
        return date.addingTimeInterval(seconds)
    }

    /// This date moved back by `seconds`.
    static func - (date: Date, seconds: TimeInterval) -> Date {
        return date.addingTimeInterval(-seconds)
    }

    /// Whether `a` is earlier than `b`.
    public static func < (a: Date, b: Date) -> Bool {
        return a.__seconds < b.__seconds
    }
}
