// the runtime's lookup of a type by its name is refused before the program runs: coordlab models it only for the storyboard's scenes
// expect-error: coordlab does not support '_typeByName' yet
// expect-line: 6
final class Screen {}
print("start")
let found = _typeByName("main.Screen")
print(found as Any)
