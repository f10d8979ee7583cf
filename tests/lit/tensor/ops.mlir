// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

// Custom syntax of every tensor op, with MLIR's result names.
func.func @creation(%n: index, %m: index, %f: f32, %i: i64) {
  %e0 = tensor.empty() : tensor<2x3xf32>
  %e1 = tensor.empty(%n, %m) : tensor<?x5x?xi8>
  %e2 = tensor.empty(%n) {note = "kept"} : tensor<?xf32, "enc">
  %fe = tensor.from_elements %f, %f, %f, %f, %f, %f : tensor<2x3xf32>
  %fe1 = tensor.from_elements %i : tensor<i64>
  %sp = tensor.splat %f : tensor<2x2xf32>
  %sp1 = tensor.splat %i[%n, %m] : tensor<?x3x?xi64>
  "test.use"(%e0, %e1, %e2, %fe, %fe1, %sp, %sp1) : (tensor<2x3xf32>, tensor<?x5x?xi8>, tensor<?xf32, "enc">, tensor<2x3xf32>, tensor<i64>, tensor<2x2xf32>, tensor<?x3x?xi64>) -> ()
  return
}

func.func @access(%t: tensor<4x?xf32>, %u: tensor<*xi32>, %s: tensor<f32>, %i: index, %j: index, %f: f32) -> tensor<4x?xf32> {
  %a = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %b = tensor.extract %s[] : tensor<f32>
  %c = tensor.insert %a into %t[%j, %i] : tensor<4x?xf32>
  %d = tensor.insert %f into %s[] {tag} : tensor<f32>
  %dim0 = tensor.dim %t, %i : tensor<4x?xf32>
  %dim1 = tensor.dim {tag} %u, %j : tensor<*xi32>
  %r0 = tensor.rank %u : tensor<*xi32>
  %r1 = tensor.rank %t : tensor<4x?xf32>
  "test.use"(%b, %d, %dim0, %dim1, %r0, %r1) : (f32, tensor<f32>, index, index, index, index) -> ()
  return %c : tensor<4x?xf32>
}

func.func @casts(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %v: tensor<8xui32>) {
  %c0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %c1 = tensor.cast %t : tensor<4x?xf32> to tensor<4x16xf32>
  %c2 = tensor.cast %u : tensor<*xf32> to tensor<2x?xf32>
  %c3 = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %b0 = tensor.bitcast %v : tensor<8xui32> to tensor<8xi32>
  %b1 = tensor.bitcast %c1 : tensor<4x16xf32> to tensor<4x16xi32>
  "test.use"(%c0, %c2, %c3, %b0, %b1) : (tensor<?x?xf32>, tensor<2x?xf32>, tensor<*xf32>, tensor<8xi32>, tensor<4x16xi32>) -> ()
  return
}

func.func @regions(%n: index, %t: tensor<?x8xf32>, %f: f32, %lo: index) {
  %g0 = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    "test.use"(%a, %b) : (index, index) -> ()
    tensor.yield %f : f32
  } : tensor<?x8xf32>
  %g1 = tensor.generate {
  ^bb0(%a: index):
    tensor.yield %a : index
  } {tag} : tensor<16xindex>
  %p0 = tensor.pad %t low[%lo, 1] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x8xf32> to tensor<?x12xf32>
  %p1 = tensor.pad %g0 nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } {tag} : tensor<?x8xf32> to tensor<?x8xf32>
  "test.use"(%g1, %p0, %p1) : (tensor<16xindex>, tensor<?x12xf32>, tensor<?x8xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @creation
// CHECK-SAME: (%arg0: index, %arg1: index, %arg2: f32, %arg3: i64) {
// CHECK: %0 = tensor.empty() : tensor<2x3xf32>
// CHECK: %1 = tensor.empty(%arg0, %arg1) : tensor<?x5x?xi8>
// CHECK: %2 = tensor.empty(%arg0) {note = "kept"} : tensor<?xf32, "enc">
// CHECK: %from_elements = tensor.from_elements %arg2, %arg2, %arg2, %arg2, %arg2, %arg2 : tensor<2x3xf32>
// CHECK: %from_elements_0 = tensor.from_elements %arg3 : tensor<i64>
// CHECK: %splat = tensor.splat %arg2 : tensor<2x2xf32>
// CHECK: %splat_1 = tensor.splat %arg3[%arg0, %arg1] : tensor<?x3x?xi64>
// CHECK: "test.use"(%0, %1, %2, %from_elements, %from_elements_0, %splat, %splat_1) : (tensor<2x3xf32>, tensor<?x5x?xi8>, tensor<?xf32, "enc">, tensor<2x3xf32>, tensor<i64>, tensor<2x2xf32>, tensor<?x3x?xi64>) -> ()
// CHECK: return
// CHECK-LABEL: func.func @access
// CHECK-SAME: (%arg0: tensor<4x?xf32>, %arg1: tensor<*xi32>, %arg2: tensor<f32>, %arg3: index, %arg4: index, %arg5: f32) -> tensor<4x?xf32> {
// CHECK: %extracted = tensor.extract %arg0[%arg3, %arg4] : tensor<4x?xf32>
// CHECK: %extracted_0 = tensor.extract %arg2[] : tensor<f32>
// CHECK: %inserted = tensor.insert %extracted into %arg0[%arg4, %arg3] : tensor<4x?xf32>
// CHECK: %inserted_1 = tensor.insert %arg5 into %arg2[] {tag} : tensor<f32>
// CHECK: %dim = tensor.dim %arg0, %arg3 : tensor<4x?xf32>
// CHECK: %dim_2 = tensor.dim {tag} %arg1, %arg4 : tensor<*xi32>
// CHECK: %rank = tensor.rank %arg1 : tensor<*xi32>
// CHECK: %rank_3 = tensor.rank %arg0 : tensor<4x?xf32>
// CHECK: "test.use"(%extracted_0, %inserted_1, %dim, %dim_2, %rank, %rank_3) : (f32, tensor<f32>, index, index, index, index) -> ()
// CHECK: return %inserted : tensor<4x?xf32>
// CHECK-LABEL: func.func @casts
// CHECK-SAME: (%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<8xui32>) {
// CHECK: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK: %cast_0 = tensor.cast %arg0 : tensor<4x?xf32> to tensor<4x16xf32>
// CHECK: %cast_1 = tensor.cast %arg1 : tensor<*xf32> to tensor<2x?xf32>
// CHECK: %cast_2 = tensor.cast %arg0 : tensor<4x?xf32> to tensor<*xf32>
// CHECK: %0 = tensor.bitcast %arg2 : tensor<8xui32> to tensor<8xi32>
// CHECK: %1 = tensor.bitcast %cast_0 : tensor<4x16xf32> to tensor<4x16xi32>
// CHECK: "test.use"(%cast, %cast_1, %cast_2, %0, %1) : (tensor<?x?xf32>, tensor<2x?xf32>, tensor<*xf32>, tensor<8xi32>, tensor<4x16xi32>) -> ()
// CHECK: return
// CHECK-LABEL: func.func @regions
// CHECK-SAME: (%arg0: index, %arg1: tensor<?x8xf32>, %arg2: f32, %arg3: index) {
// CHECK: %generated = tensor.generate %arg0 {
// CHECK: ^bb0(%arg4: index, %arg5: index):
// CHECK: "test.use"(%arg4, %arg5) : (index, index) -> ()
// CHECK: tensor.yield %arg2 : f32
// CHECK: } : tensor<?x8xf32>
// CHECK: %generated_0 = tensor.generate  {
// CHECK: ^bb0(%arg4: index):
// CHECK: tensor.yield %arg4 : index
// CHECK: } {tag} : tensor<16xindex>
// CHECK: %padded = tensor.pad %arg1 low[%arg3, 1] high[2, 3] {
// CHECK: ^bb0(%arg4: index, %arg5: index):
// CHECK: tensor.yield %arg2 : f32
// CHECK: } : tensor<?x8xf32> to tensor<?x12xf32>
// CHECK: %padded_1 = tensor.pad %generated nofold low[0, 0] high[0, 0] {
// CHECK: ^bb0(%arg4: index, %arg5: index):
// CHECK: tensor.yield %arg2 : f32
// CHECK: } {tag} : tensor<?x8xf32> to tensor<?x8xf32>
// CHECK: "test.use"(%generated_0, %padded, %padded_1) : (tensor<16xindex>, tensor<?x12xf32>, tensor<?x8xf32>) -> ()
// CHECK: return
