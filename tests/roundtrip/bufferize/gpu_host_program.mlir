// FLAGS: -one-shot-bufferize=bufferize-function-boundaries
// A tensor program that stages its data through device memory: the gpu ops
// work on buffers already, so bufferization leaves them (and the kernel module)
// as they are and rewrites the tensor ops around them.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%buf: memref<16xf32>, %f: f32) kernel {
      %i = gpu.thread_id x
      %v = memref.load %buf[%i] : memref<16xf32>
      %m = arith.mulf %v, %f : f32
      memref.store %m, %buf[%i] : memref<16xf32>
      gpu.return
    }
  }
  func.func @host(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
    %one = arith.constant 1 : index
    %sixteen = arith.constant 16 : index
    %e = tensor.empty() : tensor<16xf32>
    %filled = linalg.fill ins(%f : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
    %src = bufferization.to_buffer %filled : tensor<16xf32> to memref<16xf32>
    %dev = gpu.alloc () : memref<16xf32>
    gpu.memcpy %dev, %src : memref<16xf32>, memref<16xf32>
    gpu.launch_func @kernels::@scale blocks in (%one, %one, %one) threads in (%sixteen, %one, %one) args(%dev : memref<16xf32>, %f : f32)
    %back = memref.alloc() : memref<16xf32>
    gpu.memcpy %back, %dev : memref<16xf32>, memref<16xf32>
    gpu.dealloc %dev : memref<16xf32>
    %r = bufferization.to_tensor %back restrict : memref<16xf32> to tensor<16xf32>
    %sum = linalg.map ins(%r, %t : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) (%a: f32, %b: f32, %o: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
    return %sum : tensor<16xf32>
  }
}
