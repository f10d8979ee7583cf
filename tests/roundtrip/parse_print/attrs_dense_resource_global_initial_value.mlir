// A memref.global's initial value takes its type from the global: a
// dense_resource there is written without `: type` (as one-shot-bufferize
// prints the globals it makes from constants), elsewhere with it.
memref.global "private" constant @table : memref<3xi16> = dense_resource<table_bytes>
func.func @read() -> (memref<3xi16>, tensor<3xi16>) {
  %g = memref.get_global @table : memref<3xi16>
  %t = arith.constant dense_resource<table_bytes> : tensor<3xi16>
  return %g, %t : memref<3xi16>, tensor<3xi16>
}
{-#
  dialect_resources: {
    builtin: {
      table_bytes: "0x02000000070008000900"
    }
  }
#-}
