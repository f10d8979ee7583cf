// FLAGS: --split-input-file -buffer-deallocation-pipeline
// What the ownership-based deallocation refuses among the gpu ops: an input
// that already frees (gpu.dealloc), and ops whose memory effects MLIR does not
// declare (a kernel launch, a barrier in a launch body, a wait whose token is
// used).
func.func @frees_itself(%n: index) {
  %a = gpu.alloc (%n) : memref<?xf32>
  gpu.dealloc %a : memref<?xf32>
  return
}

// -----
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<8xf32>) kernel {
      gpu.return
    }
  }
  func.func @launches(%m: memref<8xf32>) {
    %one = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%one, %one, %one) threads in (%one, %one, %one) args(%m : memref<8xf32>)
    return
  }
}

// -----
func.func @barrier_in_body(%m: memref<4xf32>) {
  %one = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %one, %sy = %one, %sz = %one) {
    gpu.barrier
    gpu.terminator
  }
  return
}

// -----
func.func @async_allocation(%n: index) -> memref<?xf32> {
  %t0 = gpu.wait async
  %a, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
  gpu.wait [%t1]
  return %a : memref<?xf32>
}
