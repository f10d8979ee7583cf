// FLAGS: -test-one-shot-module-bufferize
// The test pass on the module: function boundaries are bufferized with
// identity-layout memrefs (no fully dynamic layouts at the signatures), a
// callee that writes its argument makes the caller copy an argument it
// reads afterwards, and the functions of a nested symbol table are left
// alone.
func.func private @opaque(tensor<4xf32>) -> tensor<4xf32>

func.func @store_head(%buf: tensor<?xf32>, %x: f32) -> tensor<?xf32> {
  %zero = arith.constant 0 : index
  %out = tensor.insert %x into %buf[%zero] : tensor<?xf32>
  return %out : tensor<?xf32>
}

func.func @head_before_and_after(%buf: tensor<?xf32>) -> (tensor<?xf32>, f32) {
  %zero = arith.constant 0 : index
  %x = arith.constant 7.5 : f32
  %written = call @store_head(%buf, %x) : (tensor<?xf32>, f32) -> tensor<?xf32>
  %before = tensor.extract %buf[%zero] : tensor<?xf32>
  return %written, %before : tensor<?xf32>, f32
}

func.func @window(%buf: tensor<10xf32>) -> tensor<4xf32> {
  %part = tensor.extract_slice %buf[3] [4] [1] : tensor<10xf32> to tensor<4xf32>
  %unused = call @opaque(%part) : (tensor<4xf32>) -> tensor<4xf32>
  return %part : tensor<4xf32>
}

"test.symbol_scope_isolated"() ({
  func.func @untouched(%t: tensor<3xi32>) -> tensor<3xi32> {
    return %t : tensor<3xi32>
  }
  "test.finish"() : () -> ()
}) : () -> ()
