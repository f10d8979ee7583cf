// FLAGS: -canonicalize
// The gpu patterns: unused allocations go, a dim of a gpu.alloc reads its size,
// a copy into a buffer that is only freed goes (unless it must keep giving a
// token it has no dependency for), memref.cast operands fold into copies and
// fills, waits on dependency-free waits and waits on one token vanish, the first
// of two barriers goes, and ids along a launch dimension of size one are zero.
func.func @dead(%n: index) {
  %a = gpu.alloc (%n) : memref<?xf32>
  %b, %t = gpu.alloc async (%n) : memref<?xf32>
  return
}
func.func @dim(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = gpu.alloc (%n) : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  gpu.dealloc %a : memref<?xf32>
  return %d : index
}
func.func @trivial_copy(%m: memref<4xf32>, %t0: !gpu.async.token) -> !gpu.async.token {
  %a = memref.alloc() : memref<4xf32>
  gpu.memcpy %a, %m : memref<4xf32>, memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %t1 = gpu.memcpy async [%t0] %b, %m : memref<4xf32>, memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  %c = gpu.alloc () : memref<4xf32>
  %t2 = gpu.memcpy async %c, %m : memref<4xf32>, memref<4xf32>
  gpu.dealloc %c : memref<4xf32>
  return %t1 : !gpu.async.token
}
func.func @casts(%m: memref<4xf32>, %f: f32) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %d = gpu.alloc () : memref<4xf32>
  %dc = memref.cast %d : memref<4xf32> to memref<?xf32>
  gpu.memcpy %dc, %c : memref<?xf32>, memref<?xf32>
  gpu.memset %dc, %f : memref<?xf32>, f32
  gpu.dealloc %d : memref<4xf32>
  return
}
func.func @waits(%t: !gpu.async.token) -> !gpu.async.token {
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0, %t]
  %t2 = gpu.wait async [%t1]
  %t3 = gpu.wait async [%t, %t2]
  gpu.wait [%t0]
  return %t3 : !gpu.async.token
}
func.func @barriers(%m: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    gpu.barrier
    gpu.barrier
    %v = memref.load %m[%bx] : memref<4xf32>
    memref.store %v, %m[%tx] : memref<4xf32>
    %w = memref.load %m[%by] : memref<4xf32>
    memref.store %w, %m[%ty] : memref<4xf32>
    gpu.barrier
    gpu.terminator
  }
  return
}
