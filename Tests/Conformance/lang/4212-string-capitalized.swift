// Foundation's capitalized, as Foundation words and title-cases it: digits and underscores start words, apostrophes do not
import Foundation
for s in ["hello-world o'neil 3rd x_y", "ÉCOLE été", "mcDonald\tTAB\nline", "a.b,c;d", "don’t stop", "12abc ab12cd", "ß straße", "ǆemal"] { print(s.capitalized) }
