// for await over a program's own AsyncSequence types: a countdown, a generic paging sequence whose iterator throws, labelled loops
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}
enum PageError: Error { case offline(page: Int) }
struct Pages<Item>: AsyncSequence {
    typealias Element = [Item]
    let items: [Item]
    let size: Int
    let failAt: Int?
    struct Iterator: AsyncIteratorProtocol {
        let pages: Pages<Item>
        var page = 0
        mutating func next() async throws -> [Item]? {
            if page == pages.failAt { throw PageError.offline(page: page) }
            let start = page * pages.size
            guard start < pages.items.count else { return nil }
            page += 1
            return Array(pages.items[start..<Swift.min(start + pages.size, pages.items.count)])
        }
    }
    func makeAsyncIterator() -> Iterator { Iterator(pages: self) }
}
func run() async {
    for await n in Countdown(start: 3) { print("countdown", n) }
    var total = 0
    for await n in Countdown(start: 10) where n % 2 == 0 {
        if n == 4 { continue }
        total += n
    }
    print("total", total)
    do {
        for try await page in Pages(items: ["a", "b", "c", "d", "e"], size: 2, failAt: nil) { print(page) }
        for try await page in Pages(items: [1, 2, 3, 4, 5, 6, 7, 8, 9], size: 4, failAt: 2) { print(page.reduce(0, +)) }
    } catch PageError.offline(let page) {
        print("offline at", page)
    } catch {
        print("other", error)
    }
    outer: for await a in Countdown(start: 3) {
        for await b in Countdown(start: 3) {
            if b == 1 { continue outer }
            if a == 1 { break outer }
            print(a, b)
        }
    }
}
await run()
