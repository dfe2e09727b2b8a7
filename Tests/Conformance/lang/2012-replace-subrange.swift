// Array.replaceSubrange(_:with:): grow, shrink, insert at an empty range, clear, from a range
var playlist = ["intro", "a", "b", "c", "outro"]
playlist.replaceSubrange(1..<4, with: ["x"])
print(playlist)
playlist.replaceSubrange(1...1, with: ["y", "z", "w"])
print(playlist)
playlist.replaceSubrange(0..<0, with: ["start"])
print(playlist, playlist.count)
playlist.replaceSubrange(playlist.count..<playlist.count, with: ["end"])
print(playlist)
playlist.replaceSubrange(2..<5, with: [])
print(playlist)
var numbers = [1, 2, 3]
numbers.replaceSubrange(0..<2, with: 10...13)
print(numbers)
numbers.replaceSubrange(0..<numbers.count, with: [Int]())
print(numbers, numbers.isEmpty)
struct Board { var cells = [0, 0, 0, 0] }
var board = Board()
board.cells.replaceSubrange(1...2, with: [7, 7])
print(board.cells)
