// Named, nested modules with attributes; symbol references across modules.
module @top attributes {foo.version = 3 : i32, foo.target = "cpu"} {
  module @inner {
    func.func @leaf() -> i32 {
      %c = "foo.const"() {value = 7 : i32} : () -> i32
      return %c : i32
    }
  }
  builtin.module @"quoted module" attributes {foo.empty} {
    func.func private @"weird name"(i32) -> i32
  }
  module {
  }
  func.func @caller() -> i32 {
    %0 = "foo.sym_call"() {callee = @inner::@leaf} : () -> i32
    %1 = "foo.sym_call"(%0) {callee = @"quoted module"::@"weird name"} : (i32) -> i32
    return %1 : i32
  }
}
