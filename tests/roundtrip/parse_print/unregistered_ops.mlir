// Unregistered ops: properties, regions, successors, many results, result groups.
func.func @unreg(%a: i32, %b: f32) -> i32 {
  "foo.no_operands"() : () -> ()
  %0 = "foo.props"(%a) <{count = 3 : i64, name = "p", nested = {x = [1, 2]}}> {discardable = unit} : (i32) -> i32
  %1:3 = "foo.three"(%a, %b) : (i32, f32) -> (i32, f32, index)
  %2:2 = "foo.pair"(%1#2) : (index) -> (i1, i1)
  %3, %4 = "foo.two_named"() : () -> (i8, i16)
  %5:2, %6 = "foo.grouped"() : () -> (i32, i32, f64)
  "foo.use"(%1#0, %1#1, %2#1, %3, %4, %5#1, %6) : (i32, f32, i1, i8, i16, i32, f64) -> ()
  %r = "foo.region"(%a) ({
  ^entry(%x: i32):
    %y = "foo.inner"(%x) : (i32) -> i32
    "foo.yield"(%y) : (i32) -> ()
  }, {
    "foo.empty_block_region"() : () -> ()
  }, {
  }) {attr = 1 : i32} : (i32) -> i32
  "foo.terminator_like"(%r)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  "foo.branch_args"(%a, %r)[^bb2] {weights = [1]} : (i32, i32) -> ()
^bb2:
  return %0 : i32
}

func.func @unreg_successor_operands(%c: i1, %x: i64) -> i64 {
  "foo.cond"(%c, %x)[^t, ^f] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i64) -> ()
^t(%tv: i64):
  return %tv : i64
^f:
  return %x : i64
}
