// scf.parallel with several reductions, no reductions, attributes; scf.reduce with regions.
func.func @par(%lb: index, %ub: index, %st: index, %f: f32, %i: i32, %m: memref<?x?xf32>) -> (f32, i32) {
  scf.parallel (%a, %b) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %v = memref.load %m[%a, %b] : memref<?x?xf32>
    memref.store %v, %m[%b, %a] : memref<?x?xf32>
    scf.reduce
  } {mapping = "none"}
  %r:2 = scf.parallel (%k) = (%lb) to (%ub) step (%st) init (%f, %i) -> (f32, i32) {
    %v = memref.load %m[%k, %k] : memref<?x?xf32>
    %c = arith.fptosi %v : f32 to i32
    scf.reduce(%v, %c : f32, i32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%lhs: i32, %rhs: i32):
      %s = arith.maxsi %lhs, %rhs : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}
