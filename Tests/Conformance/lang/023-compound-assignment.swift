// LANG: compound assignment += -= *= /= %= on Int, Double and String, on locals, properties and array elements
class Score {
    var points = 10
    var ratio = 1.0
    var history = ""
}

var n = 7
n += 3
n -= 1
n *= 4
n /= 6
n %= 4
print(n)
var d = 1.5
d += 1
d *= 3
d -= 0.5
d /= 2
print(d)
var s = "co"
s += "ord"
s += "lab"
print(s)
let score = Score()
score.points += 5
score.points *= 2
score.ratio /= 4
score.history += "a"
score.history += "b"
print(score.points, score.ratio, score.history)
var arr = [1, 2, 3]
arr[1] += 40
arr[2] *= arr[1]
print(arr)
