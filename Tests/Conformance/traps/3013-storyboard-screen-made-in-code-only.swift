// TRAP: a screen written for code (its init(coder:) is fatalError) made from a storyboard stops in its init(coder:), as UIKit's storyboard calls it
// expect-trap: init(coder:) has not been implemented
// prelude: uikit
final class ProfileViewController: UIViewController {
    let userID: Int
    init(userID: Int) {
        self.userID = userID
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
let fromCode = ProfileViewController(userID: 7)
print(fromCode.userID)
let fromStoryboard = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "ProfileViewController")
print("not reached", fromStoryboard)
