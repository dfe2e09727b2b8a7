// REJECT: an actor conforming to a protocol is refused before anything runs (which requirements its isolated members may satisfy is swiftc's judgement, not modelled yet)
// expect-error: coordlab does not support an actor conforming to a protocol
// expect-line: 8
protocol TokenProvider {
    func token() async -> String
}
print("never printed")
actor KeychainTokens: TokenProvider {
    private var cached = "abc"
    func token() async -> String { cached }
}
let provider: TokenProvider = KeychainTokens()
Task { print(await provider.token()) }
