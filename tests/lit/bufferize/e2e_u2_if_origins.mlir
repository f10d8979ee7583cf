// End-to-end tensor program: scf.if choosing between an argument, a constant and a fresh tensor, then writing to the choice
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline > %t.m
// RUN: diff %t.m %t.b
func.func private @printMemrefF32(tensor<*xf32>)
func.func @choose(%arg: tensor<4xf32>, %sel: i32, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %is0 = arith.cmpi eq, %sel, %zero : i32
  %is1 = arith.cmpi eq, %sel, %one : i32
  %t = scf.if %is0 -> (tensor<4xf32>) {
    scf.yield %arg : tensor<4xf32>
  } else {
    %u = scf.if %is1 -> (tensor<4xf32>) {
      scf.yield %cst : tensor<4xf32>
    } else {
      %e = tensor.empty() : tensor<4xf32>
      %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
      scf.yield %f : tensor<4xf32>
    }
    scf.yield %u : tensor<4xf32>
  }
  %w = tensor.insert %v into %t[%c2] : tensor<4xf32>
  %x = tensor.extract %arg[%c0] : tensor<4xf32>
  %w2 = tensor.insert %x into %w[%c0] : tensor<4xf32>
  return %w2 : tensor<4xf32>
}
func.func @main() {
  %a = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>
  %v = arith.constant 7.0 : f32
  %s0 = arith.constant 0 : i32
  %s1 = arith.constant 1 : i32
  %s2 = arith.constant 2 : i32
  %r0 = call @choose(%a, %s0, %v) : (tensor<4xf32>, i32, f32) -> tensor<4xf32>
  %r1 = call @choose(%a, %s1, %v) : (tensor<4xf32>, i32, f32) -> tensor<4xf32>
  %r2 = call @choose(%a, %s2, %v) : (tensor<4xf32>, i32, f32) -> tensor<4xf32>
  %u0 = tensor.cast %r0 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %r1 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %r2 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
