// A sheet and scene setup branching on #available and #unavailable for released iOS versions (one platform, several, another platform alone, with other conditions): decided for an up-to-date iPhone, as a build on Linux decides them
final class Sheet { deinit { print("Sheet deinit") } }
func configure() {
    if #available(iOS 15.0, *) {
        print("detents")
    } else {
        print("full screen")
    }
    if #available(iOS 13, macOS 10.15, *) { print("scenes") }
    guard #available(iOS 16.4, *) else { print("old"); return }
    if #unavailable(iOS 14) { print("legacy") } else { print("modern") }
    if #available(macOS 99, *) { print("star") }
    let s = Sheet()
    if #available(iOS 17, *), s !== Sheet() { print("both") }
    while #unavailable(iOS 12) { print("never"); break }
}
configure()
@available(iOS 13.0, *)
func modern() { print("modern func") }
modern()
