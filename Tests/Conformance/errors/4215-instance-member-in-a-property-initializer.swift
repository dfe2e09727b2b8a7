// a stored property's initial value that reads another instance property is swiftc's error: property initializers run before self exists
final class Pager<Page> {
    var pages: [Page] = []
    var count = pages.count
}
print(Pager<Int>().count)
