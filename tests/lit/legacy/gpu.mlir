// RUN: bufopt %s --split-input-file -buffer-deallocation | FileCheck %s
// The legacy pass and the gpu ops, as mlir-opt 19 treats them: a device buffer
// the input frees (gpu.dealloc) stays as it is; a buffer allocated in a launch
// body is freed in the body after its last use. (gpu_unfreed.mlir: a gpu.alloc
// nobody frees.)

func.func @freed_by_the_input(%n: index, %v: f32) {
  %a = gpu.alloc (%n) : memref<?xf32>
  gpu.memset %a, %v : memref<?xf32>, f32
  gpu.dealloc %a : memref<?xf32>
  return
}
// CHECK-LABEL: func.func @freed_by_the_input(
// CHECK-NEXT: %memref = gpu.alloc  (%arg0) : memref<?xf32>
// CHECK-NEXT: gpu.memset  %memref, %arg1 : memref<?xf32>, f32
// CHECK-NEXT: gpu.dealloc  %memref : memref<?xf32>
// CHECK-NEXT: return

// -----

func.func @scratch_in_body(%in: memref<8xf32>) {
  %one = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    %s = memref.alloc() : memref<8xf32>
    memref.copy %in, %s : memref<8xf32> to memref<8xf32>
    %x = memref.load %s[%tx] : memref<8xf32>
    memref.store %x, %in[%bx] : memref<8xf32>
    gpu.terminator
  }
  return
}
// CHECK-LABEL: func.func @scratch_in_body(
// CHECK: gpu.launch
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc
// CHECK-NEXT: %[[X:.*]] = memref.load %alloc[%arg4]
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: memref.store %[[X]], %arg0[%arg1]
// CHECK-NEXT: gpu.terminator
