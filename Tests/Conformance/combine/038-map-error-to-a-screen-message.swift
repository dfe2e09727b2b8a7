// mapError turns a service's error into the view model's own; setFailureType lets a publisher that never fails join one that can; values pass through both unchanged.
// prelude: uikit

enum ServiceError: Error { case notFound, server(Int) }
enum ScreenError: Error { case message(String) }

final class ErrorBanner {
    deinit { print("ErrorBanner deinit") }
}

let responses = PassthroughSubject<Int, ServiceError>()
var banner: ErrorBanner? = ErrorBanner()
let token = responses
    .mapError { error -> ScreenError in
        switch error {
        case .notFound: return .message("Nothing here")
        case .server(let code): return .message("Server error \(code)")
        }
    }
    .sink(receiveCompletion: { [banner] completion in
              if case .failure(.message(let text)) = completion { print("banner:", text, banner != nil) }
          },
          receiveValue: { print("status", $0) })
banner = nil
responses.send(200)
responses.send(completion: .failure(.server(503)))

let defaults = Just("guest").setFailureType(to: ScreenError.self)
let joined = defaults.sink(receiveCompletion: { print("defaults:", $0) }, receiveValue: { print("user", $0) })
print("-- end")
