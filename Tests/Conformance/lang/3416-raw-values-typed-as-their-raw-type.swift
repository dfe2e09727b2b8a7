// Raw values typed as their raw type inside and outside the enum: arithmetic, comparisons, interpolation, string members, Priority.init(rawValue:) as a function and a RawRepresentable constraint
enum Priority: Int, CaseIterable { case low = 1, medium, high
  var next: Priority? { Priority(rawValue: rawValue + 1) }
  var label: String { "P\(rawValue)" }
}
enum Screen: String { case home, settings = "prefs"
  var path: String { "/" + rawValue.uppercased() }
  var length: Int { rawValue.count }
}
enum Grade: Character { case a = "A", b = "B" }
enum Ratio: Double { case half = 0.5, whole = 1 }
print(Priority.allCases.map(\.label), Priority.low.next as Any, Priority.high.next as Any)
print(Priority.allCases.sorted { $0.rawValue > $1.rawValue }, Priority.medium.rawValue * 10)
print(Screen.settings.path, Screen.home.length, Screen(rawValue: "prefs") as Any, Screen(rawValue: "settings") as Any)
print(Grade.b.rawValue, Ratio.half.rawValue + Ratio.whole.rawValue, Ratio(rawValue: 1.0) as Any)
let raw: Int? = 3
if let r = raw, let p = Priority(rawValue: r) { print("found", p) }
let values = [2, 5, 1].compactMap(Priority.init(rawValue:))
print(values, values.map(\.rawValue).reduce(0, +))
func describe<T: RawRepresentable>(_ v: T) -> String where T.RawValue == String { "raw " + v.rawValue }
print(describe(Screen.home))
