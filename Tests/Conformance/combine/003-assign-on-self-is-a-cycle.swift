// assign(to:on:) holds its object strongly: a view model assigning a publisher's values to itself, keeping the token, is never freed; assigning to another object keeps that object until the token goes.
// prelude: uikit

final class Label {
    var text = ""
    deinit { print("Label deinit: last text '\(text)'") }
}

final class StatusViewModel {
    let updates = CurrentValueSubject<String, Never>("idle")
    var status = ""
    var cancellables = Set<AnyCancellable>()
    init() {
        updates.assign(to: \.status, on: self).store(in: &cancellables)
    }
    deinit { print("StatusViewModel deinit") }
}

var model: StatusViewModel? = StatusViewModel()
model!.updates.send("loading")
print(model!.status)
model = nil
print("-- the view model is kept by its own subscription")

let updates = PassthroughSubject<String, Never>()
var label: Label? = Label()
var token: AnyCancellable? = updates.assign(to: \.text, on: label!)
label = nil
updates.send("still shown")
print("-- releasing the token frees the label")
token = nil
print("-- end")
