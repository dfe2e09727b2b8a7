// REJECT: joined(separator:) of an array of arrays (a JoinedSequence) is refused before anything runs
// expect-error: does not support 'joined(separator:)' of an array of arrays
// expect-line: 14
struct Batch {
    var ids: [Int]
}

let batches = [Batch(ids: [1, 2]), Batch(ids: [3])]
let ids = batches.map { $0.ids }
print("batches:", ids.count)
let words = ["a", "b"]
print(words.joined(separator: ", "))
print([["x"], ["y"]].map { $0.joined() })
let flat = ids.joined(separator: [0])
print(Array(flat))
