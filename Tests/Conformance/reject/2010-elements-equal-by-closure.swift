// REJECT: elementsEqual(_:by:) is a form coordlab does not run: refused before the program starts
// expect-error: does not support
// expect-error: elementsEqual
// expect-line: 6
let xs = [1, 2, 3]
print(xs.elementsEqual([1, 2, 3], by: { $0 == $1 }))
