// What combineLatest and merge share: one subscription for the subscriber below that holds
// the subscriptions to the publishers above (two, or as many as `MergeMany` joins),
// finishes when all have finished, fails when any fails, and cancels all when it is
// cancelled.

/// A subscription joining upstream publishers for one subscriber.
public class TwoUpstreams<Value, Failure: Error>: Cancellable {
    var downstream: Subscriber<Value, Failure>?
    var upstreams: [Cancellable] = []
    private var finished = 0
    /// How many publishers it joins.
    private let sides: Int

    init(_ downstream: Subscriber<Value, Failure>, sides: Int = 2) {
        self.downstream = downstream
        self.sides = sides
    }

    /// Finishes when every side has; fails when any does.
    func receive(_ completion: Subscribers.Completion<Failure>) {
        if case .finished = completion {
            finished += 1
            if finished < sides { return }
        }
        let d = downstream
        cancel()
        d?.receiveCompletion(completion)
    }

    public func cancel() {
        downstream = nil
        let others = upstreams
        upstreams = []
        for upstream in others { upstream.cancel() }
    }
}
