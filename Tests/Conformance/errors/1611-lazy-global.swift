// A top-level lazy var is refused as swiftc refuses it: a global of main.swift is not lazy, and coordlab ran it eagerly
final class Settings {
    init() { print("Settings made") }
}
print("before")
lazy var settings = Settings()
print("after")
_ = settings
