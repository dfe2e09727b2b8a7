// ERRORS: split(separator:) of an array whose elements are not Equatable is swiftc's error, where the array would be split anyway
struct Step {
    let id: Int
}
let steps = [Step(id: 1), Step(id: 0), Step(id: 2)]
print("start")
print(steps.split(separator: Step(id: 0)).count)
