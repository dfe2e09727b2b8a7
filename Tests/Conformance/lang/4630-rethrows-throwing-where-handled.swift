// A rethrows function may throw its own error inside a catch clause and a do it handles itself, and a closure inside it may throw
enum Failure: Error { case wrapped, local }
func wrapping(_ body: () throws -> Int) rethrows -> Int {
    do { return try body() } catch { throw Failure.wrapped }
}
func recovering(_ body: () throws -> Int) rethrows -> Int {
    do { throw Failure.local } catch { print("recovered", error) }
    let inner = { () throws -> Int in throw Failure.local }
    print((try? inner()) as Any)
    return try body()
}
print(wrapping { 1 }, recovering { 2 })
do { _ = try wrapping { throw Failure.local } } catch { print("caught", error) }
