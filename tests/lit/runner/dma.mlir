// memref.dma_start copies its elements when it starts, in row-major order from the start
// indices of each side (so a copy may run across rows), and memref.dma_wait has nothing left to
// wait for. A transfer past the end of either side is out of bounds; strided transfers are a
// diagnostic. (mlir-opt 22 has no lowering of the DMA ops to run them with mlir-runner: the
// lines are worked out by hand.)
// RUN: bufopt-runner %s | FileCheck %s
// RUN: not bufopt-runner %s -e past_end 2>&1 | FileCheck %s --check-prefix=OOB
// CHECK: [0,  0,  1,  7,  7,  2,  3,  0]
// OOB: error: out of bounds access by 'memref.dma_start'
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
