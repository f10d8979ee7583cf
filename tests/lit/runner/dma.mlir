// memref.dma_start copies its elements when it starts, in row-major order from the start
// indices of each side (so a copy may run across rows), and memref.dma_wait has nothing left to
// wait for. A transfer past the end of either side is out of bounds. A strided transfer moves
// chunks of its elements-per-stride, each a stride after the last on the side in the lower
// (slower) memory space and right after it on the other; with both sides in one space the op
// does not say which side is strided, a diagnostic. (mlir-opt 22 has no lowering of the DMA
// ops to run them with mlir-runner: the lines are worked out by hand.)
// RUN: bufopt-runner %s | FileCheck %s
// RUN: not bufopt-runner %s -e past_end 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: bufopt-runner %s -e strided | FileCheck %s --check-prefix=STRIDED
// RUN: not bufopt-runner %s -e strided_one_space 2>&1 | FileCheck %s --check-prefix=ONE-SPACE
// CHECK: [0,  0,  1,  7,  7,  2,  3,  0]
// OOB: error: out of bounds access by 'memref.dma_start'
// STRIDED: [0,  1,  4,  5,  8,  9]
// STRIDED: [-1,  0,  1,  -1,  -1,  -1,  -1,  4,  5,  -1,  -1,  -1,  -1,  8,  9,  -1]
// ONE-SPACE: error: bufopt-runner cannot execute 'memref.dma_start': a strided transfer within memory space 0: the stride applies to the side in the lower memory space, and neither is
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %src = memref.alloca() : memref<3x4xf32>
  %dst = memref.alloca() : memref<8xf32>
  %tag = memref.alloca() : memref<1xi32>
  %zero = arith.constant 0.0 : f32
  %seven = arith.constant 7.0 : f32
  linalg.fill ins(%seven : f32) outs(%src : memref<3x4xf32>)
  linalg.fill ins(%zero : f32) outs(%dst : memref<8xf32>)
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %k = arith.muli %i, %c2 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %lf = arith.sitofp %li : i32 to f32
      memref.store %lf, %src[%i, %j] : memref<3x4xf32>
    }
  }
  memref.dma_start %src[%c0, %c1], %dst[%c2], %c5, %tag[%c0] : memref<3x4xf32>, memref<8xf32>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c5 : memref<1xi32>
  %u = memref.cast %dst : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @past_end() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %src = memref.alloca() : memref<4xf32>
  %dst = memref.alloca() : memref<4xf32>
  %tag = memref.alloca() : memref<1xi32>
  memref.dma_start %src[%c0], %dst[%c3], %c3, %tag[%c0] : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// Six elements in chunks of two, four apart on the slow side: from the slow source (space 0)
// into the fast buffer (space 1), then from the fast buffer back into a slow one, six apart
// from its second element.
func.func @strided() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c16 = arith.constant 16 : index
  %src = memref.alloca() : memref<16xf32>
  %fast = memref.alloca() : memref<6xf32, 1>
  %back = memref.alloca() : memref<16xf32>
  %tag = memref.alloca() : memref<1xi32>
  %minus = arith.constant -1.0 : f32
  linalg.fill ins(%minus : f32) outs(%back : memref<16xf32>)
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %src[%i] : memref<16xf32>
  }
  memref.dma_start %src[%c0], %fast[%c0], %c6, %tag[%c0], %c4, %c2 : memref<16xf32>, memref<6xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c6 : memref<1xi32>
  %plain = memref.alloca() : memref<6xf32>
  memref.copy %fast, %plain : memref<6xf32, 1> to memref<6xf32>
  %u = memref.cast %plain : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dma_start %fast[%c0], %back[%c1], %c6, %tag[%c0], %c6, %c2 : memref<6xf32, 1>, memref<16xf32>, memref<1xi32>
  %b = memref.cast %back : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%b) : (memref<*xf32>) -> ()
  return
}

func.func @strided_one_space() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %src = memref.alloca() : memref<8xf32>
  %dst = memref.alloca() : memref<8xf32>
  %tag = memref.alloca() : memref<1xi32>
  memref.dma_start %src[%c0], %dst[%c0], %c4, %tag[%c0], %c4, %c2 : memref<8xf32>, memref<8xf32>, memref<1xi32>
  return
}
