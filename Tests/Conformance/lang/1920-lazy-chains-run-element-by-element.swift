// Lazy map/filter/compactMap chains ending in first(where:), contains(where:) and first run their closures element by element, as far as the end asks
enum Route: Equatable { case home, profile(id: Int), settings }

let paths = ["home", "profile/7", "bogus", "settings", "profile/9"]

func route(for path: String) -> Route? {
    print("parsing \(path)")
    if path == "home" { return .home }
    if path == "settings" { return .settings }
    if path.hasPrefix("profile/"), let id = Int(path.dropFirst(8)) { return .profile(id: id) }
    return nil
}

let firstProfile = paths.lazy
    .compactMap(route(for:))
    .first { route in
        print("checking \(route)")
        if case .profile = route { return true }
        return false
    }
print("first profile: \(String(describing: firstProfile))")

let hasSettings = paths.lazy.filter { path in
    print("filter \(path)")
    return !path.hasPrefix("profile")
}.map { path -> String in
    print("upper \(path)")
    return path.uppercased()
}.contains { $0 == "SETTINGS" }
print("has settings: \(hasSettings)")

// `first` is the collection's: the found element's transforms run once more for its value.
let firstKnown = paths.lazy.compactMap { route(for: $0) }.first
print("first known: \(String(describing: firstKnown))")
let firstLong = paths.lazy.map { path -> Int in
    print("count \(path)")
    return path.count
}.filter { $0 > 5 }.first
print("first long: \(firstLong ?? 0)")
let none = paths.lazy.filter { $0.isEmpty }.map { $0 + "!" }.first
print(none ?? "nothing", paths.lazy.map { $0.count }.first(where: { $0 > 100 }) as Any)
