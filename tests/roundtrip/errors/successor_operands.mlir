// mlir-opt: error: branch has 2 operands for successor #0, but target block has 1
// Branch passes the wrong number of operands to its successor.
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32):
  return %x : i32
}
