// An extension of Swift's Result adds members every Result has: a computed property and a method reading the cases, on successes and failures of several types.
enum LoadError: Error { case offline }
final class Profile {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}
extension Result {
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
    func value(or fallback: Success) -> Success {
        switch self {
        case .success(let v): return v
        case .failure: return fallback
        }
    }
}
let ok: Result<Int, LoadError> = .success(1)
let failed: Result<Int, LoadError> = .failure(.offline)
print(ok.isSuccess, failed.isSuccess, ok.value(or: 0), failed.value(or: -1))
var loaded: Result<Profile, LoadError>? = .success(Profile("kim"))
print(loaded?.isSuccess ?? false, loaded?.value(or: Profile("guest")).name ?? "-")
loaded = nil
print("end")
