// 'var x, y: Int' gives both names the type written after the last one: properties, memberwise arguments, locals, globals
struct Size { var width, height: Int; var label, note: String? }
final class Box {
  var origin, extent: Size
  init(origin: Size, extent: Size) { self.origin = origin; self.extent = extent }
  var area: Int { extent.width * extent.height }
}
var total, count: Int
total = 0; count = 0
let boxes = [Box(origin: Size(width: 0, height: 0), extent: Size(width: 2, height: 3)),
             Box(origin: Size(width: 1, height: 1), extent: Size(width: 4, height: 5, label: "big"))]
for b in boxes {
  total += b.area
  count += 1
  print(b.extent.label ?? "unlabelled", b.extent.note as Any, -b.origin.width, b.area)
}
func describe(_ s: Size) -> String {
  var first, second: String
  first = "\(s.width)"
  second = "\(s.height)"
  return first + "x" + second
}
print(total, count, describe(boxes[1].extent), boxes.map { describe($0.origin) })
