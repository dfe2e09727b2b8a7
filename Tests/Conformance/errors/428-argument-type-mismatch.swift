// ERRORS: an argument of the wrong type for the one function that takes it
final class ProfileScreen {}
final class Navigator {
    var stack: [String] = []
    func push(_ title: String, animated: Bool) { stack.append(title) }
}
let nav = Navigator()
nav.push("home", animated: true)
nav.push(ProfileScreen(), animated: true)
