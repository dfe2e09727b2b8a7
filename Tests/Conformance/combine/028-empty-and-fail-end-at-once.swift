// Empty finishes at once and Fail fails at once, before the subscribing call returns; each sink's closures are released then, before the token is.
// prelude: uikit

enum LoadError: Error { case offline }

final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Screen deinit", name) }
}

var list: Screen? = Screen("list")
let emptyToken = Empty<String, Never>().sink(
    receiveCompletion: { [list] completion in print("empty:", completion, list!.name) },
    receiveValue: { print("never", $0) })
list = nil
print("-- after Empty")

var detail: Screen? = Screen("detail")
let failToken = Fail<String, LoadError>(error: .offline).sink(
    receiveCompletion: { [detail] completion in
        if case .failure(let error) = completion { print("fail:", error, detail!.name) }
    },
    receiveValue: { print("never", $0) })
detail = nil
print("-- after Fail")

let silent = Empty<Int, Never>(completeImmediately: false)
var waiting: Screen? = Screen("waiting")
let silentToken = silent.sink(receiveCompletion: { [waiting] _ in print("never ends", waiting!.name) },
                              receiveValue: { print($0) })
waiting = nil
print("-- the unfinished sink still holds its screen")
silentToken.cancel()
print("-- end", emptyToken === failToken)
