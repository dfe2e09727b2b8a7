// ERRORS: a rethrows function that calls a throwing function other than its parameter (a loader reading a cache first) is swiftc's error, where the run let that error out
enum CacheError: Error { case miss }
func cached() throws -> Int { throw CacheError.miss }
func load(_ fetch: () throws -> Int) rethrows -> Int {
    let hit = try cached()
    return try fetch() + hit
}
print("start")
print((try? load { 1 }) as Any)
