// merge releases a replaced object right after its key is combined; merging leaves the original whole
class Cache {
    let tag: String
    init(_ tag: String) { self.tag = tag }
    deinit { print("deinit", tag) }
}

var caches = ["img": Cache("img-v1"), "css": Cache("css-v1")]
print("merging")
caches.merge(["img": Cache("img-v2")]) { old, new in
    print("combine", old.tag, new.tag)
    return new
}
print(caches["img"]!.tag)
let copy = caches.merging(["css": Cache("css-v2")]) { old, _ in old }
print(copy["css"]!.tag, caches["css"]!.tag)
caches = [:]
print("cleared")
