// Swift's AsyncSequence and AsyncIteratorProtocol, for `for await`
// ================================================================
//
// `for await element in sequence` (and `for try await`) asks the sequence for
// `makeAsyncIterator()`, then the iterator for `next()` until it gives nil: the prelude's
// `AsyncStream` and `AsyncThrowingStream` and a program's own types conforming to these
// protocols. coordlab loads this file before the UIKit stand-ins; `coordlab prelude`
// does not print it, because swiftc has the real protocols.

protocol AsyncSequence {
}

protocol AsyncIteratorProtocol {
}
