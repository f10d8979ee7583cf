// FLAGS: --allow-unregistered-dialect --mlir-print-local-scope
// In local scope the IR is printed alone: no dialect_resources section after
// it, even though dense_resource attributes refer to its blobs.
func.func @resources() -> tensor<4xi32> {
  %0 = arith.constant dense_resource<blob_ints> : tensor<4xi32>
  "foo.use"() {w = dense_resource<blob_floats> : tensor<2xf32>, same = dense_resource<blob_ints> : tensor<4xi32>} : () -> ()
  return %0 : tensor<4xi32>
}

func.func @unused_resource_reference() {
  "foo.ref"() {r = dense_resource<blob_bytes> : tensor<3xi8>} : () -> ()
  return
}

{-#
  dialect_resources: {
    builtin: {
      blob_ints: "0x0400000001000000020000000300000004000000",
      blob_floats: "0x040000000000803F00000040",
      blob_bytes: "0x01000000010203"
    }
  }
#-}
