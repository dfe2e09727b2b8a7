import Foundation
import TestSupport
import Testing

/// A lesson's steps on a table screen, typed into coordlab through a pipe: the learner
/// builds a recipe list whose coordinator pushes a recipe on a tap, taps a row with
/// `:select`, checks the stack and the detail's end with `:expect`, and gets coordlab's
/// words (English or Korean) for a row the table does not show.
@Suite struct TableSelectionTests {
    static let app = """
    final class RecipeListViewController: UITableViewController { let recipes = ["Bibimbap", "Kimchi stew"]; var onPick: ((String) -> Void)?; override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { recipes.count }; override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { let cell = UITableViewCell(); cell.textLabel?.text = recipes[indexPath.row]; return cell }; override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { print("picked \\(recipes[indexPath.row])"); onPick?(recipes[indexPath.row]) } }
    final class RecipeViewController: UIViewController { deinit { print("deinit RecipeViewController") } }
    final class RecipesCoordinator { let navigationController = UINavigationController(); func start() { let list = RecipeListViewController(); list.onPick = { [weak self] _ in self?.navigationController.pushViewController(RecipeViewController(), animated: true) }; navigationController.viewControllers = [list] } }
    let coordinator = RecipesCoordinator(); coordinator.start()
    let window = UIWindow(); window.rootViewController = coordinator.navigationController; window.makeKeyAndVisible()

    """

    /// Runs coordlab with `input` on stdin.
    func pipe(_ input: String) throws -> ProcessResult {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-select-\(UUID().uuidString)")
        try input.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Subprocess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" < \"\(file.path)\"", bin.path],
            environment: Harness.environment(["XDG_STATE_HOME": NSTemporaryDirectory()]))
    }

    @Test func aTappedRowPushesTheRecipeAndBackFreesIt() throws {
        let r = try pipe(Self.app + """
        :select 1
        :expect stack == [RecipeListViewController, RecipeViewController]
        :back
        :expect dead RecipeViewController#1
        :expect count :select 1 == 1

        """)
        #expect(r.stdout == """
        picked Kimchi stew
        ✓ stack == [RecipeListViewController, RecipeViewController]
        deinit RecipeViewController
        ✓ dead RecipeViewController#1
        ✓ count :select 1 == 1

        """)
        #expect(r.exitCode == 0)
    }

    @Test func aRowTheTableDoesNotShowIsRefusedInTheSessionsLanguage() throws {
        let english = try pipe(Self.app + ":select 2\n")
        #expect(english.stdout.contains("error: the UITableView on screen does not show row 2 of section 0; it shows rows 0–1 of section 0"))
        #expect(english.exitCode == 1)
        let korean = try pipe(":set lang ko\n" + Self.app + ":select 2\n")
        #expect(korean.stdout.contains("화면의 UITableView에 0번 섹션의 2번 행이 보이지 않습니다. 보이는 행: 0번 섹션의 0–1번 행"))
    }
}
