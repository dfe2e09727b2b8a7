// debounce with RunLoop.main as its scheduler: each value restarts the wait, the last one is sent once the loop has run past it, and the end arrives on the loop's next turn.
// prelude: uikit

final class Autosave {
    var saved: [String] = []
    deinit { print("Autosave deinit, saved:", saved) }
}

let edits = PassthroughSubject<String, Never>()
var autosave: Autosave? = Autosave()
let token = edits
    .debounce(for: 0.2, scheduler: RunLoop.main)
    .sink(receiveCompletion: { print("edits completion:", $0) },
          receiveValue: { [autosave] draft in
              print("save", draft)
              autosave?.saved.append(draft)
          })
autosave = nil
edits.send("H")
edits.send("He")
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
edits.send("Hello")
print("-- nothing saved yet")
RunLoop.main.run(until: Date().addingTimeInterval(0.4))
edits.send("Hello!")
edits.send(completion: .finished)
print("-- finished with an edit pending")
RunLoop.main.run(until: Date().addingTimeInterval(0.4))
print("-- end")
