// LANG: existential types: arrays of protocol values, is/as?/as! on them, identity of the underlying objects
protocol Routable: AnyObject {
    var route: String { get }
}

class HomeScreen: Routable {
    var route: String { return "/home" }
}

class ProfileScreen: Routable {
    let user: String
    init(user: String) { self.user = user }
    var route: String { return "/profile/\(user)" }
}

let screens: [Routable] = [HomeScreen(), ProfileScreen(user: "kim"), HomeScreen()]
for s in screens {
    if let p = s as? ProfileScreen {
        print("profile of \(p.user) at \(p.route)")
    } else if s is HomeScreen {
        print("home at \(s.route)")
    }
}
let forced = screens[1] as! ProfileScreen
print(forced.user)
print(screens[0] === screens[2], screens[1] === forced)
let any: AnyObject = screens[0]
print(any is Routable, any is ProfileScreen)
var count = 0
for s in screens where s is HomeScreen { count += 1 }
print("homes \(count)")
