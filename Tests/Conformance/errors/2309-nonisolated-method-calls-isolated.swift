// a nonisolated method of a @MainActor store calls the store's isolated method: swiftc refuses it there, while the isolated methods call each other freely
@MainActor
final class SettingsStore {
    private var values: [String: Bool] = [:]
    func set(_ key: String, _ on: Bool) { values[key] = on; log(key) }
    func log(_ key: String) { print("set \(key)") }
    nonisolated func describe() -> String {
        log("describe")
        return "settings"
    }
}

func change() async {
    let store = SettingsStore()
    await store.set("dark", true)
}
