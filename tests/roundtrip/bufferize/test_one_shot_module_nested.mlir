// FLAGS: '--pass-pipeline=builtin.module(test.symbol_scope_isolated(test-one-shot-module-bufferize))'
// Nested under test.symbol_scope_isolated, the test pass bufferizes the
// functions of that symbol table (calls resolve inside it) and leaves the
// module's own functions on tensors.
"test.symbol_scope_isolated"() ({
  func.func @bump(%acc: tensor<?xi32>, %at: index) -> (tensor<?xi32>, i32) {
    %old = tensor.extract %acc[%at] : tensor<?xi32>
    %one = arith.constant 1 : i32
    %new = arith.addi %old, %one : i32
    %out = tensor.insert %new into %acc[%at] : tensor<?xi32>
    return %out, %old : tensor<?xi32>, i32
  }

  func.func @bump_twice(%acc: tensor<?xi32> {bufferization.writable = true}, %at: index) -> (i32, tensor<?xi32>) {
    %a, %first = call @bump(%acc, %at) : (tensor<?xi32>, index) -> (tensor<?xi32>, i32)
    %b, %second = call @bump(%a, %at) : (tensor<?xi32>, index) -> (tensor<?xi32>, i32)
    return %second, %b : i32, tensor<?xi32>
  }

  func.func @keep_input(%acc: tensor<?xi32>, %at: index) -> (tensor<?xi32>, tensor<?xi32>) {
    %b, %n = call @bump(%acc, %at) : (tensor<?xi32>, index) -> (tensor<?xi32>, i32)
    return %acc, %b : tensor<?xi32>, tensor<?xi32>
  }
  "test.finish"() : () -> ()
}) : () -> ()

func.func @outside(%t: tensor<2xf32>) -> tensor<2xf32> {
  %c = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  %r = tensor.insert %v into %t[%c] : tensor<2xf32>
  return %r : tensor<2xf32>
}
