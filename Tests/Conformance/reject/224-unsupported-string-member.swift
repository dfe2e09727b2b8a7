// REJECT: a member coordlab lacks on a receiver declared String is refused before anything runs
// expect-error: coordlab does not support 'String.utf8CString' yet
// expect-line: 9
final class TitleFormatter {
    deinit { print("TitleFormatter deinit") }
}
var formatter: TitleFormatter? = TitleFormatter()
let title: String = "Settings"
print(title.utf8CString.count)
formatter = nil
