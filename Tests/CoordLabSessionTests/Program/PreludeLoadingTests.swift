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
