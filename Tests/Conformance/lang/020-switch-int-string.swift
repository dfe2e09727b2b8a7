// LANG: switch on Int and String with multiple patterns, ranges, default and fallthrough-free cases
func describe(_ n: Int) -> String {
    switch n {
    case 0:
        return "zero"
    case 1, 2, 3:
        return "few"
    case 4..<10:
        return "several"
    case 10...99:
        return "many"
    default:
        return "lots"
    }
}

func route(_ path: String) -> String {
    switch path {
    case "/":
        return "root"
    case "/login", "/signup":
        return "auth"
    default:
        return "unknown \(path)"
    }
}

for n in [0, 2, 7, 10, 99, 1000] {
    print(n, describe(n))
}
print(route("/"), route("/signup"), route("/x"))
let flag = true
switch flag {
case true: print("on")
case false: print("off")
}
