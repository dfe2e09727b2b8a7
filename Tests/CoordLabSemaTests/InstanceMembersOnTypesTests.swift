import CoordLabSema
import Testing

/// An instance member named on its type (`Plain.x`) is refused in swiftc's words, at the
/// type's name; static members and a method named without a call are not refused.
@Suite struct InstanceMembersOnTypesTests {
    @Test(arguments: [
        ("class Plain { var x = 1 }\nprint(Plain.x)", "2:7: instance member 'x' cannot be used on type 'Plain'; did you mean to use a value of this type instead?"),
        ("struct Plain { func m() {} }\nPlain.m()", "2:1: instance member 'm' cannot be used on type 'Plain'; did you mean to use a value of this type instead?"),
        ("class Base { var name = \"\" }\nclass Sub: Base {}\n_ = Sub.name", "3:5: instance member 'name' cannot be used on type 'Sub'; did you mean to use a value of this type instead?"),
    ])
    func instanceMembersOnTypesAreRefused(_ source: String, _ error: String) {
        #expect(TypeCheckerTests.firstError(source) == error)
    }

    @Test func staticMembersAreAccepted() {
        for source in ["class Plain { static var x = 1; static func m() {} }\nprint(Plain.x)\nPlain.m()",
                       "enum E { case a }\nlet e = E.a\nprint(e)",
                       "class Plain { func m() {} }\nlet f = Plain.m\n_ = f"] {
            #expect(TypeCheckerTests.firstError(source) == nil, "\(source)")
        }
    }
}
