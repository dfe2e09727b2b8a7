@testable import CoordLabSession
import Testing
@testable import UIKitPrelude

/// The prelude's files load as code first names what they declare, each with everything it needs.
@Suite struct PreludeLoadingTests {
    /// What a program printed, and the prelude files it loaded.
    private func run(_ text: String) throws -> (output: String, loaded: Set<String>) {
        var output = ""
        let workspace = try Workspace(output: { output += $0 })
        try workspace.run(swift: text, fileName: "main.swift")
        return (output, workspace.loadedPreludeFiles)
    }

    @Test func aProgramWithoutUIKitLoadsNone() throws {
        let (output, loaded) = try run("final class A { deinit { print(\"bye\") } }\nvar a: A? = A()\na = nil\nprint(\"selector\")\n")
        #expect(output == "bye\nselector\n")
        #expect(loaded.isEmpty)
    }

    @Test func aNameBringsItsFileWithWhatItNeedsAndWhatExtendsIt() throws {
        let (output, loaded) = try run("let c = UINavigationController(rootViewController: UIViewController())\nprint(c.viewControllers.count)\n")
        #expect(output == "1\n")
        #expect(loaded.isSuperset(of: ["UIKit/UINavigationController.swift", "UIKit/UIViewController.swift", "UIKit/UIView.swift"]))
        #expect(!loaded.contains("Combine/Zip.swift"))
    }

    /// A member the prelude gives a standard type (`String.components(separatedBy:)`) brings
    /// its file, with the files that file needs.
    @Test func aStandardTypesExtensionMemberBringsItsFile() throws {
        let (output, loaded) = try run("print(\" a \".trimmingCharacters(in: .whitespaces), \"a,b\".components(separatedBy: \",\"))\n")
        #expect(output == "a [\"a\", \"b\"]\n")
        #expect(loaded == ["UIKit/StringFoundation.swift", "UIKit/CharacterSet.swift"])
    }

    /// An extension of a prelude class that only adds members comes when code names one:
    /// a view alone brings neither its animations nor the run loop they need.
    @Test func aMemberOnlyExtensionComesWhenCodeNamesItsMember() throws {
        let (_, plain) = try run("let v = UIView()\nprint(v.subviews.count)\n")
        #expect(!plain.contains("UIKit/UIViewAnimation.swift"))
        #expect(!plain.contains("UIKit/RunLoop.swift"))
        let (output, animated) = try run("UIView.animate(withDuration: 1, animations: { print(\"now\") }) { _ in print(\"later\") }\nRunLoop.main.run(until: Date().addingTimeInterval(2))\n")
        #expect(output == "now\nlater\n")
        #expect(animated.isSuperset(of: ["UIKit/UIViewAnimation.swift", "UIKit/RunLoop.swift"]))
        #expect(!animated.contains("Combine/Scheduler.swift"))
    }

    /// A conformance of a prelude type to a prelude protocol (`DispatchQueue: Scheduler`)
    /// comes once both are loaded, in a later input too.
    @Test func aConformanceComesOnceTypeAndProtocolAreLoaded() throws {
        var output = ""
        let workspace = try Workspace(output: { output += $0 })
        try workspace.run(swift: "let q = DispatchQueue.main\n", fileName: "<input 1>")
        #expect(!workspace.loadedPreludeFiles.contains("Combine/Scheduler.swift"))
        try workspace.run(swift: "func later<S: Scheduler>(on s: S) { s.schedule { print(\"ran\") } }\nlater(on: q)\nRunLoop.main.run(until: Date().addingTimeInterval(1))\n", fileName: "<input 2>")
        #expect(output == "ran\n")
    }

    @Test func selectorSyntaxBringsSelector() throws {
        let (_, loaded) = try run("final class A { @objc func go() {} }\n_ = #selector(A.go)\n")
        #expect(loaded.contains("UIKit/Selector.swift"))
    }

    /// The program's own declaration shadows the prelude's, as a module's own declaration
    /// shadows an imported one.
    @Test func aProgramsOwnTypeShadowsThePreludes() throws {
        let (output, loaded) = try run("final class Timer { deinit { print(\"own timer\") } }\nvar t: Timer? = Timer()\nt = nil\n")
        #expect(output == "own timer\n")
        #expect(!loaded.contains("UIKit/Timer.swift"))
    }

    /// A prelude file loaded after the program declared a type named like one of its nested
    /// types (the REPL: `enum Mode` first, `RunLoop` later): the program's keeps the name,
    /// the prelude's is reached through its outer type.
    @Test func aNestedPreludeTypeLoadedLaterLeavesTheProgramsTypeItsName() throws {
        var output = ""
        let workspace = try Workspace(output: { output += $0 })
        try workspace.run(swift: "enum Mode { case fast, slow }\nlet m: Mode = .fast\n", fileName: "<input 1>")
        try workspace.run(swift: "let t = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in print(\"tick\") }\nRunLoop.main.add(t, forMode: .common)\n", fileName: "<input 2>")
        try workspace.run(swift: "print(m, Mode.slow, RunLoop.Mode.common == .common)\nRunLoop.main.run(until: Date().addingTimeInterval(2))\n", fileName: "<input 3>")
        #expect(output == "fast slow true\ntick\n")
    }

    /// Each file loads on its own, with the files it needs: nothing it names is missing.
    @Test(arguments: UIKitPrelude.files.map(\.path)) func eachFileLoadsWithWhatItNeeds(_ path: String) throws {
        let file = try #require(UIKitPrelude.file(atPath: path))
        let workspace = try Workspace(output: { _ in })
        try workspace.loadPrelude(declaring: SwiftWords(file.text).declared)
        #expect(workspace.loadedPreludeFiles.contains(path) || SwiftWords(file.text).declared.isEmpty)
    }
}
