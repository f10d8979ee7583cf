// End-to-end program (memref level) for the legacy pass on affine regions: a
// buffer made in each affine.for iteration is freed in the body, and the
// buffer an affine.if yields from either side is freed after its last use.
// FLAGS: -buffer-deallocation
// mlir-opt 22 has no -buffer-deallocation: the e2e test compares with its ownership-based pipeline.
// REFERENCE-FLAGS: -buffer-deallocation-pipeline
// RUN: bufopt %s -buffer-deallocation | FileCheck %s
// CHECK-LABEL: func @main
// CHECK: affine.for
// CHECK: memref.dealloc %alloc_
// CHECK: affine.if
// CHECK: memref.dealloc
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %out = memref.alloc() : memref<6xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 6 {
    %tmp = memref.alloc() : memref<2xf32>
    %f = arith.constant 2.0 : f32
    affine.store %f, %tmp[1] : memref<2xf32>
    %x = affine.load %tmp[1] : memref<2xf32>
    affine.store %x, %out[%i] : memref<6xf32>
  }
  %c4 = arith.constant 4 : index
  %r = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%c4) -> memref<6xf32> {
    affine.yield %out : memref<6xf32>
  } else {
    %fresh = memref.alloc() : memref<6xf32>
    memref.copy %out, %fresh : memref<6xf32> to memref<6xf32>
    affine.store %one, %fresh[0] : memref<6xf32>
    affine.yield %fresh : memref<6xf32>
  }
  %u = memref.cast %r : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
