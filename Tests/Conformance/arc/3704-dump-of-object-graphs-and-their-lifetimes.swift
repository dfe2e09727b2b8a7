// dump of objects: each numbered once (a cycle or a second sighting prints its number), superclass parts, weak and unowned fields, a lazy var never run by the dump, and the temporaries it dumped released after it
class Screen {
    let title: String
    init(title: String) { self.title = title }
    deinit { print("deinit Screen \(title)") }
}
final class DetailScreen: Screen {
    weak var coordinator: FlowCoordinator?
    lazy var header: String = { print("lazy header runs"); return "Header" }()
}
final class FlowCoordinator {
    var screens: [Screen] = []
    unowned let app: AppCoordinator
    var onFinish: (() -> Void)?
    init(app: AppCoordinator) { self.app = app }
    deinit { print("deinit FlowCoordinator") }
}
final class AppCoordinator {
    var children: [FlowCoordinator] = []
    deinit { print("deinit AppCoordinator") }
}

do {
    let app = AppCoordinator()
    let flow = FlowCoordinator(app: app)
    app.children.append(flow)
    let detail = DetailScreen(title: "detail")
    detail.coordinator = flow
    flow.screens = [Screen(title: "list"), detail]
    flow.onFinish = { [weak app] in app?.children.removeAll() }
    dump(app)
    print("header:", detail.header)
    dump(detail, name: "detail", maxDepth: 1)
    flow.onFinish?()
    print("finished")
}
print("--")
dump(Screen(title: "temporary"))
let kept = dump(Screen(title: "kept"))
print("after the dumps,", kept.title, "is still alive")
