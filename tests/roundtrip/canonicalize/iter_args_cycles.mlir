// FLAGS: -canonicalize
// Loop-carried values that feed one another in a cycle: a rotation whose
// inits all differ keeps every iter_arg; a cycle whose members all start
// from one value forwards that value; a cycle joined by a second outside
// value (through a nested loop) keeps the cycle.
func.func @rotated(%n: index, %x: f32, %y: f32, %z: f32) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y, %c = %z) -> (f32, f32, f32) {
    scf.yield %b, %c, %a : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
func.func @one_source(%n: index, %x: f32, %m: memref<4xf32>) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x, %c = %x) -> (f32, f32, f32) {
    memref.store %a, %m[%c0] : memref<4xf32>
    memref.store %b, %m[%c1] : memref<4xf32>
    scf.yield %c, %a, %b : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}
func.func @joined(%n: index, %x: f32, %y: f32, %m: memref<4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (f32, f32) {
    memref.store %a, %m[%c0] : memref<4xf32>
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%t = %b) -> (f32) {
      scf.yield %y : f32
    }
    scf.yield %s, %a : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
func.func @two_cycles(%n: index, %x: f32, %y: f32, %m: memref<4xf32>) -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x, %c = %y, %d = %x) -> (f32, f32, f32, f32) {
    memref.store %a, %m[%c0] : memref<4xf32>
    memref.store %c, %m[%c1] : memref<4xf32>
    scf.yield %b, %a, %d, %c : f32, f32, f32, f32
  }
  return %r#0, %r#1, %r#2, %r#3 : f32, f32, f32, f32
}
