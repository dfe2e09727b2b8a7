// LANG: comparison operators on Int, Double, Bool and String (== != < <= > >=)
print(1 < 2, 2 <= 2, 3 > 4, 4 >= 5, 5 == 5, 5 != 6)
print(1.5 < 2.5, 2.0 <= 2.0, -1.0 > 0.0, 3.25 >= 3.25, 0.5 == 0.5, 0.5 != 0.25)
print(true == true, true != false, false == false)
print("apple" < "banana", "apple" == "apple", "Apple" < "apple", "b" > "abc")
print("" < "a", "abc" <= "abc", "abd" >= "abc", "x" != "y")
let name = "coord" + "lab"
print(name == "coordlab", name < "coordlaa")
let a = 3
let b = 3
print(a == b && a <= b, a < b || a > b)
var best = ""
for w in ["pear", "fig", "apple", "kiwi"] where best == "" || w < best {
    best = w
}
print(best)
