// FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// A tensor program with an inline launch that works on a device copy of a
// bufferized tensor: the device buffer and the host buffer it is copied back
// into are freed after their last use, the result is returned unfreed.
func.func @round_trip(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %one = arith.constant 1 : index
  %sixteen = arith.constant 16 : index
  %e = tensor.empty() : tensor<16xf32>
  %filled = linalg.fill ins(%f : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %src = bufferization.to_buffer %filled : tensor<16xf32> to memref<16xf32>
  %dev = gpu.alloc () : memref<16xf32>
  gpu.memcpy %dev, %src : memref<16xf32>, memref<16xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %one, %gy = %one, %gz = %one) threads(%tx, %ty, %tz) in (%sx = %sixteen, %sy = %one, %sz = %one) {
    %v = memref.load %dev[%tx] : memref<16xf32>
    %w = arith.mulf %v, %v : f32
    memref.store %w, %dev[%tx] : memref<16xf32>
    gpu.terminator
  }
  %back = memref.alloc() : memref<16xf32>
  gpu.memcpy %back, %dev : memref<16xf32>, memref<16xf32>
  %r = bufferization.to_tensor %back restrict : memref<16xf32> to tensor<16xf32>
  %sum = linalg.map ins(%r, %t : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) (%a: f32, %b: f32, %o: f32) {
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return %sum : tensor<16xf32>
}
