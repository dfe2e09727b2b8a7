import Foundation
import TestSupport
import Testing
@testable import UIKitPrelude

/// The prelude ships as the Swift files of `Sources/UIKitPrelude/UIKit` and
/// `Sources/UIKitPrelude/Combine`, unchanged.
@Suite struct PreludeFilesTests {
    /// Where the prelude's folders are.
    static let root = Harness.packageRoot.appendingPathComponent("Sources/UIKitPrelude")
    /// The folders of the printed prelude, in load order.
    static let folders = ["UIKit", "Combine"]

    /// The binary carries exactly the files of the folders, with their text.
    @Test func embeddedFilesAreTheFolder() throws {
        let paths = try Self.folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }.sorted()
        #expect(UIKitPrelude.files.map(\.path).sorted() == paths)
        for file in UIKitPrelude.files {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file.path), encoding: .utf8)
            #expect(file.text == text, "\(file.path) differs from the embedded copy: rebuild")
        }
        #expect(UIKitPrelude.files.first?.name == "Overview.swift")
    }

    /// The single file says where each part comes from, so that swiftc names the real file.
    @Test func singleFileMarksEachFile() {
        let text = UIKitPrelude.singleFile
        for file in UIKitPrelude.files {
            #expect(text.contains("#sourceLocation(file: \"\(file.path)\", line: 1)\n" + file.text))
        }
        #expect(text.hasSuffix("#sourceLocation()\n"))
    }

    /// The files compile with swiftc as they are, beside a program that uses them, and the
    /// program runs; the printed single file compiles too.
    @Test func compilesWithSwiftc() throws {
        try #require(SwiftCompiler.swiftc != nil, "swiftc is not on PATH")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-prelude-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let main = dir.appendingPathComponent("main.swift")
        try """
            let window = UIWindow(frame: UIScreen.main.bounds)
            let navigation = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation.pushViewController(UIViewController(), animated: true)
            print(__coordlabNavigationStack().count, __coordlabBack(), __coordlabNavigationStack().count)
            """.write(to: main, atomically: true, encoding: .utf8)
        let files = UIKitPrelude.files.map { Self.root.appendingPathComponent($0.path).path }
        let separate = try SwiftCompiler.compile(files + [main.path], output: dir.appendingPathComponent("separate").path)
        #expect(separate.exitCode == 0, "the prelude's files do not compile:\n\(separate.stderr)")
        let ran = try SwiftCompiler.runReference(dir.appendingPathComponent("separate"))
        #expect(ran.stdout == "2 true 1\n")

        let single = dir.appendingPathComponent("UIKit.swift")
        try UIKitPrelude.singleFile.write(to: single, atomically: true, encoding: .utf8)
        let joined = try SwiftCompiler.compile([single.path, main.path], output: dir.appendingPathComponent("single").path)
        #expect(joined.exitCode == 0, "the printed prelude does not compile:\n\(joined.stderr)")
    }
}
