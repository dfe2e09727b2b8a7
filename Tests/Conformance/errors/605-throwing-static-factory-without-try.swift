// ERRORS: a throwing static factory called without try at top level is refused
struct ConfigError: Error {}

final class AppConfig {
    let name: String
    private init(name: String) { self.name = name }
    static func load(from text: String) throws -> AppConfig {
        guard !text.isEmpty else { throw ConfigError() }
        return AppConfig(name: text)
    }
}

let config = AppConfig.load(from: "prod")
print(config.name)
