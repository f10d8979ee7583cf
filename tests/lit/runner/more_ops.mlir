// Ops that mlir-runner cannot check through our e2e lowering, with outputs worked out by hand:
// vector.contract with a kind other than add; memref.generic_atomic_rmw (it returns the value
// it replaced, as mlir-runner shows when arith is lowered before memref); tensor.gather,
// tensor.scatter and tensor.bitcast; linalg.softmax (on tensors and memrefs),
// linalg.pack and linalg.unpack.
// RUN: bufopt-runner %s | FileCheck %s
// The program stays at the tensor level: one-shot-bufferize has no model for linalg.pack,
// tensor.gather or tensor.scatter (mlir-opt 22 has none either).
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<?xf32>) {
  %u = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @show_i32(%t: tensor<?xi32>) {
  %u = tensor.cast %t : tensor<?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// The largest product of two vectors, and the row maxima of a matrix-vector product.
// CHECK: 36
// CHECK: [6,  15]
func.func @contract_kinds() {
  %s6 = arith.constant dense<[1, 2, 3, 4, 5, 6]> : vector<6xi32>
  %acc0 = arith.constant 0 : i32
  %best = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxsi>} %s6, %s6, %acc0 : vector<6xi32>, vector<6xi32> into i32
  %b64 = arith.extsi %best : i32 to i64
  call @printI64(%b64) : (i64) -> ()
  call @printNewline() : () -> ()
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %x = arith.constant dense<[1, 3, 2]> : vector<3xi32>
  %floor = arith.constant dense<[0, 0]> : vector<2xi32>
  %mv = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxsi>} %m, %x, %floor : vector<2x3xi32>, vector<3xi32> into vector<2xi32>
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<2xi32>
  %t = vector.transfer_write %mv, %e[%c0] {in_bounds = [true]} : vector<2xi32>, tensor<2xi32>
  %d = tensor.cast %t : tensor<2xi32> to tensor<?xi32>
  call @show_i32(%d) : (tensor<?xi32>) -> ()
  return
}

// A generic atomic update doubles 5 and adds 1: it returns 5 and leaves 11.
// CHECK: 5, 11
func.func @generic_atomic() {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<1xi32>
  %five = arith.constant 5 : i32
  %one = arith.constant 1 : i32
  memref.store %five, %a[%c0] : memref<1xi32>
  %old = memref.generic_atomic_rmw %a[%c0] : memref<1xi32> {
  ^bb0(%cur: i32):
    %d = arith.addi %cur, %cur : i32
    %d1 = arith.addi %d, %one : i32
    memref.atomic_yield %d1 : i32
  }
  %new = memref.load %a[%c0] : memref<1xi32>
  %o = arith.extsi %old : i32 to i64
  %n = arith.extsi %new : i32 to i64
  call @printI64(%o) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Gather rows 2 and 0 of a 3x2 matrix (full and rank-reduced forms), scatter two rows back
// in swapped places, and read float bits as integers.
// CHECK: [5,  6,  1,  2]
// CHECK: [5,  6,  1,  2]
// CHECK: [3,  4,  1,  2]
// CHECK: [1065353216,  -1073741824]
func.func @gather_scatter_bitcast() {
  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %idx = arith.constant dense<[[2], [0]]> : tensor<2x1xindex>
  %g = tensor.gather %m[%idx] gather_dims([0]) : (tensor<3x2xf32>, tensor<2x1xindex>) -> tensor<2x1x2xf32>
  %gf = tensor.collapse_shape %g [[0, 1, 2]] : tensor<2x1x2xf32> into tensor<4xf32>
  %gd = tensor.cast %gf : tensor<4xf32> to tensor<?xf32>
  call @show(%gd) : (tensor<?xf32>) -> ()
  %r = tensor.gather %m[%idx] gather_dims([0]) : (tensor<3x2xf32>, tensor<2x1xindex>) -> tensor<2x2xf32>
  %rf = tensor.collapse_shape %r [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %rd = tensor.cast %rf : tensor<4xf32> to tensor<?xf32>
  call @show(%rd) : (tensor<?xf32>) -> ()
  %rows = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %to = arith.constant dense<[[1], [0]]> : tensor<2x1xindex>
  %dest = arith.constant dense<0.0> : tensor<2x2xf32>
  %s = tensor.scatter %rows into %dest[%to] scatter_dims([0]) unique : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x1xindex>) -> tensor<2x2xf32>
  %sf = tensor.collapse_shape %s [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %sd = tensor.cast %sf : tensor<4xf32> to tensor<?xf32>
  call @show(%sd) : (tensor<?xf32>) -> ()
  %f = arith.constant dense<[1.0, -2.0]> : tensor<2xf32>
  %bits = tensor.bitcast %f : tensor<2xf32> to tensor<2xi32>
  %bd = tensor.cast %bits : tensor<2xi32> to tensor<?xi32>
  call @show_i32(%bd) : (tensor<?xi32>) -> ()
  return
}

// Softmax of [0, ln 3] is [1/4, 3/4]; of rows of equal values, uniform.
// CHECK: [0.25,  0.75,  0.5,  0.5,  0.333333,  0.333333]
func.func @softmax() {
  %x = arith.constant dense<[[0.0, 1.0986123], [7.0, 7.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %s = linalg.softmax dimension(1) ins(%x : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %y = arith.constant dense<[[2.0, 2.0, 2.0]]> : tensor<1x3xf32>
  %e2 = tensor.empty() : tensor<1x3xf32>
  %s2 = linalg.softmax dimension(1) ins(%y : tensor<1x3xf32>) outs(%e2 : tensor<1x3xf32>) -> tensor<1x3xf32>
  %c = arith.constant dense<0.0> : tensor<1xf32>
  %a = tensor.collapse_shape %s [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %b = tensor.collapse_shape %s2 [[0, 1]] : tensor<1x3xf32> into tensor<3xf32>
  %all = tensor.concat dim(0) %a, %b, %c : (tensor<4xf32>, tensor<3xf32>, tensor<1xf32>) -> tensor<8xf32>
  %first = tensor.extract_slice %all[0] [6] [1] : tensor<8xf32> to tensor<6xf32>
  %d = tensor.cast %first : tensor<6xf32> to tensor<?xf32>
  call @show(%d) : (tensor<?xf32>) -> ()
  return
}

// Pack a 3x4 matrix (0..11) into 2x2 tiles padded with -1, outer dimensions swapped; unpack
// it back.
// CHECK: [0,  1,  4,  5,  8,  9,  -1,  -1,  2,  3,  6,  7,  10,  11,  -1,  -1]
// CHECK: [0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11]
func.func @pack_unpack() {
  %src = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]> : tensor<3x4xf32>
  %pad = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<2x2x2x2xf32>
  %p = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<3x4xf32> -> tensor<2x2x2x2xf32>
  %pf = tensor.collapse_shape %p [[0, 1, 2, 3]] : tensor<2x2x2x2xf32> into tensor<16xf32>
  %pd = tensor.cast %pf : tensor<16xf32> to tensor<?xf32>
  call @show(%pd) : (tensor<?xf32>) -> ()
  %e2 = tensor.empty() : tensor<3x4xf32>
  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e2 : tensor<2x2x2x2xf32> -> tensor<3x4xf32>
  %uf = tensor.collapse_shape %u [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
  %ud = tensor.cast %uf : tensor<12xf32> to tensor<?xf32>
  call @show(%ud) : (tensor<?xf32>) -> ()
  return
}

// Softmax on memrefs writes its output buffer (linalg.pack and unpack take tensors only).
// CHECK: [0.25,  0.75]
func.func @on_memrefs() {
  %x = arith.constant dense<[[0.0, 1.0986123]]> : tensor<1x2xf32>
  %xm = bufferization.to_buffer %x : tensor<1x2xf32> to memref<1x2xf32>
  %ym = memref.alloca() : memref<1x2xf32>
  linalg.softmax dimension(1) ins(%xm : memref<1x2xf32>) outs(%ym : memref<1x2xf32>)
  %y = bufferization.to_tensor %ym restrict : memref<1x2xf32> to tensor<1x2xf32>
  %yf = tensor.collapse_shape %y [[0, 1]] : tensor<1x2xf32> into tensor<2xf32>
  %yd = tensor.cast %yf : tensor<2xf32> to tensor<?xf32>
  call @show(%yd) : (tensor<?xf32>) -> ()
  return
}

func.func @main() {
  call @contract_kinds() : () -> ()
  call @generic_atomic() : () -> ()
  call @gather_scatter_bitcast() : () -> ()
  call @softmax() : () -> ()
  call @pack_unpack() : () -> ()
  call @on_memrefs() : () -> ()
  return
}
