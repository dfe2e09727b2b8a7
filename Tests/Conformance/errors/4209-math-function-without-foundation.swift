// the C math functions come with Foundation: without an import they are not in scope
let side = 2.0
print(sqrt(side))
