// Mirror(reflecting:) is refused before the program runs as a standard type coordlab lacks, not as a name that does not exist
// expect-error: coordlab does not support the standard library's 'Mirror' yet
// expect-line: 6
struct Point { var x: Int; var y: Int }
print("before")
let mirror = Mirror(reflecting: Point(x: 1, y: 2))
for child in mirror.children { print(child.label ?? "?", child.value) }
