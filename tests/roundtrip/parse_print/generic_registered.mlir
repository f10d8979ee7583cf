// Registered ops written entirely in generic form; printed back in custom form.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f32) -> (i32, f32), sym_name = "generic_all"}> ({
  ^bb0(%a: i32, %b: i32, %f: f32):
    %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.muli"(%0, %b) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.cmpi"(%1, %2) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4 = "arith.select"(%3, %1, %2) : (i1, i32, i32) -> i32
    %5 = "arith.addf"(%f, %f) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %6 = "math.sqrt"(%5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "cf.br"(%4, %6)[^bb1] : (i32, f32) -> ()
  ^bb1(%x: i32, %y: f32):
    "func.return"(%x, %y) : (i32, f32) -> ()
  }) {foo.discardable = "kept"} : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index) -> (), sym_name = "generic_memref", sym_visibility = "private"}> ({
  ^bb0(%m: memref<?xf32>, %i: index):
    %v = "memref.load"(%m, %i) <{nontemporal = false}> : (memref<?xf32>, index) -> f32
    "memref.store"(%v, %m, %i) <{nontemporal = false}> : (f32, memref<?xf32>, index) -> ()
    %s = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<?xf32>, index) -> memref<4xf32, strided<[1], offset: ?>>
    "foo.keep"(%s) : (memref<4xf32, strided<[1], offset: ?>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {foo.module_attr = 1 : i64} : () -> ()
