import Foundation
import Testing
@testable import CoordLabSession
import TestSupport
@testable import UIKitPrelude

/// The `.swift` export's translation of what swiftc on Linux refuses: imports, attributes such
/// as `@objc`, and `lazy` on globals.
@Suite struct LinuxSwiftTests {
    /// Imports become comments where they stood; Foundation is asked for only by `CGFloat`.
    @Test func importsBecomeCommentsAndFoundationIsNeededOnlyForCGFloat() {
        let t = LinuxSwift.translate("import UIKit\nimport Combine // for bindings\n\n@testable import Foundation\nclass A {}\nimport struct Foundation.Date")
        #expect(t.text == """
            // import UIKit  (UIKit.swift stands in for it)
            // import Combine  (coordlab ignores imports) // for bindings

            // @testable import Foundation  (coordlab ignores imports)
            class A {}
            // import struct Foundation.Date  (coordlab ignores imports)
            """)
        #expect(!t.needsFoundation)
        #expect(LinuxSwift.translate("import UIKit; class B {}").text == "// import UIKit  (UIKit.swift stands in for it)\nclass B {}")
        #expect(LinuxSwift.translate("let width: CGFloat = 2").needsFoundation)
        #expect(LinuxSwift.translate("let width = CGFloat(2)").needsFoundation)
        #expect(!LinuxSwift.translate("let name = \"CGFloat\" // CGFloat").needsFoundation)
    }

    /// Attributes go, declarations stay, and so do the line breaks, indentation and comments around them.
    @Test func attributesGoAndDeclarationsKeepTheirLayout() {
        let source = """
            @objc protocol Greeter: AnyObject { @objc func greet() }
            @objcMembers final class Screen: UIViewController {
                @IBOutlet weak var label: UILabel?
                @objc
                func greet() {}
                @objc // called by a button
                @discardableResult func tap() -> Int { 1 }
                @MainActor @objc private dynamic var width = 2
                @discardableResult @objc(go) @IBAction func go(_ sender: Any) -> Int { 2 }
                @available(iOS 13.0, *) func modern() {}
                @available(*, unavailable) required init?(coder: NSCoder) { fatalError() }
                init() { super.init(nibName: nil, bundle: nil) }
                func local() { @inline(__always) func inner() {} ; inner() }
            }
            @main struct App { static func main() {} }
            @frozen struct Size { @usableFromInline var w = 1 }
            """
        #expect(LinuxSwift.translate(source).text == """
            protocol Greeter: AnyObject { func greet() }
            final class Screen: UIViewController {
                weak var label: UILabel?
                func greet() {}
                // called by a button
                @discardableResult func tap() -> Int { 1 }
                private dynamic var width = 2
                @discardableResult func go(_ sender: Any) -> Int { 2 }
                @available(iOS 13.0, *) func modern() {}
                required init?(coder: NSCoder) { fatalError() }
                init() { super.init(nibName: nil, bundle: nil) }
                func local() { func inner() {} ; inner() }
            }
            struct App { static func main() {} }
            struct Size { var w = 1 }
            """)
    }

    /// `lazy` goes from globals only: members and locals keep it (swiftc allows it there).
    @Test func lazyGoesFromGlobalsOnly() {
        let source = """
            lazy var a = A()
            private lazy var b: A? = A()
            lazy
            var c = 1
            class Box { lazy var d = A() }
            func f() { lazy var e = A(); print(e) }
            do { lazy var g = A(); print(g) }
            """
        #expect(LinuxSwift.translate(source).text == """
            var a = A()
            private var b: A? = A()
            var c = 1
            class Box { lazy var d = A() }
            func f() { lazy var e = A(); print(e) }
            do { lazy var g = A(); print(g) }
            """)
    }

    /// Text the translation has nothing to do with comes back byte for byte.
    @Test func everythingElseIsLeftAsItWas() {
        for source in [TranscriptFixtures.inputs[0].input, "", "// only a comment\n", "let x = 1 /* c */ ; print(x)\n\n"] {
            #expect(LinuxSwift.translate(source) == .init(text: source, needsFoundation: false))
        }
    }

    /// A session with imports, Objective-C and Interface Builder attributes, `CGFloat` and
    /// lazy globals, exported as `.swift`: swiftc compiles it beside the prelude and it prints
    /// the same deinit log as coordlab (a lazy global is created and released when coordlab
    /// does it).
    @Test func aSessionUsingWhatLinuxLacksCompilesAndPrintsTheSameDeinitLog() throws {
        let inputs = [
            "import UIKit",
            "import Foundation",
            """
            @objc protocol Refreshing: AnyObject {
                @objc func refresh()
            }
            """,
            """
            @objcMembers final class Screen: UIViewController, Refreshing {
                let name: String
                @IBOutlet weak var label: UILabel?
                @objc lazy var width: CGFloat = 2.5
                init(name: String) {
                    self.name = name
                    super.init(nibName: nil, bundle: nil)
                    print("init \\(name)")
                }
                @available(*, unavailable) required init?(coder: NSCoder) { fatalError() }
                @objc func refresh() { print("refresh \\(name) \\(width * 2)") }
                deinit { print("deinit \\(name)") }
            }
            """,
            "lazy var first: Screen? = Screen(name: \"first\")",
            "print(\"between\")",
            "private lazy var second: Screen? = Screen(name: \"second\")",
            "first?.refresh()",
            "first = second",
            "second = nil",
            "first = nil",
            "print(\"end\")",
        ]
        let printed = TranscriptFixtures.Captured()
        let session = Session(output: { printed.text += $0 })
        for input in inputs {
            // The result alone: a failed expectation would describe the whole session.
            let accepted = session.evaluate(input)
            #expect(accepted, "\(input): \(printed.text)")
        }
        let dir = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let main = dir.appendingPathComponent("main.swift")
        #expect(session.evaluate(":export \(main.path)"))
        let program = try String(contentsOf: main, encoding: .utf8)
        #expect(program.contains("\n" + SwiftTranscript.foundationImport + "\n"))
        #expect(!program.contains("\nimport UIKit") && !program.contains("@objc") && !program.contains("lazy var first"))

        let expected = try LessonSwiftExportTests.programOutput(of: session)
        #expect(expected == "init first\nbetween\ninit second\nrefresh first 5.0\ndeinit first\ndeinit second\nend\n")
        guard let got = try SwiftTranscriptTests.compileAndRun(program) else { return }
        #expect(got == expected)
    }
}
