// LANG: if / else if / else chains, nested conditions, && || !, and the ternary operator
func classify(_ n: Int) -> String {
    if n < 0 {
        return "negative"
    } else if n == 0 {
        return "zero"
    } else if n < 10 && n % 2 == 0 {
        return "small even"
    } else if n < 10 || n == 100 {
        return "small odd or hundred"
    } else {
        return "big"
    }
}

for n in [-3, 0, 4, 7, 100, 55] {
    print(n, classify(n))
}
let loggedIn = true
let admin = false
print(loggedIn ? "welcome" : "please log in")
print(!admin ? "user" : "admin")
let level = admin ? 2 : loggedIn ? 1 : 0
print("level \(level)")
if !(loggedIn && admin) {
    print("not an admin session")
}
let x = 5
let sign = x > 0 ? 1 : (x < 0 ? -1 : 0)
print(sign)
