// The gpu dialect in the interpreter, which runs a launch's blocks and threads one after
// another on one heap (host and device memory alike): launch_func of gpu.module kernels,
// inline gpu.launch bodies, thread/block ids and sizes, workgroup and private attributions,
// gpu.alloc/dealloc/memcpy/memset/wait. Threads of a block run in lockstep between barriers in
// the kernel's own blocks; a barrier in a nested region, threads that meet different barriers
// and the subgroup queries number a block's threads (x fastest) into subgroups of --subgroup-size
// (32 by default: the target's, which a program does not say). No mlir-runner check: mlir-opt 22 has
// no CPU lowering of gpu launches, so the expected lines are worked out by hand.
// RUN: bufopt-runner %s --memory-report 2>&1 | FileCheck %s
// RUN: not bufopt-runner %s -e barrier_in_loop 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: not bufopt-runner %s -e divergent_barrier 2>&1 | FileCheck %s --check-prefix=DIVERGE
// RUN: bufopt-runner %s -e lane --subgroup-size=4 | FileCheck %s --check-prefix=LANE4
// RUN: bufopt-runner %s -e lane | FileCheck %s --check-prefix=LANE32
// RUN: not bufopt-runner %s -e outside 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// LOOP: error: gpu.barrier inside a nested region
// DIVERGE: error: the threads of a block reach different barriers
// LANE4: {{\[}}[0,   0,   2,   4],
// LANE4-NEXT:  [1,   0,   2,   4],
// LANE4-NEXT:  [2,   0,   2,   4],
// LANE4-NEXT:  [3,   0,   2,   4],
// LANE4-NEXT:  [0,   1,   2,   4],
// LANE4-NEXT:  [1,   1,   2,   4]]
// LANE32: {{\[}}[0,   0,   1,   32],
// LANE32-NEXT:  [1,   0,   1,   32],
// LANE32-NEXT:  [2,   0,   1,   32],
// LANE32-NEXT:  [3,   0,   1,   32],
// LANE32-NEXT:  [4,   0,   1,   32],
// LANE32-NEXT:  [5,   0,   1,   32]]
// OUTSIDE: error: 'gpu.thread_id' outside a gpu launch
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [3,  4,  5,  6,  13,  14,  15,  16]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [6,  5,  4,  3]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [11,  9,  7,  9]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [0,  0,  0,  0,  0,  0,  0,  0]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [4,  4]
// CHECK: memory: heap allocations=5 frees=5 leaked=0

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Each thread doubles its element; the block's first thread also records the block size.
    gpu.func @double(%m: memref<8xf32>, %sizes: memref<2xindex>) kernel {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %n = gpu.block_dim x
      %g = gpu.global_id x
      %x = memref.load %m[%g] : memref<8xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %m[%g] : memref<8xf32>
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        memref.store %n, %sizes[%b] : memref<2xindex>
      }
      gpu.return
    }
    // Reverses 4 elements through workgroup memory: every thread writes, waits, then reads.
    gpu.func @reverse(%m: memref<4xf32>) workgroup(%tmp: memref<4xf32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %c3 = arith.constant 3 : index
      %x = memref.load %m[%t] : memref<4xf32>
      memref.store %x, %tmp[%t] : memref<4xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r = arith.subi %c3, %t : index
      %y = memref.load %tmp[%r] : memref<4xf32, #gpu.address_space<workgroup>>
      memref.store %y, %m[%t] : memref<4xf32>
      gpu.return
    }
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefI64(memref<*xi64>)
  // A barrier in a loop of a kernel with several threads.
  func.func @barrier_in_loop() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) {
      scf.for %i = %c0 to %c2 step %c1 {
        gpu.barrier
      }
      gpu.terminator
    }
    return
  }

  // Only the first thread reaches the barrier.
  func.func @divergent_barrier() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) {
      %first = arith.cmpi eq, %tx, %c0 : index
      cf.cond_br %first, ^wait, ^done
    ^wait:
      gpu.barrier
      cf.br ^done
    ^done:
      gpu.terminator
    }
    return
  }

  // The subgroup size is the target's.
  // Per thread of a 3x2 block (row = linear thread id): its lane, its subgroup, the number
  // of subgroups and their size.
  func.func @lane() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %ids = memref.alloc() : memref<6x4xi64>
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c3, %sy = %c2, %sz = %c1) {
      %row_base = arith.muli %ty, %sx : index
      %row = arith.addi %row_base, %tx : index
      %l = gpu.lane_id
      %g = gpu.subgroup_id : index
      %n = gpu.num_subgroups : index
      %z = gpu.subgroup_size : index
      %li = arith.index_cast %l : index to i64
      %gi = arith.index_cast %g : index to i64
      %ni = arith.index_cast %n : index to i64
      %zi = arith.index_cast %z : index to i64
      memref.store %li, %ids[%row, %c0] : memref<6x4xi64>
      memref.store %gi, %ids[%row, %c1] : memref<6x4xi64>
      memref.store %ni, %ids[%row, %c2] : memref<6x4xi64>
      memref.store %zi, %ids[%row, %c3] : memref<6x4xi64>
      gpu.terminator
    }
    %u = memref.cast %ids : memref<6x4xi64> to memref<*xi64>
    call @printMemrefI64(%u) : (memref<*xi64>) -> ()
    memref.dealloc %ids : memref<6x4xi64>
    return
  }

  // A thread id outside any launch.
  func.func @outside() {
    %t = gpu.thread_id x
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %f1 = arith.constant 1.5 : f32
    %host = memref.alloc() : memref<8xf32>
    %dev = gpu.alloc () : memref<8xf32>
    %sizes = gpu.alloc () : memref<2xindex>
    linalg.fill ins(%f1 : f32) outs(%host : memref<8xf32>)
    gpu.memcpy %dev, %host : memref<8xf32>, memref<8xf32>
    gpu.launch_func @kernels::@double blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1) args(%dev : memref<8xf32>, %sizes : memref<2xindex>)
    // An inline launch: thread i of block b adds 10 * b + i.
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
      %i = arith.muli %bx, %sx : index
      %j = arith.addi %i, %tx : index
      %v = memref.load %dev[%j] : memref<8xf32>
      %ten = arith.constant 10 : index
      %bb = arith.muli %bx, %ten : index
      %k = arith.addi %bb, %tx : index
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %w = arith.addf %v, %kf : f32
      memref.store %w, %dev[%j] : memref<8xf32>
      gpu.terminator
    }
    gpu.memcpy %host, %dev : memref<8xf32>, memref<8xf32>
    %u = memref.cast %host : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    %half = memref.subview %host[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
    %small = memref.alloc() : memref<4xf32>
    memref.copy %half, %small : memref<4xf32, strided<[1]>> to memref<4xf32>
    gpu.launch_func @kernels::@reverse blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%small : memref<4xf32>)
    %us = memref.cast %small : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%us) : (memref<*xf32>) -> ()
    // An inline launch whose threads rotate values through workgroup memory, each keeping
    // its own value in private memory across the barrier.
    gpu.launch blocks(%rb, %rby, %rbz) in (%rgx = %c1, %rgy = %c1, %rgz = %c1) threads(%rt, %rty, %rtz) in (%rsx = %c4, %rsy = %c1, %rsz = %c1) workgroup(%ring : memref<4xf32, #gpu.address_space<workgroup>>) private(%mine : memref<1xf32, #gpu.address_space<private>>) {
      %zi = arith.constant 0 : index
      %v = memref.load %small[%rt] : memref<4xf32>
      memref.store %v, %ring[%rt] : memref<4xf32, #gpu.address_space<workgroup>>
      memref.store %v, %mine[%zi] : memref<1xf32, #gpu.address_space<private>>
      gpu.barrier
      %one = arith.constant 1 : index
      %n = arith.addi %rt, %one : index
      %four = arith.constant 4 : index
      %next = arith.remui %n, %four : index
      %w = memref.load %ring[%next] : memref<4xf32, #gpu.address_space<workgroup>>
      %kept = memref.load %mine[%zi] : memref<1xf32, #gpu.address_space<private>>
      %sum = arith.addf %w, %kept : f32
      memref.store %sum, %small[%rt] : memref<4xf32>
      gpu.terminator
    }
    call @printMemrefF32(%us) : (memref<*xf32>) -> ()
    %zero = arith.constant 0.0 : f32
    gpu.memset %dev, %zero : memref<8xf32>, f32
    %tok = gpu.wait async
    gpu.wait [%tok]
    gpu.memcpy %host, %dev : memref<8xf32>, memref<8xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    %si = memref.alloc() : memref<2xi64>
    %s0 = memref.load %sizes[%c0] : memref<2xindex>
    %s1 = memref.load %sizes[%c1] : memref<2xindex>
    %i0 = arith.index_cast %s0 : index to i64
    %i1 = arith.index_cast %s1 : index to i64
    memref.store %i0, %si[%c0] : memref<2xi64>
    memref.store %i1, %si[%c1] : memref<2xi64>
    %usi = memref.cast %si : memref<2xi64> to memref<*xi64>
    call @printMemrefI64(%usi) : (memref<*xi64>) -> ()
    gpu.dealloc %dev : memref<8xf32>
    gpu.dealloc %sizes : memref<2xindex>
    memref.dealloc %host : memref<8xf32>
    memref.dealloc %small : memref<4xf32>
    memref.dealloc %si : memref<2xi64>
    return
  }
}
