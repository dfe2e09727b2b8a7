// REJECT: a member of ObjectIdentifier that coordlab does not provide is refused before the run
// expect-error: coordlab does not support 'ObjectIdentifier.debugDescription' yet
// expect-line: 8
final class Screen {}
let screen = Screen()
print("before")
let id = ObjectIdentifier(screen)
print(id.debugDescription.isEmpty)
