// LANG: print with several items, separator:, terminator:, both, and an empty print()
print("a", "b", "c")
print("a", "b", "c", separator: "")
print("a", "b", "c", separator: " | ")
print("no newline", terminator: "")
print(" <- continued")
print("x", "y", separator: "-", terminator: ".\n")
print(1, 2.5, true, "s", separator: ",")
print()
print("after empty line")
for i in 0..<3 {
    print(i, terminator: i < 2 ? " " : "\n")
}
print("", terminator: "")
print("multi\nline")
let parts = ["left", "right"]
print(parts[0], parts[1], separator: " and ", terminator: "!\n")
print("tab\tseparated")
print("end")
