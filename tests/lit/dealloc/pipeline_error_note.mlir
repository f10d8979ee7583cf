// RUN: not bufopt %s -buffer-deallocation-pipeline --allow-unregistered-dialect 2>&1 | FileCheck %s

// The pipeline leaves out ops its canonicalize step would fold away, but when
// the ownership step fails, its note prints the failing op with the values
// numbered as the separate passes would have left the IR (each allocation
// has its own `true` ownership constant by then; mlir-opt 22 prints %4, %5).

func.func @opaque_user(%m: memref<4xf32>, %i: index) -> f32 {
  %x = memref.load %m[%i] : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  "test.opaque"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  return %x : f32
}

// CHECK: error: ops with unknown memory side effects are not supported
// CHECK: note: see current operation: "test.opaque"(%4, %5)
