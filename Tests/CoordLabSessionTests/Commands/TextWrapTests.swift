import Testing
@testable import CoordLabSession

/// Command output wrapped at spaces, never inside a word.
@Suite struct TextWrapTests {
    @Test func longLinesBreakAtSpacesWithAHangingIndent() {
        let text = TextWrap.wrap("a -> Beta#1 -> child -> Gamma#2", width: 16, hanging: "    ")
        #expect(text == "a -> Beta#1 ->\n    child ->\n    Gamma#2")
    }

    @Test func shortLinesIndentsAndAlignedColumnsStay() {
        #expect(TextWrap.wrap("short\n  col   umns", width: 40) == "short\n  col   umns")
        #expect(TextWrap.wrap("  one two three", width: 10) == "  one two\n    three")
    }

    @Test func aWordLongerThanTheWidthStaysWhole() {
        #expect(TextWrap.wrap("x averyveryverylongword y", width: 8) == "x\n  averyveryverylongword\n  y")
    }

    @Test func hangulTakesTwoColumns() {
        // 12 Hangul syllables are 24 columns: at width 16 the line breaks after the first word.
        #expect(TextWrap.wrap("코디네이터가 화면보다 오래 삽니다", width: 16) == "코디네이터가\n  화면보다 오래\n  삽니다")
        #expect(TextWrap.wrap("  키   값이 긴 설명입니다", width: 16) == "  키   값이 긴\n       설명입니다")
    }

    @Test func aTableRowContinuesUnderItsSecondColumn() {
        #expect(TextWrap.wrap("  key      a long description here", width: 24) == "  key      a long\n           description\n           here")
    }
}
