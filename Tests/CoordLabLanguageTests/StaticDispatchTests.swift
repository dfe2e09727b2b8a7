import CoordLabLanguage
import Testing

/// What a call is compiled against decides it, as in swiftc: a protocol extension's method
/// beside a requirement of its name, and an override's default arguments.
@Suite struct StaticDispatchTests {
    @Test func anExtensionMethodBesideARequirementOfItsNameIsCalledDirectly() throws {
        let printed = try output(of: """
            protocol Flow { func start(animated: Bool) }
            extension Flow { func start() { print("extension"); start(animated: true) } }
            struct Login: Flow {
                func start(animated: Bool) { print("requirement", animated) }
                func start() { print("own") }
            }
            let f: Flow = Login()
            f.start()
            Login().start()
            """)
        #expect(printed == "extension\nrequirement true\nown\n")
    }

    @Test func anOverrideTakesTheDefaultsOfTheStaticType() throws {
        let printed = try output(of: """
            class Base { func start(animated: Bool = false) { print("base", animated) } }
            final class Modal: Base { override func start(animated: Bool = true) { print("modal", animated) } }
            let b: Base = Modal()
            b.start()
            Modal().start()
            """)
        #expect(printed == "modal false\nmodal true\n")
    }
}
