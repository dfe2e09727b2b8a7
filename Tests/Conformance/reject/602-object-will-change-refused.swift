// REJECT: objectWillChange, which Combine gives an ObservableObject, is not modelled yet: refused before the run
// expect-error: coordlab does not support this part of Combine yet
// expect-line: 13
import Combine

final class FormViewModel: ObservableObject {
    @Published var name = ""
}

let model = FormViewModel()
var changes = 0
print("before")
let token = model.objectWillChange.sink { changes += 1 }
model.name = "kim"
print(changes)
