// FLAGS: -buffer-deallocation-pipeline
// Returning an allocation makes the deallocation step ask for its base
// buffer, which a memref with a permutation layout (not strided) does not
// have: the op built for it fails to verify, reported at the return it was
// built for. The pipeline must stop there, although its later steps would
// erase the op again.
func.func @permuted() -> memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> {
  %a = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return %a : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
}
