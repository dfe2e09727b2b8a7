// What combineLatest and merge share: one subscription for the subscriber below that holds
// the subscriptions to both publishers above, finishes when both have finished, fails when
// either fails, and cancels both when it is cancelled.

/// A subscription joining two upstream publishers for one subscriber.
class TwoUpstreams<Value, Failure: Error>: Cancellable {
    var downstream: Subscriber<Value, Failure>?
    var upstreams: [Cancellable] = []
    private var finished = 0

    init(_ downstream: Subscriber<Value, Failure>) {
        self.downstream = downstream
    }

    /// Finishes when both sides have; fails when either does.
    func receive(_ completion: Subscribers.Completion<Failure>) {
        if case .finished = completion {
            finished += 1
            if finished < 2 { return }
        }
        let d = downstream
        cancel()
        d?.receiveCompletion(completion)
    }

    func cancel() {
        downstream = nil
        let others = upstreams
        upstreams = []
        for upstream in others { upstream.cancel() }
    }
}
