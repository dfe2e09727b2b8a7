// ERRORS: an if expression whose branches have different types and no contextual type is refused in swiftc's words
final class Loader {
    var retries = 0
    deinit { print("Loader deinit") }
}

let loader = Loader()
loader.retries += 3
let delay = if loader.retries > 2 { 1 } else { 2.5 }
print(delay)
