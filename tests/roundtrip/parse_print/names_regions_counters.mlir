// value numbering across sibling regions, nested regions of unregistered ops, block args.
func.func @count(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = "foo.region"(%0) ({
  ^bb0(%x: i32, %y: i32):
    %2 = arith.addi %x, %y : i32
    "foo.yield"(%2) : (i32) -> ()
  }, {
    %3 = arith.muli %0, %0 : i32
    "foo.inner"() ({
      %4 = arith.subi %3, %3 : i32
      "foo.yield"(%4) : (i32) -> ()
    ^bb1:
      "foo.yield"(%3) : (i32) -> ()
    }) : () -> ()
    "foo.yield"(%3) : (i32) -> ()
  }) : (i32) -> i32
  %5 = arith.addi %1, %1 : i32
  %6:3 = "foo.multi"() : () -> (i32, i32, i32)
  %7 = arith.addi %6#2, %6#0 : i32
  %8 = "foo.region"() ({
  ^entry:
    cf.br ^next
  ^next:
    "foo.yield"(%7) : (i32) -> ()
  }) : () -> i32
  return %8 : i32
}
