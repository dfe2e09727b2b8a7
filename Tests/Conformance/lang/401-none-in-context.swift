// LANG: .none and .some take their meaning from the contextual Optional type
var slots: [Int?] = [1, nil, 3]
print(slots.contains(.none))
print(slots.firstIndex(of: .none) as Any)
slots.append(.none)
print(slots)
var selected: Int? = 4
selected = .none
print(selected as Any)
func choose(_ value: String?) -> String { value ?? "nothing" }
print(choose(.none), choose(.some("tab")))
enum Mode { case none, edit }
let mode: Mode = .none
let maybeMode: Mode? = Mode.none
print(mode, maybeMode as Any)
let empty: Mode? = .none
print(empty as Any)
