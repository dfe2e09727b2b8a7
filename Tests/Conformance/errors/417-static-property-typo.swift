// ERRORS: a static property misspelt
final class AppEnvironment {
    static let shared = AppEnvironment()
    static var launchCount = 0
    var isLoggedIn = false
}
AppEnvironment.launchCount += 1
print(AppEnvironment.shared.isLoggedIn)
print(AppEnvironment.lauchCount)
