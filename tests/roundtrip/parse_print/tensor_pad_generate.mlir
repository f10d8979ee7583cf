// tensor.pad with nofold, mixed low/high, tensor.generate with dynamic dims, nested regions.
func.func @pad(%t: tensor<?x4xf32>, %l: index, %h: index, %pv: f32) -> (tensor<?x?xf32>, tensor<?x8xf32>) {
  %p = tensor.pad %t nofold low[%l, 1] high[2, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pv : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  %q = tensor.pad %t low[0, 2] high[0, 2] {
  ^bb0(%a: index, %b: index):
    %c = arith.index_cast %a : index to i32
    %f = arith.sitofp %c : i32 to f32
    tensor.yield %f : f32
  } {attr = "x"} : tensor<?x4xf32> to tensor<?x8xf32>
  %g = tensor.generate %l, %h {
  ^bb0(%i: index, %j: index, %k: index):
    %s = arith.addi %i, %j : index
    %t2 = arith.addi %s, %k : index
    tensor.yield %t2 : index
  } : tensor<?x3x?xindex>
  "foo.use"(%g) : (tensor<?x3x?xindex>) -> ()
  return %p, %q : tensor<?x?xf32>, tensor<?x8xf32>
}
