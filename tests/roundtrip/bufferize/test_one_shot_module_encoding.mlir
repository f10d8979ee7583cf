// FLAGS: -test-one-shot-module-bufferize
// The test pass's function boundary types: a tensor with the test
// dialect's tensor encoding becomes a memref with the matching test layout
// (the encoding's string carried over), any other tensor an identity
// memref. The test dialect's tensor ops on encoded builtin tensors
// bufferize to their memref twins on such memrefs, and a call passes the
// buffers through.
#red = #test.tensor_encoding<"red">
#blue = #test.tensor_encoding<"blue">

func.func @pass_red(%x: tensor<?xi16, #red>) -> tensor<?xi16, #red> {
  return %x : tensor<?xi16, #red>
}

func.func @mix(%x: tensor<?xi16, #red>, %plain: tensor<3x3xf64>) -> (tensor<?xi16, #red>, tensor<6xf32, #blue>, tensor<3x3xf64>) {
  %same = call @pass_red(%x) : (tensor<?xi16, #red>) -> tensor<?xi16, #red>
  %fresh = "test.create_tensor_op"() : () -> tensor<6xf32, #blue>
  %worked = "test.dummy_tensor_op"(%fresh) : (tensor<6xf32, #blue>) -> tensor<6xf32, #blue>
  return %same, %worked, %plain : tensor<?xi16, #red>, tensor<6xf32, #blue>, tensor<3x3xf64>
}

func.func private @declared(tensor<2xi8, #blue>) -> tensor<2xi8, #red>
