// registered ops written in generic form, including ones with regions and successors, printed custom.
"func.func"() <{function_type = (i1, memref<4xf32>) -> f32, sym_name = "g"}> ({
^bb0(%c: i1, %m: memref<4xf32>):
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %v = "memref.load"(%m, %c0) <{nontemporal = false}> : (memref<4xf32>, index) -> f32
  "cf.cond_br"(%c, %v, %v) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
^bb1(%x: f32):
  "func.return"(%x) : (f32) -> ()
^bb2(%y: f32):
  %r = "scf.execute_region"() ({
    "scf.yield"(%y) : (f32) -> ()
  }) : () -> f32
  "memref.store"(%r, %m, %c0) : (f32, memref<4xf32>, index) -> ()
  "func.return"(%r) : (f32) -> ()
}) : () -> ()
