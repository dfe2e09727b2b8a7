// LANG: throwing and async methods called with their try and await: an overload that does not throw, rethrows, requirements, static factories
struct ParseError: Error {}

protocol Parser {
    func parse(_ text: String) throws -> Int
}

final class NumberParser: Parser {
    deinit { print("NumberParser deinit") }
    func parse(_ text: String) throws -> Int {
        guard let n = Int(text) else { throw ParseError() }
        return n
    }
    func parse(_ n: Int) -> Int { n * 2 }
    func each(_ body: () throws -> Int) rethrows -> Int { try body() + 1 }
    static func make() throws -> NumberParser { NumberParser() }
}

func run() {
    do {
        let p = try NumberParser.make()
        print(p.parse(21))
        print(try p.parse("7"))
        print(p.each { 1 })
        print(try p.each { try p.parse("2") })
        let q: Parser = p
        print(try q.parse("5"))
        print((try? q.parse("x")) as Any)
        _ = try q.parse("y")
    } catch {
        print("caught \(error)")
    }
}
run()
