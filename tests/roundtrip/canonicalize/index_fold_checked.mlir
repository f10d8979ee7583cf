// FLAGS: --allow-unregistered-dialect -canonicalize
func.func @e(%x: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c3 = index.constant 3
  %cm3 = index.constant -3
  %c9 = index.constant 9
  %cm9 = index.constant -9
  %big = index.constant 4294967297
  %min = index.constant -9223372036854775808
  %n1 = index.constant -1
  %r0 = index.remu %c9, %c0
  %r1 = index.ceildivs %cm9, %c3
  %r2 = index.ceildivs %c9, %cm3
  %r3 = index.ceildivs %cm9, %cm3
  %r4 = index.floordivs %c9, %cm3
  %r5 = index.floordivs %cm9, %cm3
  %r6 = index.ceildivu %c9, %c3
  %r7 = index.divs %min, %n1
  %r8 = index.mins %big, %c3
  %r9 = index.maxs %x, %c3
  %r10 = index.maxs %r9, %c9
  %r11 = index.minu %x, %big
  %r12 = index.minu %r11, %c3
  %r13 = index.and %x, %c3
  %r14 = index.and %r13, %c9
  %r15 = index.shl %c3, %big
  %r16 = index.ceildivs %c9, %c3
  %r17 = index.floordivs %cm9, %c3
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r10, %r12, %r14, %r15, %r16, %r17, %big : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}
func.func @c(%x: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, index, index, index) {
  %c3 = index.constant 3
  %c9 = index.constant 9
  %cm1 = index.constant -1
  %a = index.minu %x, %c3
  %b = index.mins %x, %c3
  %m = index.maxu %x, %c9
  %t0 = index.cmp ult(%a, %c9)
  %t1 = index.cmp ugt(%a, %c3)
  %t2 = index.cmp slt(%b, %c9)
  %t3 = index.cmp ne(%m, %c3)
  %t4 = index.cmp eq(%m, %c3)
  %t5 = index.cmp sgt(%m, %c3)
  %t6 = index.cmp ule(%m, %c9)
  %t7 = index.cmp ne(%x, %x)
  %t8 = index.cmp sle(%cm1, %c3)
  %i = arith.constant -1 : i32
  %k = index.castu %i : i32 to index
  %k2 = index.casts %i : i32 to index
  %j = arith.constant -100 : i8
  %k3 = index.castu %j : i8 to index
  return %t0, %t1, %t2, %t3, %t4, %t5, %t6, %t7, %t8, %k, %k2, %k3 : i1, i1, i1, i1, i1, i1, i1, i1, i1, index, index, index
}
