#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process-wide Ctrl-C flag.
///
/// SIGINT never kills an interactive coordlab: a handler sets `pointer.pointee` to 1 and
/// whoever is waiting looks at it. Two ways of handling the signal:
///
/// - ``installForLineEditing()``: no `SA_RESTART`, so a blocked `read` (libedit's
///   `el_gets`) returns with `EINTR` and the line editor reports `.interrupted`.
/// - ``installForEvaluating()``: `SA_RESTART`, so output being written is not cut short;
///   the interpreter polls the flag (`Session.interruptFlag`) and stops the running code.
///
/// The handler only stores to memory allocated once, before any handler is installed,
/// which is async-signal-safe.
public enum InterruptFlag {
    /// The flag itself: 0, or 1 once Ctrl-C was pressed. Never freed.
    public nonisolated(unsafe) static let pointer: UnsafeMutablePointer<Int32> = {
        let p = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()

    /// Whether Ctrl-C was pressed since the last ``clear()``.
    static var isSet: Bool { pointer.pointee != 0 }

    /// Resets the flag to 0.
    public static func clear() { pointer.pointee = 0 }

    /// SIGINT sets the flag and interrupts a blocked read (for `el_gets`).
    public static func installForLineEditing() {
        install(restart: false)
    }

    /// SIGINT sets the flag; system calls restart (for running code). With
    /// `newline`, the first Ctrl-C also writes a newline to standard output, so what the
    /// interpreter prints next starts on its own line after the terminal's `^C`.
    public static func installForEvaluating(newline: Bool = false) {
        install(restart: true, handler: newline ? interruptNewlineHandler : interruptHandler)
    }

    /// SIGINT terminates the process again, as it does by default.
    public static func installDefault() {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = SIG_DFL
        #else
        action.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigaction(SIGINT, &action, nil)
    }

    private static func install(
        restart: Bool,
        handler: @convention(c) (Int32) -> Void = interruptHandler
    ) {
        _ = pointer  // allocate before the handler can run
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        #if canImport(Glibc)
        action.sa_flags = restart ? Int32(SA_RESTART) : 0
        action.__sigaction_handler.sa_handler = handler
        #else
        action.sa_flags = restart ? SA_RESTART : 0
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigaction(SIGINT, &action, nil)
    }
}

/// The SIGINT handler: non-capturing, touches nothing but the flag.
private let interruptHandler: @convention(c) (Int32) -> Void = { _ in
    InterruptFlag.pointer.pointee = 1
}

/// The same, and a newline after the terminal's `^C` the first time (write(2) is
/// async-signal-safe).
private let interruptNewlineHandler: @convention(c) (Int32) -> Void = { _ in
    if InterruptFlag.pointer.pointee == 0 {
        var newline: UInt8 = 10
        _ = write(STDOUT_FILENO, &newline, 1)
    }
    InterruptFlag.pointer.pointee = 1
}
