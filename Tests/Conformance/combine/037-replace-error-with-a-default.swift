// replaceError(with:) turns a failure into one last value and a normal finish, so a view model can sink with receiveValue alone; values before the failure pass unchanged.
// prelude: uikit

enum ParseError: Error { case badNumber(String) }

final class Label {
    var text = ""
    deinit { print("Label deinit, text:", text) }
}

let input = PassthroughSubject<String, ParseError>()
var label: Label? = Label()
let token = input
    .map { "Total: \($0)" }
    .replaceError(with: "Total: unavailable")
    .sink { [label] text in
        print("show", text)
        label?.text = text
    }
label = nil
input.send("3")
input.send(completion: .failure(.badNumber("x")))
input.send("4")
print("-- after the failure the sink has let go of the label")
