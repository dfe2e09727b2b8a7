// LANG: printing a dictionary lookup evaluates its base once, and prints it as an Optional
var calls = 0
func make() -> [String: Int] {
    calls += 1
    return ["k": 1]
}
print(make()["k"])
print(make()["missing"] as Any)
print(calls)
