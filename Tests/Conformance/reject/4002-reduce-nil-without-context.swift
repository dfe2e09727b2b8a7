// reduce(nil) whose accumulator type only the closure would tell is refused before anything runs, not trapped on at run time
// expect-error: coordlab does not support inferring the type of 'reduce''s initial 'nil'
// expect-line: 5
print("never printed")
let r = [3, 8, 2].reduce(nil) { m, x in m.map { max($0, x) } ?? x }
print(r as Any)
