// TRAP: dropping a negative number of elements stops the program
// expect-trap: Can't drop a negative number of elements from a collection
let items = [1, 2, 3]
var n = 1
print(items.dropFirst(n))
n = -1
print(items.dropLast(n))
