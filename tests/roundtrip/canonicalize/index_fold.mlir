// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @f(%x: index, %y: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c5 = index.constant 5
  %a0 = index.add %x, %c0
  %a1 = index.sub %x, %c0
  %a2 = index.mul %x, %c1
  %a3 = index.mul %x, %c0
  %a4 = index.divs %x, %c1
  %a5 = index.divu %x, %c1
  %a6 = index.and %x, %c0
  %a7 = index.or %x, %c0
  %a8 = index.xor %x, %c0
  %a9 = index.shl %x, %c0
  %a10 = index.shrs %x, %c0
  %a11 = index.ceildivs %x, %c1
  %a12 = index.floordivs %x, %c1
  %a13 = index.rems %x, %c1
  %a14 = index.maxs %x, %x
  %a15 = index.sub %x, %x
  %b0 = index.add %x, %c2
  %b1 = index.add %b0, %c5
  %b2 = index.mul %c2, %y
  %b3 = index.mul %b2, %c5
  %b4 = index.add %c2, %c5
  return %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7, %a8, %a9, %a10, %a11, %a12, %a13, %a14, %a15, %b1, %b3, %b4, %c2 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}
func.func @g(%x: index, %y: index) -> (i1, i1, i1, i1, i1, i1, i1, i64, i32, index, index, i64, i16) {
  %c0 = index.constant 0
  %c4 = index.constant 4
  %big = index.constant 4294967296
  %m = index.maxs %x, %c4
  %t0 = index.cmp slt(%m, %c4)
  %t1 = index.cmp sge(%m, %c4)
  %t2 = index.cmp eq(%x, %x)
  %t3 = index.cmp ult(%x, %x)
  %s = index.sub %x, %y
  %t4 = index.cmp slt(%s, %c0)
  %t5 = index.cmp slt(%c0, %s)
  %t6 = index.cmp ult(%big, %c4)
  %k = index.casts %c4 : index to i64
  %k2 = index.castu %big : index to i32
  %i7 = arith.constant 7 : i32
  %k3 = index.casts %i7 : i32 to index
  %k4 = index.castu %i7 : i32 to index
  %k5 = index.casts %big : index to i64
  %k6 = index.castu %c4 : index to i16
  return %t0, %t1, %t2, %t3, %t4, %t5, %t6, %k, %k2, %k3, %k4, %k5, %k6 : i1, i1, i1, i1, i1, i1, i1, i64, i32, index, index, i64, i16
}
func.func @h() -> (index, index, index, index, index, index, index, index, index, index, i1, index) {
  %a = index.constant -7
  %b = index.constant 2
  %big = index.constant 4294967296
  %n = index.constant -1
  %r0 = index.divs %a, %b
  %r1 = index.ceildivs %a, %b
  %r2 = index.floordivs %a, %b
  %r3 = index.rems %a, %b
  %r4 = index.divu %a, %b
  %r5 = index.remu %big, %b
  %r6 = index.shl %b, %b
  %r7 = index.shrs %a, %b
  %r8 = index.shru %a, %b
  %r9 = index.maxu %a, %b
  %t = index.bool.constant true
  %s = index.sizeof
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %t, %s : index, index, index, index, index, index, index, index, index, index, i1, index
}
