#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads a forked child's result while watching that it makes progress.
///
/// `fork()` copies only the calling thread: when another thread of the parent held a lock
/// at that moment (the Swift runtime's, Foundation's; a test runner has many threads), the
/// child can wait on it forever. Such a child uses no CPU. Its pipe is read with a time
/// limit, and a child whose CPU time stands still for `stallSeconds` while it has not
/// finished is killed, so that the work can be tried again in a new child.
enum ChildWatch {
    /// Seconds without any CPU time used, after which a silent child is taken as stuck.
    static let stallSeconds = 5

    /// The bytes the child wrote before closing its end of `fd`; nil when it was stuck
    /// (it has then been killed).
    static func result(_ fd: Int32, from child: pid_t) -> [UInt8]? {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var lastCPU = cpuTicks(child)
        var idle = 0
        while true {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, 1000)
            if ready < 0, errno == EINTR { continue }
            if ready == 0 {
                let cpu = cpuTicks(child)
                if cpu == nil || cpu != lastCPU { idle = 0 } else { idle += 1 }
                lastCPU = cpu
                if idle >= stallSeconds {
                    kill(child, SIGKILL)
                    return nil
                }
                continue
            }
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return out }
            out.append(contentsOf: buffer[..<n])
            idle = 0
        }
    }

    /// The CPU time a process has used so far, in clock ticks (Linux's `/proc`); nil where
    /// it cannot be read, which never counts as standing still.
    private static func cpuTicks(_ pid: pid_t) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the name: state is field 3, utime and stime are fields 14 and 15.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }
}
