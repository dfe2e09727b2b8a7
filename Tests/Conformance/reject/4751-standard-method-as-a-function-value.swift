// a standard library method named as a function value (`order.filter(enabled.contains)`) is refused before the program runs, not stopped half-way
// expect-error: does not support the standard method 'Set.contains' as a function value
// expect-line: 6
let enabled: Set<String> = ["news", "weather"]
print("start")
let shown = ["weather", "stocks", "news"].filter(enabled.contains)
print(shown)
