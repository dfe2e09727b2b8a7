// JSONEncoder and JSONDecoder are refused before the run in words that say coordlab lacks them (not "cannot find 'JSONEncoder' in scope"); the Codable model itself is fine
// expect-error: does not support encoding and decoding yet
// expect-line: 16
struct Profile: Codable {
    var name: String
    var age: Int
}

final class ProfileStore {
    private(set) var saved: [String] = []

    func save(_ profile: Profile) {
        print("saving", profile.name)
        // The program would encode here, were JSONEncoder modelled.
        saved.append(profile.name)
        _ = JSONEncoder()
    }
}

let store = ProfileStore()
store.save(Profile(name: "Ada", age: 36))
print(store.saved)
