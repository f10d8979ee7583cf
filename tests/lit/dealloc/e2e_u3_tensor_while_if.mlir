// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// End-to-end program (tensor level, unseen3 examiner round): executed with both tools by
// crates/driver/tests/e2e.rs; must print the same and report leaked=0 badfree=0.
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(tensor<*xf32>) attributes {llvm.emit_c_interface}

func.func @halve(%t: tensor<8xf32>, %eps: f32, %c: i1) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %half = arith.constant 0.5 : f32
  %r = scf.while (%x = %t) : (tensor<8xf32>) -> tensor<8xf32> {
    %v = tensor.extract %x[%c0] : tensor<8xf32>
    %go = arith.cmpf ogt, %v, %eps : f32
    scf.condition(%go) %x : tensor<8xf32>
  } do {
  ^bb0(%y: tensor<8xf32>):
    %e = tensor.empty() : tensor<8xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%y : tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %half : f32
      linalg.yield %m : f32
    } -> tensor<8xf32>
    %s = scf.if %c -> (tensor<8xf32>) {
      %c7 = arith.constant 7 : index
      %w = tensor.insert %eps into %g[%c7] : tensor<8xf32>
      scf.yield %w : tensor<8xf32>
    } else {
      scf.yield %g : tensor<8xf32>
    }
    scf.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @main() {
  %v = arith.constant 10.0 : f32
  %eps = arith.constant 1.0 : f32
  %t = arith.constant true
  %f = arith.constant false
  %e = tensor.empty() : tensor<8xf32>
  %a = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r1 = call @halve(%a, %eps, %t) : (tensor<8xf32>, f32, i1) -> tensor<8xf32>
  %r2 = call @halve(%a, %eps, %f) : (tensor<8xf32>, f32, i1) -> tensor<8xf32>
  %u1 = tensor.cast %r1 : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %r2 : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
