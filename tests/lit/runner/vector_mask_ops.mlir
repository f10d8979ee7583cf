// vector.mask around the maskable ops beyond transfers: reductions and multi-reductions leave
// masked-off lanes out (a reduction without accumulator folds its lanes into the combining
// op's identity), a contraction leaves out the masked-off points of its iteration space, a
// gather reads the lanes both masks set and gives 0 in the lanes the outer mask leaves out, and
// a mask around no op yields its values. The second RUN line lowers @main with mlir-opt 22
// (-lower-vector-mask, -lower-vector-multi-reduction, contractions as outer products) and runs
// it with mlir-runner against the same CHECK lines.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: mlir-opt %s -lower-vector-mask -lower-vector-multi-reduction -convert-vector-to-scf -convert-scf-to-cf -finalize-memref-to-llvm -convert-vector-to-llvm=vector-contract-lowering=outerproduct -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -convert-ub-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=$(ls $(dirname $(command -v mlir-runner))/../lib/libmlir_c_runner_utils.so* | head -n 1) \
// RUN:   | FileCheck %s
// RUN: bufopt-runner %s -e identities | FileCheck %s --check-prefix=IDENTITY
// RUN: mlir-opt %s -lower-vector-mask -lower-vector-multi-reduction -convert-vector-to-scf -convert-scf-to-cf -finalize-memref-to-llvm -convert-vector-to-llvm=vector-contract-lowering=outerproduct -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -convert-ub-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-runner -e identities -entry-point-result=void -shared-libs=$(ls $(dirname $(command -v mlir-runner))/../lib/libmlir_c_runner_utils.so* | head -n 1) \
// RUN:   | FileCheck %s --check-prefix=IDENTITY
// CHECK:      9
// CHECK-NEXT: 120
// CHECK-NEXT: 4
// CHECK-NEXT: -2
// CHECK-NEXT: 10
// CHECK-NEXT: 0
// CHECK-NEXT: ( 106, 218, 300 )
// CHECK-NEXT: ( 5, 6, 7, 0.5 )
// CHECK-NEXT: ( ( 201.5, 0.25 ), ( 504.125, 0.0625 ) )
// CHECK-NEXT: ( ( 30000, 300000 ), ( 60000, 0.0625 ) )
// CHECK-NEXT: ( 70, 0, 10, 0 )
// CHECK-NEXT: ( 1, 2, 3, 4 )
// mlir-opt 22 lowers a masked vector.reduction <maximumf> (<minimumf>) by giving the
// masked-off lanes the negative smallest subnormal (the largest finite value) of the element
// type, not -inf (+inf): once a lane is masked off that value takes part, even beside an
// accumulator, and both runners print it. With every lane active it does not.
// IDENTITY:      -1.4013e-45
// IDENTITY-NEXT: 3.40282e+38
// IDENTITY-NEXT: -1.4013e-45
// IDENTITY-NEXT: -4.94066e-324
// IDENTITY-NEXT: -5.96046e-08
// IDENTITY-NEXT: 65504
// IDENTITY-NEXT: -1.4013e-45
// IDENTITY-NEXT: 3
// IDENTITY-NEXT: -1

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  // Three of four lanes.
  %m = vector.create_mask %c3 : vector<4xi1>
  %v = arith.constant dense<[2.0, 3.0, 4.0, 5.0]> : vector<4xf32>
  %sum = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %sum : f32
  %five = arith.constant 5.0 : f32
  %prod = vector.mask %m { vector.reduction <mul>, %v, %five : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %prod : f32
  %max = vector.mask %m { vector.reduction <maxnumf>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %max : f32
  %iv = arith.constant dense<[5, -2, 7, -100]> : vector<4xi32>
  %min = vector.mask %m { vector.reduction <minsi>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %min : i32
  // No lane: the accumulator, or the identity.
  %none = vector.create_mask %c0 : vector<4xi1>
  %ten = arith.constant 10.0 : f32
  %acc_only = vector.mask %none { vector.reduction <add>, %v, %ten : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %acc_only : f32
  %ored = vector.mask %none { vector.reduction <or>, %iv : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.print %ored : i32
  // Two of three rows, three of four columns, reduced along each dimension.
  %mm = vector.create_mask %c2, %c3 : vector<3x4xi1>
  %src = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : vector<3x4xf32>
  %rows_acc = arith.constant dense<[100.0, 200.0, 300.0]> : vector<3xf32>
  %rows = vector.mask %mm { vector.multi_reduction <add>, %src, %rows_acc [1] : vector<3x4xf32> to vector<3xf32> } : vector<3x4xi1> -> vector<3xf32>
  vector.print %rows : vector<3xf32>
  %cols_acc = arith.constant dense<0.5> : vector<4xf32>
  %cols = vector.mask %mm { vector.multi_reduction <maxnumf>, %src, %cols_acc [0] : vector<3x4xf32> to vector<4xf32> } : vector<3x4xi1> -> vector<4xf32>
  vector.print %cols : vector<4xf32>
  // A 2x2 product over k < 3: a mask of the leading points, then one given point by point.
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, 10.0], [100.0, 1000.0], [10000.0, 100000.0]]> : vector<3x2xf32>
  %acc = arith.constant dense<[[0.5, 0.25], [0.125, 0.0625]]> : vector<2x2xf32>
  %pm = vector.create_mask %c2, %c1, %c2 : vector<2x2x3xi1>
  %mat = vector.mask %pm { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %acc : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32> } : vector<2x2x3xi1> -> vector<2x2xf32>
  vector.print %mat : vector<2x2xf32>
  %points = arith.constant dense<[[[true, false, true], [false, true, true]], [[true, true, true], [false, false, false]]]> : vector<2x2x3xi1>
  %matmax = vector.mask %points { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %acc : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32> } : vector<2x2x3xi1> -> vector<2x2xf32>
  vector.print %matmax : vector<2x2xf32>
  // A gather of lanes 0 and 2 (its own mask sets them all).
  %buf = memref.alloca() : memref<8xf32>
  %ramp = arith.constant dense<[0.0, 10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0]> : vector<8xf32>
  vector.store %ramp, %buf[%c0] : memref<8xf32>, vector<8xf32>
  %offsets = arith.constant dense<[7, 6, 1, 0]> : vector<4xi32>
  %all = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %even = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %g = vector.mask %even { vector.gather %buf[%c0][%offsets], %all, %pass : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.print %g : vector<4xf32>
  // A mask around no op.
  %w = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %same = vector.mask %m { vector.yield %w : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.print %same : vector<4xf32>
  return
}

func.func @identities() {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %two = vector.create_mask %c2 : vector<4xi1>
  %neg = arith.constant dense<[-5.0, -3.0, 3.0, 4.0]> : vector<4xf32>
  %max = vector.mask %two { vector.reduction <maximumf>, %neg : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %max : f32
  %infs = arith.constant dense<[0x7F800000, 0x7F800000, 3.0, 4.0]> : vector<4xf32>
  %min = vector.mask %two { vector.reduction <minimumf>, %infs : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %min : f32
  %none = vector.create_mask %c0 : vector<4xi1>
  %empty = vector.mask %none { vector.reduction <maximumf>, %neg : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %empty : f32
  %wide = arith.constant dense<[-5.0, -3.0, 3.0, 4.0]> : vector<4xf64>
  %max64 = vector.mask %two { vector.reduction <maximumf>, %wide : vector<4xf64> into f64 } : vector<4xi1> -> f64
  vector.print %max64 : f64
  %half = arith.constant dense<[-5.0, -3.0, 7.0, 0x7C00]> : vector<4xf16>
  %max16 = vector.mask %two { vector.reduction <maximumf>, %half : vector<4xf16> into f16 } : vector<4xi1> -> f16
  %max16x = arith.extf %max16 : f16 to f32
  vector.print %max16x : f32
  %big16 = arith.constant dense<[0x7C00, 0x7C00, 1.0, 2.0]> : vector<4xf16>
  %min16 = vector.mask %two { vector.reduction <minimumf>, %big16 : vector<4xf16> into f16 } : vector<4xi1> -> f16
  %min16x = arith.extf %min16 : f16 to f32
  vector.print %min16x : f32
  // With an accumulator below the start value.
  %low = arith.constant -7.0 : f32
  %acc = vector.mask %two { vector.reduction <maximumf>, %neg, %low : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %acc : f32
  %pos = arith.constant dense<[5.0, 3.0, 2.0, 1.0]> : vector<4xf32>
  %high = arith.constant 9.0 : f32
  %accmin = vector.mask %two { vector.reduction <minimumf>, %pos, %high : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %accmin : f32
  // Every lane active: no start value.
  %all = vector.create_mask %c4 : vector<4xi1>
  %below = arith.constant dense<[-5.0, -3.0, -2.0, -1.0]> : vector<4xf32>
  %full = vector.mask %all { vector.reduction <maximumf>, %below : vector<4xf32> into f32 } : vector<4xi1> -> f32
  vector.print %full : f32
  return
}
