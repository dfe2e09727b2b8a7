// A completion-handler login wrapped in withCheckedThrowingContinuation, awaited twice by a coordinator's task (success, then a thrown error); a continuation resumed inside its body goes on at once
// prelude: uikit
enum LoginError: Error { case wrongPassword }
final class LegacyAuth {
  var pending: [(Result<String, Error>) -> Void] = []
  func login(_ user: String, completion: @escaping (Result<String, Error>) -> Void) {
    print("login requested", user)
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
      completion(user == "bad" ? .failure(LoginError.wrongPassword) : .success("token-\(user)"))
    }
  }
  deinit { print("LegacyAuth deinit") }
}
extension LegacyAuth {
  func login(_ user: String) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      login(user) { result in continuation.resume(with: result) }
    }
  }
}
final class LoginCoordinator {
  let auth = LegacyAuth()
  func start() {
    Task {
      for user in ["ann", "bad"] {
        do { let token = try await auth.login(user); print("got", token) }
        catch { print("failed", error) }
      }
      let n: Int = await withCheckedContinuation { c in c.resume(returning: 42) }
      print("immediate", n)
    }
    print("started")
  }
  deinit { print("LoginCoordinator deinit") }
}
var coordinator: LoginCoordinator? = LoginCoordinator()
coordinator?.start()
coordinator = nil
DispatchQueue.main.async { print("block") }
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
print("end")
