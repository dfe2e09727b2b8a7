// LANG: type checks and casts between classes: is, as?, as!, upcasts and type(of:)
class Controller {
    func name() -> String { return "controller" }
}

class ListController: Controller {
    let rows = 3
    override func name() -> String { return "list" }
}

class DetailController: Controller {}

let all: [Controller] = [ListController(), DetailController(), Controller()]
for c in all {
    print(c.name(), c is ListController, c is DetailController, c is Controller)
}
if let list = all[0] as? ListController {
    print("rows \(list.rows)")
}
let maybeDetail = all[0] as? DetailController
print(maybeDetail == nil)
let forced = all[0] as! ListController
print(forced.rows)
let up: Controller = forced
print(type(of: up), type(of: all[1]), type(of: all[2]))
let anyObj: AnyObject = forced
if let c = anyObj as? Controller {
    print("AnyObject back to \(c.name())")
}
