// End-to-end program for the ops on integers wider than 64 bits that produce more than one
// value or fold many lanes: the extended additions and multiplications (carry and high
// half), math.ipowi (outlined by -convert-math-to-funcs), vector.reduction of every integer
// kind, vector.bitcast between wide and narrow lanes, and a cf.switch on an i128 whose case
// values lie beyond 2^62 (where a wide value is no longer its own scalar). Wide results are
// printed as their two 64-bit halves, high first. Operands arrive through calls, so that
// no folder computes them first.
// FLAGS: -cse
// RUN: bufopt-runner %s | FileCheck %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @halves(%x: i128) {
  %c64 = arith.constant 64 : i128
  %lo = arith.trunci %x : i128 to i64
  %h = arith.shrui %x, %c64 : i128
  %hi = arith.trunci %h : i128 to i64
  call @printI64(%hi) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%lo) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @flag(%b: i1) {
  %x = arith.extui %b : i1 to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: -9223372036854775808, 98
// CHECK-NEXT: 0
// CHECK-NEXT: 0, 98
// CHECK-NEXT: 1
// CHECK-NEXT: -9223372036185515214, 5097733592125636885
// CHECK-NEXT: 9223372036520145510, -2548866796062818444
// CHECK-NEXT: -9223372036185515214, 5097733592125636885
// CHECK-NEXT: -334630298, -2548866796062818443
// CHECK-NEXT: 5206432536240587830, -83051736290284615
// CHECK-NEXT: 0, 447909743051131415
func.func @extended(%a: i128, %b: i128, %m: i128) {
  %sum, %carry = arith.addui_extended %a, %b : i128, i1
  call @halves(%sum) : (i128) -> ()
  call @flag(%carry) : (i1) -> ()
  %ones = arith.constant -1 : i128
  %wrapped, %carry2 = arith.addui_extended %ones, %b : i128, i1
  call @halves(%wrapped) : (i128) -> ()
  call @flag(%carry2) : (i1) -> ()
  %ul, %uh = arith.mului_extended %a, %m : i128
  call @halves(%ul) : (i128) -> ()
  call @halves(%uh) : (i128) -> ()
  %sl, %sh = arith.mulsi_extended %a, %m : i128
  call @halves(%sl) : (i128) -> ()
  call @halves(%sh) : (i128) -> ()
  %ql, %qh = arith.mulsi_extended %m, %m : i128
  call @halves(%ql) : (i128) -> ()
  call @halves(%qh) : (i128) -> ()
  return
}

// Lane by lane on vectors, and at a width that is not a multiple of 64.
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 0, 35
// CHECK-NEXT: 0, 499
// CHECK-NEXT: 68719476735, -1000
// CHECK-NEXT: 68719476735, -2
// CHECK-NEXT: 0
func.func @extended_lanes(%va: vector<2xi128>, %vb: vector<2xi128>, %c: i100, %d: i100) {
  %vl, %vh = arith.mulsi_extended %va, %vb : vector<2xi128>
  %h0 = vector.extract %vh[0] : i128 from vector<2xi128>
  call @halves(%h0) : (i128) -> ()
  %l1 = vector.extract %vl[1] : i128 from vector<2xi128>
  call @halves(%l1) : (i128) -> ()
  %lo, %hi = arith.mului_extended %c, %d : i100
  %hi128 = arith.extui %hi : i100 to i128
  call @halves(%hi128) : (i128) -> ()
  %lo128 = arith.extui %lo : i100 to i128
  call @halves(%lo128) : (i128) -> ()
  %twice, %carry = arith.addui_extended %c, %c : i100, i1
  %twice128 = arith.extui %twice : i100 to i128
  call @halves(%twice128) : (i128) -> ()
  call @flag(%carry) : (i1) -> ()
  return
}

// CHECK-NEXT: -9223372036854775806, 1
// CHECK-NEXT: 70, 0
// CHECK-NEXT: -1, -5
// CHECK-NEXT: -1, -5
// CHECK-NEXT: -9223372036854775806, 3
// CHECK-NEXT: 0, 7
// CHECK-NEXT: 9223372036854775807, -1
// CHECK-NEXT: 0, 0
// CHECK-NEXT: 0, 0
// CHECK-NEXT: -9223372036854775806, 1001
func.func @reductions(%v: vector<4xi128>) {
  %add = vector.reduction <add>, %v : vector<4xi128> into i128
  call @halves(%add) : (i128) -> ()
  %mul = vector.reduction <mul>, %v : vector<4xi128> into i128
  call @halves(%mul) : (i128) -> ()
  %minsi = vector.reduction <minsi>, %v : vector<4xi128> into i128
  call @halves(%minsi) : (i128) -> ()
  %maxui = vector.reduction <maxui>, %v : vector<4xi128> into i128
  call @halves(%maxui) : (i128) -> ()
  %xor = vector.reduction <xor>, %v : vector<4xi128> into i128
  call @halves(%xor) : (i128) -> ()
  %minui = vector.reduction <minui>, %v : vector<4xi128> into i128
  call @halves(%minui) : (i128) -> ()
  %maxsi = vector.reduction <maxsi>, %v : vector<4xi128> into i128
  call @halves(%maxsi) : (i128) -> ()
  %and = vector.reduction <and>, %v : vector<4xi128> into i128
  call @halves(%and) : (i128) -> ()
  %or = vector.reduction <or>, %v : vector<4xi128> into i128
  %none = arith.andi %or, %and : i128
  call @halves(%none) : (i128) -> ()
  %acc = arith.constant 1000 : i128
  %with_acc = vector.reduction <add>, %v, %acc : vector<4xi128> into i128
  call @halves(%with_acc) : (i128) -> ()
  return
}

// CHECK-NEXT: 9223372036854775807
// CHECK-NEXT: 2
// CHECK-NEXT: 2, 0
// CHECK-NEXT: -17179869181, 8589934593
func.func @bitcasts(%v: vector<4xi128>, %small: vector<8xi32>) {
  %words = vector.bitcast %v : vector<4xi128> to vector<8xi64>
  %w1 = vector.extract %words[1] : i64 from vector<8xi64>
  call @printI64(%w1) : (i64) -> ()
  call @printNewline() : () -> ()
  %w5 = vector.extract %words[5] : i64 from vector<8xi64>
  call @printI64(%w5) : (i64) -> ()
  call @printNewline() : () -> ()
  %quads = vector.bitcast %words : vector<8xi64> to vector<2xi256>
  %back = vector.bitcast %quads : vector<2xi256> to vector<4xi128>
  %b2 = vector.extract %back[2] : i128 from vector<4xi128>
  call @halves(%b2) : (i128) -> ()
  %joined = vector.bitcast %small : vector<8xi32> to vector<2xi128>
  %j0 = vector.extract %joined[0] : i128 from vector<2xi128>
  call @halves(%j0) : (i128) -> ()
  return
}

// 3^100 wraps at 128 bits; (-1)^-3 is -1; x^0 is 1; 7^40 wraps at 100 bits; 2^255 at 256.
// CHECK-NEXT: 7437528029733189493, -2984622845537545263
// CHECK-NEXT: -1, -1
// CHECK-NEXT: 0, 1
// CHECK-NEXT: -32699756389, -6212923193149656639
// CHECK-NEXT: -9223372036854775808
func.func @powers(%three: i128, %hundred: i128, %seven: i100, %forty: i100, %two: i256, %e: i256) {
  %p = math.ipowi %three, %hundred : i128
  call @halves(%p) : (i128) -> ()
  %m1 = arith.constant -1 : i128
  %m3 = arith.constant -3 : i128
  %q = math.ipowi %m1, %m3 : i128
  call @halves(%q) : (i128) -> ()
  %zero = arith.constant 0 : i128
  %one = math.ipowi %three, %zero : i128
  call @halves(%one) : (i128) -> ()
  %r = math.ipowi %seven, %forty : i100
  %r128 = arith.extsi %r : i100 to i128
  call @halves(%r128) : (i128) -> ()
  %big = math.ipowi %two, %e : i256
  %c192 = arith.constant 192 : i256
  %top = arith.shrsi %big, %c192 : i256
  %top64 = arith.trunci %top : i256 to i64
  call @printI64(%top64) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @classify(%x: i128) -> i64 {
  cf.switch %x : i128, [
    default: ^other,
    9223372036854775807: ^max,
    6917529027641081856: ^large,
    4611686018427387904: ^edge,
    5: ^small
  ]
^other:
  %c0 = arith.constant 0 : i64
  return %c0 : i64
^max:
  %c1 = arith.constant 1 : i64
  return %c1 : i64
^large:
  %c2 = arith.constant 2 : i64
  return %c2 : i64
^edge:
  %c3 = arith.constant 3 : i64
  return %c3 : i64
^small:
  %c4 = arith.constant 4 : i64
  return %c4 : i64
}

// Case values computed at run time, so that each is a fresh wide value.
// CHECK-NEXT: 1230000
func.func @switches(%base: i128) {
  %one = arith.constant 1 : i128
  %c62 = arith.constant 62 : i128
  %c63 = arith.constant 63 : i128
  %p63 = arith.shli %one, %c63 : i128
  %max = arith.subi %p63, %one : i128
  %p62 = arith.shli %one, %c62 : i128
  %half = arith.shrui %p62, %one : i128
  %large = arith.addi %p62, %half : i128
  %k1 = func.call @classify(%max) : (i128) -> i64
  call @printI64(%k1) : (i64) -> ()
  %k2 = func.call @classify(%large) : (i128) -> i64
  call @printI64(%k2) : (i64) -> ()
  %k3 = func.call @classify(%p62) : (i128) -> i64
  call @printI64(%k3) : (i64) -> ()
  %k4 = func.call @classify(%base) : (i128) -> i64
  call @printI64(%k4) : (i64) -> ()
  %below = arith.subi %p62, %one : i128
  %k5 = func.call @classify(%below) : (i128) -> i64
  call @printI64(%k5) : (i64) -> ()
  %beyond = arith.shli %max, %one : i128
  %k6 = func.call @classify(%beyond) : (i128) -> i64
  call @printI64(%k6) : (i64) -> ()
  %p64 = arith.shli %p63, %one : i128
  %wraps = arith.addi %p64, %max : i128
  %k7 = func.call @classify(%wraps) : (i128) -> i64
  call @printI64(%k7) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant 99 : i128
  %m = arith.constant -12345678901234567890123456789 : i128
  call @extended(%a, %b, %m) : (i128, i128, i128) -> ()
  %va = arith.constant dense<[170141183460469231731687303715884105727, -5]> : vector<2xi128>
  %vb = arith.constant dense<[3, -7]> : vector<2xi128>
  %c = arith.constant 633825300114114700748351602687 : i100
  %d = arith.constant 1000 : i100
  call @extended_lanes(%va, %vb, %c, %d) : (vector<2xi128>, vector<2xi128>, i100, i100) -> ()
  %v = arith.constant dense<[170141183460469231731687303715884105727, -5, 36893488147419103232, 7]> : vector<4xi128>
  call @reductions(%v) : (vector<4xi128>) -> ()
  %small = arith.constant dense<[1, 2, 3, -4, 5, 6, 7, 8]> : vector<8xi32>
  call @bitcasts(%v, %small) : (vector<4xi128>, vector<8xi32>) -> ()
  %three = arith.constant 3 : i128
  %hundred = arith.constant 100 : i128
  %seven = arith.constant 7 : i100
  %forty = arith.constant 40 : i100
  %two = arith.constant 2 : i256
  %e = arith.constant 255 : i256
  call @powers(%three, %hundred, %seven, %forty, %two, %e) : (i128, i128, i100, i100, i256, i256) -> ()
  call @switches(%three) : (i128) -> ()
  return
}
