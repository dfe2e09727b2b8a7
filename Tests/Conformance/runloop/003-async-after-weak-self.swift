// A block that captures self weakly does not keep it: the screen is freed at once and the block later finds nil.
// prelude: uikit

final class DetailViewController: UIViewController {
    func scheduleRefresh() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            print("refresh: self is \(self == nil ? "nil" : "alive")")
        }
    }
    deinit { print("DetailViewController deinit") }
}

var detail: DetailViewController? = DetailViewController()
detail!.scheduleRefresh()
print("-- release the screen")
detail = nil
print("-- wait 2 seconds")
RunLoop.main.run(until: Date().addingTimeInterval(2))
print("-- done")
