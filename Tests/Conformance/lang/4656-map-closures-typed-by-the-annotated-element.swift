// Screens mapping model arrays into rows, routes, results and numbers where the annotation gives the element: the closure's literals, implicit members and generic enum cases take the element's type (`let rows: [Row] = names.map { .init(title: $0) }`)
enum Route { case profile(id: Int), home }
struct Row { let title: String }
let a: [Route] = [1, 2].map { .profile(id: $0) }
let b: [Row] = ["x"].map { .init(title: $0) }
let c: [Double] = [1, 2].map { _ in 1 }
let d: [Route] = [1, 2].map { $0 > 1 ? .home : .profile(id: $0) }
print(a, b.map(\.title), c, d)
enum E: Error { case worse }
let e: [Result<Int, E>] = [1, 2].map { .success($0) }
print(e)
let ints = [1, 2, 3]
let ma: [Any] = ints.map { $0 }
let mb: [Int?] = ints.map { $0 > 1 ? $0 : nil }
let mc: [String] = ints.map { "n\($0)" }
let md: [Double] = ints.compactMap { $0 > 1 ? 2 : nil }
let me: [Double] = ints.map { Double($0) / 2 }
let mf: [Int?] = ints.map { $0 }
let mg: [[Int]] = ints.map { [$0, 0] }
let mh: [(Int, String)] = ints.map { ($0, "x") }
let mi: [Float] = ints.map { _ in 0.5 }
print(ma, mb, mc, md, me, mf, mg, mh, mi)
print(type(of: ma), type(of: mb), type(of: md), type(of: mi))
var total: [Double] = []
total = ints.map { _ in 3 }
print(total)
