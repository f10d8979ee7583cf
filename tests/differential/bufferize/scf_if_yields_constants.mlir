// FLAGS: --split-input-file -one-shot-bufferize=bufferize-function-boundaries
// While the scf.if is bufferized, the constants its branches yield are still
// tensors: their buffer type is the default (fully dynamic) layout, not the
// identity layout of the globals they become, so the if's results get the
// dynamic layout and each yield is cast. A constant bufferized before the if
// keeps its identity layout. (One function per split: mlir-opt bufferizes
// functions without calls between them in no fixed order, which shows in the
// names and order of the globals.)
func.func @both_constants(%c: i1) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    %a = arith.constant dense<1.0> : tensor<2xf32>
    scf.yield %a : tensor<2xf32>
  } else {
    %b = arith.constant dense<0.0> : tensor<2xf32>
    scf.yield %b : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @alloc_and_constant(%c: i1) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    %a = bufferization.alloc_tensor() : tensor<2xf32>
    scf.yield %a : tensor<2xf32>
  } else {
    %b = arith.constant dense<0.0> : tensor<2xf32>
    scf.yield %b : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @constant_outside(%c: i1) -> tensor<2xf32> {
  %a = arith.constant dense<1.0> : tensor<2xf32>
  %r = scf.if %c -> (tensor<2xf32>) {
    scf.yield %a : tensor<2xf32>
  } else {
    %b = bufferization.alloc_tensor() : tensor<2xf32>
    scf.yield %b : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @select_of_constants(%c: i1) -> tensor<2xf32> {
  %a = arith.constant dense<1.0> : tensor<2xf32>
  %b = arith.constant dense<2.0> : tensor<2xf32>
  %r = arith.select %c, %a, %b : tensor<2xf32>
  return %r : tensor<2xf32>
}
