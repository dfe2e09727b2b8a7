// A class whose initializers are inside an #if block is not refused as having none
class A {
  let x: Int
  #if DEBUG
  init() { x = 1 }
  #else
  init() { x = 2 }
  #endif
}
print(A().x)
