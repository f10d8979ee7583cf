// nested modules with names, attributes, symbol visibility; functions of the same name in different modules.
module @outer attributes {foo.tag = 1 : i32} {
  func.func @f() -> i32 {
    %c = arith.constant 1 : i32
    return %c : i32
  }
  module @inner {
    func.func @f() -> i32 {
      %c = arith.constant 2 : i32
      return %c : i32
    }
    module {
      func.func private @f() -> i32
    }
  }
  module attributes {foo.other} {
  }
}
