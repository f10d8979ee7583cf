// The interpreter's vector ops: extract and insert (static and dynamic positions), reduction
// and multi_reduction, transpose, shape_cast, broadcast and fma. The expected output is
// mlir-runner's (after mlir-opt -lower-vector-multi-reduction -convert-vector-to-scf
// -convert-scf-to-cf -expand-strided-metadata -finalize-memref-to-llvm -convert-vector-to-llvm
// -convert-arith-to-llvm -convert-ub-to-llvm -convert-func-to-llvm -convert-cf-to-llvm
// -reconcile-unrealized-casts); it is no e2e_ program because the e2e lowering has neither
// -lower-vector-multi-reduction nor -convert-ub-to-llvm.
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: 5, 6, 10
// CHECK: [1,  2,  5]
// CHECK: [1,  4,  2,  5,  3,  6]
// CHECK: [2,  6,  18,  8,  15,  36]
// CHECK: [126,  208]
// CHECK: [4,  20,  54]
// CHECK: [1,  2,  5,  1,  2,  5]
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @show3(%v: vector<3xf32>) {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<3xf32>
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<3xf32>, memref<3xf32>
  %u = memref.cast %m : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @show6(%v: vector<6xf32>) {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<6xf32>
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<6xf32>, memref<6xf32>
  %u = memref.cast %m : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @show2(%v: vector<2xf32>) {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<2xf32>
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<2xf32>, memref<2xf32>
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %c1 = arith.constant 1 : index
  %e = vector.extract %v[1, %c1] : f32 from vector<2x3xf32>
  %row = vector.extract %v[0] : vector<3xf32> from vector<2x3xf32>
  %sum = vector.reduction <add>, %row : vector<3xf32> into f32
  %acc = arith.constant 10.0 : f32
  %mx = vector.reduction <maximumf>, %row, %acc : vector<3xf32> into f32
  call @printF32(%e) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%sum) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%mx) : (f32) -> ()
  call @printNewline() : () -> ()

  %ins = vector.insert %e, %row[2] : f32 into vector<3xf32>
  call @show3(%ins) : (vector<3xf32>) -> ()

  %t = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %sc = vector.shape_cast %t : vector<3x2xf32> to vector<6xf32>
  call @show6(%sc) : (vector<6xf32>) -> ()

  %b = vector.broadcast %ins : vector<3xf32> to vector<2x3xf32>
  %f = vector.fma %v, %b, %v : vector<2x3xf32>
  %fs = vector.shape_cast %f : vector<2x3xf32> to vector<6xf32>
  call @show6(%fs) : (vector<6xf32>) -> ()

  %ir = vector.insert %ins, %f[1] : vector<3xf32> into vector<2x3xf32>
  %accv = arith.constant dense<[100.0, 200.0]> : vector<2xf32>
  %mr = vector.multi_reduction <add>, %ir, %accv [1] : vector<2x3xf32> to vector<2xf32>
  call @show2(%mr) : (vector<2xf32>) -> ()

  %mr0 = vector.multi_reduction <mul>, %v, %row [0] : vector<2x3xf32> to vector<3xf32>
  call @show3(%mr0) : (vector<3xf32>) -> ()

  %bs = vector.shape_cast %b : vector<2x3xf32> to vector<6xf32>
  call @show6(%bs) : (vector<6xf32>) -> ()
  return
}
