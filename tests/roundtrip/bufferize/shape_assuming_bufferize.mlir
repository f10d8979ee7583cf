// FLAGS: --split-input-file -one-shot-bufferize=bufferize-function-boundaries
// shape.assuming hands out the buffers its region yields. Each function
// below puts the region's result in a different position relative to the
// writes around it, so that the analysis must look through the op.

// The region writes a copy of the argument (the argument is read after the
// write) and yields the copy.
func.func @write_inside(%w: !shape.witness, %t: tensor<4xf32>, %i: index, %v: f32) -> (tensor<4xf32>, f32) {
  %r, %e = shape.assuming %w -> (tensor<4xf32>, f32) {
    %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
    %1 = tensor.extract %t[%i] : tensor<4xf32>
    shape.assuming_yield %0, %1 : tensor<4xf32>, f32
  }
  return %r, %e : tensor<4xf32>, f32
}

// -----

// A value from outside passes through the region unchanged; writing the
// result afterwards must not clobber the original, which is read later.
func.func @passthrough_then_write(%w: !shape.witness, %v: f32, %i: index) -> (tensor<8xf32>, f32) {
  %e = tensor.empty() : tensor<8xf32>
  %c0 = arith.constant 0.0 : f32
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = shape.assuming %w -> (tensor<8xf32>) {
    shape.assuming_yield %f : tensor<8xf32>
  }
  %x = tensor.insert %v into %r[%i] : tensor<8xf32>
  %old = tensor.extract %f[%i] : tensor<8xf32>
  return %x, %old : tensor<8xf32>, f32
}

// -----

// Nothing reads the original after the write: the result is written in place.
func.func @passthrough_in_place(%w: !shape.witness, %v: f32, %i: index) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %c0 = arith.constant 0.0 : f32
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = shape.assuming %w -> (tensor<8xf32>) {
    shape.assuming_yield %f : tensor<8xf32>
  }
  %x = tensor.insert %v into %r[%i] : tensor<8xf32>
  return %x : tensor<8xf32>
}

// -----

// Inside a loop body, with a dynamic shape and a non-tensor result.
func.func @in_loop(%w: !shape.witness, %t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<?xf32>) {
    %y, %s = shape.assuming %w -> (tensor<?xf32>, index) {
      %v = tensor.extract %acc[%k] : tensor<?xf32>
      %d = arith.addf %v, %v : f32
      %u = tensor.insert %d into %acc[%k] : tensor<?xf32>
      %sz = tensor.dim %u, %c0 : tensor<?xf32>
      shape.assuming_yield %u, %sz : tensor<?xf32>, index
    }
    scf.yield %y : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// Results that no one uses, and a region without tensor results.
func.func @unused(%w: !shape.witness, %t: tensor<4xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %r = shape.assuming %w -> (tensor<4xi32>) {
    %e = tensor.empty() : tensor<4xi32>
    shape.assuming_yield %e : tensor<4xi32>
  }
  %s = shape.assuming %w -> (i32) {
    %x = tensor.extract %t[%c1] : tensor<4xi32>
    shape.assuming_yield %x : i32
  }
  return %s : i32
}
