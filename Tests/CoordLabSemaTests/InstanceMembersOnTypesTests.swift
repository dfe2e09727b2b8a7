import CoordLabSema
import Testing

/// An instance member named on its type (`Plain.x`) is refused in swiftc's words, at the
/// type's name; static members are not refused, and a method named without a call (a
/// function of an instance, which coordlab does not run yet) is refused as unsupported.
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
                       "class Plain { @objc func m() {} }\nlet s = #selector(Plain.m)\n_ = s"] {
            #expect(TypeCheckerTests.firstError(source) == nil, "\(source)")
        }
    }

    @Test func aMethodNamedOnItsTypeIsUnsupported() {
        #expect(TypeCheckerTests.firstError("class Plain { func m() {} }\nlet f = Plain.m\n_ = f")
                == "2:9: coordlab does not support an instance method named on its type ('Plain.m', a function of an instance) yet")
        #expect(TypeCheckerTests.firstError("struct U { func d() -> Int { 1 } }\nprint([U()].map(U.d))")
                == "2:17: coordlab does not support an instance method named on its type ('U.d', a function of an instance) yet")
    }
}
