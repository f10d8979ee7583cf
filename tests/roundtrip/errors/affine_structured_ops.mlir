// FLAGS: --split-input-file
// Each chunk breaks one rule of the structured affine ops: subscripts that
// are not valid dims or symbols, a map of the wrong rank, mismatched element
// types, misplaced or miscounted yields, a negative step, a multi-result
// bound without its prefix, an integer set with too many operands, values
// from an if without else, reductions that do not fit, a zero basis.
func.func @scf_iv_is_no_dim(%m: memref<10xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = affine.load %m[%i] : memref<10xf32>
  }
  return
}
// -----
func.func @loop_iv_is_no_symbol(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %x = affine.load %m[symbol(%i)] : memref<10xf32>
  }
  return
}
// -----
func.func @bound_from_outer_iv(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %i {
    }
  }
  return
}
// -----
func.func @rank(%m: memref<10xf32>, %n: index) {
  %x = affine.load %m[%n, %n] : memref<10xf32>
  return
}
// -----
func.func @elem(%m: memref<10xf32>, %n: index) {
  %x = affine.vector_load %m[%n] : memref<10xf32>, vector<4xi32>
  return
}
// -----
func.func @stray_yield() {
  affine.yield
}
// -----
func.func @negative_step() {
  affine.for %i = 0 to 10 step -1 {
  }
  return
}
// -----
func.func @no_min(%n: index) {
  affine.for %i = 0 to affine_map<(d0) -> (d0, 4)>(%n) {
  }
  return
}
// -----
func.func @two_yielded(%n: index) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index) {
    affine.yield %a, %a : index, index
  }
  return
}
// -----
func.func @extra_symbol(%n: index) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%n)[%n] {
  }
  return
}
// -----
func.func @value_without_else(%n: index) {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> index {
    affine.yield %n : index
  }
  return
}
// -----
func.func @signed_max_of_float(%n: index) {
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> f32 {
    affine.yield %n : index
  }
  return
}
// -----
func.func @unknown_reduction() {
  %r = affine.parallel (%i) = (0) to (10) reduce ("foo") -> f32 {
  }
  return
}
// -----
func.func @zero_basis(%n: index) {
  %r:2 = affine.delinearize_index %n into (4, 0) : index, index
  return
}
// -----
func.func @basis_count(%n: index) {
  %r = affine.linearize_index [%n, %n, %n] by (4) : index
  return
}
