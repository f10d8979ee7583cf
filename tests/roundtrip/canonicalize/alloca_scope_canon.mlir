// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @a(%n: index) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca() : memref<2xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<2xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}
func.func @b(%n: index) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca() : memref<2xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<2xf32>
    memref.alloca_scope.return %v : f32
  }
  %s = arith.addf %r, %r : f32
  return %s : f32
}
func.func @c(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      "test.use"(%a) : (memref<?xf32>) -> ()
    }
  }
  return
}
func.func @d(%n: index) {
  memref.alloca_scope {
    %a = memref.alloc(%n) : memref<?xf32>
    "test.use"(%a) : (memref<?xf32>) -> ()
  }
  return
}
