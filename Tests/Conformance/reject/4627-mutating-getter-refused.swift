// A 'mutating get' is refused before the run: the run lost what the getter changed
// expect-error: does not support a 'mutating get'
struct Reader {
    var reads = 0
    var next: Int {
        mutating get {
            reads += 1
            return reads
        }
    }
}
print("start")
var reader = Reader()
print(reader.next, reader.reads)
