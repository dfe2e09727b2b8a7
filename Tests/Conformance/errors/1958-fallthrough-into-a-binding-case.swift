// ERRORS: fallthrough into a case that binds a name the current case lacks is refused in swiftc's words
enum Route { case home, detail(id: Int), settings }
final class Coordinator {
  var log: [String] = []
  func handle(_ route: Route) {
    switch route {
    case .home:
      log.append("home")
      fallthrough
    case .detail(let id):
      log.append("detail \(id)")
    case .settings:
      log.append("settings")
    }
  }
}
let c = Coordinator()
c.handle(.home)
print(c.log)
