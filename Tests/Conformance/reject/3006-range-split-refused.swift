// a member of a range coordlab does not give (split would make ranges it would print as arrays) is refused before anything prints
// expect-error: coordlab does not support 'Range.split' yet
// expect-line: 10
final class Log {
    deinit { print("Log deinit") }
}
let log = Log()
let visible = 0..<6
print(visible.count, log)
let pages = visible.split(separator: 3)
print(pages)
