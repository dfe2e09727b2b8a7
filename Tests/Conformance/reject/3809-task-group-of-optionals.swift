// REJECT: a task group whose children give Optionals is refused before anything runs: coordlab could not tell a nil result from the group's end
// expect-error: coordlab does not support a stream or task group whose elements are Optionals ('String?')
// expect-line: 6
func find(_ id: Int) async -> String? { id == 2 ? nil : "item\(id)" }
print("never printed")
let found = await withTaskGroup(of: String?.self) { group in
    for id in 1...3 { group.addTask { await find(id) } }
    var names: [String] = []
    for await name in group { if let name { names.append(name) } }
    return names.sorted()
}
print(found)
