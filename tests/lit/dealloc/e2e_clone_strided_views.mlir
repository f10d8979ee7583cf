// End-to-end: helpers return slices of a constant that are not contiguous from
// offset 0 (a column, a row at an offset, every other row, a column segment at
// a run-time offset). The deallocation pipeline returns each through a
// bufferization.clone of the strided view; the clones keep the views'
// layouts, which no identity buffer casts to, so only lower-strided-clones
// lowers them: a copy into a view of an allocation that spans the layout.
// FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline -convert-bufferization-to-memref=lower-strided-clones
// NO-REFERENCE: mlir-opt 22's convert-bufferization-to-memref fails to legalize a clone of a strided view
// By default, as mlir-opt 22, the first such clone is an error:
// RUN: not bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline -convert-bufferization-to-memref 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline -convert-bufferization-to-memref 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: e2e_clone_strided_views.mlir:[[@LINE+37]]:8: error: failed to legalize operation 'bufferization.clone' that was explicitly marked illegal
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline -convert-bufferization-to-memref=lower-strided-clones | FileCheck %s
// CHECK-LABEL: func.func private @column() -> memref<3xf32, strided<[2]>>
// CHECK: %[[SUB:.*]] = memref.subview
// CHECK: %[[BUF:.*]] = memref.alloc() : memref<5xf32>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [0], sizes: [3], strides: [2] : memref<5xf32> to memref<3xf32, strided<[2]>>
// CHECK: memref.copy %[[SUB]], %[[VIEW]]
// CHECK: return %[[VIEW]]
// CHECK-LABEL: func.func private @last_row()
// CHECK: memref.alloc() : memref<6xf32>
// CHECK: memref.reinterpret_cast {{.*}} to offset: [4], sizes: [2], strides: [1]
// CHECK-LABEL: func.func private @even_rows()
// CHECK: memref.alloc() : memref<6xf32>
// CHECK: memref.reinterpret_cast {{.*}} to offset: [0], sizes: [2, 2], strides: [4, 1]
// CHECK-LABEL: func.func private @segment(
// CHECK: %[[SUB:.*]] = memref.subview
// CHECK: %{{.*}}, %[[OFF:.*]], %[[SIZE:.*]], %{{.*}} = memref.extract_strided_metadata %[[SUB]]
// CHECK: %[[BUF:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [%[[OFF]]], sizes: [%[[SIZE]]], strides: [2]
// CHECK: memref.copy %[[SUB]], %[[VIEW]]
// CHECK-LABEL: func.func @main
// CHECK-NOT: bufferization.
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [3] strides = [2] data =
// OUTPUT: [1,  3,  5]
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 4 sizes = [2] strides = [1] data =
// OUTPUT: [5,  6]
// OUTPUT: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [2, 2] strides = [4, 1] data =
// OUTPUT: [[1,   2],
// OUTPUT:  [5,   6]]
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 3 sizes = [2] strides = [2] data =
// OUTPUT: [4,  6]
// OUTPUT: Unranked Memref base@ = ADDR rank = 1 offset = 1 sizes = [3] strides = [2] data =
// OUTPUT: [2,  4,  6]
func.func private @printMemrefF32(tensor<*xf32>)

func.func private @column() -> tensor<3xf32> {
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %s = tensor.extract_slice %t[0, 0] [3, 1] [1, 1] : tensor<3x2xf32> to tensor<3xf32>
  return %s : tensor<3xf32>
}

func.func private @last_row() -> tensor<2xf32> {
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %s = tensor.extract_slice %t[2, 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

func.func private @even_rows() -> tensor<2x2xf32> {
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %s = tensor.extract_slice %t[0, 0] [2, 2] [2, 1] : tensor<3x2xf32> to tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}

func.func private @segment(%row: index, %n: index) -> tensor<?xf32> {
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %s = tensor.extract_slice %t[%row, 1] [%n, 1] [1, 1] : tensor<3x2xf32> to tensor<?xf32>
  return %s : tensor<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = func.call @column() : () -> tensor<3xf32>
  %ua = tensor.cast %a : tensor<3xf32> to tensor<*xf32>
  func.call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %b = func.call @last_row() : () -> tensor<2xf32>
  %ub = tensor.cast %b : tensor<2xf32> to tensor<*xf32>
  func.call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  %c = func.call @even_rows() : () -> tensor<2x2xf32>
  %uc = tensor.cast %c : tensor<2x2xf32> to tensor<*xf32>
  func.call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  %d = func.call @segment(%c1, %c2) : (index, index) -> tensor<?xf32>
  %ud = tensor.cast %d : tensor<?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%ud) : (tensor<*xf32>) -> ()
  %e = func.call @segment(%c0, %c3) : (index, index) -> tensor<?xf32>
  %ue = tensor.cast %e : tensor<?xf32> to tensor<*xf32>
  func.call @printMemrefF32(%ue) : (tensor<*xf32>) -> ()
  return
}
