import Testing
@testable import CoordLab
@Test func version() { #expect(!CoordLabVersion.current.isEmpty) }
