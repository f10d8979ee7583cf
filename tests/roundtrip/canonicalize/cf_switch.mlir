// FLAGS: --allow-unregistered-dialect -canonicalize
// cf.switch: constant flags, cases equal to the default, pass-through
// successors, and switches nested on the same flag.
func.func @const_flag(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 5 : i16
  cf.switch %c : i16, [
    default: ^d(%a : i32),
    4: ^d(%b : i32),
    5: ^five
  ]
^five:
  %x = "foo.five"() : () -> i32
  cf.br ^d(%x : i32)
^d(%r: i32):
  return %r : i32
}

func.func @const_flag_default(%a: i32, %b: i32) -> i32 {
  %c = arith.constant -1 : i8
  cf.switch %c : i8, [
    default: ^d(%a : i32),
    1: ^d(%b : i32),
    127: ^d(%b : i32)
  ]
^d(%r: i32):
  return %r : i32
}

func.func @negative_case(%f: i8, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i8, [
    default: ^d(%a : i32),
    -3: ^d(%a : i32),
    -128: ^other,
    2: ^d(%b : i32)
  ]
^other:
  "foo.other"() : () -> ()
  cf.br ^d(%b : i32)
^d(%r: i32):
  return %r : i32
}

func.func @pass_through(%f: i32, %a: i64, %b: i64) -> i64 {
  cf.switch %f : i32, [
    default: ^fwd(%a : i64),
    10: ^fwd(%b : i64),
    20: ^e
  ]
^fwd(%v: i64):
  cf.br ^exit(%v : i64)
^e:
  cf.br ^exit(%b : i64)
^exit(%r: i64):
  "foo.use"(%r) : (i64) -> ()
  return %r : i64
}

func.func @nested_same_flag(%f: i32) {
  cf.switch %f : i32, [
    default: ^dflt,
    1: ^one,
    2: ^two
  ]
^one:
  cf.switch %f : i32, [
    default: ^x,
    1: ^y,
    2: ^z
  ]
^two:
  cf.switch %f : i32, [
    default: ^x,
    1: ^y
  ]
^dflt:
  cf.switch %f : i32, [
    default: ^x,
    1: ^y,
    2: ^z,
    3: ^w
  ]
^x:
  "foo.x"() : () -> ()
  return
^y:
  "foo.y"() : () -> ()
  return
^z:
  "foo.z"() : () -> ()
  return
^w:
  "foo.w"() : () -> ()
  return
}

func.func @switch_only_default(%f: i64, %a: f32) -> f32 {
  cf.switch %f : i64, [
    default: ^b(%a : f32)
  ]
^b(%v: f32):
  return %v : f32
}
