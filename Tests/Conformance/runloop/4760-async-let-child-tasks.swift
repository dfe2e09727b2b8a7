// `async let` bindings run as child tasks awaited where they are read: values and errors as swiftc gives them, typed bindings, reads in one await, a throwing child caught, and each child's value kept until its binding's scope ends (released in reverse order, as swiftc does)
final class Profile {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("profile \(name) released") }
}
enum LoadError: Error { case offline }
struct API {
    func profile(_ name: String) async -> Profile {
        try? await Task.sleep(nanoseconds: 1_000_000)
        return Profile(name: name)
    }
    func count(of name: String) async -> Int { name.count }
    func badge(online: Bool) async throws -> Int {
        if online { return 3 }
        throw LoadError.offline
    }
}
final class DashboardViewModel {
    let api = API()
    deinit { print("view model released") }
    func load() async {
        async let me = api.profile("me")
        async let friend = api.profile("friend")
        async let letters: Int = api.count(of: "dashboard")
        let (a, b) = await (me, friend)
        print("loaded", a.name, b.name, await letters)
        do {
            async let badge = api.badge(online: false)
            print("badge", try await badge)
        } catch {
            print("badge failed:", error)
        }
        async let ok = api.badge(online: true)
        print("badge again", try! await ok)
        print("load ends")
    }
}
var model: DashboardViewModel? = DashboardViewModel()
await model?.load()
model = nil
async let total = API().count(of: "top level")
print("top level", await total)
