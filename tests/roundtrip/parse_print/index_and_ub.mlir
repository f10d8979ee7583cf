// Every index op in custom form, and ub.poison of several types, with and
// without attributes: printed back as mlir-opt 22 prints them.
func.func @all(%a: index, %b: index, %n: i64) -> index {
  %k = index.constant 1024
  %z = index.constant 0
  %neg = index.constant -1
  %t = index.bool.constant true
  %f = index.bool.constant false
  %0 = index.add %a, %b
  %1 = index.sub %0, %k
  %2 = index.mul %1, %b
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %b
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %b
  %9 = index.remu %8, %b
  %10 = index.maxs %9, %neg
  %11 = index.maxu %10, %b
  %12 = index.mins %11, %z
  %13 = index.minu %12, %b
  %14 = index.shl %13, %b
  %15 = index.shrs %14, %b
  %16 = index.shru %15, %b {x = 1 : i32}
  %17 = index.and %16, %b
  %18 = index.or %17, %b
  %19 = index.xor %18, %b
  %c0 = index.cmp eq(%19, %b)
  %c1 = index.cmp ne(%19, %b)
  %c2 = index.cmp sle(%19, %b)
  %c3 = index.cmp sgt(%19, %b)
  %c4 = index.cmp ult(%19, %b)
  %c5 = index.cmp ugt(%19, %b) {y}
  %20 = index.casts %n : i64 to index
  %21 = index.castu %20 : index to i8
  %22 = index.sizeof
  %p0 = ub.poison : index
  %p1 = ub.poison : vector<2xf32>
  %p2 = ub.poison : tensor<?x3xi8>
  return %19 : index
}
