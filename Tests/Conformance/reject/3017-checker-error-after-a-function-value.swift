// an initializer used as a function value before the checker's first error does not hide that error: the user hears about what coordlab lacks, where it is
// expect-error: does not support the standard library's 'readLine'
// expect-line: 6
let words = "a,b,c".split(separator: ",").map(String.init)
print(words)
print(readLine() ?? words[0])
