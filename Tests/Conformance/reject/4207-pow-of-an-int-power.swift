// pow with an Int power is Foundation's Decimal overload, which coordlab lacks: refused before the run
// expect-error: coordlab does not support Foundation's Decimal 'pow'
// expect-line: 6
import Foundation
let exponent = 3
print(pow(2.0, exponent))
