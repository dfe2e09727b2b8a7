// TRAP: a Storyboard ID that names no view controller class of the program stops the run with UIKit's words, after the screens made before it
// expect-trap: doesn't contain a view controller with identifier 'SettingsViewController'
// prelude: uikit
final class HomeViewController: UIViewController {
    deinit { print("deinit HomeViewController") }
}
let storyboard = UIStoryboard(name: "Main", bundle: nil)
let home = storyboard.instantiateViewController(withIdentifier: "HomeViewController")
print(type(of: home))
let settings = storyboard.instantiateViewController(withIdentifier: "SettingsViewController")
print("not reached", settings)
