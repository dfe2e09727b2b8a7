// An IndexPath written as an array literal (Foundation's IndexPath is ExpressibleByArrayLiteral): refused before the run, not a false conversion error
// expect-error: coordlab does not support making a 'IndexPath' from an array literal yet
// prelude: uikit
print("never printed")
let path: IndexPath = [0, 2]
print(path.row)
