// A notes screen hands editing between its search bar and its text view: each delegate hears begin and end, a delegate that refuses keeps the first responder where it is, a plain view cannot become first responder, endEditing(true) ends editing even when refused, and a screen presented over it ends its editing as it leaves the window; the delegates stay weak
// prelude: uikit
import Foundation

final class NotesViewController: UIViewController, UISearchBarDelegate, UITextViewDelegate {
    let searchBar = UISearchBar()
    let notes = UITextView()
    var locked = false

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.delegate = self
        notes.delegate = self
        view.addSubview(searchBar)
        view.addSubview(notes)
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { print("search began") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { print("search ended") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        print("notes may end:", !locked)
        return !locked
    }
    func textViewDidBeginEditing(_ textView: UITextView) { print("notes began") }
    func textViewDidEndEditing(_ textView: UITextView) { print("notes ended") }

    deinit { print("NotesViewController deinit") }
}

final class NotesCoordinator {
    let navigationController = UINavigationController()

    func start() {
        navigationController.setViewControllers([NotesViewController()], animated: false)
    }

    func showSheet() {
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .fullScreen
        navigationController.present(sheet, animated: false)
    }

    deinit { print("NotesCoordinator deinit") }
}

let window = UIWindow(frame: UIScreen.main.bounds)
var coordinator: NotesCoordinator? = NotesCoordinator()
coordinator!.start()
window.rootViewController = coordinator!.navigationController
window.makeKeyAndVisible()
weak var notesScreen = coordinator!.navigationController.topViewController as? NotesViewController
let screen = notesScreen!
print("can become:", screen.searchBar.canBecomeFirstResponder, screen.notes.canBecomeFirstResponder, screen.view.canBecomeFirstResponder)
print("plain view:", screen.view.becomeFirstResponder())
print("search:", screen.searchBar.becomeFirstResponder(), screen.searchBar.isFirstResponder)
print("notes:", screen.notes.becomeFirstResponder(), screen.notes.isFirstResponder, screen.searchBar.isFirstResponder)
screen.locked = true
print("back to search:", screen.searchBar.becomeFirstResponder(), screen.notes.isFirstResponder)
print("endEditing(false):", screen.view.endEditing(false), screen.notes.isFirstResponder)
print("endEditing(true):", screen.view.endEditing(true), screen.notes.isFirstResponder)
screen.locked = false
screen.notes.becomeFirstResponder()
coordinator!.showSheet()
print("after the sheet covers it:", screen.notes.isFirstResponder, screen.notes.window == nil)
screen.notes.isEditable = false
print("read only can become:", screen.notes.canBecomeFirstResponder)
print("delegates weak:", screen.notes.delegate === screen, screen.searchBar.delegate === screen)
window.rootViewController = nil
coordinator = nil
print("screen alive while the program holds it:", notesScreen != nil)
