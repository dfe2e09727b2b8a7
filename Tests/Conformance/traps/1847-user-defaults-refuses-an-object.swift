// storing an object that is no property-list value in UserDefaults stops the program, as iOS does
// prelude: uikit
// expect-trap: Attempt to insert non-property list object
final class Session {
    deinit { print("Session deinit") }
}

print("saving")
UserDefaults.standard.set(Session(), forKey: "session")
print("never")
