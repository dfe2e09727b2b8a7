// A program's subscript takes arguments of its parameters' types, its defaulted ones left out or not: a String where an Int belongs is swiftc's error before the run (it ran the subscript's body with the String)
struct SeatMap {
    var taken: [[Bool]] = Array(repeating: Array(repeating: false, count: 4), count: 3)
    subscript(row: Int, seat: Int = 0) -> Bool {
        get { taken[row][seat] }
        set { taken[row][seat] = newValue }
    }
}
var map = SeatMap()
map[1, 2] = true
print(map[1, 2], map[0])
let row = "2"
print(map[row])
