// a string method in a form coordlab lacks is refused before anything runs, not after the first lines
// expect-error: coordlab does not support 'String.replacing(_:with:maxReplacements:)' yet
// expect-line: 6
let title = "Settings and settings"
print("first line")
print(title.replacing("ettings", with: "ETTINGS", maxReplacements: 1))
