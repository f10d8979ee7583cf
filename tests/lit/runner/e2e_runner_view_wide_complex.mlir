// Views of a byte buffer as integers wider than 64 bits and as complex numbers share its
// bytes as the lowered program lays them out: an iN takes ceil(N/8) bytes (the bits past N
// zero when stored) and its elements lie a multiple of 16 bytes apart (i65 to i128: 16,
// i300: 48); a complex number is its two parts side by side. Wide values are printed as
// two 64-bit halves, high first. Loads through the wide views read bytes whose bits past
// the width are zero (LLVM leaves other bits there undefined).
// FLAGS: -cse
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: 1084818905618843912, 506097522914230528
// CHECK-NEXT: 4557147201846524216, 3978425819141910832
// CHECK-NEXT: 0, 2242261671028070680
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [32] strides = [1] data =
// CHECK-NEXT: [50462976,  117835012,  185207048,  252579084,  319951120,  387323156,  454695192,  522067228,  589439264,  656811300,  -1,  -1,  858927361,  926299444,  993671480,  1061043516,  1128415552,  1195787588,  1263159624,  1330531660,  1397903696,  1465275732,  1532647768,  1600019804,  1667391840,  1734763876,  1802135912,  1869507948,  1936879984,  2004252020,  2071624056,  2138996092]
// CHECK: -9223372036854775808, 0
// CHECK-NEXT: 0, 4557147201846524216
// CHECK-NEXT: -1, -1
// CHECK-NEXT: 15, 86
// CHECK-NEXT: 1.5
// CHECK-NEXT: -2.25
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}(3.82047e-37,1.00825e-34),   (2.65846e-32,7.00365e-30)],
// CHECK-NEXT:  [(1.84362e-27,4.84942e-25),   (1.5,-2.25)],
// CHECK-NEXT:  [(8.78905e-18,2.30573e-15),   (-nan,-nan)],
// CHECK-NEXT:  [(-nan,-nan),   (-nan,-nan)]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}(7.94993e-275,3.69192e-236),   (1.84632e-197,-4)],
// CHECK-NEXT:  [(3,0.5),   (-nan,-nan)]]
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes { llvm.emit_c_interface }
func.func private @printMemrefC64(memref<*xcomplex<f64>>) attributes { llvm.emit_c_interface }

func.func @halves(%x: i128) {
  %c64 = arith.constant 64 : i128
  %lo = arith.trunci %x : i128 to i64
  %h = arith.shrui %x, %c64 : i128
  %hi = arith.trunci %h : i128 to i64
  call @printI64(%hi) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%lo) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %n = arith.constant 128 : index
  %z = arith.constant 0 : i8
  %buf = memref.alloc() : memref<128xi8>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i8
    memref.store %ii, %buf[%i] : memref<128xi8>
  }
  // i128 elements read from bytes 0..15, 16..31, ...
  %w = memref.view %buf[%c0][] : memref<128xi8> to memref<8xi128>
  %w0 = memref.load %w[%c0] : memref<8xi128>
  call @halves(%w0) : (i128) -> ()
  %w3 = memref.load %w[%c3] : memref<8xi128>
  call @halves(%w3) : (i128) -> ()
  // i65 elements at a shift: 9 bytes each, 16 apart
  %o = memref.view %buf[%c8][] : memref<128xi8> to memref<7xi65>
  %o1 = memref.load %o[%c1] : memref<7xi65>
  %o1x = arith.extsi %o1 : i65 to i128
  call @halves(%o1x) : (i128) -> ()
  %m1 = arith.constant -1 : i65
  memref.store %m1, %o[%c2] : memref<7xi65>
  %as32 = memref.view %buf[%c0][] : memref<128xi8> to memref<32xi32>
  %cast = memref.cast %as32 : memref<32xi32> to memref<*xi32>
  call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
  call @printNewline() : () -> ()
  // an i128 store, then read back as i65 and as bytes
  %big = arith.constant -170141183460469231731687303715884105728 : i128
  memref.store %big, %w[%c4] : memref<8xi128>
  %back = memref.load %w[%c4] : memref<8xi128>
  call @halves(%back) : (i128) -> ()
  %as65 = memref.load %o[%c3] : memref<7xi65>
  %as65x = arith.extsi %as65 : i65 to i128
  call @halves(%as65x) : (i128) -> ()
  // i300: 38 bytes, 48 apart; all ones stored fill 37 bytes and the low 4 bits of the 38th
  %t = memref.view %buf[%c0][] : memref<128xi8> to memref<2xi300>
  %ones = arith.constant -1 : i300
  memref.store %ones, %t[%c1] : memref<2xi300>
  %t1 = memref.load %t[%c1] : memref<2xi300>
  %c250 = arith.constant 250 : i300
  %t1s = arith.shrsi %t1, %c250 : i300
  %t1t = arith.trunci %t1s : i300 to i128
  call @halves(%t1t) : (i128) -> ()
  %c85 = arith.constant 85 : index
  %c86 = arith.constant 86 : index
  %y85 = memref.load %buf[%c85] : memref<128xi8>
  %y86 = memref.load %buf[%c86] : memref<128xi8>
  %y85x = arith.extsi %y85 : i8 to i64
  %y86x = arith.extsi %y86 : i8 to i64
  call @printI64(%y85x) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%y86x) : (i64) -> ()
  call @printNewline() : () -> ()
  // complex numbers over the same bytes
  %cf = memref.view %buf[%c0][] : memref<128xi8> to memref<4x2xcomplex<f32>>
  %one = complex.constant [1.5 : f32, -2.25 : f32] : complex<f32>
  memref.store %one, %cf[%c1, %c1] : memref<4x2xcomplex<f32>>
  %f = memref.view %buf[%c0][] : memref<128xi8> to memref<32xf32>
  %c6 = arith.constant 6 : index
  %f6 = memref.load %f[%c6] : memref<32xf32>
  call @printF32(%f6) : (f32) -> ()
  call @printNewline() : () -> ()
  %c7 = arith.constant 7 : index
  %f7 = memref.load %f[%c7] : memref<32xf32>
  call @printF32(%f7) : (f32) -> ()
  call @printNewline() : () -> ()
  %cc = memref.cast %cf : memref<4x2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%cc) : (memref<*xcomplex<f32>>) -> ()
  %cd = memref.view %buf[%c0][] : memref<128xi8> to memref<2x2xcomplex<f64>>
  %two = complex.constant [3.0, 0.5] : complex<f64>
  memref.store %two, %cd[%c1, %c0] : memref<2x2xcomplex<f64>>
  %ce = memref.load %cd[%c1, %c0] : memref<2x2xcomplex<f64>>
  %re = complex.re %ce : complex<f64>
  %cdc = memref.cast %cd : memref<2x2xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%cdc) : (memref<*xcomplex<f64>>) -> ()
  memref.dealloc %buf : memref<128xi8>
  return
}
