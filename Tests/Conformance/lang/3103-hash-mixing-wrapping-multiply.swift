// an FNV-1a hash over a string's bytes, mixing with &* and ^ in UInt64 and UInt32
func fnv1a64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in text.compactMap({ $0.asciiValue }) {
        hash ^= UInt64(byte)
        hash = hash &* 0x100000001b3
    }
    return hash
}
func fnv1a32(_ text: String) -> UInt32 {
    var hash: UInt32 = 2166136261
    for byte in text.compactMap({ $0.asciiValue }) {
        hash = (hash ^ UInt32(byte)) &* 16777619
    }
    return hash
}
for word in ["", "a", "coordinator", "hello world"] {
    print(word, fnv1a64(word), fnv1a32(word))
}
let buckets = fnv1a64("coordinator") % 16
print(buckets, String(fnv1a32("a"), radix: 16))
