// a prefix of reversed() is Swift's Slice<ReversedCollection<…>>, which prints unlike an array: printing one is refused before running, with a way out
// expect-error: coordlab does not support printing the lazy sequence 'reversed().prefix(_:)' returns yet
// expect-line: 8
let recent = ["home", "list", "detail", "photo"]
print(Array(recent.reversed().prefix(2)))
print(recent.reversed().prefix(2).count)
for screen in recent.reversed().dropLast(2) { print(screen) }
print(recent.reversed().prefix(2))
