// a generic function's enum parameter given an implicit case (.pair(a, b)): the case's values decide the generic arguments, payloads released as Swift releases them
protocol Step { func run() }
struct Intro: Step { func run() { print("intro") } }
final class Login: Step {
    deinit { print("deinit Login") }
    func run() { print("login") }
}

enum Flow<First: Step, Second: Step> {
    case pair(First, Second)
    case single(First)
}

enum Outcome<Value> {
    case done(Value)
    case cancelled
}

func start<A: Step, B: Step>(_ flow: Flow<A, B>) {
    switch flow {
    case .pair(let a, let b):
        a.run()
        b.run()
    case .single(let a):
        a.run()
    }
}

func describe<V>(_ outcome: Outcome<V>) -> String {
    switch outcome {
    case .done(let v): return "done(\(v))"
    case .cancelled: return "cancelled"
    }
}

start(.pair(Intro(), Login()))
print("after the pair")
start(Flow<Login, Intro>.single(Login()))
print(describe(.done(42)), describe(.done("name")), describe(Outcome<Int>.cancelled))
