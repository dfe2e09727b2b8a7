// LANG: stored properties: let and var, optionals, arrays, weak, unowned and default values
class Engine {
    let power: Int
    init(power: Int) { self.power = power }
}

class Car {
    let wheels = 4
    var speed = 0.0
    var name: String = "car"
    var engine: Engine?
    var passengers: [String] = []
    var spare: Engine? = nil
    weak var garage: Garage?
    unowned let maker: Maker
    init(maker: Maker) { self.maker = maker }
}

class Garage { let city = "Seoul" }
class Maker { let brand = "Kia" }

let maker = Maker()
let garage = Garage()
let car = Car(maker: maker)
print(car.wheels, car.speed, car.name, car.engine == nil, car.passengers.isEmpty)
car.speed = 12.5
car.speed += 0.25
car.name = "fast " + car.name
car.engine = Engine(power: 150)
car.passengers.append("ann")
car.passengers.append("bob")
car.garage = garage
print(car.speed, car.name, car.engine!.power, car.passengers)
print(car.garage?.city ?? "no garage", car.maker.brand)
print(car.spare?.power ?? -1)
