import Foundation

/// Writes files the safe way: to a temporary file beside the target, then renamed over it,
/// so an interrupted write leaves the old file intact. Errors are one clear sentence.
enum AtomicFile {
    /// Writes `text` to `path`; an existing file is replaced only with `overwrite`.
    static func write(_ text: String, to path: String, overwrite: Bool, mode: Int = 0o644) throws {
        let url = URL(fileURLWithPath: path)
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw CommandError(key: "files.isDirectory", path) }
            if !overwrite { throw CommandError(key: "files.exists", path) }
        }
        let dir = url.deletingLastPathComponent()
        guard fm.fileExists(atPath: dir.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError(key: "files.noFolder", path, dir.path)
        }
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        let data = Data(text.utf8)
        let fd = open(tmp.path, O_WRONLY | O_CREAT | O_TRUNC, mode_t(mode))
        guard fd >= 0 else { throw CommandError(key: "files.cannotWrite", path, String(cString: strerror(errno))) }
        var written = 0
        let ok = data.withUnsafeBytes { raw -> Bool in
            while written < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + written, raw.count - written)
                if n <= 0 { return false }
                written += n
            }
            return fsync(fd) == 0
        }
        let failure = errno
        close(fd)
        guard ok else {
            unlink(tmp.path)
            throw CommandError(key: "files.cannotWrite", path, String(cString: strerror(failure)))
        }
        guard rename(tmp.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(tmp.path)
            throw CommandError(key: "files.cannotWrite", path, reason)
        }
    }
}
