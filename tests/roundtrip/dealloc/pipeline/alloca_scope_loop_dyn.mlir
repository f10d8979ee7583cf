// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// allocas inside loops and memref.alloca_scope, with heap temporaries alongside
func.func @scoped(%n: index, %out: memref<6xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %s = memref.alloca() : memref<6xf32>
      %h = memref.alloc() : memref<6xf32>
      memref.copy %out, %s : memref<6xf32> to memref<6xf32>
      memref.copy %s, %h : memref<6xf32> to memref<6xf32>
      memref.copy %h, %out : memref<6xf32> to memref<6xf32>
    }
  }
  return
}
