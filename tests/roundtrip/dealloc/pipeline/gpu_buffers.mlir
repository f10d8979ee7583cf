// FLAGS: -buffer-deallocation-pipeline
// Device buffers from gpu.alloc are freed like any other allocation (with
// memref.dealloc) unless returned; copies and fills only read and write them.
// An allocation inside a launch body is freed inside it, after its last use.
// Waits with nothing to wait for
// are canonicalized away before ownership is computed.
func.func @staged_copy(%n: index, %host: memref<?xf32>, %v: f32) -> memref<?xf32> {
  %dev = gpu.alloc (%n) : memref<?xf32>
  %stage = gpu.alloc host_shared (%n) : memref<?xf32>
  gpu.memcpy %dev, %host : memref<?xf32>, memref<?xf32>
  gpu.memset %stage, %v : memref<?xf32>, f32
  gpu.memcpy %stage, %dev : memref<?xf32>, memref<?xf32>
  %out = memref.alloc (%n) : memref<?xf32>
  memref.copy %stage, %out : memref<?xf32> to memref<?xf32>
  %t = gpu.wait async
  gpu.wait [%t]
  return %out : memref<?xf32>
}

func.func @returned_device_buffer(%n: index, %c: i1) -> memref<?xf32> {
  %a = gpu.alloc (%n) : memref<?xf32>
  %b = memref.alloc (%n) : memref<?xf32>
  %r = arith.select %c, %a, %b : memref<?xf32>
  return %r : memref<?xf32>
}

func.func @scratch_in_launch_body(%in: memref<16xf32>) {
  %one = arith.constant 1 : index
  %sixteen = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %sixteen, %sy = %one, %sz = %one) {
    %scratch = memref.alloc() : memref<16xf32>
    memref.copy %in, %scratch : memref<16xf32> to memref<16xf32>
    %x = memref.load %scratch[%tx] : memref<16xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %in[%tx] : memref<16xf32>
    gpu.terminator
  }
  return
}
