// #if as in an Xcode debug build: DEBUG is set, other custom conditions are not, swift() and compiler() compare versions; inactive code is parsed, then left out
final class SettingsCoordinator {
    let name: String
    init(name: String) { self.name = name }
    deinit {
        #if DEBUG
        print("deinit \(name)")
        #else
        print("release build")
        #endif
    }
}
#if RELEASE_ONLY
let unused = "a release-only line"
#elseif swift(>=5.0) && !STAGING
var coordinator: SettingsCoordinator? = SettingsCoordinator(name: "settings")
#else
var coordinator: SettingsCoordinator? = nil
#endif
func log(_ text: String) {
    #if compiler(>=5.5)
    print("log:", text)
    #endif
}
log("start")
coordinator = nil
#if DEBUG
    #if STAGING
    print("staging")
    #else
    print("debug, not staging")
    #endif
#endif
print("end")
