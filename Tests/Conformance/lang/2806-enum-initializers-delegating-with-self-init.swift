// An enum's initializers delegating with self.init: to its raw-value initializer (which may fail) and to another declared initializer
enum Status: Int {
    case ok = 200, created = 201, notFound = 404
}
extension Status {
    init?(line: String) {
        guard let code = Int(line.split(separator: " ").first ?? "") else { return nil }
        self.init(rawValue: code)
        print("parsed \(self)")
    }
    init(success: Bool) {
        self.init(rawValue: success ? 200 : 404)!
    }
}
enum Level {
    case low, high
    init(score: Int) { self = score > 50 ? .high : .low }
    init(text: String) {
        self.init(score: Int(text) ?? 0)
        print("level from '\(text)' is \(self)")
    }
}
print(Status(line: "201 Created") as Any)
print(Status(line: "500 Error") as Any)
print(Status(line: "oops") as Any)
print(Status(success: false), Status(success: true).rawValue)
print(Level(text: "75"), Level(text: "x"))
