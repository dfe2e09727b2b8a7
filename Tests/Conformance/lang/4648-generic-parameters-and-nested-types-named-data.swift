// A response generic over its `Data`, a cache whose nested `Data` type and a store protocol whose associated `Data` are the program's own: names Foundation also has, declared here, run as the program's
struct Response<Data> {
    let data: Data
    let status: Int
}

final class ImageCache {
    struct Data { let bytes: Int }
    var entries: [String: Data] = [:]
    func store(_ data: Data, for key: String) { entries[key] = data }
    deinit { print("ImageCache deinit") }
}

protocol Store {
    associatedtype Data
    func load() -> Data
}

struct NumberStore: Store {
    func load() -> Int { 42 }
}

func unwrap<Data>(_ r: Response<Data>) -> Data { r.data }

let r = Response(data: "profile", status: 200)
print(unwrap(r), r.status, type(of: r))
var cache: ImageCache? = ImageCache()
cache?.store(ImageCache.Data(bytes: 128), for: "avatar")
print(cache!.entries["avatar"]!.bytes)
cache = nil
print(NumberStore().load())
