import CoordLabLanguage
import Testing

/// A precedence group declared `lowerThan:` another groups its operators after that
/// group's, as swiftc does.
@Suite struct OperatorPrecedenceTests {
    @Test func aGroupLowerThanAdditionGroupsTheSumsFirst() throws {
        let printed = try output(of: """
            precedencegroup Joining {
                associativity: none
                lowerThan: AdditionPrecedence
            }
            infix operator ***: Joining
            func *** (a: Int, b: Int) -> Int { a * 1000 + b }
            print(1 + 2 *** 3 + 4)
            """)
        #expect(printed == "3007\n")
    }

    @Test func aGroupBetweenTwoStandardOnesSitsBetweenThem() throws {
        let printed = try output(of: """
            precedencegroup Tight {
                associativity: right
                lowerThan: MultiplicationPrecedence
                higherThan: AdditionPrecedence
            }
            infix operator ^^: Tight
            func ^^ (a: Int, b: Int) -> Int { a * 10 + b }
            print(2 * 3 ^^ 4 + 1, 1 ^^ 2 ^^ 3)
            """)
        #expect(printed == "65 33\n")
    }
}
