// Custom and generic forms interleaved, including scf/tensor ops in generic form.
func.func @mixed(%t: tensor<?xf32>, %lb: index, %ub: index, %c: i1) -> tensor<?xf32> {
  %one = "arith.constant"() <{value = 1 : index}> : () -> index
  %r = scf.for %i = %lb to %ub step %one iter_args(%acc = %t) -> (tensor<?xf32>) {
    %e = "tensor.extract"(%acc, %i) : (tensor<?xf32>, index) -> f32
    %d = arith.addf %e, %e : f32
    %n = "tensor.insert"(%d, %acc, %i) : (f32, tensor<?xf32>, index) -> tensor<?xf32>
    "scf.yield"(%n) : (tensor<?xf32>) -> ()
  }
  %s = "scf.if"(%c) ({
    scf.yield %r : tensor<?xf32>
  }, {
    %z = "tensor.empty"(%ub) : (index) -> tensor<?xf32>
    "scf.yield"(%z) : (tensor<?xf32>) -> ()
  }) : (i1) -> tensor<?xf32>
  %w = "scf.while"(%lb) ({
  ^bb0(%x: index):
    %lt = "arith.cmpi"(%x, %ub) <{predicate = 6 : i64}> : (index, index) -> i1
    "scf.condition"(%lt, %x) : (i1, index) -> ()
  }, {
  ^bb0(%y: index):
    %nx = "arith.addi"(%y, %one) <{overflowFlags = #arith.overflow<nuw>}> : (index, index) -> index
    "scf.yield"(%nx) : (index) -> ()
  }) : (index) -> index
  "foo.keep"(%w) : (index) -> ()
  return %s : tensor<?xf32>
}
