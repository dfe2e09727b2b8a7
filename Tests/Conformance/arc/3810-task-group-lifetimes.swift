// ARC of task groups: a child's closure and what it captures live until the child ends, results live until taken, those never taken go when the group ends
// prelude: uikit
final class Image {
    let name: String
    init(_ name: String) { self.name = name; print("Image", name, "init") }
    deinit { print("Image", name, "deinit") }
}
final class Downloader {
    let id: Int
    init(_ id: Int) { self.id = id }
    func fetch(_ name: String, after seconds: Double) async -> Image {
        try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
        return Image(name)
    }
    deinit { print("Downloader", id, "deinit") }
}
enum Failure: Error { case broken }

Task {
    let first = await withTaskGroup(of: Image.self) { group -> String in
        for (k, name) in ["a", "b", "c"].enumerated() {
            let downloader = Downloader(k)
            group.addTask { await downloader.fetch(name, after: Double(3 - k) / 10) }
        }
        print("added")
        guard let image = await group.next() else { return "none" }
        print("first is", image.name)
        return image.name
    }
    print("group returned", first)
    do {
        try await withThrowingTaskGroup(of: Image.self) { group in
            group.addTask { await Downloader(7).fetch("slow", after: 1) }
            group.addTask { throw Failure.broken }
            for try await image in group { print("got", image.name) }
        }
    } catch {
        print("caught", error)
    }
    print("task done")
}
RunLoop.main.run(until: Date().addingTimeInterval(3))
print("end")
