// a plain logger reads a @MainActor model's variable property from a synchronous method: swiftc refuses the reference
@MainActor
final class SessionModel {
    var userName = "guest"
    let id = 7
    func rename(_ n: String) { userName = n }
}

final class Logger {
    func log(_ model: SessionModel) {
        print("session", model.id)
        print("user", model.userName)
    }
}

func run() async {
    let model = await SessionModel()
    await model.rename("ada")
    Logger().log(model)
}
