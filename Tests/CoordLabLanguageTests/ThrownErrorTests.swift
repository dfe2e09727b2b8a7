import Testing
@testable import CoordLabLanguage
@testable import CoordLabSession

/// Errors the program throws: every way they travel (caught, turned into nil by `try?`,
/// stopping at a `try!` or at the top level) gives back the frames, the temporaries and
/// every object the abandoned code held.
@Suite struct ThrownErrorTests {
    /// A workspace with throwing code declared: functions, initializers that fail before
    /// and after full initialization, a closure, a struct and a class error.
    func workspace() throws -> Workspace {
        let w = try Workspace(output: { _ in }, loadsPrelude: false)
        try w.run(swift: """
        final class Boom: Error {}
        enum Plain: Error { case x }
        final class Obj { var next: Obj?; let tag: Int; init(_ t: Int) { tag = t } }
        func fail(_ o: Obj) throws -> Obj { throw Boom() }
        func nested(_ n: Int) throws -> Int {
            let here = Obj(n)
            defer { _ = Obj(-n) }
            if n == 0 { _ = try fail(Obj(99)) }
            return try nested(n - 1) + here.tag
        }
        class Base { let a = Obj(1); init(_ f: Bool) throws { if f { throw Plain.x } } }
        class Derived: Base {
            let b: Obj
            init(k: Int) throws { b = Obj(2); if k == 0 { throw Plain.x }; try super.init(k == 1); if k == 2 { throw Plain.x } }
        }
        struct Pair { let p: Obj; let q: Obj; init() throws { p = Obj(3); _ = try fail(p); q = Obj(4) } }
        """, fileName: "set-up.swift")
        return w
    }

    @Test func caughtErrorsLeaveNothingBehind() throws {
        let w = try workspace()
        let live = w.interpreter.heap.liveCount
        let inputs = [
            "do { _ = try nested(4) } catch { _ = Obj(0) }",
            "_ = try? nested(3)",
            "for k in 0...3 { _ = try? Derived(k: k) }",
            "do { let p = try Pair(); print(p.q.tag) } catch let e as Boom { _ = e }",
            "let r = [Obj(1), Obj(2)].map { o in try? fail(o) }",
            "do { try [1, 2, 3].forEach { k in if k == 2 { throw Plain.x } } } catch Plain.x { }",
            "let f: () throws -> Obj = { let o = Obj(5); o.next = Obj(6); return try fail(o) }; _ = try? f()",
        ]
        for input in inputs {
            try w.run(swift: input, fileName: "input.swift")
            #expect(w.interpreter.stack.depthInSlots == 0, "after \(input)")
            #expect(w.interpreter.temps.count == 0, "after \(input)")
            #expect(w.interpreter.heap.liveCount == live, "after \(input)")
        }
    }

    @Test func uncaughtErrorsTrapAndGiveTheStackBack() throws {
        let w = try workspace()
        let inputs = [
            ("_ = try nested(5)", "Error raised at top level: main.Boom"),
            ("_ = try! Derived(k: 1)", "'try!' expression unexpectedly raised an error: main.Plain.x"),
            ("do { _ = try Pair() } catch Plain.x { }", "Error raised at top level: main.Boom"),
        ]
        for (input, message) in inputs {
            do {
                try w.run(swift: input, fileName: "input.swift")
                Issue.record("\(input) did not trap")
            } catch let t as Trap {
                #expect(t.message == message)
            }
            #expect(w.interpreter.stack.depthInSlots == 0, "after \(input)")
        }
    }

    @Test func aCallOfAThrowingFunctionNeedsTry() throws {
        let w = try workspace()
        #expect(throws: CompileError.self) { try w.run(swift: "_ = nested(1)", fileName: "input.swift") }
        #expect(throws: CompileError.self) { try w.run(swift: "_ = Derived(k: 3)", fileName: "input.swift") }
        try w.run(swift: "func wrap() throws -> Int { try nested(1) }", fileName: "input.swift")
    }

    /// swiftc's messages for an error nothing would handle; a catch-all (`catch`, `catch
    /// let e`, `catch _`), a throwing function, a closure or the top level handle it.
    @Test func anErrorNothingHandlesIsRefused() throws {
        let w = try workspace()
        let refused = [
            ("func a() { _ = try nested(1) }", "errors thrown from here are not handled"),
            ("func b() { throw Plain.x }", "error is not handled because the enclosing function is not declared 'throws'"),
            ("func c() { do { _ = try nested(1) } catch Plain.x { } }",
             "errors thrown from here are not handled because the enclosing catch is not exhaustive"),
            ("class D { deinit { throw Plain.x } }", "error is not handled because the enclosing function is not declared 'throws'"),
        ]
        for (input, message) in refused {
            do {
                try w.run(swift: input, fileName: "input.swift")
                Issue.record("\(input) was accepted")
            } catch let e as CompileError {
                #expect(e.message == message, "for \(input)")
            }
        }
        try w.run(swift: """
        func e() { do { _ = try nested(1) } catch let x { _ = x } }
        func f() { do { throw Plain.x } catch _ { } }
        func g() { do { do { throw Plain.x } catch Plain.x { } } catch { } }
        let h = { (k: Int) in if k > 0 { throw Plain.x } }
        _ = try? h(1)
        """, fileName: "input.swift")
    }

    /// Swift's `Result` is there without the UIKit prelude (`flatMapError` too); what
    /// coordlab lacks of it is refused by name before anything runs.
    @Test func resultRunsAndItsMissingMembersAreRefused() throws {
        var printed = ""
        let w = try Workspace(output: { printed += $0 }, loadsPrelude: false)
        try w.run(swift: """
            enum Plain: Error { case x }
            let r: Result<Int, Plain> = .failure(.x)
            do { _ = try r.get() } catch { print("caught", error) }
            print(r)
            """, fileName: "input.swift")
        #expect(printed == "caught x\nfailure(main.Plain.x)\n")
        try w.run(swift: "print(r.flatMapError { _ in Result<Int, Plain>.success(0) })", fileName: "input.swift")
        #expect(printed.hasSuffix("success(0)\n"))
        do {
            try w.run(swift: "print(1)\nlet m = r.zip(r)", fileName: "input.swift")
            Issue.record("Result.zip was accepted")
        } catch let e as CompileError {
            #expect(e.message == "value of type 'Result<Int, Plain>' has no member 'zip'")
            #expect(e.location.line == 2 && e.location.column == 11)
        }
    }
}
