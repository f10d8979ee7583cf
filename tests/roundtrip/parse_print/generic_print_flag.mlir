// FLAGS: --allow-unregistered-dialect --mlir-print-op-generic
// Printed entirely in generic form: properties, attributes, regions, successors.
func.func @to_generic(%a: i32, %m: memref<4xf32>, %c: i1) -> i32 attributes {foo.attr = 1 : i32} {
  %c0 = arith.constant 0 : index
  %s = arith.addi %a, %a overflow<nsw> : i32
  %v = memref.load %m[%c0] : memref<4xf32>
  %f = arith.mulf %v, %v fastmath<fast> : f32
  %plain = arith.addi %s, %a : i32
  %pf = arith.addf %f, %f : f32
  %t = tensor.empty() : tensor<4xf32>
  %sl = tensor.extract_slice %t[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %fl = linalg.fill ins(%pf : f32) outs(%sl : tensor<2xf32>) -> tensor<2xf32>
  "foo.keep"(%plain, %fl) : (i32, tensor<2xf32>) -> ()
  cf.cond_br %c, ^bb1(%s : i32), ^bb2
^bb1(%x: i32):
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
^bb2:
  "foo.op"(%f) <{prop = 1 : i32}> {attr = "x"} : (f32) -> ()
  return %a : i32
}
