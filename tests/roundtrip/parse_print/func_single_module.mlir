// A single explicit top-level module is not wrapped again.
module attributes {foo.only = true} {
  func.func @id(%a: tensor<?xf32>) -> tensor<?xf32> {
    return %a : tensor<?xf32>
  }
  func.func private @ext(memref<4xf32> {foo.readonly}) -> ()
  func.func private @ext_results() -> (i32 {foo.a}, i64 {foo.b = 2 : i64})
  func.func @no_results_explicit() -> () {
    return
  }
  func.func @forwarding(%m: memref<4xf32>) {
    call @ext(%m) : (memref<4xf32>) -> ()
    %r:2 = call @ext_results() : () -> (i32, i64)
    "foo.consume"(%r#1, %r#0) : (i64, i32) -> ()
    return
  }
}
