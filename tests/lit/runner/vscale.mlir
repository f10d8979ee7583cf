// Scalable vectors in the interpreter: vector.vscale is 1 and a scalable dimension holds its
// base size, so a program runs as its fixed-width twin. mlir-runner cannot run scalable code
// on x86 (LLVM cannot select vscale there), so the second RUN line checks the twin: the same
// file with vscale replaced by 1 and the scalable dimensions made fixed, lowered by mlir-opt 22
// and run by mlir-runner against the same CHECK lines.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: sed -e 's/vector.vscale/arith.constant 1 : index/' -e 's/\[\([0-9]*\)\]x/\1x/g' %s \
// RUN:   | mlir-opt -convert-vector-to-scf -convert-scf-to-cf -finalize-memref-to-llvm -convert-vector-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=$(ls $(dirname $(command -v mlir-runner))/../lib/libmlir_c_runner_utils.so* | head -n 1) \
// RUN:   | FileCheck %s
// CHECK:      1
// CHECK-NEXT: 4
// CHECK-NEXT: ( 0, 1, 2, 3 )
// CHECK-NEXT: ( 1, 3, 5, 7 )
// CHECK-NEXT: 16
// CHECK-NEXT: ( ( 1, 1, 1, 0 ), ( 1, 1, 1, 0 ) )
// CHECK-NEXT: ( 2, 3, 0, 0 )

func.func @main() {
  %vs = vector.vscale
  vector.print %vs : index
  // The number of elements of a vector<[4]xf32>: 4 * vscale.
  %c4 = arith.constant 4 : index
  %n = arith.muli %c4, %vs : index
  vector.print %n : index
  %steps = vector.step : vector<[4]xindex>
  vector.print %steps : vector<[4]xindex>
  %one = arith.constant dense<1> : vector<[4]xindex>
  %twice = arith.addi %steps, %steps : vector<[4]xindex>
  %odd = arith.addi %twice, %one : vector<[4]xindex>
  vector.print %odd : vector<[4]xindex>
  %sum = vector.reduction <add>, %odd : vector<[4]xindex> into index
  vector.print %sum : index
  // A mask over three of the scalable lanes, and a masked load through it.
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %mask = vector.create_mask %c2, %c3 : vector<2x[4]xi1>
  vector.print %mask : vector<2x[4]xi1>
  %buf = memref.alloca() : memref<8xi32>
  %c0 = arith.constant 0 : index
  %c2i = arith.constant 2 : i32
  %c3i = arith.constant 3 : i32
  memref.store %c2i, %buf[%c0] : memref<8xi32>
  %c1 = arith.constant 1 : index
  memref.store %c3i, %buf[%c1] : memref<8xi32>
  %zeros = arith.constant dense<0> : vector<[4]xi32>
  %lanes = vector.create_mask %c2 : vector<[4]xi1>
  %loaded = vector.maskedload %buf[%c0], %lanes, %zeros : memref<8xi32>, vector<[4]xi1>, vector<[4]xi32> into vector<[4]xi32>
  vector.print %loaded : vector<[4]xi32>
  return
}
