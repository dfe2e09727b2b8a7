/// A deadline for `asyncAfter`, in the program's virtual time (see `RunLoop`):
/// `.now() + 2` is two seconds from now. (Dispatch also adds a `DispatchTimeInterval`,
/// `.now() + .seconds(2)`; that overload is not here yet: write the seconds as a number.)
public struct DispatchTime: Equatable {
    /// Virtual seconds since the program started.
    let __seconds: Double

    init(__seconds: Double) {
        self.__seconds = __seconds
    }

    /// Now, in virtual time.
    static func now() -> DispatchTime {
        return DispatchTime(__seconds: RunLoop.main.__now)
    }

    static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        return DispatchTime(__seconds: time.__seconds + seconds)
    }
}
