// LANG: typed throws (throws(E), do throws(E)) let `throw .someCase` and `catch .someCase` name the error type's cases; a computed property may throw too
enum ValidationError: Error {
    case tooShort
    case tooLong
}
func validate(_ s: String) throws(ValidationError) -> String {
    if s.count < 3 { throw .tooShort }
    if s.count > 8 { throw ValidationError.tooLong }
    return s
}
for s in ["ab", "abcdef", "abcdefghijk"] {
    do {
        print("ok", try validate(s))
    } catch .tooShort {
        print(s, "is too short")
    } catch {
        print(s, "failed:", error)
    }
}
do throws(ValidationError) {
    _ = try validate("x")
} catch {
    print("typed do caught", error)
}
let check = { (n: Int) throws(ValidationError) -> Int in
    if n > 9 { throw .tooLong }
    return n
}
print(try check(4), (try? check(40)) as Any)
struct Profile {
    let name: String
    var display: String {
        get throws {
            if name.isEmpty { throw ValidationError.tooShort }
            return "@" + name
        }
    }
}
print(try Profile(name: "kim").display)
do {
    _ = try Profile(name: "").display
} catch {
    print("getter threw", error)
}
