// ERRORS: calling an async function from a function that is not async is refused, in swiftc's words
final class ProfileLoader {
    func fetchName() async -> String {
        return "kim"
    }
}

func showProfile(_ loader: ProfileLoader) {
    let name = await loader.fetchName()
    print("profile of \(name)")
}

final class ProfileScreen {
    let loader = ProfileLoader()
    deinit { print("ProfileScreen deinit") }
    func start() {
        showProfile(loader)
    }
}

print("before")
ProfileScreen().start()
