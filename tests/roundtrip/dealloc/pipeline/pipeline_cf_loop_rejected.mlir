// FLAGS: -buffer-deallocation-pipeline
func.func @loop_cf(%n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xf32>
  cf.br ^hdr(%c0, %a : index, memref<2xf32>)
^hdr(%i: index, %m: memref<2xf32>):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %b = memref.alloc() : memref<2xf32>
  memref.copy %m, %b : memref<2xf32> to memref<2xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^hdr(%i1, %b : index, memref<2xf32>)
^exit:
  return %m : memref<2xf32>
}

func.func @switch(%f: i32, %arg: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  cf.switch %f : i32, [
    default: ^bb1(%a : memref<2xf32>),
    1: ^bb1(%arg : memref<2xf32>),
    2: ^bb2
  ]
^bb1(%x: memref<2xf32>):
  return %x : memref<2xf32>
^bb2:
  %b = memref.alloc() : memref<2xf32>
  cf.br ^bb1(%b : memref<2xf32>)
}
