// A stored property's initial value is checked with the declarations, before method bodies declared above it.
struct Settings {
    func summary() -> String {
        let count: Int = "three"
        return "\(count)"
    }

    var retries: Int = "3"
}

print(Settings().summary())
