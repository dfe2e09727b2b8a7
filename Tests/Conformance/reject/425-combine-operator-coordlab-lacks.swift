// A Combine operator the prelude lacks (reduce) is refused before anything runs, not half-run.
// expect-error: does not support 'reduce' of 'PassthroughSubject<Int, Never>'
// expect-line: 8
// prelude: uikit
let left = PassthroughSubject<Int, Never>()
let right = PassthroughSubject<Int, Never>()
print("never printed")
let total = left.reduce(0) { $0 + $1 }
