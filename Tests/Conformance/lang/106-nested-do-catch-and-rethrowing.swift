// LANG: an error no clause of an inner do matches goes to the outer one; a catch clause may throw again, the same error or a new one
enum Inner: Error { case a, b }
enum Outer: Error { case wrapped }

func work(_ k: Int) throws -> String {
    if k == 1 { throw Inner.a }
    if k == 2 { throw Inner.b }
    return "done \(k)"
}
func layered(_ k: Int) throws -> String {
    do {
        return try work(k)
    } catch Inner.a {
        print("inner handled a")
        return "recovered"
    }
}
func translate(_ k: Int) throws -> String {
    do {
        return try work(k)
    } catch Inner.b {
        print("translating b")
        throw Outer.wrapped
    } catch {
        print("passing on", error)
        throw error
    }
}
for k in 0...2 {
    do {
        print(try layered(k))
    } catch {
        print("outer caught", error)
    }
}
for k in 0...2 {
    do {
        print(try translate(k))
    } catch Outer.wrapped {
        print("outer caught wrapped")
    } catch {
        print("outer caught original", error)
    }
}
do {
    do {
        do {
            try work(2)
        } catch Inner.a {
            print("not this one")
        }
        print("skipped")
    } catch Outer.wrapped {
        print("nor this one")
    }
    print("skipped too")
} catch {
    print("three levels out:", error)
}
