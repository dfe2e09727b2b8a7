// Publishers: Combine's namespace of publisher types that code builds by name
// (`Publishers.CombineLatest($email, $password)`, `Publishers.Merge(a, b)`). Each holds its
// upstreams and, when subscribed, subscribes as the operator of the same name does, so
// lifetimes are the operator's: the subscription holds the subscriber below until it is
// cancelled or everything upstream has finished.

/// Combine's namespace for publisher types.
public enum Publishers {
    /// The latest values of two publishers, paired (`a.combineLatest(b)`).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive(subscriber: Subscriber<(A.Output, B.Output), A.Failure>) {
            a.combineLatest(b).receive(subscriber: subscriber)
        }
    }

    /// The latest values of three publishers, as a triple (`a.combineLatest(b, c)`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive(subscriber: Subscriber<(A.Output, B.Output, C.Output), A.Failure>) {
            a.combineLatest(b, c).receive(subscriber: subscriber)
        }
    }

    /// The values of two publishers, as they come (`a.merge(with: b)`).
    public struct Merge<A: Publisher, B: Publisher>: Publisher
        where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive(subscriber: Subscriber<A.Output, A.Failure>) {
            a.merge(with: b).receive(subscriber: subscriber)
        }
    }

    /// The values of three publishers, as they come (`a.merge(with: b, c)`).
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive(subscriber: Subscriber<A.Output, A.Failure>) {
            a.merge(with: b, c).receive(subscriber: subscriber)
        }
    }

    /// The values of any number of publishers of one type, as they come (made from an
    /// array; Combine's variadic initializer is not here).
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]

        public init(_ upstream: [Upstream]) {
            publishers = upstream
        }

        public func receive(subscriber: Subscriber<Upstream.Output, Upstream.Failure>) {
            let merging = Merging<Upstream.Output, Upstream.Failure>(subscriber, sides: publishers.count)
            subscriber.receiveSubscription(merging)
            for upstream in publishers {
                upstream.receive(subscriber: merging.side())
            }
        }
    }

    /// Pairs of values of two publishers, in order (`a.zip(b)`).
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive(subscriber: Subscriber<(A.Output, B.Output), A.Failure>) {
            a.zip(b).receive(subscriber: subscriber)
        }
    }
}
