// FLAGS: -canonicalize
// Constant folds on integers of 128 bits and more: results that wrap at the type's width
// (not at 128 bits), signed and unsigned division and remainder, shifts in and out of
// range, comparisons, and casts between wide and narrow types.
func.func @wrapping() -> (i256, i256, i256, i129, i128, i128) {
  %max128 = arith.constant 170141183460469231731687303715884105727 : i256
  %one = arith.constant 1 : i256
  %sum = arith.addi %max128, %one : i256
  %sq = arith.muli %max128, %max128 : i256
  %neg = arith.subi %one, %sq : i256
  %top = arith.constant 0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i129
  %one129 = arith.constant 1 : i129
  %wrap129 = arith.addi %top, %one129 : i129
  %m128 = arith.constant 170141183460469231731687303715884105727 : i128
  %one128 = arith.constant 1 : i128
  %wrap128 = arith.addi %m128, %one128 : i128
  %prod128 = arith.muli %m128, %m128 : i128
  return %sum, %sq, %neg, %wrap129, %wrap128, %prod128 : i256, i256, i256, i129, i128, i128
}

func.func @division() -> (i256, i256, i256, i256, i256, i256, i256, i256, i256) {
  %a = arith.constant -98765432109876543210987654321098765432109876543210 : i256
  %b = arith.constant 1234567890123456789 : i256
  %m1 = arith.constant -1 : i256
  %min = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %zero = arith.constant 0 : i256
  %q = arith.divsi %a, %b : i256
  %r = arith.remsi %a, %b : i256
  %uq = arith.divui %a, %b : i256
  %ur = arith.remui %a, %b : i256
  %fq = arith.floordivsi %a, %b : i256
  %cq = arith.ceildivsi %a, %b : i256
  %cu = arith.ceildivui %a, %b : i256
  // Neither folds: the quotient overflows, or the divisor is zero.
  %over = arith.divsi %min, %m1 : i256
  %byzero = arith.divui %a, %zero : i256
  return %q, %r, %uq, %ur, %fq, %cq, %cu, %over, %byzero : i256, i256, i256, i256, i256, i256, i256, i256, i256
}

func.func @shifts_and_bits() -> (i256, i256, i256, i256, i256, i256, i256, i256, i256) {
  %x = arith.constant -12345678901234567890123456789 : i256
  %s100 = arith.constant 100 : i256
  %s255 = arith.constant 255 : i256
  %s256 = arith.constant 256 : i256
  %l = arith.shli %x, %s100 : i256
  %rs = arith.shrsi %x, %s100 : i256
  %ru = arith.shrui %x, %s255 : i256
  // A shift by the width or more stays.
  %out = arith.shli %x, %s256 : i256
  %y = arith.constant 0xF0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0F0 : i256
  %and = arith.andi %x, %y : i256
  %or = arith.ori %x, %y : i256
  %xor = arith.xori %x, %y : i256
  %mx = arith.maxui %x, %y : i256
  %mn = arith.minsi %x, %y : i256
  return %l, %rs, %ru, %out, %and, %or, %xor, %mx, %mn : i256, i256, i256, i256, i256, i256, i256, i256, i256
}

func.func @compares() -> (i1, i1, i1, i1, i1) {
  %neg = arith.constant -1 : i256
  %big = arith.constant 98765432109876543210987654321098765432109876543210 : i256
  %lt = arith.cmpi slt, %neg, %big : i256
  %ult = arith.cmpi ult, %neg, %big : i256
  %eq = arith.cmpi eq, %big, %big : i256
  %ne = arith.cmpi ne, %neg, %big : i256
  %uge = arith.cmpi uge, %neg, %big : i256
  return %lt, %ult, %eq, %ne, %uge : i1, i1, i1, i1, i1
}

func.func @casts() -> (i256, i256, i64, i128, i256, i256, i8, f64) {
  %n = arith.constant -3 : i64
  %sx = arith.extsi %n : i64 to i256
  %zx = arith.extui %n : i64 to i256
  %big = arith.constant -98765432109876543210987654321098765432109876543210 : i256
  %t64 = arith.trunci %big : i256 to i64
  %t128 = arith.trunci %big : i256 to i128
  %w = arith.constant -170141183460469231731687303715884105728 : i128
  %wz = arith.extui %w : i128 to i256
  %ws = arith.extsi %w : i128 to i256
  %c300 = arith.constant 1234567890123456789012345678901234567890 : i300
  %t8 = arith.trunci %c300 : i300 to i8
  %fp = arith.sitofp %w : i128 to f64
  return %sx, %zx, %t64, %t128, %wz, %ws, %t8, %fp : i256, i256, i64, i128, i256, i256, i8, f64
}

func.func @identities(%x: i256) -> (i256, i256, i256) {
  %zero = arith.constant 0 : i256
  %one = arith.constant 1 : i256
  %a = arith.addi %x, %zero : i256
  %m = arith.muli %x, %one : i256
  %s = arith.shli %x, %zero : i256
  return %a, %m, %s : i256, i256, i256
}

func.func @minmax_i128_near_limits(%x: i128) -> (i128, i128) {
  // Neither bound is the type's extreme: no absorbing constant, nothing to fold.
  %below_max = arith.constant 85070591730234615865843651857942052863 : i128
  %above_min = arith.constant -85070591730234615865843651857942052864 : i128
  %a = arith.maxsi %x, %below_max : i128
  %b = arith.minsi %x, %above_min : i128
  return %a, %b : i128, i128
}
