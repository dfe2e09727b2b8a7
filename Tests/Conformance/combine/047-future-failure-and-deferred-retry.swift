// A Future that fails gives each subscriber the failure, now or later; wrapped in Deferred, each subscription runs the work again, so a second attempt can succeed.
// prelude: uikit

enum UploadError: Error { case noNetwork }

final class Uploader {
    var attempts = 0
    func upload() -> Future<String, UploadError> {
        Future { promise in
            self.attempts += 1
            print("attempt", self.attempts)
            if self.attempts < 2 {
                promise(.failure(.noNetwork))
            } else {
                promise(.success("done"))
            }
        }
    }
    deinit { print("Uploader deinit") }
}

var uploader: Uploader? = Uploader()
let once = uploader!.upload()
let a = once.sink(receiveCompletion: { print("a:", $0) }, receiveValue: { print("a value", $0) })
let b = once.sink(receiveCompletion: { print("b:", $0) }, receiveValue: { print("b value", $0) })
print("-- the future ran once:", uploader!.attempts)
let retrying = Deferred { [uploader] in uploader!.upload() }
let c = retrying.sink(receiveCompletion: { print("c:", $0) }, receiveValue: { print("c value", $0) })
uploader = nil
print("-- the Deferred keeps the uploader")
