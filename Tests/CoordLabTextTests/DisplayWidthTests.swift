import CoordLabText
import Testing

/// Terminal columns by East Asian Width.
@Suite struct DisplayWidthTests {
    @Test func asciiIsOneColumnAChar() {
        #expect("coordlab> ".displayWidth == 10)
        #expect("".displayWidth == 0)
    }

    @Test func hangulAndCJKAreTwoColumns() {
        #expect("코디네이터".displayWidth == 10)
        #expect("뷰 컨트롤러".displayWidth == 11)
        #expect("漢字".displayWidth == 4)
        #expect("ｶﾀｶﾅ".displayWidth == 4)  // halfwidth katakana stays narrow
        #expect("ＡＢ".displayWidth == 4)   // fullwidth Latin is wide
    }

    @Test func marksAndJoinersTakeNoColumn() {
        #expect("e\u{301}".displayWidth == 1)
        // Hangul as conjoining jamo (NFD): the leading consonant is wide, the vowel and final join it.
        #expect("\u{1112}\u{1161}\u{11AB}".displayWidth == 2)
        #expect("a\u{200B}b".displayWidth == 2)
    }

    @Test func boxDrawingAndArrowsAreNarrow() {
        #expect("├─ │ └─ → ⇢ ⇥ ↺ …".displayWidth == 17)
    }

    @Test func emojiPresentationIsWide() {
        #expect("✅".displayWidth == 2)
        #expect("❤️".displayWidth == 2)
    }

    @Test func paddingAndPrefixCountColumns() {
        #expect("화면".padded(toWidth: 6) == "화면  ")
        #expect("화면목록".padded(toWidth: 3) == "화면목록")
        #expect("가나다라".prefix(columns: 5) == "가나")
        #expect("ab가".prefix(columns: 3) == "ab")
    }
}
