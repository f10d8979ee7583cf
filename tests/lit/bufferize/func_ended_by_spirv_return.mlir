// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries copy-before-write" --split-input-file | FileCheck %s

// Without the analysis (copy-before-write), a function ended by a spirv
// terminator is bufferized like any other: its tensor arguments become
// memrefs and the terminator stays. mlir-opt 22 reads past the empty list of
// func.return ops when it narrows the result types here (it may crash); the
// signature's results are kept as they are, as later LLVM versions do.

// CHECK-LABEL: func.func private @takes_tensor(
// CHECK-SAME:      %{{.*}}: memref<16xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:    spirv.Return
// CHECK-LABEL: func.func @calls_it(
// CHECK:         memref.copy
// CHECK:         call @takes_tensor
func.func private @takes_tensor(%t: tensor<16xf32>) {
  spirv.Return
}

func.func @calls_it(%t: tensor<16xf32>) {
  call @takes_tensor(%t) : (tensor<16xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @keeps_its_result(
// CHECK-SAME:      %{{.*}}: memref<4xi64>) -> i64 {
// CHECK:         %[[A:.*]] = memref.alloc() {{.*}} : memref<4xi64>
// CHECK:         memref.store %{{.*}}, %[[A]]
// CHECK:         %[[X:.*]] = memref.load %[[A]]
// CHECK:         spirv.ReturnValue %[[X]] : i64
func.func @keeps_its_result(%m: memref<4xi64>) -> i64 {
  %e = tensor.empty() : tensor<4xi64>
  %c7 = arith.constant 7 : i64
  %c1 = arith.constant 1 : index
  %w = tensor.insert %c7 into %e[%c1] : tensor<4xi64>
  %x = tensor.extract %w[%c1] : tensor<4xi64>
  spirv.ReturnValue %x : i64
}
