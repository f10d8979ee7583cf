// RUN: not bufopt %s -canonicalize --split-input-file 2>/dev/null | FileCheck %s --check-prefix=MLIR22
// RUN: not bufopt %s -canonicalize --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=INVALID
// RUN: bufopt %s -canonicalize=fix-fill-copy-cast --split-input-file | FileCheck %s --check-prefix=FIXED

// A copy whose init is a fill overwrites every element, so the fill can go and
// the copy writes into the fill's init. mlir-opt 22 rebuilds the copy without
// its attributes: the zero-extension of the i8 input into f32 turns into a
// sign extension (200 reads as -56). The option keeps the attribute.
// MLIR22-LABEL: func.func @unsigned_copy_over_fill
// MLIR22:         %[[E:.*]] = tensor.empty() : tensor<4xf32>
// MLIR22-NOT:     linalg.fill
// MLIR22:         linalg.copy ins(%arg0 : tensor<4xi8>) outs(%[[E]] : tensor<4xf32>)
// FIXED-LABEL: func.func @unsigned_copy_over_fill
// FIXED:         %[[E:.*]] = tensor.empty() : tensor<4xf32>
// FIXED-NOT:     linalg.fill
// FIXED:         linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0 : tensor<4xi8>) outs(%[[E]] : tensor<4xf32>)
func.func @unsigned_copy_over_fill(%bytes: tensor<4xi8>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%bytes : tensor<4xi8>) outs(%filled : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A converting copy of a fill: mlir-opt 22 folds it into a fill of the i8
// value into the f32 init, which its verifier refuses. The option leaves the
// copy alone.
// INVALID: error: 'linalg.fill' op expected fill value type ('i8') to match output element type ('f32')
// FIXED-LABEL: func.func @widening_copy_of_fill
// FIXED:         %[[F:.*]] = linalg.fill ins(%arg0 : i8)
// FIXED:         linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%[[F]] : tensor<4xi8>)
func.func @widening_copy_of_fill(%v: i8) -> tensor<4xf32> {
  %narrow = tensor.empty() : tensor<4xi8>
  %wide = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : i8) outs(%narrow : tensor<4xi8>) -> tensor<4xi8>
  %r = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%f : tensor<4xi8>) outs(%wide : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
