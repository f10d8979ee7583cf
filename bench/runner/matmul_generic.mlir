// bufopt-runner benchmark: a 160x160x160 matmul as a linalg.generic on tensors, then a ReLU
// generic, repeated 2 times in an scf.for. Each matmul point runs a mulf, an addf and the yield.
//   bufopt-runner bench/runner/matmul_generic.mlir --stats
//   bufopt-runner bench/runner/matmul_generic.mlir --stats \
//     "-one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops" -buffer-deallocation-pipeline
// --stats counts the ops executed (16.7 million here, almost all mulf/addf in the matmul body) and
// divides by wall and by CPU time. Release build, this 2-core machine shared with other builds
// (load average 12): 0.35 s of CPU time, about 47 million ops per second (1.2 s wall).
#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
#id = affine_map<(i, j) -> (i, j)>
func.func private @printF32(f32)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<160x160xf32>
  %a = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<160x160xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %t = arith.index_cast %s : index to i32
    %f = arith.sitofp %t : i32 to f32
    %g = arith.constant 0.01 : f32
    %h = arith.mulf %f, %g : f32
    linalg.yield %h : f32
  } -> tensor<160x160xf32>
  %r = scf.for %it = %c0 to %c2 step %c1 iter_args(%acc = %a) -> (tensor<160x160xf32>) {
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<160x160xf32>) -> tensor<160x160xf32>
    %m = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%acc, %a : tensor<160x160xf32>, tensor<160x160xf32>) outs(%z : tensor<160x160xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %p = arith.mulf %x, %y : f32
      %q = arith.addf %o, %p : f32
      linalg.yield %q : f32
    } -> tensor<160x160xf32>
    %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%m : tensor<160x160xf32>) outs(%e : tensor<160x160xf32>) {
    ^bb0(%x: f32, %o: f32):
      %c = arith.constant 0.001 : f32
      %y = arith.mulf %x, %c : f32
      %w = arith.maximumf %y, %zero : f32
      linalg.yield %w : f32
    } -> tensor<160x160xf32>
    scf.yield %relu : tensor<160x160xf32>
  }
  %v = tensor.extract %r[%c1, %c2] : tensor<160x160xf32>
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
