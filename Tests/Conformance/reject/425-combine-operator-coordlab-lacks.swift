// A Combine operator the prelude lacks (zip) is refused before anything runs, not half-run.
// expect-error: does not support 'zip' of 'PassthroughSubject<Int, Never>'
// expect-line: 8
// prelude: uikit
let left = PassthroughSubject<Int, Never>()
let right = PassthroughSubject<Int, Never>()
print("never printed")
let pairs = left.zip(right)
