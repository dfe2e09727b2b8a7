// Coordinators carry a UUID id and a weak parent; finish() in a protocol extension asks the parent to drop it through a fileprivate helper matching ids, and removeAllChildren() ends a subtree
// prelude: uikit
protocol ReviewCoordinating: AnyObject {
    var children: [ReviewCoordinating] { get set }
    var coordinatorID: UUID { get }
    var parent: ReviewCoordinating? { get set }
    func start()
    func finish()
    func removeAllChildren()
}

extension ReviewCoordinating {
    func finish() {
        parent?.dropChild(self)
    }
    func removeAllChildren() {
        children.forEach { $0.removeAllChildren() }
        children.removeAll()
    }
    fileprivate func dropChild(_ child: ReviewCoordinating) {
        guard let index = children.firstIndex(where: { $0.coordinatorID == child.coordinatorID }) else {
            print("no such child")
            return
        }
        children.remove(at: index)
    }
}

final class StepCoordinator: ReviewCoordinating {
    var children: [ReviewCoordinating] = []
    let coordinatorID = UUID()
    weak var parent: ReviewCoordinating?
    let step: String
    init(step: String) { self.step = step }
    func start() { print("step \(step)") }
    func push(_ next: String) -> StepCoordinator {
        let child = StepCoordinator(step: next)
        child.parent = self
        children.append(child)
        child.start()
        return child
    }
    deinit { print("step \(step) deinit") }
}

let root = StepCoordinator(step: "overview")
root.start()
let photos = root.push("photos")
let comments = root.push("comments")
_ = photos.push("photo 1")
_ = photos.push("photo 2")
print("root children \(root.children.count), photos children \(photos.children.count)")
print("ids differ: \(photos.coordinatorID != comments.coordinatorID)")
comments.finish()
print("root children \(root.children.count)")
comments.finish()
root.removeAllChildren()
print("root children \(root.children.count), photos children \(photos.children.count)")
print("end")
