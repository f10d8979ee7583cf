// FLAGS: --mlir-print-op-generic
// An arith op written in generic form without its default-valued property
// still has it (MLIR sets it on every op it creates): the generic printout
// shows overflowFlags and fastmath as none.
func.func @defaults(%i: i32, %f: f32) -> (i32, f32, i1, i16) {
  %a = "arith.addi"(%i, %i) : (i32, i32) -> i32
  %b = "arith.mulf"(%f, %f) : (f32, f32) -> f32
  %c = "arith.cmpf"(%f, %f) {predicate = 1 : i64} : (f32, f32) -> i1
  %d = "arith.trunci"(%i) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i16
  return %a, %b, %c, %d : i32, f32, i1, i16
}
