@testable import CoordLabSession
import Foundation
import TestSupport
import Testing

/// The after-input verdicts worked out from what each input touched are the whole graph's:
/// the same leaks, the same abandoned objects with the same reasons, the same screen
/// history, after every input of every lesson and of tricky programs, and at the end of
/// every conformance program.
@Suite struct WorkspaceVerdictsTests {
    /// A session comparing its verdicts with the whole graph's after every input.
    static func checkedSession() -> Session {
        var configuration = Session.Configuration()
        configuration.checksVerdicts = true
        configuration.allowsFiles = false
        return Session(configuration: configuration, output: { _ in })
    }

    @Test func afterEveryInputOfEveryLesson() throws {
        forEveryLessonInput(checkingVerdicts: true) { session, place in
            #expect(session.verdictMismatches.isEmpty, "\(place): \(session.verdictMismatches)")
        }
    }

    /// Cycles made and cut, a leak read back through a weak reference, an array shared by
    /// two holders, a closure that holds itself through its captured variable, a screen
    /// pushed and popped.
    @Test(arguments: [
        ["class A { var b: B?; var k: [A] = [] }; class B { var a: A?; var list: [A] = [] }",
         "var a: A? = A()", "a!.b = B()", "a!.b!.a = a", "a = nil"],
        ["class A { var b: B? }; class B { var a: A? }", "weak var w: B? = nil",
         "func mk() { let x = A(); let y = B(); x.b = y; y.a = x; w = y }", "mk()", "var r = w", "r = nil",
         "var again = w", "again!.a = nil"],
        ["class A { var me: A? }; class H { var list: [A] = [] }", "let s = [A(), A()]", "s[0].me = s[0]",
         "var h1: H? = H(); var h2: H? = H()", "h1!.list = s; h2!.list = s", "h1 = nil", "h2 = nil"],
        ["class Q { var f: (() -> Void)? }", "func cl() { var f: (() -> Void)? = nil; let q = Q(); f = { _ = q; _ = f } }",
         "cl()", "let q = Q()", "q.f = { print(q) }", "q.f = nil"],
        ["class AppCoordinator { let nav = UINavigationController(); var children: [DetailCoordinator] = [] }",
         "class DetailCoordinator { weak var nav: UINavigationController?; init(nav: UINavigationController) { self.nav = nav } "
            + "func start() { nav?.pushViewController(DetailViewController(), animated: false) } }",
         "class DetailViewController: UIViewController { }",
         "let window = UIWindow(); let app = AppCoordinator(); window.rootViewController = app.nav; window.makeKeyAndVisible()",
         "app.nav.pushViewController(UIViewController(), animated: false)",
         "let child = DetailCoordinator(nav: app.nav); app.children.append(child); child.start()",
         ":back", "var held: [UIViewController] = []", "held = app.nav.viewControllers", ":back", "app.children = []", "held = []"],
    ])
    func trickyInputs(_ inputs: [String]) {
        let session = Self.checkedSession()
        for input in inputs {
            session.evaluate(input)
            #expect(session.verdictMismatches.isEmpty, "after \(input): \(session.verdictMismatches)")
        }
    }

    @Test func atTheEndOfEveryConformanceProgram() throws {
        let root = Harness.packageRoot.appendingPathComponent("Tests/Conformance")
        var checked = 0
        for folder in ["arc", "lang", "uikit", "seeds", "runloop", "combine"] {
            let dir = root.appendingPathComponent(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { continue }
            for name in names.sorted() where name.hasSuffix(".swift") {
                let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
                let session = Self.checkedSession()
                guard session.evaluate(text) else { continue }  // refused or trapping programs are judged elsewhere
                session.evaluate("_ = 0")
                checked += 1
                #expect(session.verdictMismatches.isEmpty, "\(folder)/\(name): \(session.verdictMismatches)")
            }
        }
        #expect(checked > 100)
    }
}
