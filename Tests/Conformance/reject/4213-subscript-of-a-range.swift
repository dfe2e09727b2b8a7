// a subscript of a range (a Range<Int> read by position) is refused before the run: it stopped half-way before
// expect-error: coordlab does not support subscripts of 'Range<Int>'
// expect-line: 6
print("start")
let window = 0..<10
print(window[3])
