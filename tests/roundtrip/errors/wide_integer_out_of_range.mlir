// FLAGS: --split-input-file
// Literals one past the range of a wide integer type are refused, as for narrow types.
func.func @one_past_signless_i128() -> i128 {
  %c = arith.constant 340282366920938463463374607431768211456 : i128
  return %c : i128
}

// -----

func.func @one_below_signless_i256() -> i256 {
  %c = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819969 : i256
  return %c : i256
}

// -----

func.func @past_signed_i128() attributes {s = 170141183460469231731687303715884105728 : si128} {
  return
}

// -----

func.func @hex_too_wide() -> i129 {
  %c = arith.constant 0x3FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i129
  return %c : i129
}

// -----

// A switch's case values are 64-bit in the custom syntax, whatever the flag's width.
func.func @switch_case_past_64_bits(%x: i128) {
  cf.switch %x : i128, [
    default: ^bb1,
    18446744073709551616: ^bb1
  ]
^bb1:
  return
}
