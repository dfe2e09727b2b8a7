// An actor image cache shared by two view models whose tasks await it across sleeps; one screen's view model is dropped while its load waits, and the cache keeps what it stored
// prelude: uikit
final class Image {
    let url: String
    init(url: String) { self.url = url; print("Image \(url) made") }
    deinit { print("Image \(url) freed") }
}
actor ImageCache {
    private var images: [Image] = []
    private(set) var hits = 0
    func image(for url: String) async -> Image {
        if let cached = images.first(where: { $0.url == url }) {
            hits += 1
            return cached
        }
        print("downloading \(url)")
        try? await Task.sleep(for: .milliseconds(200))
        if let raced = images.first(where: { $0.url == url }) { return raced }
        let image = Image(url: url)
        images.append(image)
        return image
    }
    func clear() { images.removeAll(); print("cache cleared") }
    deinit { print("ImageCache deinit") }
}
final class GalleryViewModel {
    let title: String
    let cache: ImageCache
    var shown: [Image] = []
    init(title: String, cache: ImageCache) { self.title = title; self.cache = cache }
    func load(_ urls: [String]) {
        Task {
            for url in urls {
                let image = await cache.image(for: url)
                shown.append(image)
                print("\(title) shows \(url)")
            }
        }
    }
    deinit { print("GalleryViewModel \(title) deinit") }
}
var cache: ImageCache? = ImageCache()
var home: GalleryViewModel? = GalleryViewModel(title: "home", cache: cache!)
var detail: GalleryViewModel? = GalleryViewModel(title: "detail", cache: cache!)
home!.load(["a", "b"])
detail!.load(["b", "c"])
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
detail = nil
print("detail popped")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
Task { [cache] in
    print("hits", await cache!.hits)
    await cache!.clear()
}
home = nil
cache = nil
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("end")
