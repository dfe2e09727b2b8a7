// A protocol extension 'where Self: SomeClass' uses the class's members on self, bare and through 'self.', in closures too
class Screen {
    var title: String
    private(set) var log: [String] = []
    var onClose: (() -> Void)?
    init(title: String) { self.title = title }
    func record(_ s: String) { log.append(s) }
    func close() { onClose?(); record("closed") }
    deinit { print("Screen \(title) deinit, log \(log)") }
}
protocol Trackable: AnyObject {
    var screenName: String { get }
    func didTrack(_ event: String)
}
extension Trackable where Self: Screen {
    var screenName: String { "screen:" + title }
    func track(_ event: String) {
        record(event)
        self.record("\(screenName)/\(event)")
        didTrack(event)
    }
    func closeWhenDone(_ done: @escaping () -> Void) {
        onClose = { [weak self] in
            guard let self = self else { return }
            self.track("closing")
            done()
        }
    }
    func rename(_ t: String) {
        title = t
        self.title += "!"
    }
}
final class Profile: Screen, Trackable {
    var tracked = 0
    func didTrack(_ event: String) { tracked += 1; print("tracked", event, "on", screenName) }
}
do {
    let p = Profile(title: "profile")
    p.track("open")
    p.rename("me")
    p.closeWhenDone { print("done callback") }
    p.close()
    print(p.tracked, p.log.count, p.title)
}
print("end")
