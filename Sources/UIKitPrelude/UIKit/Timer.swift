/// A timer on the main run loop's virtual time (see `RunLoop`).
///
/// Ownership as Apple documents it: a scheduled timer is retained by the run loop until
/// it is invalidated; the timer retains its block, or its target and user info, until
/// then; `invalidate()` makes the run loop drop the timer and the timer drop its block
/// or target at once. A timer that does not repeat invalidates itself after it fires.
/// So a repeating timer whose block captures `self` strongly, or whose target is `self`,
/// keeps `self` alive until someone calls `invalidate()`.
///
/// A target-action timer fires on schedule, but the method its selector names is not
/// called: without the Objective-C runtime nothing can call a method by its name (as
/// for controls, see `Selector`). Its lifetimes are exact.
///
/// Linux's Foundation differs: a repeating block timer that invalidates itself inside
/// its own block is never freed there, with what its block captures. Apple's behaviour
/// is modelled.
public class Timer: NSObject {
    /// Seconds between firings.
    let timeInterval: TimeInterval
    /// Extra lateness the system may allow; kept, not used (time is virtual).
    var tolerance: TimeInterval = 0
    /// The user info given to the target-action initializer, held until invalidation.
    private(set) var userInfo: Any?
    /// Whether the timer fires again.
    let __repeats: Bool
    /// The block, held until invalidation.
    var __block: ((Timer) -> Void)?
    /// The target, held strongly until invalidation.
    var __target: Any?
    /// The method a target-action timer names.
    let __selector: Selector?
    /// Whether the timer has not been invalidated.
    var __valid = true
    /// When it fires next, in virtual seconds.
    var __fireTime: Double
    /// Its place among things due at the same time (see `RunLoop`).
    var __order = 0

    /// A timer that calls `block`, not yet scheduled: add it to a run loop.
    init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        timeInterval = interval
        __repeats = repeats
        __block = block
        __selector = nil
        __fireTime = RunLoop.main.__now + max(interval, 0.0001)
        super.init()
    }

    /// A timer that fires at `date`, then every `interval` if it repeats; not yet scheduled.
    init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        timeInterval = interval
        __repeats = repeats
        __block = block
        __selector = nil
        __fireTime = date.__seconds
        super.init()
    }

    /// A target-action timer, not yet scheduled: it holds `target` and `userInfo`.
    init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        timeInterval = interval
        __repeats = repeats
        __target = target
        __selector = selector
        self.userInfo = userInfo
        __fireTime = RunLoop.main.__now + max(interval, 0.0001)
        super.init()
    }

    /// A timer scheduled on the main run loop that calls `block` every `interval`
    /// seconds (once, unless it repeats).
    @discardableResult
    static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        RunLoop.main.add(timer, forMode: .default)
        return timer
    }

    /// A target-action timer scheduled on the main run loop; it retains `target`.
    @discardableResult
    static func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.main.add(timer, forMode: .default)
        return timer
    }

    /// Whether the timer will still fire.
    var isValid: Bool {
        return __valid
    }

    /// When the timer fires next.
    var fireDate: Date {
        return Date(__seconds: __fireTime)
    }

    /// Stops the timer: the run loop drops it, and it drops its block or target.
    func invalidate() {
        if !__valid {
            return
        }
        __valid = false
        RunLoop.main.__remove(self)
        __block = nil
        __target = nil
        userInfo = nil
    }

    /// Fires now, without changing the schedule; a timer that does not repeat is
    /// invalidated afterwards.
    func fire() {
        if !__valid {
            return
        }
        __block?(self)
        if !__repeats {
            invalidate()
        }
    }

    /// Fires at its time (the run loop calls this), then schedules the next firing.
    func __fireOnSchedule() {
        if __repeats {
            __fireTime += max(timeInterval, 0.0001)
            RunLoop.main.__scheduled += 1
            __order = RunLoop.main.__scheduled
        }
        fire()
    }
}
