// a range of a type coordlab's ranges do not hold (Strings, Characters, a program's Comparable type) is refused before the run, not stopped at when the operator runs
// expect-error: coordlab does not support ranges of 'String' yet
// expect-line: 7
print("never printed")
let c: Character = "k"
switch c {
case "a"..."m": print("first half")
default: print("other")
}
