// ERRORS: a closure stored in a property whose type throws needs try when called, as a method that throws does
enum LoadError: Error { case offline }
final class ProfileViewModel {
    var load: () throws -> String = { throw LoadError.offline }
    func refresh() -> String {
        do {
            return try load()
        } catch {
            return "failed"
        }
    }
    func reload() throws -> String {
        load()
    }
}
print(ProfileViewModel().refresh())
