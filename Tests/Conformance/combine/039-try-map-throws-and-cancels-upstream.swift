// tryMap runs a closure that may throw: a throw cancels the subscription upstream, then fails the sink with the error; the subject's later values reach nobody.
// prelude: uikit

struct InvalidAge: Error { let text: String }

final class FormViewModel {
    let ageText = PassthroughSubject<String, Never>()
    var token: AnyCancellable?
    init() {
        token = ageText
            .handleEvents(receiveCancel: { print("upstream cancelled") })
            .tryMap { text -> Int in
                guard let age = Int(text) else { throw InvalidAge(text: text) }
                return age
            }
            .sink(receiveCompletion: { completion in
                      switch completion {
                      case .finished: print("finished")
                      case .failure(let error): print("failed:", (error as? InvalidAge)?.text ?? "?")
                      }
                  },
                  receiveValue: { [weak self] age in print("age", age, self != nil) })
    }
    deinit { print("FormViewModel deinit") }
}

var model: FormViewModel? = FormViewModel()
model!.ageText.send("42")
model!.ageText.send("forty")
model!.ageText.send("7")
model = nil
print("-- end")
