// A member a generic struct lacks is an error before anything runs, in swiftc's words.
struct Box<T> {
    var value: T
    func unwrap() -> T { value }
}
let box = Box(value: 1)
print("start")
print(box.unwrap(), box.contents)
