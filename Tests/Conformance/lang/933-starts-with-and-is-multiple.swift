// String.starts(with:) and Int.isMultiple(of:) in routing and layout code (zero included)
enum Deeplink {
    case profile(String), settings, unknown
    init(path: String) {
        if path.starts(with: "/profile/") {
            self = .profile(String(path.dropFirst(9)))
        } else if path.starts(with: "/settings") {
            self = .settings
        } else {
            self = .unknown
        }
    }
}

for path in ["/profile/42", "/settings/privacy", "/help", "", "/profile/"] {
    switch Deeplink(path: path) {
    case .profile(let id): print("profile", id.isEmpty ? "(none)" : id)
    case .settings: print("settings")
    case .unknown: print("unknown", path.starts(with: ""))
    }
}

let items = Array(1...10)
let columns = 3
for item in items where item.isMultiple(of: columns) {
    print("row ends after", item)
}
print(0.isMultiple(of: 0), 4.isMultiple(of: 0), (-6).isMultiple(of: 3), 6.isMultiple(of: -4))
let evens = items.filter { $0.isMultiple(of: 2) }
print(evens, "coordinator".starts(with: "coordinators"))
