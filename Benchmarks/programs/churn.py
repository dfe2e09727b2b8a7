# Object churn, the same program as churn.swift in CPython (weakref for the weak parent).
import weakref


class ViewModel:
    __slots__ = ("coordinator", "__weakref__")

    def __init__(self):
        self.coordinator = None


class ChildCoordinator:
    __slots__ = ("_parent", "view_model", "id", "__weakref__")

    def __init__(self, id):
        self._parent = None
        self.view_model = None
        self.id = id


class ParentCoordinator:
    __slots__ = ("children", "__weakref__")

    def __init__(self):
        self.children = []


checksum = 0
round_ = 0
while round_ < 200_000:
    parent = ParentCoordinator()
    k = 0
    while k < 3:
        child = ChildCoordinator(k)
        child._parent = weakref.ref(parent)
        vm = ViewModel()
        vm.coordinator = child
        child.view_model = vm
        parent.children.append(child)
        k += 1
    for child in parent.children:
        checksum += child.id
        if child.view_model is not None:
            child.view_model.coordinator = None
    parent.children.clear()
    round_ += 1
print(checksum)
