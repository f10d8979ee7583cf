// Clusters of blocks in the interpreter's gpu launches. A launch's grid counts blocks; with
// cluster sizes each cluster groups that many neighbouring blocks, so gpu.cluster_id is a block's
// id divided by the cluster size, gpu.cluster_block_id the remainder, gpu.cluster_dim the number
// of clusters in the grid and gpu.cluster_dim_blocks the cluster size (what the NVVM lowering
// reads from the hardware). The body arguments of gpu.launch's clusters(...) are the cluster
// ids and the number of clusters in the grid (kernel outlining binds them to cluster_id and
// cluster_dim). Without cluster sizes every block is a cluster of one. A grid that is not a
// whole number of clusters is an error, as the hardware lowerings refuse the launch. No
// mlir-runner check: mlir-opt 22 has no CPU lowering of gpu launches, so the expected lines
// are worked out by hand.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: bufopt-runner %s -e outlined | FileCheck %s --check-prefix=OUTLINED
// RUN: bufopt-runner %s -e single | FileCheck %s --check-prefix=SINGLE
// RUN: not bufopt-runner %s -e ragged 2>&1 | FileCheck %s --check-prefix=RAGGED
// One row per block (x fastest): cluster id x and y, clusters in the grid along x, the block's
// place in its cluster along x and y, blocks per cluster along x and y, and the two body
// arguments (cluster id x, clusters along x).
// CHECK:      {{\[}}[0,   0,   2,   0,   0,   2,   2,   0,   2],
// CHECK-NEXT:  [0,   0,   2,   1,   0,   2,   2,   0,   2],
// CHECK-NEXT:  [1,   0,   2,   0,   0,   2,   2,   1,   2],
// CHECK-NEXT:  [1,   0,   2,   1,   0,   2,   2,   1,   2],
// CHECK-NEXT:  [0,   0,   2,   0,   1,   2,   2,   0,   2],
// CHECK-NEXT:  [0,   0,   2,   1,   1,   2,   2,   0,   2],
// CHECK-NEXT:  [1,   0,   2,   0,   1,   2,   2,   1,   2],
// CHECK-NEXT:  [1,   0,   2,   1,   1,   2,   2,   1,   2]]
// OUTLINED:      {{\[}}[0,   0,   2],
// OUTLINED-NEXT:  [0,   1,   2],
// OUTLINED-NEXT:  [0,   2,   2],
// OUTLINED-NEXT:  [1,   0,   2],
// OUTLINED-NEXT:  [1,   1,   2],
// OUTLINED-NEXT:  [1,   2,   2]]
// SINGLE:      {{\[}}[0,   0,   3],
// SINGLE-NEXT:  [1,   0,   3],
// SINGLE-NEXT:  [2,   0,   3]]
// RAGGED: error: a grid of [3, 1, 1] blocks is not made of whole clusters of [2, 1, 1] blocks
module attributes {gpu.container_module} {
  func.func private @printMemrefI64(memref<*xi64>)

  gpu.module @kernels {
    // Each block's first thread writes its cluster id, place in the cluster and the number of
    // clusters along x.
    gpu.func @where(%out: memref<6x3xi64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %b = gpu.block_id x
      %id = gpu.cluster_id x
      %in = gpu.cluster_block_id x
      %n = gpu.cluster_dim x
      %idi = arith.index_cast %id : index to i64
      %ini = arith.index_cast %in : index to i64
      %ni = arith.index_cast %n : index to i64
      memref.store %idi, %out[%b, %c0] : memref<6x3xi64>
      memref.store %ini, %out[%b, %c1] : memref<6x3xi64>
      memref.store %ni, %out[%b, %c2] : memref<6x3xi64>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %rows = memref.alloc() : memref<8x9xi64>
    gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %c2, %ncy = %c2, %ncz = %c1)
               blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c2, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) {
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %row_base = arith.muli %by, %gx : index
        %row = arith.addi %row_base, %bx : index
        %idx = gpu.cluster_id x
        %idy = gpu.cluster_id y
        %nx = gpu.cluster_dim x
        %inx = gpu.cluster_block_id x
        %iny = gpu.cluster_block_id y
        %kx = gpu.cluster_dim_blocks x
        %ky = gpu.cluster_dim_blocks y
        %vals = vector.from_elements %idx, %idy, %nx, %inx, %iny, %kx, %ky, %cx, %ncx : vector<9xindex>
        %ints = arith.index_cast %vals : vector<9xindex> to vector<9xi64>
        vector.store %ints, %rows[%row, %c0] : memref<8x9xi64>, vector<9xi64>
      }
      gpu.terminator
    }
    %u = memref.cast %rows : memref<8x9xi64> to memref<*xi64>
    call @printMemrefI64(%u) : (memref<*xi64>) -> ()
    memref.dealloc %rows : memref<8x9xi64>
    return
  }

  // A kernel launched twice with clusters of three blocks: over three blocks, then over six
  // (the second launch overwrites the first's rows).
  func.func @outlined() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %out = memref.alloc() : memref<6x3xi64>
    gpu.launch_func @kernels::@where clusters in (%c3, %c1, %c1) blocks in (%c3, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<6x3xi64>)
    %c6 = arith.constant 6 : index
    gpu.launch_func @kernels::@where clusters in (%c3, %c1, %c1) blocks in (%c6, %c1, %c1) threads in (%c2, %c1, %c1) args(%out : memref<6x3xi64>)
    %u = memref.cast %out : memref<6x3xi64> to memref<*xi64>
    call @printMemrefI64(%u) : (memref<*xi64>) -> ()
    memref.dealloc %out : memref<6x3xi64>
    return
  }

  // Without cluster sizes each block is its own cluster.
  func.func @single() {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %out = memref.alloc() : memref<6x3xi64>
    gpu.launch_func @kernels::@where blocks in (%c3, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<6x3xi64>)
    %head = memref.subview %out[0, 0] [3, 3] [1, 1] : memref<6x3xi64> to memref<3x3xi64, strided<[3, 1]>>
    %u = memref.cast %head : memref<3x3xi64, strided<[3, 1]>> to memref<*xi64>
    call @printMemrefI64(%u) : (memref<*xi64>) -> ()
    memref.dealloc %out : memref<6x3xi64>
    return
  }

  func.func @ragged() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %out = memref.alloc() : memref<6x3xi64>
    gpu.launch_func @kernels::@where clusters in (%c2, %c1, %c1) blocks in (%c3, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<6x3xi64>)
    memref.dealloc %out : memref<6x3xi64>
    return
  }
}
