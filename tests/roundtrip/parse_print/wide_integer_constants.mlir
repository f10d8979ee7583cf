// Integer constants and attributes of types of 128 bits and more: the extremes of each
// range, written signed, unsigned or in hex, printed back in MLIR's decimal form (a
// signless value as signed, an unsigned one as unsigned).
func.func @extremes() -> (i128, i128, i128, i129, i256, i256, i256, i300) {
  %min128 = arith.constant -170141183460469231731687303715884105728 : i128
  %max128 = arith.constant 170141183460469231731687303715884105727 : i128
  %ones128 = arith.constant 340282366920938463463374607431768211455 : i128
  %ones129 = arith.constant 0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i129
  %min256 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %big256 = arith.constant 98765432109876543210987654321098765432109876543210 : i256
  %small256 = arith.constant -42 : i256
  %odd = arith.constant 1234567890123456789012345678901234567890123456789012345678901234567890 : i300
  return %min128, %max128, %ones128, %ones129, %min256, %big256, %small256, %odd : i128, i128, i128, i129, i256, i256, i256, i300
}

func.func @typed_attributes() attributes {
    u128 = 340282366920938463463374607431768211455 : ui128,
    u256 = 115792089237316195423570985008687907853269984665640564039457584007913129639935 : ui256,
    s256 = -5 : si256,
    s128 = 170141183460469231731687303715884105727 : si128,
    i200 = 7 : i200,
    zero = 0 : i512} {
  return
}

func.func @generic_form() -> i192 {
  %0 = "arith.constant"() <{value = -3138550867693340381917894711603833208051177722232017256448 : i192}> : () -> i192
  return %0 : i192
}
