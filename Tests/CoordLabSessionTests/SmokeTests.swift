import Testing
@testable import CoordLabSession
@Test func version() { #expect(!CoordLabVersion.current.isEmpty) }
