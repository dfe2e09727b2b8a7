// A switch or if-case pattern that casts to a generic parameter (case let x as T) is refused before the run: coordlab's patterns test the type as written, not the one the call bound
// expect-error: does not support a pattern that casts to the generic parameter 'Wanted'
// expect-line: 7
func firstOfType<Wanted>(_ items: [Any], _: Wanted.Type) -> Wanted? {
    for item in items {
        switch item {
        case let found as Wanted:
            return found
        default:
            continue
        }
    }
    return nil
}

print("start")
print(firstOfType([1, "two", 3.0], String.self) as Any)
