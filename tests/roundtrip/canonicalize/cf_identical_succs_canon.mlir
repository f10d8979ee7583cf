// FLAGS: -canonicalize
// cond_br to one block with differing operands: selects only when the block is the successor's only predecessor
func.func @f(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %d, ^a, ^b
^a:
  cf.br ^j(%x : i32)
^b:
  cf.cond_br %c, ^j(%x : i32), ^j(%y : i32)
^j(%r: i32):
  return %r : i32
}
func.func @g(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^j(%x : i32), ^j(%y : i32)
^j(%r: i32):
  return %r : i32
}
