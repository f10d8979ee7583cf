// FLAGS: -ownership-based-buffer-deallocation
func.func @cf_switch(%i: i32) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  cf.switch %i : i32, [
    default: ^bb1(%a : memref<2xf32>),
    0: ^bb2
  ]
^bb1(%x: memref<2xf32>):
  return %x : memref<2xf32>
^bb2:
  %b = memref.alloc() : memref<2xf32>
  return %b : memref<2xf32>
}
