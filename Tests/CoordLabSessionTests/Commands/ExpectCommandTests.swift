import Testing
@testable import CoordLabSession

/// `:expect` judges what the learner did: objects by their own names and roles, objects
/// made since a step began, and the gestures used; never by creation number alone.
@Suite struct ExpectCommandTests {
    /// A program with the UIKit prelude: a window showing a navigation stack of a home
    /// screen, and a coordinator that pushes detail screens it creates.
    static let app = """
    final class DetailViewController: UIViewController {}
    final class HomeViewController: UIViewController {}
    final class DetailCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.pushViewController(DetailViewController(), animated: true) }
    }
    let window = UIWindow()
    let navigationController = UINavigationController(rootViewController: HomeViewController())
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    var detail: DetailCoordinator? = DetailCoordinator(navigationController: navigationController)
    detail!.start()
    """

    /// A workspace that has run `program`, with the scripting commands.
    func workspace(_ program: String, prelude: Bool = true) throws -> (Workspace, (String) throws -> [String]) {
        let w = try Workspace(output: { _ in }, loadsPrelude: prelude)
        try w.run(swift: program, fileName: "app.swift")
        let run = { (command: String) throws -> [String] in
            var said: [String] = []
            try CommandTable.scripting.run(command, in: CommandContext(workspace: w, say: { said.append($0) }))
            return said
        }
        return (w, run)
    }

    @Test func aClaimThatHoldsSaysSoWithATick() throws {
        let (_, run) = try workspace("class A {}\nlet a = A()", prelude: false)
        #expect(try run(":expect alive a") == ["✓ alive a"])
        #expect(throws: CommandError.self) { _ = try run(":expect dead a") }
    }

    @Test func aNameStandsForEveryObjectItHeldSinceTheStepBegan() throws {
        let (w, _) = try workspace("class Screen {}\nvar you: Screen? = Screen()\nvar kept: Screen? = nil", prelude: false)
        let window = GoalWindow(w, watching: ["you"])
        try w.run(swift: "kept = you\nyou = nil", fileName: "a.swift")
        window.observe(w)
        #expect(try ExpectCommand.check("dead you", w, window: window) == "Screen#1 is alive, with 1 strong reference")
        #expect(try ExpectCommand.check("dead you", w) == nil, "without a window, only what it names now counts")
        try w.run(swift: "kept = nil", fileName: "b.swift")
        #expect(try ExpectCommand.check("dead you", w, window: window) == nil)
    }

    @Test func aNameThatIsNilNowStandsForTheLastObjectItNamed() throws {
        let (w, _) = try workspace("class Model {}\nclass Screen { var model: Model? = Model() }\nvar you: Screen? = Screen()", prelude: false)
        let window = GoalWindow(w, watching: ["you?.model"])
        try w.run(swift: "let grace = you!.model\nyou = nil", fileName: "a.swift")
        window.observe(w)
        #expect(try ExpectCommand.check("alive you?.model", w, window: window) == nil)
        try w.run(swift: "var other: Screen? = Screen()\nother = nil", fileName: "b.swift")
        #expect(try ExpectCommand.check("alive you?.model", w, window: window) == nil, "Model#1 is still the one it named")
    }

    @Test func newObjectsAreThoseMadeSinceTheStepBegan() throws {
        let (w, _) = try workspace("class Flow {}\nvar old: Flow? = Flow()", prelude: false)
        let window = GoalWindow(w, watching: [])
        #expect(try ExpectCommand.check("dead new Flow", w, window: window) == "no Flow was made in this step")
        try w.run(swift: "var a: Flow? = Flow()\nvar b: Flow? = Flow()", fileName: "a.swift")
        #expect(try ExpectCommand.check("count new Flow == 2", w, window: window) == nil)
        #expect(try ExpectCommand.check("dead new Flow", w, window: window) == "Flow#2, Flow#3, made in this step, are alive")
        try w.run(swift: "a = nil\nb = nil", fileName: "b.swift")
        #expect(try ExpectCommand.check("dead new Flow", w, window: window) == nil, "Flow#1 was made before the step")
    }

    @Test func gesturesAreCountedByKindSoABackTapIsNoSwipe() throws {
        let (w, run) = try workspace(Self.app)
        let window = GoalWindow(w, watching: [])
        _ = try run(":back")
        #expect(try ExpectCommand.check("count :swipe back == 1", w, window: window) == ":swipe back was done 0 times in this step")
        #expect(try ExpectCommand.check("count :back == 1", w, window: window) == nil)
        try w.run(swift: "detail!.start()", fileName: "a.swift")
        _ = try run(":swipe back --cancel")
        #expect(try ExpectCommand.check("count :swipe back == 0", w, window: window) == nil, "a cancelled swipe is its own gesture")
        _ = try run(":swipe back")
        #expect(try ExpectCommand.check("count :swipe back == 1", w, window: window) == nil)
    }

    @Test func rolesNameTheScreenOnTopAndItsCoordinator() throws {
        let (w, run) = try workspace(Self.app)
        #expect(try run(":expect alive <top screen>") == ["✓ alive <top screen>"])
        #expect(try ExpectCommand.check("refs <coordinator of the top screen> == 1", w) == nil)
        _ = try run(":back")
        #expect(try ExpectCommand.check("alive <coordinator of the top screen>", w) == "HomeViewController#1 belongs to no coordinator")
        #expect(throws: CommandError.self) { try ExpectCommand.check("alive <bottom screen>", w) }
    }

    @Test func trueChecksABoolExpression() throws {
        let (w, _) = try workspace("class S { var n = 1 }\nlet s = S()", prelude: false)
        #expect(try ExpectCommand.check("true s.n == 1", w) == nil)
        #expect(try ExpectCommand.check("true s.n == 2", w) == "s.n == 2 is false")
        #expect(throws: CommandError.self) { try ExpectCommand.check("true s.n", w) }
    }

    @Test func onlyExpressionsThatNameObjectsAreWatched() {
        #expect(ExpectCommand.watchedExpression(in: "dead you") == "you")
        #expect(ExpectCommand.watchedExpression(in: "refs you?.model == 1") == "you?.model")
        #expect(ExpectCommand.watchedExpression(in: "alive Screen#1") == nil)
        #expect(ExpectCommand.watchedExpression(in: "alive <top screen>") == nil)
        #expect(ExpectCommand.watchedExpression(in: "dead new Flow") == nil)
        #expect(ExpectCommand.watchedExpression(in: "count Flow == 1") == nil)
    }
}
