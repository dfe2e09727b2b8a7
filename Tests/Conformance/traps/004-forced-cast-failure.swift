// TRAP: as! to the wrong class traps and names the dynamic type
// expect-trap: Could not cast value of type 'main.SettingsViewController'
class ViewController {
    func name() -> String { return "vc" }
}

class ListViewController: ViewController {
    override func name() -> String { return "list" }
}

class SettingsViewController: ViewController {}

let screens: [ViewController] = [ListViewController(), SettingsViewController()]
for s in screens {
    print("visiting \(s.name())")
    let list = s as! ListViewController
    print("cast ok: \(list.name())")
}
print("never printed")
