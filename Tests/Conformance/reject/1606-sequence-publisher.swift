// Combine's publisher of a sequence is refused as a part of Combine coordlab lacks, not as a typo
// expect-error: coordlab does not support 'Array.publisher' yet
// expect-line: 12
final class Feed {
    var bag = Set<AnyCancellable>()
    func show(_ n: Int) { print("show", n) }
    deinit { print("Feed deinit") }
}
let feed = Feed()
print("loading")
feed.show(0)
let c = [1, 2, 3].publisher.sink { feed.show($0) }
print("end")
