import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Conformance {
    /// A swiftc failure on a program that should have compiled.
    struct CompileError: Error, CustomStringConvertible {
        /// The program that failed to compile.
        let program: String
        /// swiftc's diagnostics.
        let output: String
        /// A readable summary with swiftc's diagnostics.
        var description: String { "swiftc failed to compile \(program):\n\(output)" }
    }

    /// Compiles reference binaries with `swiftc -Onone -module-name main`, cached by content hash.
    enum SwiftCompiler {
        /// The flags every reference binary is built with; part of the cache key.
        static let flags = ["-Onone", "-module-name", "main"]

        /// swiftc from PATH, or nil when it is missing.
        static let swiftc: URL? = Subprocess.which("swiftc")

        /// `swiftc --version` output, so that a new toolchain invalidates the cache.
        static let versionText: String = {
            guard let swiftc,
                  let result = try? Subprocess.run(swiftc, ["--version"], timeout: 60)
            else { return "unknown" }
            return result.stdout + result.stderr
        }()

        /// The 64-bit FNV-1a hash of `bytes`, continuing from `hash`.
        static func fnv1a64<S: Sequence>(_ bytes: S, hash: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64
        where S.Element == UInt8 {
            var h = hash
            for byte in bytes {
                h ^= UInt64(byte)
                h = h &* 0x0000_0100_0000_01b3
            }
            return h
        }

        /// The cache key of `source`: FNV-1a over its bytes, its file name, the flags and the swiftc version.
        static func cacheKey(source: Data, fileName: String) -> String {
            var h = fnv1a64(source)
            for part in [fileName, flags.joined(separator: " "), versionText] {
                h = fnv1a64([0] + Array(part.utf8), hash: h)
            }
            let hex = String(h, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }

        /// Returns a binary built from `source`, compiling it into `cacheRoot` only when not cached yet.
        /// With `prelude`, the program is compiled as `main.swift` beside it as `UIKit.swift`
        /// (swiftc allows top-level code in several files only in `main.swift`).
        static func binary(for source: URL, cacheRoot: URL, prelude: String? = nil) throws -> URL {
            guard let swiftc else {
                throw CompileError(program: source.path, output: "swiftc was not found on PATH")
            }
            let data = try Data(contentsOf: source)
            let key = cacheKey(source: data + Data((prelude ?? "").utf8), fileName: source.lastPathComponent)
            let dir = cacheRoot.appendingPathComponent(key)
            let binary = dir.appendingPathComponent("main")
            if Subprocess.isExecutableFile(binary) { return binary }

            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let scratch = dir.appendingPathComponent("main.partial-\(UUID().uuidString)")
            var inputs = [source.path]
            if let prelude {
                let main = dir.appendingPathComponent("main.swift")
                let uikit = dir.appendingPathComponent("UIKit.swift")
                try data.write(to: main)
                try Data(prelude.utf8).write(to: uikit)
                inputs = [uikit.path, main.path]
            }
            let result = try Subprocess.run(
                swiftc, flags + inputs + ["-o", scratch.path], timeout: 300)
            guard result.exitCode == 0, !result.timedOut else {
                try? FileManager.default.removeItem(at: scratch)
                let why = result.timedOut ? "swiftc timed out\n" : ""
                throw CompileError(program: source.path, output: why + result.stderr + result.stdout)
            }
            // Another test process may have finished the same key first; either binary is the same.
            if rename(scratch.path, binary.path) != 0 {
                try? FileManager.default.removeItem(at: scratch)
            }
            return binary
        }
    }
}
