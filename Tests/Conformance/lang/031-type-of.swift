// LANG: type(of:) gives the dynamic type; printing it shows the bare type name
class ViewController {}
class LoginViewController: ViewController {}
struct Route { let path: String }
enum Tab { case home }
protocol Screen: AnyObject {}
class SettingsScreen: Screen {}

let vc: ViewController = LoginViewController()
print(type(of: vc))
print(type(of: ViewController()))
print(type(of: Route(path: "/")), type(of: Tab.home))
let s: Screen = SettingsScreen()
print(type(of: s))
print(type(of: 1), type(of: 2.5), type(of: "x"), type(of: true))
print(type(of: [1, 2]), type(of: ["a": 1]))
let opt: Int? = 3
print(type(of: opt))
print("I am \(type(of: vc))")
let all: [ViewController] = [ViewController(), LoginViewController()]
for v in all {
    print("element is \(type(of: v))")
}
