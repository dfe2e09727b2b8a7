// error.localizedDescription as Foundation gives it: a LocalizedError's errorDescription or failureReason, else the sentence with the error's type and code (Int raw values; payload cases numbered first; 1 for structs and classes)
import Foundation
enum E: Error { case a, b(Int), c, d(String) }
for e in [E.a, .b(1), .c, .d("x")] { print(e.localizedDescription) }
class C: Error {}
print(C().localizedDescription)
enum R: Int, Error { case x = 5, y = 9 }
print(R.y.localizedDescription)
enum L: LocalizedError { case p, q
  var errorDescription: String? { self == .p ? "pee" : nil } }
print(L.p.localizedDescription, "|", L.q.localizedDescription)
struct W: LocalizedError { var failureReason: String? { "why" } }
print(W().localizedDescription)
let any: Error = L.p
print(any.localizedDescription)
