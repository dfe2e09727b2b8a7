// type(of: self).init() makes an instance of the dynamic class: a non-required initializer is refused, naming the class.
class ViewModel {
    let id: Int

    init(id: Int) {
        self.id = id
    }

    func duplicate() -> ViewModel {
        type(of: self).init(id: id + 1)
    }
}

class DetailViewModel: ViewModel {}

print(DetailViewModel(id: 1).duplicate().id)
