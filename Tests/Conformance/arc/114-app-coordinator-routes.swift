// ARC: an app coordinator whose current flow is an enum holding a child coordinator; switching flows releases the old child
class Coordinator {
    let name: String
    var children: [Coordinator] = []
    init(_ name: String) { self.name = name; print("start \(name)") }
    deinit { print("deinit \(name)") }
}
enum Flow {
    case launching
    case onboarding(Coordinator)
    case main(tabs: Coordinator, pending: Coordinator?)
}
class AppCoordinator {
    var flow: Flow = .launching
    func show(_ next: Flow) {
        switch (flow, next) {
        case (.onboarding(let old), .main):
            print("leaving onboarding \(old.name)")
        case (.launching, _):
            print("first flow")
        default:
            print("switching")
        }
        flow = next
        print("now \(flow)")
    }
    deinit { print("deinit app") }
}
var app: AppCoordinator? = AppCoordinator()
let onboarding = Coordinator("onboarding")
onboarding.children.append(Coordinator("welcome"))
app?.show(.onboarding(onboarding))
app?.show(.main(tabs: Coordinator("tabs"), pending: Coordinator("deeplink")))
if case .main(let tabs, let pending?)? = app?.flow {
    print("pending \(pending.name) on \(tabs.name)")
    app?.flow = .main(tabs: tabs, pending: nil)
    print("pending cleared")
}
app = nil
print("app gone")
