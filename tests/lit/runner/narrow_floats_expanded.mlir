// f4E2M1FN and f8E8M0FNU values in the interpreter, with arith.scaling_extf and
// arith.scaling_truncf: conversions run as mlir-opt 22's -arith-expand lowers them (the second
// RUN line lowers this file so and runs it with mlir-runner against the same CHECK lines).
// That lowering is not APFloat's rounding: to f4E2M1FN it clamps to ±6, rounds ties away from
// zero, and turns magnitudes below 0.5 into +0.5 or +0 whatever their sign; to f8E8M0FNU it
// keeps the f32 exponent (the power of two at or below); from f8E8M0FNU its smallest value
// 2^-127 becomes 0 and NaN the f32 of all bits set (-nan). A scaling extension multiplies by the scale, a scaling truncation divides
// by it, both in the wider type.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: mlir-opt %s -arith-expand="include-f4e2m1=true include-f8e8m0=true" -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm -convert-arith-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=$(ls $(dirname $(command -v mlir-runner))/../lib/libmlir_c_runner_utils.so* | head -n 1) \
// RUN:   | FileCheck %s
// CHECK:      ( 0, 0, 0.5, 0.5, 0.5, -0.5, 1, -1, 1, 1.5, 2, 3, 4, -4, 6, 6, -6, 6 )
// CHECK-NEXT: ( 0.0625, 0.125, 0.25, 0.25, 0.5, 0.5, 0.5, 0.5, 1, 1, 1, 2, 2, 2, 4, 4, 64, -nan )
// CHECK-NEXT: ( 0, -nan, 1, 2, 0.5, 1.70141e+38 )
// CHECK-NEXT: ( 3, 6, 0.75, -0.5 )
// CHECK-NEXT: ( 1.5, 6, 0.5, 0.5 )
// CHECK-NEXT: ( 1, 3, 0, 0 )

func.func @main() {
  // Each value through f4E2M1FN and back to f32: ties, clamping, the small magnitudes.
  %x = arith.constant dense<[0.1, -0.2, 0.3, -0.3, 0.5, -0.6, 0.75, -0.8, 1.2, 1.25,
                             1.75, 2.5, 3.5, -3.9, 5.0, 6.5, -100.0, 0x7FC00000]> : vector<18xf32>
  %f4 = arith.truncf %x : vector<18xf32> to vector<18xf4E2M1FN>
  %back4 = arith.extf %f4 : vector<18xf4E2M1FN> to vector<18xf32>
  vector.print %back4 : vector<18xf32>
  // The same values through f8E8M0FNU (a power of two; the sign is dropped).
  %e8 = arith.truncf %x : vector<18xf32> to vector<18xf8E8M0FNU>
  %back8 = arith.extf %e8 : vector<18xf8E8M0FNU> to vector<18xf32>
  vector.print %back8 : vector<18xf32>
  // f8E8M0FNU constants by their bits: the smallest value, NaN, 2^0, 2^1, 2^-1, 2^127.
  %bits = arith.constant dense<[0, -1, 127, 128, 126, -2]> : vector<6xi8>
  %scales = arith.bitcast %bits : vector<6xi8> to vector<6xf8E8M0FNU>
  %scales32 = arith.extf %scales : vector<6xf8E8M0FNU> to vector<6xf32>
  vector.print %scales32 : vector<6xf32>
  // Scaled extension: 1.5 * 2, 3 * 2, 1.5 * 0.5, -1 * 0.5.
  %small = arith.constant dense<[1.5, 3.0, 1.5, -1.0]> : vector<4xf32>
  %small4 = arith.truncf %small : vector<4xf32> to vector<4xf4E2M1FN>
  %sbits = arith.constant dense<[128, 128, 126, 126]> : vector<4xi8>
  %s = arith.bitcast %sbits : vector<4xi8> to vector<4xf8E8M0FNU>
  %wide = arith.scaling_extf %small4, %s : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
  vector.print %wide : vector<4xf32>
  // Scaled truncation: 3 / 2, 100 / 2 (clamped), 0.3 / 0.5, -0.2 / 0.5 (a small magnitude).
  %big = arith.constant dense<[3.0, 100.0, 0.3, -0.2]> : vector<4xf32>
  %narrow = arith.scaling_truncf %big, %s : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
  %narrow32 = arith.extf %narrow : vector<4xf4E2M1FN> to vector<4xf32>
  vector.print %narrow32 : vector<4xf32>
  // Scalars: a scaled truncation from f16 and a scaled extension back; +0 through f4E2M1FN.
  %h = arith.constant 3.0 : f16
  %one = arith.constant 1.0 : f32
  %scale1 = arith.truncf %one : f32 to f8E8M0FNU
  %q = arith.scaling_truncf %h, %scale1 : f16, f8E8M0FNU to f4E2M1FN
  %q32 = arith.extf %q : f4E2M1FN to f32
  %r = arith.scaling_extf %q, %scale1 : f4E2M1FN, f8E8M0FNU to f32
  %zero = arith.constant 0.0 : f32
  %z = arith.truncf %zero : f32 to f4E2M1FN
  %z32 = arith.extf %z : f4E2M1FN to f32
  %parts = vector.from_elements %one, %q32, %z32, %zero : vector<4xf32>
  vector.print %parts : vector<4xf32>
  return
}
