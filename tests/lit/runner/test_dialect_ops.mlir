// The test dialect in the interpreter: test.copy copies its source into its target (its copy
// interface names them), test.read_buffer reads every element (so reading freed memory is a use
// after free); the other test ops are declared by effects, types or region structure only, and
// running one is an error that says why. (mlir-opt 22 cannot lower the test dialect to run it
// with mlir-runner: the lines are worked out by hand.)
// RUN: bufopt-runner %s | FileCheck %s
// RUN: not bufopt-runner %s -e read_freed 2>&1 | FileCheck %s --check-prefix=FREED
// RUN: not bufopt-runner %s -e computed 2>&1 | FileCheck %s --check-prefix=COMPUTED
// RUN: not bufopt-runner %s -e dummy 2>&1 | FileCheck %s --check-prefix=DUMMY
// CHECK: [1.5,  2.5,  3.5]
// FREED: error: use after free
// COMPUTED: error: bufopt-runner cannot execute 'test.buffer_based': MLIR's test dialect declares it by the buffers it reads and writes, not by what it computes
// DUMMY: error: bufopt-runner cannot execute 'test.dummy_memref_op': MLIR's test dialect gives its results a type and no contents
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %src = memref.alloc() : memref<3xf32>
  %dst = memref.alloc() : memref<3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.5 : f32
  %c = arith.constant 3.5 : f32
  memref.store %a, %src[%c0] : memref<3xf32>
  memref.store %b, %src[%c1] : memref<3xf32>
  memref.store %c, %src[%c2] : memref<3xf32>
  test.copy(%src, %dst) : (memref<3xf32>, memref<3xf32>)
  "test.read_buffer"(%dst) : (memref<3xf32>) -> ()
  %u = memref.cast %dst : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %src : memref<3xf32>
  memref.dealloc %dst : memref<3xf32>
  return
}

func.func @read_freed() {
  %m = memref.alloc() : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  "test.read_buffer"(%m) : (memref<2xf32>) -> ()
  return
}

func.func @computed() {
  %a = memref.alloca() : memref<2xf32>
  %b = memref.alloca() : memref<2xf32>
  test.buffer_based in(%a : memref<2xf32>) out(%b : memref<2xf32>)
  return
}

func.func @dummy() {
  %a = memref.alloca() : memref<2xf32>
  %m = "test.dummy_memref_op"(%a) : (memref<2xf32>) -> memref<2xf32>
  return
}
