// FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// After bufferization the region of shape.assuming hands out a fresh buffer
// in one result and an index nobody reads in the other; the pipeline's
// canonicalizations drop the unused result and the ownership flag of the
// buffer joins the results instead.
func.func @grow(%w: !shape.witness, %t: tensor<?xf32>, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %r, %n = shape.assuming %w -> (tensor<?xf32>, index) {
    %u = tensor.insert %v into %t[%c0] : tensor<?xf32>
    %d = tensor.dim %u, %c0 : tensor<?xf32>
    shape.assuming_yield %u, %d : tensor<?xf32>, index
  }
  %x = tensor.extract %t[%c0] : tensor<?xf32>
  %y = tensor.insert %x into %r[%c0] : tensor<?xf32>
  return %y : tensor<?xf32>
}
