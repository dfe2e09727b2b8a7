// a range value of a type coordlab's ranges do not hold (Strings, Characters, a program's Comparable type) is refused before the run, not stopped at when the operator runs (a range pattern of them runs: lang/4758)
// expect-error: coordlab does not support ranges of 'String' yet
// expect-line: 6
print("never printed")
let c: Character = "k"
let firstHalf = "a"..."m"
print(firstHalf.contains(String(c)))
