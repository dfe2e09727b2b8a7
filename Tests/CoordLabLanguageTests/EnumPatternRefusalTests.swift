import Testing
import CoordLabLanguage
@testable import CoordLabSession

/// Programs swiftc refuses for their enum patterns (a switch that misses values, `==`
/// without `Equatable`) are refused before anything runs, with swiftc's words and place.
@Suite struct EnumPatternRefusalTests {
    @Test func aSwitchMissingACaseIsRefused() throws {
        let (e, printed) = try refusal("""
        enum Route { case home, detail(id: Int), settings(String) }
        print("before")
        func go(_ r: Route) {
            switch r {
            case .home: print("home")
            case .detail(let id): print(id)
            }
        }
        """)
        #expect(e?.message == "switch must be exhaustive")
        #expect(e?.location.description == "t.swift:4:5")
        #expect(printed.isEmpty)
    }

    @Test func valuesOrWhereClausesDoNotCoverACase() throws {
        let (e, _) = try refusal("""
        enum Event { case tap(count: Int), swipe(left: Bool), idle }
        func handle(_ e: Event) {
            switch e {
            case .tap(count: 1): print("one")
            case .tap(let n) where n > 1: print(n)
            case .swipe(left: true), .swipe(left: false), .idle: print("other")
            }
        }
        """)
        #expect(e?.message == "switch must be exhaustive")
    }

    @Test func everyBoolAndCaseCombinationCovers() throws {
        let (e, printed) = try refusal("""
        enum Light { case red, green }
        enum Box { case light(Light), flag(Bool), none }
        func f(_ b: Box, _ on: Bool) {
            switch (b, on) {
            case (.light(.red), _), (.light(.green), true): print(1)
            case (.light(.green), false): print(2)
            case (.flag(true), _), (.flag(false), _): print(3)
            case (.none, _): print(4)
            }
        }
        f(.light(.green), false)
        f(.flag(false), true)
        """)
        #expect(e == nil)
        #expect(printed.joined() == "2\n3\n")
    }

    @Test func aTupleOfBoolsMissingACombinationIsRefused() throws {
        let (e, _) = try refusal("""
        let a = true
        let b = false
        switch (a, b) {
        case (true, true): print(1)
        case (false, _): print(2)
        }
        """)
        #expect(e?.message == "switch must be exhaustive")
        #expect(e?.location.description == "t.swift:3:1")
    }

    @Test func anIntSwitchNeedsADefault() throws {
        let (e, _) = try refusal("""
        let n: Int = 3
        switch n {
        case 0: print(0)
        case 1: print(1)
        }
        """)
        #expect(e?.message == "switch must be exhaustive")
    }

    @Test func equalityNeedsEquatable() throws {
        let (e, _) = try refusal("""
        enum Route { case home, detail(id: Int) }
        let r = Route.detail(id: 1)
        print(r == .home)
        """)
        #expect(e?.message == "binary operator '==' cannot be applied to two 'Route' operands")
    }

    @Test func constructionNeedsTheDeclaredLabels() throws {
        let (e, _) = try refusal("""
        enum Route { case detail(id: Int) }
        let r = Route.detail(3)
        """)
        #expect(e?.message.contains("detail") == true)
    }
}
