// FLAGS: -canonicalize
// Canonicalization of the structured affine ops: producer affine.apply ops
// composed into subscripts and bounds, constant operands folded into maps,
// bounds of constants made constant, loops that only forward values or never
// run replaced by their inits, dead else blocks and conditions known true or
// false removed, parallel bounds composed.
func.func @compose_into_load(%m: memref<100xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %s = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %s) -> (f32) {
    %a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
    %x = affine.load %m[%a + 3] : memref<100xf32>
    affine.store %x, %m[%a] : memref<100xf32>
    %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    %y = affine.load %m[%b] : memref<100xf32>
    %t = arith.addf %acc, %y : f32
    %z = affine.load %m[%i + %c0] : memref<100xf32>
    %u = arith.addf %t, %z : f32
    affine.yield %u : f32
  }
  return %r : f32
}
func.func @constant_bounds(%m: memref<100xf32>) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  affine.for %i = %c2 to %c8 {
    %x = affine.load %m[%i] : memref<100xf32>
    affine.store %x, %m[%i + 1] : memref<100xf32>
  }
  affine.for %i = max affine_map<(d0) -> (d0, 1)>(%c2) to min affine_map<(d0) -> (d0 + 10, 20)>(%c8) {
    %x = affine.load %m[%i] : memref<100xf32>
    affine.store %x, %m[%i + 1] : memref<100xf32>
  }
  return
}
func.func @empty_loops(%m: memref<100xf32>, %v: f32, %n: index) -> (f32, f32, f32) {
  affine.for %i = 0 to 10 {
  }
  %r = affine.for %i = 0 to 10 iter_args(%acc = %v) -> (f32) {
    affine.yield %acc : f32
  }
  %z = affine.for %i = 10 to 0 iter_args(%acc = %v) -> (f32) {
    %x = affine.load %m[%i] : memref<100xf32>
    affine.yield %x : f32
  }
  %w = affine.for %i = 0 to %n iter_args(%acc = %v) -> (f32) {
    affine.yield %acc : f32
  }
  return %r, %z, %w : f32, f32, f32
}
func.func @conditions(%m: memref<100xf32>, %n: index) -> f32 {
  %c5 = arith.constant 5 : index
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%a, %c5) {
    %q = affine.load %m[%a] : memref<100xf32>
    affine.store %q, %m[0] : memref<100xf32>
  } else {
  }
  affine.if affine_set<() : (0 == 0)>() {
    %x = affine.load %m[1] : memref<100xf32>
    affine.store %x, %m[2] : memref<100xf32>
  }
  %v = affine.if affine_set<() : (1 == 0)>() -> f32 {
    %x = affine.load %m[3] : memref<100xf32>
    affine.yield %x : f32
  } else {
    %y = affine.load %m[4] : memref<100xf32>
    affine.yield %y : f32
  }
  affine.if affine_set<() : (-1 >= 0)>() {
    affine.store %v, %m[5] : memref<100xf32>
  }
  return %v : f32
}
func.func @parallel_bounds(%m: memref<100xf32>, %n: index) {
  %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  affine.parallel (%i) = (0) to (%a) {
    %x = affine.load %m[%i] : memref<100xf32>
    affine.store %x, %m[%i + 1] : memref<100xf32>
  }
  return
}
