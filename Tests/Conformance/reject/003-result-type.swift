// REJECT: Swift's Result type (a generic enum with payloads) is outside coordlab's subset; throws, try and catch are supported
// expect-error: does not support the Result type
// expect-line: 12
enum FetchError: Error {
    case offline
}

func fetch(_ ok: Bool) throws -> Int {
    if ok { return 1 }
    throw FetchError.offline
}
let outcome: Result<Int, FetchError> = .failure(.offline)
print(try fetch(true))
