// Foundation's string methods (trimmingCharacters, components, replacingOccurrences) on the Substrings that split and dropFirst give, and a program's extension of StringProtocol on both
import Foundation
extension StringProtocol {
    var shouted: String { uppercased() + "!" }
}
let line = "  name = Ada ; role= admin  "
let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
print(fields)
for part in line.split(separator: ";") {
    let kv = part.components(separatedBy: "=").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    print(kv, part.shouted)
}
let s = "hello world"
print(s.dropFirst(6).replacingOccurrences(of: "o", with: "0"), s.shouted)
print(s.prefix(5).components(separatedBy: CharacterSet(charactersIn: "l")))
let csv = "id,name\n1,Ada\n2,Grace"
for row in csv.split(separator: "\n").dropFirst() {
    let cells = row.components(separatedBy: ",")
    print(cells[1].trimmingCharacters(in: .punctuationCharacters), cells.count)
}
