import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A swiftc failure on a program that should have compiled.
public struct SwiftCompileError: Error, CustomStringConvertible {
    /// The program that failed to compile.
    public let program: String
    /// swiftc's diagnostics.
    public let output: String
    /// A readable summary with swiftc's diagnostics.
    public var description: String { "swiftc failed to compile \(program):\n\(output)" }

    public init(program: String, output: String) {
        self.program = program
        self.output = output
    }
}

/// Compiles reference binaries with `swiftc -Onone -D DEBUG -module-name main` (an Xcode debug
/// build, as coordlab simulates: `#if DEBUG` is active), cached by content hash.
public enum SwiftCompiler {
    /// The flags every reference binary is built with; part of the cache key.
    public static let flags = ["-Onone", "-D", "DEBUG", "-module-name", "main"]

    /// Linked into every reference binary but left out of the cache key, since a program that
    /// links without them links the same with them: the C math library, which Darwin's
    /// system library always brings and Linux's does not, so that `2.5.rounded()` and
    /// `x.squareRoot()` link without `import Foundation` as they do in an iOS app.
    public static let linkFlags = ["-lm"]

    /// swiftc from PATH, or nil when it is missing.
    public static let swiftc: URL? = Subprocess.which("swiftc")

    /// `swiftc --version` output, so that a new toolchain invalidates the cache.
    public static let versionText: String = {
        guard let swiftc,
              let result = try? Subprocess.run(swiftc, ["--version"], timeout: 60)
        else { return "unknown" }
        return result.stdout + result.stderr
    }()

    /// The 64-bit FNV-1a hash of `bytes`, continuing from `hash`.
    public static func fnv1a64<S: Sequence>(_ bytes: S, hash: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64
    where S.Element == UInt8 {
        var h = hash
        for byte in bytes {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }

    /// The cache key of `source`: FNV-1a over its bytes, its file name, the flags and the swiftc version.
    public static func cacheKey(source: Data, fileName: String) -> String {
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
    /// `extraFlags` are given to swiftc after `flags` (`-parse-as-library` for a program
    /// with a `@main` type).
    public static func binary(for source: URL, cacheRoot: URL, prelude: String? = nil, extraFlags: [String] = []) throws -> URL {
        let data = try Data(contentsOf: source)
        let key = cacheKey(source: data + Data((prelude ?? "").utf8) + Data(extraFlags.joined(separator: " ").utf8),
                           fileName: source.lastPathComponent)
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
        let result = try compile(extraFlags + inputs, output: scratch.path)
        guard result.exitCode == 0, !result.timedOut else {
            try? FileManager.default.removeItem(at: scratch)
            let why = result.timedOut ? "swiftc timed out\n" : ""
            throw SwiftCompileError(program: source.path, output: why + result.stderr + result.stdout)
        }
        // Another test process may have finished the same key first; either binary is the same.
        if rename(scratch.path, binary.path) != 0 {
            try? FileManager.default.removeItem(at: scratch)
        }
        return binary
    }

    /// Compiles `inputs` with `flags` into `output` and returns what swiftc said; a
    /// refusal is the caller's to judge (the fuzzer counts it, the suite fails on it).
    public static func compile(_ inputs: [String], output: String, timeout: Double = 300) throws -> ProcessResult {
        guard let swiftc else {
            throw SwiftCompileError(program: inputs.last ?? "", output: "swiftc was not found on PATH")
        }
        return try Subprocess.run(swiftc, flags + linkFlags + inputs + ["-o", output], timeout: timeout)
    }

    /// Runs a compiled program with its output unbuffered (`stdbuf -o0`), so that what
    /// it printed before a trap is kept, as coordlab keeps it; Swift's backtracer is off.
    public static func runReference(_ binary: URL, timeout: Double = 30) throws -> ProcessResult {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        if let stdbuf = Subprocess.which("stdbuf") {
            return try Subprocess.run(stdbuf, ["-o0", binary.path], environment: environment, timeout: timeout)
        }
        return try Subprocess.run(binary, [], environment: environment, timeout: timeout)
    }
}
