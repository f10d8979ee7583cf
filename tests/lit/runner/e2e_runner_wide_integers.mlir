// End-to-end program for integers wider than 64 bits (i65 to i300): wrapping arithmetic,
// signed and unsigned division, shifts by amounts within and past the width (these take
// the value the x86 code gives), comparisons, casts between wide and narrow widths and to
// and from floats, math's bit counts, and wide values held in loops, memrefs and tensors.
// Each wide result is printed as its 64-bit words, low first, through trunci to i64.
// The e2e suite runs it with mlir-runner and with bufopt-runner, which must print the same.
// RUN: bufopt-runner %s | FileCheck %s
// CHECK: 0, 0, 1, 1, 0,
// CHECK-NEXT: 1, 0, 0, 1, 0,
// 30! in decimal, 18 digits at a time, then as words:
// CHECK: 0, 265252859812191, 58636308480000000
// CHECK-NEXT: -8764578968847253504, 14379386343318, 0, 0,
// CHECK-NEXT: -6, -1, -1, -1,
// CHECK-NEXT: 0, 2, 0, 0,
// CHECK-NEXT: 0, -9223372036854775808, -1, -1,
// CHECK-NEXT: -7, 9223372036854775807, 0, 0,
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

// The words of a 256-bit value, low first.
func.func @words(%v: i256) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : i256
  %rest = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %v) -> (i256) {
    %w = arith.trunci %x : i256 to i64
    func.call @printI64(%w) : (i64) -> ()
    func.call @printComma() : () -> ()
    %next = arith.shrui %x, %c64 : i256
    scf.yield %next : i256
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @words128(%v: i128) {
  %e = arith.extsi %v : i128 to i256
  call @words(%e) : (i256) -> ()
  return
}

// Operands come through calls, so that no fold sees them.
func.func @arith256(%a: i256, %b: i256) {
  %add = arith.addi %a, %b : i256
  %sub = arith.subi %a, %b : i256
  %mul = arith.muli %a, %b : i256
  %divs = arith.divsi %a, %b : i256
  %rems = arith.remsi %a, %b : i256
  %divu = arith.divui %a, %b : i256
  %remu = arith.remui %a, %b : i256
  %ceils = arith.ceildivsi %a, %b : i256
  %ceilu = arith.ceildivui %a, %b : i256
  %and = arith.andi %a, %b : i256
  %or = arith.ori %a, %b : i256
  %xor = arith.xori %a, %b : i256
  %maxs = arith.maxsi %a, %b : i256
  %mins = arith.minsi %a, %b : i256
  %maxu = arith.maxui %a, %b : i256
  %minu = arith.minui %a, %b : i256
  call @words(%add) : (i256) -> ()
  call @words(%sub) : (i256) -> ()
  call @words(%mul) : (i256) -> ()
  call @words(%divs) : (i256) -> ()
  call @words(%rems) : (i256) -> ()
  call @words(%divu) : (i256) -> ()
  call @words(%remu) : (i256) -> ()
  call @words(%ceils) : (i256) -> ()
  call @words(%ceilu) : (i256) -> ()
  call @words(%and) : (i256) -> ()
  call @words(%or) : (i256) -> ()
  call @words(%xor) : (i256) -> ()
  call @words(%maxs) : (i256) -> ()
  call @words(%mins) : (i256) -> ()
  call @words(%maxu) : (i256) -> ()
  call @words(%minu) : (i256) -> ()
  return
}

func.func @shifts(%a: i256, %n: i256, %b: i100, %m: i100) {
  %l = arith.shli %a, %n : i256
  %rs = arith.shrsi %a, %n : i256
  %ru = arith.shrui %a, %n : i256
  call @words(%l) : (i256) -> ()
  call @words(%rs) : (i256) -> ()
  call @words(%ru) : (i256) -> ()
  %l100 = arith.shli %b, %m : i100
  %rs100 = arith.shrsi %b, %m : i100
  %ru100 = arith.shrui %b, %m : i100
  %e1 = arith.extsi %l100 : i100 to i256
  %e2 = arith.extsi %rs100 : i100 to i256
  %e3 = arith.extui %ru100 : i100 to i256
  call @words(%e1) : (i256) -> ()
  call @words(%e2) : (i256) -> ()
  call @words(%e3) : (i256) -> ()
  return
}

func.func @compare(%a: i128, %b: i128) {
  %eq = arith.cmpi eq, %a, %b : i128
  %slt = arith.cmpi slt, %a, %b : i128
  %ult = arith.cmpi ult, %a, %b : i128
  %sge = arith.cmpi sge, %a, %b : i128
  %ugt = arith.cmpi ugt, %a, %b : i128
  %bits = tensor.from_elements %eq, %slt, %ult, %sge, %ugt : tensor<5xi1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
    %bit = tensor.extract %bits[%i] : tensor<5xi1>
    %int = arith.extui %bit : i1 to i64
    func.call @printI64(%int) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  call @printNewline() : () -> ()
  return
}

func.func @casts(%a: i300, %x: f64) {
  %t64 = arith.trunci %a : i300 to i64
  %t65 = arith.trunci %a : i300 to i65
  %s = arith.extsi %t65 : i65 to i256
  %u = arith.extui %t65 : i65 to i256
  call @printI64(%t64) : (i64) -> ()
  call @printNewline() : () -> ()
  call @words(%s) : (i256) -> ()
  call @words(%u) : (i256) -> ()
  %idx = arith.index_cast %a : i300 to index
  %back = arith.index_cast %idx : index to i128
  call @words128(%back) : (i128) -> ()
  %fs = arith.sitofp %a : i300 to f64
  %fu = arith.uitofp %t65 : i65 to f64
  %f32 = arith.sitofp %t65 : i65 to f32
  call @printF64(%fs) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%fu) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF32(%f32) : (f32) -> ()
  call @printNewline() : () -> ()
  %i = arith.fptosi %x : f64 to i256
  %neg = arith.negf %x : f64
  %ui = arith.fptoui %neg : f64 to i128
  call @words(%i) : (i256) -> ()
  call @words128(%ui) : (i128) -> ()
  %ni = arith.fptosi %neg : f64 to i200
  %ne = arith.extsi %ni : i200 to i256
  call @words(%ne) : (i256) -> ()
  return
}

func.func @bits(%a: i256) {
  %abs = math.absi %a : i256
  %lz = math.ctlz %a : i256
  %tz = math.cttz %a : i256
  %pop = math.ctpop %a : i256
  call @words(%abs) : (i256) -> ()
  call @words(%lz) : (i256) -> ()
  call @words(%tz) : (i256) -> ()
  call @words(%pop) : (i256) -> ()
  return
}

// 30! overflows 64 bits but not 128.
func.func @factorial(%n: index) -> i128 {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i128
  %end = arith.addi %n, %c1 : index
  %r = scf.for %i = %c1 to %end step %c1 iter_args(%acc = %one) -> (i128) {
    %k = arith.index_cast %i : index to i128
    %next = arith.muli %acc, %k : i128
    scf.yield %next : i128
  }
  return %r : i128
}

// Wide values stored in and read back from memory, tensors and a dense constant.
func.func @memory() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloca() : memref<3xi128>
  %big = arith.constant 36893488147419103232 : i128
  %small = arith.constant -6 : i128
  %huge = arith.constant -170141183460469231731687303715884105728 : i128
  memref.store %small, %m[%c0] : memref<3xi128>
  memref.store %big, %m[%c1] : memref<3xi128>
  memref.store %huge, %m[%c2] : memref<3xi128>
  %copy = memref.alloca() : memref<3xi128>
  memref.copy %m, %copy : memref<3xi128> to memref<3xi128>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %copy[%i] : memref<3xi128>
    func.call @words128(%v) : (i128) -> ()
  }
  %t = tensor.from_elements %big, %small, %huge : tensor<3xi128>
  %e = tensor.extract %t[%c1] : tensor<3xi128>
  %cst = arith.constant dense<[170141183460469231731687303715884105727, -1, 3]> : tensor<3xi128>
  %f = tensor.extract %cst[%c0] : tensor<3xi128>
  %g = arith.addi %e, %f : i128
  call @words128(%g) : (i128) -> ()
  return
}

func.func @main() {
  %a = arith.constant -98765432109876543210987654321098765432109876543210 : i256
  %b = arith.constant 12345678901234567890123 : i256
  call @arith256(%a, %b) : (i256, i256) -> ()
  %m = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %m1 = arith.constant -1 : i256
  call @arith256(%m, %m1) : (i256, i256) -> ()
  %x = arith.constant -12345678901234567890123 : i256
  %y = arith.constant -12345678901234567890123 : i100
  %n1 = arith.constant 100 : i256
  %k1 = arith.constant 37 : i100
  call @shifts(%x, %n1, %y, %k1) : (i256, i256, i100, i100) -> ()
  // Past the width: the x86 code takes the amount modulo 256 (modulo 128 for i100).
  %n2 = arith.constant 300 : i256
  %k2 = arith.constant 130 : i100
  call @shifts(%x, %n2, %y, %k2) : (i256, i256, i100, i100) -> ()
  %n3 = arith.constant 256 : i256
  %k3 = arith.constant 110 : i100
  call @shifts(%x, %n3, %y, %k3) : (i256, i256, i100, i100) -> ()
  %p = arith.constant 170141183460469231731687303715884105727 : i128
  %q = arith.constant -170141183460469231731687303715884105728 : i128
  call @compare(%p, %q) : (i128, i128) -> ()
  call @compare(%q, %q) : (i128, i128) -> ()
  %big = arith.constant 1234567890123456789012345678901234567890123456789012345678901234567890 : i300
  %f = arith.constant -3.5e30 : f64
  call @casts(%big, %f) : (i300, f64) -> ()
  call @bits(%a) : (i256) -> ()
  call @bits(%m) : (i256) -> ()
  %c30 = arith.constant 30 : index
  %fact = call @factorial(%c30) : (index) -> i128
  %fe = arith.extsi %fact : i128 to i256
  %c10 = arith.constant 1000000000000000000 : i256
  %hi = arith.divui %fe, %c10 : i256
  %hi2 = arith.divui %hi, %c10 : i256
  %lo = arith.remui %fe, %c10 : i256
  %mid = arith.remui %hi, %c10 : i256
  %t2 = arith.trunci %hi2 : i256 to i64
  %t1 = arith.trunci %mid : i256 to i64
  %t0 = arith.trunci %lo : i256 to i64
  call @printI64(%t2) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%t1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%t0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @words(%fe) : (i256) -> ()
  call @memory() : () -> ()
  return
}
