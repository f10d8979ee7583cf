// FLAGS: -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// End-to-end program (tensor level, unseen3 examiner round): executed with both tools by
// crates/driver/tests/e2e.rs; must print the same and report leaked=0 badfree=0.
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline -o %t
// RUN: mlir-opt %s -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline | diff - %t
// RUN: FileCheck %s < %t
// CHECK-NOT: bufferization.dealloc
// CHECK: memref.dealloc

func.func private @printMemrefF32(tensor<*xf32>) attributes {llvm.emit_c_interface}

func.func private @make(%n: index, %v: f32) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}
func.func private @bump(%t: tensor<?xf32>, %i: index) -> tensor<?xf32> {
  %x = tensor.extract %t[%i] : tensor<?xf32>
  %y = arith.addf %x, %x : f32
  %r = tensor.insert %y into %t[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @top(%n: index, %v: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %a = call @make(%n, %v) : (index, f32) -> tensor<?xf32>
  %b = call @bump(%a, %c0) : (tensor<?xf32>, index) -> tensor<?xf32>
  %x = tensor.extract %a[%c0] : tensor<?xf32>
  return %b, %x : tensor<?xf32>, f32
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %v = arith.constant 1.5 : f32
  %r:2 = call @top(%c4, %v) : (index, f32) -> (tensor<?xf32>, f32)
  %u = tensor.cast %r#0 : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %e = tensor.from_elements %r#1 : tensor<1xf32>
  %u2 = tensor.cast %e : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
