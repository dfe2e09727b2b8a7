// ERRORS: Type.member on an enum lacking it
enum Screen: String {
    case home, profile
}
let s = Screen.home
print(s.rawValue)
print(Screen.settings)
