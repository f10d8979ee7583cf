// FLAGS: -canonicalize
// Induction variable bounds and steps simplify subscripts (floordiv and mod
// of a bounded variable) and drop min/max bound results that cannot win;
// memory ops with composed subscripts; loops of one trip keep their body.
func.func @iv_bounds(%m: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to min affine_map<(d0) -> (d0 + 4, 16)>(%i) {
      %x = affine.load %m[%i floordiv 8 + %j] : memref<100xf32>
      %y = affine.load %m[%i mod 8] : memref<100xf32>
      %z = arith.addf %x, %y : f32
      affine.store %z, %m[(%i * 4 + %j) floordiv 4] : memref<100xf32>
    }
    affine.for %j = max affine_map<(d0)[s0] -> (d0 - 10, s0, s0)>(%i)[%n] to 10 step 3 {
      %x = affine.load %m[%j] : memref<100xf32>
      affine.store %x, %m[%j] : memref<100xf32>
    }
  }
  return
}
func.func @prefetch_and_vectors(%m: memref<100xf32>, %n: index) {
  %a = affine.apply affine_map<(d0) -> (d0 + 8)>(%n)
  affine.prefetch %m[%a], read, locality<1>, data : memref<100xf32>
  %v = affine.vector_load %m[%a] : memref<100xf32>, vector<4xf32>
  affine.vector_store %v, %m[%a * 2] : memref<100xf32>, vector<4xf32>
  return
}
func.func @single_trip(%m: memref<100xf32>, %v: f32) -> f32 {
  %r = affine.for %i = 3 to 4 iter_args(%a = %v) -> (f32) {
    %x = affine.load %m[%i] : memref<100xf32>
    %s = arith.addf %x, %a : f32
    affine.yield %s : f32
  }
  %q:2 = affine.for %i = 0 to 5 iter_args(%a = %v, %b = %r) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  return %q#0 : f32
}
