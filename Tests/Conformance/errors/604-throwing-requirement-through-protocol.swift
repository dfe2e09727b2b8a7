// ERRORS: a throwing protocol requirement called through the protocol without try is refused
protocol Storage {
    func read(key: String) throws -> String
}

final class MemoryStorage: Storage {
    func read(key: String) throws -> String { "value of \(key)" }
}

final class SettingsViewModel {
    let storage: Storage
    init(storage: Storage) { self.storage = storage }
    func title() -> String {
        return storage.read(key: "title")
    }
}

print(SettingsViewModel(storage: MemoryStorage()).title())
