// random values change from run to run, so Bool.random() is refused before the run, as Int.random(in:) is
// expect-error: coordlab does not support 'Bool.random' yet
// expect-line: 6
final class Coin { deinit { print("Coin deinit") } }
print("tossing")
let heads = Bool.random()
print(heads ? "heads" : "tails")
