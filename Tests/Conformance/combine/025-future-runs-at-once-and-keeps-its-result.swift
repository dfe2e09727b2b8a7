// Future runs its closure when it is made, keeps the one result, and gives it to a subscriber that comes before or after; each sink lets go of its closure once it has finished.
// prelude: uikit

final class Receipt {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Receipt deinit", name) }
}

var keptPromise: ((Result<Int, Never>) -> Void)?
let future = Future<Int, Never> { promise in
    print("closure runs now")
    keptPromise = promise
}
print("-- made")
var early: Receipt? = Receipt("early")
let first = future.sink { [early] value in print("early got", value, early!.name) }
early = nil
print("-- fulfilling")
keptPromise?(.success(42))
keptPromise?(.success(99))
print("-- a late subscriber")
var late: Receipt? = Receipt("late")
let second = future.sink(receiveCompletion: { print("late completion", $0) },
                         receiveValue: { [late] value in print("late got", value, late!.name) })
late = nil
keptPromise = nil
print("-- end")
