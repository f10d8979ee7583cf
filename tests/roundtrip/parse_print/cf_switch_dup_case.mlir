// cf.switch with a duplicated case value (mlir-opt accepts it).
func.func @f(%x: i32) {
  cf.switch %x : i32, [
    default: ^a,
    1: ^a,
    1: ^b
  ]
^a:
  return
^b:
  return
}
