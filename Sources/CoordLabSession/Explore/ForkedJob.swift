#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Work started in a `fork()`ed copy of the program, which goes on beside the caller (on
/// another core) until the caller asks for its result. The child sends its result back
/// as JSON through a pipe, and ends with `_exit` (nothing the parent had buffered is
/// written twice).
final class ForkedJob<T: Codable> {
    private let child: pid_t
    /// The parent's end of the pipe.
    private let fd: Int32

    /// Starts `body` in a child.
    init(_ body: () -> T) throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw Forked.Failure(description: Catalogue(.english)("explore.systemCall", "pipe()", errno)) }
        let child = fork()
        guard child >= 0 else {
            close(fds[0])
            close(fds[1])
            throw Forked.Failure(description: Catalogue(.english)("explore.systemCall", "fork()", errno))
        }
        if child == 0 {
            close(fds[0])
            // Only the forking thread exists in the child; the pooled large-stack threads
            // that run interpreted code did not come along.
            LargeStackThread.forgetPoolAfterFork()
            Forked.send((try? JSONEncoder().encode(body())) ?? Data(), to: fds[1])
            _exit(0)
        }
        close(fds[1])
        self.child = child
        fd = fds[0]
    }

    /// The child's result, once it has ended; nil when it got stuck and was killed (see
    /// `ChildWatch`). Asked for once.
    func result() throws -> T? {
        let data = ChildWatch.result(fd, from: child)
        close(fd)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        guard let data else { return nil }
        guard status == 0, let result = try? JSONDecoder().decode(T.self, from: Data(data)) else {
            throw Forked.Failure(description: Catalogue(.english)("explore.processDiedStatus", status))
        }
        return result
    }
}
