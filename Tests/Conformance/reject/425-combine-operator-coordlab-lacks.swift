// A Combine operator the prelude lacks (collect) is refused before anything runs, not half-run.
// expect-error: does not support 'collect' of 'PassthroughSubject<Int, Never>'
// expect-line: 8
// prelude: uikit
let left = PassthroughSubject<Int, Never>()
let right = PassthroughSubject<Int, Never>()
print("never printed")
let batches = left.collect()
