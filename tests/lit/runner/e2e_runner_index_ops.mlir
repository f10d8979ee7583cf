// End-to-end program for the interpreter's `index` dialect: arithmetic, signed and unsigned
// division and remainders, shifts, bitwise ops, comparisons, casts, sizeof and the constants.
// The e2e suite runs it with mlir-runner and with bufopt-runner, which must print the same.
// FLAGS: -cse
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: ( 10, -10, -21, -2, 6148914691236517203, -2, 1, -3, -1, 0 )
// CHECK-NEXT: ( 3, -7, -7, 3, -28, -2, 4611686018427387902, 1, -5, -5 )
// CHECK-NEXT: ( 1, 0, 1, 0, 1, 0 )
// CHECK-NEXT: ( -7, 4294967289, 7, -2, 64, 1 )
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()
func.func private @printNewline()

func.func @p(%x: index) {
  %i = index.casts %x : index to i64
  call @printI64(%i) : (i64) -> ()
  return
}
func.func @pc(%x: index) {
  call @p(%x) : (index) -> ()
  call @printComma() : () -> ()
  return
}
func.func @pb(%b: i1) {
  %i = arith.extui %b : i1 to i64
  call @printI64(%i) : (i64) -> ()
  return
}
func.func @pbc(%b: i1) {
  call @pb(%b) : (i1) -> ()
  call @printComma() : () -> ()
  return
}

func.func @main() {
  %a = index.constant -7
  %b = index.constant 3
  call @printOpen() : () -> ()
  %0 = index.add %a, %b
  %n0 = index.sub %b, %a
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %b, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  call @pc(%n0) : (index) -> ()
  call @pc(%1) : (index) -> ()
  call @pc(%2) : (index) -> ()
  call @pc(%3) : (index) -> ()
  call @pc(%4) : (index) -> ()
  call @pc(%5) : (index) -> ()
  call @pc(%6) : (index) -> ()
  call @pc(%7) : (index) -> ()
  call @pc(%8) : (index) -> ()
  call @p(%9) : (index) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()

  call @printOpen() : () -> ()
  %10 = index.maxs %a, %b
  %11 = index.mins %a, %b
  %12 = index.maxu %a, %b
  %13 = index.minu %a, %b
  %c2 = index.constant 2
  %14 = index.shl %a, %c2
  %15 = index.shrs %a, %c2
  %16 = index.shru %a, %c2
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %c2
  call @pc(%10) : (index) -> ()
  call @pc(%11) : (index) -> ()
  call @pc(%12) : (index) -> ()
  call @pc(%13) : (index) -> ()
  call @pc(%14) : (index) -> ()
  call @pc(%15) : (index) -> ()
  call @pc(%16) : (index) -> ()
  call @pc(%17) : (index) -> ()
  call @pc(%18) : (index) -> ()
  call @p(%19) : (index) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()

  call @printOpen() : () -> ()
  %l = index.cmp slt(%a, %b)
  %u = index.cmp ult(%a, %b)
  %e = index.cmp ne(%a, %b)
  %g = index.cmp sge(%a, %b)
  %t = index.bool.constant true
  %f = index.bool.constant false
  call @pbc(%l) : (i1) -> ()
  call @pbc(%u) : (i1) -> ()
  call @pbc(%e) : (i1) -> ()
  call @pbc(%g) : (i1) -> ()
  call @pbc(%t) : (i1) -> ()
  call @pb(%f) : (i1) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()

  call @printOpen() : () -> ()
  %i32 = index.casts %a : index to i32
  %back = index.casts %i32 : i32 to index
  %backu = index.castu %i32 : i32 to index
  %small = index.constant 7
  %i8 = index.castu %small : index to i8
  %from8 = index.castu %i8 : i8 to index
  %neg2 = index.constant -2
  %i16 = index.casts %neg2 : index to i16
  %from16 = index.casts %i16 : i16 to index
  %sz = index.sizeof
  %one = index.ceildivs %b, %b
  call @pc(%back) : (index) -> ()
  call @pc(%backu) : (index) -> ()
  call @pc(%from8) : (index) -> ()
  call @pc(%from16) : (index) -> ()
  call @pc(%sz) : (index) -> ()
  call @p(%one) : (index) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  return
}
