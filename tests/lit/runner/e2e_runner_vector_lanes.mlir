// Vector ops that move lanes, print, and load or store memrefs, run by mlir-runner and
// bufopt-runner alike: extract_strided_slice and insert_strided_slice, shuffle (rows of two
// operands), from_elements and to_elements, step, interleave and deinterleave, bitcast between
// element widths, vector.print of every element kind with its punctuations and a string, and
// load, store, maskedload, maskedstore, expandload and compressstore on a memref.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check 2>&1 | FileCheck %s --check-prefix=CHECKED
// CHECK: ( ( 6, 7 ), ( 10, 11 ) )
// CHECK-NEXT: ( ( 9, 10, 11, 12 ) )
// CHECK-NEXT: ( ( 0.5, 6, 7, 0.5, 0.5 ), ( 0.5, 10, 11, 0.5, 0.5 ) )
// CHECK-NEXT: ( 20, 1, 10, 10, 2 )
// CHECK-NEXT: ( ( 9, 10, 11, 12 ), ( 9, 10, 11, 12 ), ( 1, 2, 3, 4 ) )
// CHECK-NEXT: ( ( 7, -3 ), ( 7, 7 ) )
// CHECK-NEXT: -3
// CHECK-NEXT: ( 0, 1, 2, 3, 4, 5 )
// CHECK-NEXT: ( 1, 1, 2, 10, 3, 10 )
// CHECK-NEXT: ( 1, 2, 3 )
// CHECK-NEXT: ( 1, 10, 10 )
// CHECK-NEXT: ( 1, 0, 1 )
// CHECK-NEXT: ( 1.5, -2.25 ), after a comma
// CHECK-NEXT: ( 42 )
// CHECK-NEXT: ( 1, -1, 127, -128 )
// CHECK-NEXT: 18446744073709551615
// CHECK-NEXT: 0.5
// CHECK-NEXT: ( 4 )
// CHECK-NEXT: ( 0, 16656, 0, 16640, 0, 16608, 0, 16576 )
// CHECK-NEXT: ( 9, 8, 7, 6 )
// CHECK-NEXT: ( 67305985, -2147483393 )
// CHECK-NEXT: ( 2, 3, 4, 5 )
// CHECK-NEXT: ( 1, -1, 3, 4 )
// CHECK-NEXT: ( 1, -1, 2, 3 )
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 8] strides = [8, 1] data =
// CHECK-NEXT: {{\[}}[0,   1,   9,   3,   7,   6,   6,   7],
// CHECK-NEXT:  [0,   1,   9,   7,   6,   5,   6,   7],
// CHECK-NEXT:  [0,   1,   2,   3,   4,   5,   6,   7]]
// CHECKED: --check: same output before and after the passes

func.func private @printMemrefF32(memref<*xf32>)

// Lane shuffles on constants; every result printed with vector.print.
func.func @lanes() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : vector<3x4xf32>
  %inner = vector.extract_strided_slice %m {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x4xf32> to vector<2x2xf32>
  vector.print %inner : vector<2x2xf32>
  %last = vector.extract_strided_slice %m {offsets = [2], sizes = [1], strides = [1]} : vector<3x4xf32> to vector<1x4xf32>
  vector.print %last : vector<1x4xf32>
  %halves = arith.constant dense<0.5> : vector<2x5xf32>
  %placed = vector.insert_strided_slice %inner, %halves {offsets = [0, 1], strides = [1, 1]} : vector<2x2xf32> into vector<2x5xf32>
  vector.print %placed : vector<2x5xf32>
  %small = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %tens = arith.constant dense<[10, 20]> : vector<2xi32>
  %picked = vector.shuffle %small, %tens [4, 0, 3, 3, 1] : vector<3xi32>, vector<2xi32>
  vector.print %picked : vector<5xi32>
  %rows = vector.shuffle %m, %m [2, 5, 0] : vector<3x4xf32>, vector<3x4xf32>
  vector.print %rows : vector<3x4xf32>
  %seven = arith.constant 7 : i64
  %minus3 = arith.constant -3 : i64
  %built = vector.from_elements %seven, %minus3, %seven, %seven : vector<2x2xi64>
  vector.print %built : vector<2x2xi64>
  %e:4 = vector.to_elements %built : vector<2x2xi64>
  vector.print %e#1 : i64
  %picked3 = vector.extract_strided_slice %picked {offsets = [1], sizes = [3], strides = [1]} : vector<5xi32> to vector<3xi32>
  %steps = vector.step : vector<6xindex>
  vector.print %steps : vector<6xindex>
  %zipped = vector.interleave %small, %picked3 : vector<3xi32> -> vector<6xi32>
  vector.print %zipped : vector<6xi32>
  %evens, %odds = vector.deinterleave %zipped : vector<6xi32> -> vector<3xi32>
  vector.print %evens : vector<3xi32>
  vector.print %odds : vector<3xi32>
  return
}

// The kinds vector.print distinguishes, and its punctuation.
func.func @prints() {
  %flags = arith.constant dense<[true, false, true]> : vector<3xi1>
  vector.print %flags : vector<3xi1>
  %wide = arith.constant dense<[1.5, -2.25]> : vector<2xf64>
  vector.print %wide : vector<2xf64> punctuation <comma>
  vector.print str "after a comma\n"
  %n = arith.constant 42 : i64
  vector.print punctuation <open>
  vector.print %n : i64 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  %bytes = arith.constant dense<[1, -1, 127, -128]> : vector<4xi8>
  vector.print %bytes : vector<4xi8>
  %minus1 = arith.constant -1 : index
  vector.print %minus1 : index
  %half = arith.constant 0.5 : f16
  vector.print %half : f16
  %zero_d = arith.constant dense<4.0> : vector<f32>
  vector.print %zero_d : vector<f32>
  %words = arith.constant dense<[9.0, 8.0, 7.0, 6.0]> : vector<4xf32>
  %as_i16 = vector.bitcast %words : vector<4xf32> to vector<8xi16>
  vector.print %as_i16 : vector<8xi16>
  %back = vector.bitcast %as_i16 : vector<8xi16> to vector<4xf32>
  vector.print %back : vector<4xf32>
  %b8 = arith.constant dense<[1, 2, 3, 4, -1, 0, 0, -128]> : vector<8xi8>
  %as_i32 = vector.bitcast %b8 : vector<8xi8> to vector<2xi32>
  vector.print %as_i32 : vector<2xi32>
  return
}

// Loads and stores of a 3x8 stack buffer, masked and compressed ones among them.
func.func @memory() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %buf = memref.alloca() : memref<3x8xf32>
  %ramp = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : vector<8xf32>
  vector.store %ramp, %buf[%c0, %c0] : memref<3x8xf32>, vector<8xf32>
  vector.store %ramp, %buf[%c1, %c0] : memref<3x8xf32>, vector<8xf32>
  vector.store %ramp, %buf[%c2, %c0] : memref<3x8xf32>, vector<8xf32>
  %mid = vector.load %buf[%c1, %c2] : memref<3x8xf32>, vector<4xf32>
  vector.print %mid : vector<4xf32>
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %masked = vector.maskedload %buf[%c2, %c1], %mask, %pass : memref<3x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %masked : vector<4xf32>
  %expanded = vector.expandload %buf[%c2, %c1], %mask, %pass : memref<3x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %expanded : vector<4xf32>
  %down = arith.constant dense<[9.0, 8.0, 7.0, 6.0]> : vector<4xf32>
  vector.maskedstore %buf[%c0, %c2], %mask, %down : memref<3x8xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %buf[%c1, %c2], %mask, %down : memref<3x8xf32>, vector<4xi1>, vector<4xf32>
  %u = memref.cast %buf : memref<3x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  call @lanes() : () -> ()
  call @prints() : () -> ()
  call @memory() : () -> ()
  return
}
