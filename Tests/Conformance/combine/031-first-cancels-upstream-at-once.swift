// first() takes one value, cancels its subscription upstream first, then delivers the value and the end: the sink's closures go right after, and the subject has no subscriber left.
// prelude: uikit

final class Onboarding {
    deinit { print("Onboarding deinit") }
}

let logins = PassthroughSubject<String, Never>()
var onboarding: Onboarding? = Onboarding()
let token = logins
    .handleEvents(receiveCancel: { print("upstream cancelled") })
    .first()
    .sink(receiveCompletion: { print("completion:", $0) },
          receiveValue: { [onboarding] user in print("first login:", user, onboarding != nil) })
onboarding = nil
print("-- sending")
logins.send("ada")
print("-- after the first value")
logins.send("grace")

let matches = PassthroughSubject<Int, Never>()
let even = matches.first(where: { $0 % 2 == 0 }).sink { print("first even:", $0) }
matches.send(3)
matches.send(8)
matches.send(10)
print("-- end")
