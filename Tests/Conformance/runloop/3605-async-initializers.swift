// Async initializers of a class and a struct (one throwing) awaited by a view model's task; the object made after a sleep and the view model are freed in swiftc's order
// prelude: uikit
final class Profile {
    let name: String
    init(name: String) async {
        print("Profile loading \(name)")
        try? await Task.sleep(for: .seconds(1))
        self.name = name
        print("Profile ready \(name)")
    }
    deinit { print("Profile \(name) deinit") }
}
struct Settings {
    var theme: String
    init(user: String) async throws {
        await Task.yield()
        theme = user + "-dark"
    }
}
final class ViewModel {
    var profile: Profile?
    func load() async {
        profile = await Profile(name: "ann")
        let s = try? await Settings(user: "ann")
        print("loaded", profile!.name, s?.theme ?? "-")
    }
    deinit { print("ViewModel deinit") }
}
var vm: ViewModel? = ViewModel()
Task { [vm] in
    await vm!.load()
    print("task end")
}
Task { print("other task") }
vm = nil
RunLoop.main.run(until: Date(timeIntervalSinceNow: 3))
print("end")
