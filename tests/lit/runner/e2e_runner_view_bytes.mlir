// Typed views of one byte buffer share its bytes, little-endian, as the LLVM lowering lays
// them out: bytes read back as wider integers, a float written through one view reads back as
// its bit pattern through another, an f64 view may start at a byte that is not a multiple of 8,
// and the view ops (subview, reinterpret_cast, extract_strided_metadata, copy), linalg, vector
// and atomic ops all reach the same bytes.
// FLAGS: -cse
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: [33686018,  33686018,  33686018,  33686018,  33686018,  33686018]
// CHECK-NEXT: 1065353216, -1067450368
// CHECK-NEXT: 68, 51, 34, 17, 13124, 4386
// CHECK-NEXT: 2.5, -0.125, 0, 1074003968
// CHECK-NEXT: 15360, -18432, -1
// CHECK-NEXT: -0.125, 2.5
// CHECK: sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}1,   2,   3],
// CHECK-NEXT:  [4,   5,   6]]
// CHECK: sizes = [2] strides = [3] data =
// CHECK-NEXT: [2,  5]
// CHECK-NEXT: 4620693218751676416, 4652218416153755648
// CHECK-NEXT: 1073741824, 1073741865
// CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [4.5,  3.5,  2.5,  1.5]
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI16(memref<*xi16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %buf = memref.alloc() : memref<24xi8>

  // Every byte 2: each 4-byte word is 0x02020202.
  %two = arith.constant 2 : i8
  linalg.fill ins(%two : i8) outs(%buf : memref<24xi8>)
  %words = memref.view %buf[%c0][] : memref<24xi8> to memref<6xi32>
  %wu = memref.cast %words : memref<6xi32> to memref<*xi32>
  call @printMemrefI32(%wu) : (memref<*xi32>) -> ()

  // Floats stored through an f32 view read back as their bits through the i32 view.
  %floats = memref.view %buf[%c0][] : memref<24xi8> to memref<6xf32>
  %one = arith.constant 1.0 : f32
  %m35 = arith.constant -3.5 : f32
  memref.store %one, %floats[%c0] : memref<6xf32>
  memref.store %m35, %floats[%c1] : memref<6xf32>
  %w0 = memref.load %words[%c0] : memref<6xi32>
  %w1 = memref.load %words[%c1] : memref<6xi32>
  %w0e = arith.extsi %w0 : i32 to i64
  %w1e = arith.extsi %w1 : i32 to i64
  call @printI64(%w0e) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%w1e) : (i64) -> ()
  call @printNewline() : () -> ()

  // 0x11223344 in word 2: its bytes 8..11 are 0x44, 0x33, 0x22, 0x11, its halves 0x3344 and
  // 0x1122.
  %word = arith.constant 287454020 : i32
  memref.store %word, %words[%c2] : memref<6xi32>
  %b8 = memref.load %buf[%c8] : memref<24xi8>
  %b9 = memref.load %buf[%c9] : memref<24xi8>
  %b10 = memref.load %buf[%c10] : memref<24xi8>
  %b11 = memref.load %buf[%c11] : memref<24xi8>
  %halves = memref.view %buf[%c8][] : memref<24xi8> to memref<2xi16>
  %h0 = memref.load %halves[%c0] : memref<2xi16>
  %h1 = memref.load %halves[%c1] : memref<2xi16>
  %p8 = arith.extsi %b8 : i8 to i64
  %p9 = arith.extsi %b9 : i8 to i64
  %p10 = arith.extsi %b10 : i8 to i64
  %p11 = arith.extsi %b11 : i8 to i64
  %ph0 = arith.extsi %h0 : i16 to i64
  %ph1 = arith.extsi %h1 : i16 to i64
  call @printI64(%p8) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%p9) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%p10) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%p11) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%ph0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%ph1) : (i64) -> ()
  call @printNewline() : () -> ()

  // Two f64 at byte 4 (not a multiple of 8): 2.5 is 0x4004000000000000, so the i32 words at
  // bytes 4 and 8 hold 0 and 0x40040000.
  %doubles = memref.view %buf[%c4][] : memref<24xi8> to memref<2xf64>
  %d25 = arith.constant 2.5 : f64
  %dm = arith.constant -0.125 : f64
  memref.store %d25, %doubles[%c0] : memref<2xf64>
  memref.store %dm, %doubles[%c1] : memref<2xf64>
  %x0 = memref.load %doubles[%c0] : memref<2xf64>
  %x1 = memref.load %doubles[%c1] : memref<2xf64>
  call @printF64(%x0) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%x1) : (f64) -> ()
  call @printComma() : () -> ()
  %lo = memref.load %words[%c1] : memref<6xi32>
  %hi = memref.load %words[%c2] : memref<6xi32>
  %loe = arith.extsi %lo : i32 to i64
  %hie = arith.extsi %hi : i32 to i64
  call @printI64(%loe) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%hie) : (i64) -> ()
  call @printNewline() : () -> ()

  // Half floats at byte 20: 1.0 is 0x3c00, -0.5 is 0xb800; all ones is -1 as an i16.
  %f16s = memref.view %buf[%c0][] : memref<24xi8> to memref<12xf16>
  %i16s = memref.view %buf[%c0][] : memref<24xi8> to memref<12xi16>
  %hone = arith.constant 1.0 : f16
  %hneg = arith.constant -0.5 : f16
  memref.store %hone, %f16s[%c10] : memref<12xf16>
  memref.store %hneg, %f16s[%c11] : memref<12xf16>
  %q0 = memref.load %i16s[%c10] : memref<12xi16>
  %q1 = memref.load %i16s[%c11] : memref<12xi16>
  %q0e = arith.extsi %q0 : i16 to i64
  %q1e = arith.extsi %q1 : i16 to i64
  call @printI64(%q0e) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%q1e) : (i64) -> ()
  call @printComma() : () -> ()
  %ones = arith.constant -1 : i8
  %b0 = memref.subview %buf[0] [2] [1] : memref<24xi8> to memref<2xi8, strided<[1]>>
  linalg.fill ins(%ones : i8) outs(%b0 : memref<2xi8, strided<[1]>>)
  %q2 = memref.load %i16s[%c0] : memref<12xi16>
  %q2e = arith.extsi %q2 : i16 to i64
  call @printI64(%q2e) : (i64) -> ()
  call @printNewline() : () -> ()

  // extract_strided_metadata and reinterpret_cast of the unaligned f64 view: the second
  // element first.
  %base, %off, %size, %stride = memref.extract_strided_metadata %doubles
      : memref<2xf64> -> memref<f64>, index, index, index
  %moved = memref.reinterpret_cast %base to offset: [1], sizes: [1], strides: [1]
      : memref<f64> to memref<1xf64, strided<[1], offset: 1>>
  %y1 = memref.load %moved[%c0] : memref<1xf64, strided<[1], offset: 1>>
  call @printF64(%y1) : (f64) -> ()
  call @printComma() : () -> ()
  %y0 = memref.load %base[] : memref<f64>
  call @printF64(%y0) : (f64) -> ()
  call @printNewline() : () -> ()

  // A 2x3 i16 matrix at byte 12, written by a linalg.generic, printed whole and by column.
  %c12 = arith.constant 12 : index
  %mat = memref.view %buf[%c12][] : memref<24xi8> to memref<2x3xi16>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      outs(%mat : memref<2x3xi16>) {
  ^bb0(%o: i16):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = affine.apply affine_map<(i, j) -> (i * 3 + j + 1)>(%i, %j)
    %kk = arith.index_cast %k : index to i16
    linalg.yield %kk : i16
  }
  %mu = memref.cast %mat : memref<2x3xi16> to memref<*xi16>
  call @printMemrefI16(%mu) : (memref<*xi16>) -> ()
  %col = memref.subview %mat[0, 1] [2, 1] [1, 1]
      : memref<2x3xi16> to memref<2xi16, strided<[3], offset: 1>>
  %colu = memref.cast %col : memref<2xi16, strided<[3], offset: 1>> to memref<*xi16>
  call @printMemrefI16(%colu) : (memref<*xi16>) -> ()

  // vector.store and vector.load through an f32 view at byte 8.
  %vec4 = memref.view %buf[%c8][] : memref<24xi8> to memref<4xf32>
  %init = arith.constant dense<[1.5, 2.5, 3.5, 4.5]> : vector<4xf32>
  vector.store %init, %vec4[%c0] : memref<4xf32>, vector<4xf32>
  %back = vector.load %vec4[%c0] : memref<4xf32>, vector<4xf32>

  // The same bytes as two i64: 1.5f, 2.5f, 3.5f, 4.5f are 0x3fc00000, 0x40200000, 0x40600000
  // and 0x40900000.
  %longs = memref.view %buf[%c8][] : memref<24xi8> to memref<2xi64>
  %l0 = memref.load %longs[%c0] : memref<2xi64>
  %l1 = memref.load %longs[%c1] : memref<2xi64>
  call @printI64(%l0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%l1) : (i64) -> ()
  call @printNewline() : () -> ()

  // An atomic add on a word holding 2.0f (0x40000000) returns what it found.
  %w2 = memref.view %buf[%c8][] : memref<24xi8> to memref<4xi32>
  %two32 = arith.constant 1073741824 : i32
  memref.store %two32, %w2[%c0] : memref<4xi32>
  %fortyone = arith.constant 41 : i32
  %old = memref.atomic_rmw addi %fortyone, %w2[%c0] : (i32, memref<4xi32>) -> i32
  %new = memref.load %w2[%c0] : memref<4xi32>
  %olde = arith.extsi %old : i32 to i64
  %newe = arith.extsi %new : i32 to i64
  call @printI64(%olde) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%newe) : (i64) -> ()
  call @printNewline() : () -> ()

  // memref.copy from a typed buffer, reversed, into the f32 view.
  %src = memref.alloc() : memref<4xf32>
  vector.store %back, %src[%c0] : memref<4xf32>, vector<4xf32>
  %rev = memref.reinterpret_cast %src to offset: [3], sizes: [4], strides: [-1]
      : memref<4xf32> to memref<4xf32, strided<[-1], offset: 3>>
  memref.copy %rev, %vec4 : memref<4xf32, strided<[-1], offset: 3>> to memref<4xf32>
  %vu = memref.cast %vec4 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%vu) : (memref<*xf32>) -> ()
  memref.dealloc %src : memref<4xf32>
  memref.dealloc %buf : memref<24xi8>
  return
}
