// delay(for:scheduler:) sends each value and the end later on the main queue; the queued deliveries keep the sink, and what its closure captures, until they have run.
// prelude: uikit

final class Toast {
    let text: String
    init(_ text: String) { self.text = text }
    deinit { print("Toast deinit", text) }
}

let toasts = PassthroughSubject<String, Never>()
var holder: Toast? = Toast("holder")
let token = toasts
    .delay(for: 0.2, scheduler: DispatchQueue.main)
    .sink(receiveCompletion: { [holder] _ in print("toasts done", holder!.text) },
          receiveValue: { print("show toast", $0) })
holder = nil
toasts.send("Saved")
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
toasts.send("Sent")
toasts.send(completion: .finished)
print("-- nothing shown yet")
RunLoop.main.run(until: Date().addingTimeInterval(0.15))
print("-- one shown")
RunLoop.main.run(until: Date().addingTimeInterval(0.3))
print("-- end")
