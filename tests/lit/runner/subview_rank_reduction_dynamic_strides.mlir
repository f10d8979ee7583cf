// A rank-reducing subview whose strides are all dynamic: the static types cannot say by stride
// which unit dimension of 1x2x1 goes, and the stride rule alone would keep sizes [2, 1] under
// the result type 1x2. The result's shape decides: the last dimension goes, so [0, 1] reads
// element 1 of the middle dimension (offset 1 * 5 = 5).
// RUN: bufopt-runner %s | FileCheck %s
// RUN: bufopt-runner %s -e tensors --check -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline 2>&1 | FileCheck %s --check-prefix=TENSORS
// CHECK: 5
// CHECK-NEXT: sizes = [1, 2] strides = [17, 5]
// TENSORS-NOT: error
// TENSORS: ( 7, 8 )
// TENSORS: --check: same output before and after the passes
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c17 = arith.constant 17 : index
  %c64 = arith.constant 64 : index
  %base = memref.alloca() : memref<64xf32>
  scf.for %i = %c0 to %c64 step %c1 {
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    memref.store %f, %base[%i] : memref<64xf32>
  }
  %v = memref.reinterpret_cast %base to offset: [0], sizes: [1, 2, 1], strides: [%c17, %c5, %c3]
      : memref<64xf32> to memref<1x2x1xf32, strided<[?, ?, ?]>>
  %s = memref.subview %v[0, 0, 0] [1, 2, 1] [1, 1, 1]
      : memref<1x2x1xf32, strided<[?, ?, ?]>> to memref<1x2xf32, strided<[?, ?]>>
  %x = memref.load %s[%c0, %c1] : memref<1x2xf32, strided<[?, ?]>>
  vector.print %x : f32
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %s : memref<1x2xf32, strided<[?, ?]>>
      -> memref<f32>, index, index, index, index, index
  vector.print str "sizes = ["
  vector.print %sz#0 : index punctuation <comma>
  vector.print str " "
  vector.print %sz#1 : index punctuation <no_punctuation>
  vector.print str "] strides = ["
  vector.print %st#0 : index punctuation <comma>
  vector.print str " "
  vector.print %st#1 : index punctuation <no_punctuation>
  vector.print str "]\n"
  return
}

// In a function of its own, the slice's buffer gets a fully dynamic layout, so the bufferized
// extract_slice is the subview above.
func.func @middle_row(%t: tensor<1x2x1xf32>) -> tensor<1x2xf32> {
  %s = tensor.extract_slice %t[0, 0, 0] [1, 2, 1] [1, 1, 1] : tensor<1x2x1xf32> to tensor<1x2xf32>
  return %s : tensor<1x2xf32>
}

func.func @tensors() {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %t = arith.constant dense<[[[7.0], [8.0]]]> : tensor<1x2x1xf32>
  %s = call @middle_row(%t) : (tensor<1x2x1xf32>) -> tensor<1x2xf32>
  %v = vector.transfer_read %s[%c0, %c0], %pad : tensor<1x2xf32>, vector<1x2xf32>
  %w = vector.shape_cast %v : vector<1x2xf32> to vector<2xf32>
  vector.print %w : vector<2xf32>
  return
}
