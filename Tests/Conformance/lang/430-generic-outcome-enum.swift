// A Result-like generic enum in a completion handler: cases built from context, nested case patterns, a throwing get(), the Error existential as a generic argument
enum LoadError: Error { case offline, denied(code: Int) }
enum Outcome<Success, Failure: Error> {
    case success(Success)
    case failure(Failure)
    func get() throws -> Success {
        switch self {
        case .success(let s): return s
        case .failure(let f): throw f
        }
    }
}
final class Profile {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("deinit Profile \(name)") }
}
final class ProfileLoader {
    var completion: ((Outcome<Profile, LoadError>) -> Void)?
    func finish(ok: Bool) {
        completion?(ok ? .success(Profile(name: "kim")) : .failure(.denied(code: 403)))
    }
    deinit { print("deinit ProfileLoader") }
}
var loader: ProfileLoader? = ProfileLoader()
loader?.completion = { outcome in
    switch outcome {
    case .success(let p): print("loaded", p.name)
    case .failure(.denied(let code)): print("denied", code)
    case .failure(let e): print("failed", e)
    }
}
loader?.finish(ok: true)
loader?.finish(ok: false)
let kept: Outcome<Int, LoadError> = .failure(.offline)
debugPrint(kept)
do { _ = try kept.get() } catch { print("caught", error) }
let anyError: Outcome<String, Error> = .success("ok")
debugPrint(anyError)
print(try! anyError.get())
loader = nil
print("end")
