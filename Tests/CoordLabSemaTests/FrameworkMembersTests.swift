@testable import CoordLabSema
import Testing

/// A member a framework's real type has and the prelude's stand-in lacks is refused as
/// unsupported; a program's own type of the name gets swiftc's words.
@Suite struct FrameworkMembersTests {
    @Test func onlyTheStandInsMissingMembersAreUnsupported() {
        let source = "struct CharacterSet {}\nprint(CharacterSet.decimalDigits)"
        #expect(TypeCheckerTests.firstError(source) == "2:20: type 'CharacterSet' has no member 'decimalDigits'")
        #expect(FrameworkMembers.lacking["CharacterSet"]?.contains("decimalDigits") == true)
        #expect(FrameworkMembers.standInLacking("decimalDigits", of: "CharacterSet", in: Declarations()) == nil)
    }

    /// UIKit's members the stand-ins lack are known by stand-in, for the compiler's bare names too.
    @Test func uiKitMembersTheStandInsLackAreListed() {
        #expect(FrameworkMembers.uiKitLacks("sizeToFit", ofStandIn: "UIView"))
        #expect(FrameworkMembers.uiKitLacks("supportedInterfaceOrientations", ofStandIn: "UIViewController"))
        #expect(!FrameworkMembers.uiKitLacks("sizeToFit", ofStandIn: "UIViewController"))
    }
}
