// A subclass of a Codable class is refused before the run: whether swiftc synthesizes its decoding depends on its initializers, which coordlab does not judge
// expect-error: does not support a subclass of a Codable class
// expect-line: 10
class Message: Codable {
    var text = ""
    var sent = false
    init() {}
}

final class ImageMessage: Message {
    var caption = "photo"
}

print("chat")
let m = ImageMessage()
print(m.caption, m.text.isEmpty, m.sent)
