// Writes through a get-only standard member (first, last, values) to a class instance reach the object, with optional chaining and force unwraps, as in Swift
final class F { var text: String? = "a" }
var fields: [F]? = [F(), F()]
fields?.first?.text = "new"
fields?.last!.text = "z"
let arr = [F()]
arr.first?.text = "b"
arr.last!.text = "c"
print(fields!.map { $0.text ?? "" }, arr[0].text!)
struct Holder { var items: [F] = [F()] }
var h = Holder()
h.items.first?.text = "h"
print(h.items[0].text!)
let d = ["k": F()]
d["k"]?.text = "dict"
d.values.first?.text = "vals"
print(d["k"]!.text!)
