// FLAGS: --allow-unregistered-dialect -canonicalize=region-simplify=disabled
func.func @f(%x: i32) -> i32 {
  cf.br ^bb1
^bb1:
  return %x : i32
^bb2:
  cf.br ^bb1
}
