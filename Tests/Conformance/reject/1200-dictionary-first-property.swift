// a dictionary's first property is refused before the run (Swift's entry order changes from run to run); first(where:) runs
// expect-error: coordlab does not support 'Dictionary.first' yet
// expect-line: 7
let screens = ["home": 1, "detail": 2]
print(screens.first { $0.value == 2 }?.key ?? "none")
print("before")
print(screens.first?.key ?? "none")
