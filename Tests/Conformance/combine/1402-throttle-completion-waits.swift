// throttle sends upstream's end with the value that waits, or on the next turn; a failure too
// prelude: uikit
enum LoadError: Error { case offline }

final class Progress {
    let percent = PassthroughSubject<Int, LoadError>()
    deinit { print("Progress deinit") }
}

var bag: [AnyCancellable] = []
let download = Progress()
download.percent
    .throttle(for: .milliseconds(300), scheduler: DispatchQueue.main, latest: true)
    .sink(receiveCompletion: { print("download", $0) }, receiveValue: { print("percent", $0) })
    .store(in: &bag)
for p in [10, 20, 30] { download.percent.send(p) }
RunLoop.main.run(until: Date().addingTimeInterval(0.1))
download.percent.send(40)
download.percent.send(50)
download.percent.send(completion: .finished)
print("finished upstream")
RunLoop.main.run(until: Date().addingTimeInterval(1))

let upload = Progress()
upload.percent
    .throttle(for: 0.3, scheduler: RunLoop.main, latest: false)
    .sink(receiveCompletion: { print("upload", $0) }, receiveValue: { print("up", $0) })
    .store(in: &bag)
upload.percent.send(5)
RunLoop.main.run(until: Date().addingTimeInterval(1))
upload.percent.send(completion: .failure(.offline))
print("failed upstream")
RunLoop.main.run(until: Date().addingTimeInterval(1))
bag = []
print("end")
