// The interpreter's vector contractions and masks, run by mlir-runner and bufopt-runner alike:
// vector.contract (a matrix product, a matrix-vector product on integers, a full
// reduction to a scalar), vector.outerproduct (with and without accumulator, and the scalar
// form), vector.create_mask and vector.constant_mask, and masked transfer_read (masked-off
// lanes take the padding) and transfer_write (masked-off lanes are left alone) on tensors.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check 2>&1 | FileCheck %s --check-prefix=CHECKED
// CHECK: [58,  64,  139,  154]
// CHECK: [9,  10]
// CHECK: [91]
// CHECK: {{\[}}[9,   11,   13,   15],
// CHECK-NEXT: [17,   21,   25,   29]]
// CHECK: [3,  6]
// CHECK: [1,  1,  0,  0,  1,  1,  0,  0]
// CHECK: [1,  0,  0,  0,  0,  0]
// CHECK: [1,  2,  -1,  -1]
// CHECK: [9,  9,  1,  1]
// CHECKED: --check: same output before and after the passes
#mm_a = affine_map<(i, j, k) -> (i, k)>
#mm_b = affine_map<(i, j, k) -> (k, j)>
#mm_c = affine_map<(i, j, k) -> (i, j)>
#mv_a = affine_map<(i, k) -> (i, k)>
#mv_b = affine_map<(i, k) -> (k)>
#mv_c = affine_map<(i, k) -> (i)>
#all_a = affine_map<(i) -> (i)>
#all_c = affine_map<(i) -> ()>

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @show(%v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %t = vector.transfer_write %v, %e[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @show_mask(%m: vector<8xi1>) {
  %c0 = arith.constant 0 : index
  %w = arith.extui %m : vector<8xi1> to vector<8xi32>
  %e = tensor.empty() : tensor<8xi32>
  %t = vector.transfer_write %w, %e[%c0] {in_bounds = [true]} : vector<8xi32>, tensor<8xi32>
  %u = tensor.cast %t : tensor<8xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  // [[1 2 3] [4 5 6]] x [[7 8] [9 10] [11 12]]
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : vector<3x2xf32>
  %z = arith.constant dense<0.0> : vector<2x2xf32>
  %mm = vector.contract {indexing_maps = [#mm_a, #mm_b, #mm_c], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %z : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %mm4 = vector.shape_cast %mm : vector<2x2xf32> to vector<4xf32>
  call @show(%mm4) : (vector<4xf32>) -> ()

  // a * x added to an accumulator (integers).
  %ai = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %x = arith.constant dense<[1, 0, 1]> : vector<3xi32>
  %floor = arith.constant dense<[5, 0]> : vector<2xi32>
  %mv = vector.contract {indexing_maps = [#mv_a, #mv_b, #mv_c], iterator_types = ["parallel", "reduction"]} %ai, %x, %floor : vector<2x3xi32>, vector<3xi32> into vector<2xi32>
  %e2 = tensor.empty() : tensor<2xi32>
  %t2 = vector.transfer_write %mv, %e2[%c0] {in_bounds = [true]} : vector<2xi32>, tensor<2xi32>
  %u2 = tensor.cast %t2 : tensor<2xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()

  // A dot product reduced to a scalar: 1*1 + ... + 6*6 (mlir-opt 22 lowers only the add
  // kind of contractions to LLVM; tests/lit/runner/more_ops.mlir runs the others).
  %s6 = arith.constant dense<[1, 2, 3, 4, 5, 6]> : vector<6xi32>
  %acc0 = arith.constant 0 : i32
  %dot = vector.contract {indexing_maps = [#all_a, #all_a, #all_c], iterator_types = ["reduction"]} %s6, %s6, %acc0 : vector<6xi32>, vector<6xi32> into i32
  %t3 = tensor.from_elements %dot : tensor<1xi32>
  %u3 = tensor.cast %t3 : tensor<1xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()

  // Outer products: with an accumulator (fused multiply-add), without, and lhs * scalar.
  %l = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %r = arith.constant dense<[4.0, 5.0, 6.0, 7.0]> : vector<4xf32>
  %acc = arith.constant dense<1.0> : vector<2x4xf32>
  %op1 = vector.outerproduct %l, %r, %acc : vector<2xf32>, vector<4xf32>
  %op2 = vector.outerproduct %l, %r : vector<2xf32>, vector<4xf32>
  %sum = arith.addf %op1, %op2 : vector<2x4xf32>
  %e8 = tensor.empty() : tensor<2x4xf32>
  %t8 = vector.transfer_write %sum, %e8[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<2x4xf32>
  %u8 = tensor.cast %t8 : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u8) : (tensor<*xf32>) -> ()
  %three = arith.constant 3.0 : f32
  %axpy = vector.outerproduct %l, %three : vector<2xf32>, f32
  %e4 = tensor.empty() : tensor<2xf32>
  %t4 = vector.transfer_write %axpy, %e4[%c0] {in_bounds = [true]} : vector<2xf32>, tensor<2xf32>
  %u4 = tensor.cast %t4 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()

  // Masks: the leading 2x2 of a 2x4 mask, and a constant one.
  %m = vector.create_mask %c2, %c2 : vector<2x4xi1>
  %m8 = vector.shape_cast %m : vector<2x4xi1> to vector<8xi1>
  call @show_mask(%m8) : (vector<8xi1>) -> ()
  %cm = vector.constant_mask [1, 1] : vector<2x3xi1>
  %cm6 = vector.shape_cast %cm : vector<2x3xi1> to vector<6xi1>
  %cm6w = arith.extui %cm6 : vector<6xi1> to vector<6xi32>
  %e6 = tensor.empty() : tensor<6xi32>
  %t6 = vector.transfer_write %cm6w, %e6[%c0] {in_bounds = [true]} : vector<6xi32>, tensor<6xi32>
  %u6 = tensor.cast %t6 : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u6) : (tensor<*xi32>) -> ()

  // Masked transfers: read two lanes (the rest is padding), write two lanes of nines.
  %src = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %pad = arith.constant -1.0 : f32
  %rm = vector.create_mask %c2 : vector<4xi1>
  %rd = vector.transfer_read %src[%c0], %pad, %rm {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
  call @show(%rd) : (vector<4xf32>) -> ()
  // (Into a buffer of its own: for a masked write into a copy, mlir-opt 22 leaves out the
  // copy, so masked-off lanes hold whatever the new buffer held.)
  %one = arith.constant 1.0 : f32
  %e5 = tensor.empty() : tensor<4xf32>
  %ones = linalg.fill ins(%one : f32) outs(%e5 : tensor<4xf32>) -> tensor<4xf32>
  %nines = arith.constant dense<9.0> : vector<4xf32>
  %wr = vector.transfer_write %nines, %ones[%c0], %rm {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %uw = tensor.cast %wr : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uw) : (tensor<*xf32>) -> ()
  return
}
