// A class's 'let' property holding a struct: += on its field is refused at the operator, naming the property.
struct Counter {
    var value = 0
}

final class ViewModel {
    let taps = Counter()
    var views = Counter()

    func tapped() {
        views.value += 1
        taps.value += 1
    }
}

let model = ViewModel()
model.tapped()
print(model.views.value)
