// ERRORS: += on a dictionary's Optional value is refused, in swiftc's words
var visits: [String: Int] = [:]
let screens = ["home", "detail", "home"]
for s in screens {
    visits[s] += 1
}
print(visits.count)
