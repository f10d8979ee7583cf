// End-to-end: two decoder layers of `bench/gen.py llm 2` (the keys and values of each layer
// inserted into caches passed in) with a @main that fills the inputs and prints the three
// results. With minimize-copies the projections are computed in the caches (by default: computed
// in buffers of their own, then copied) and later layers reuse the dead buffers of earlier ones;
// the printed results must be mlir-opt 22's, with fewer run-time allocations.
// FLAGS: -one-shot-bufferize="bufferize-function-boundaries minimize-copies" -buffer-deallocation-pipeline
// REFERENCE-FLAGS: -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline
// RUN: bufopt %s -one-shot-bufferize="bufferize-function-boundaries minimize-copies" | FileCheck %s
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=DEFAULT
// CHECK-LABEL: func.func @decoder
// CHECK-NOT: memref.copy
// CHECK-COUNT-4: memref.alloc()
// CHECK-NOT: memref.alloc()
// CHECK: return
// DEFAULT-LABEL: func.func @decoder
// DEFAULT-COUNT-4: memref.copy
// DEFAULT: return

#ew = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
func.func @decoder(%x: tensor<16x64xf32>, %weights: tensor<2x4x64x64xf32>, %keys: tensor<2x16x64xf32>, %vals: tensor<2x16x64xf32>) -> (tensor<16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.4e38 : f32
  %L0q_w = tensor.extract_slice %weights[0, 0, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : tensor<2x4x64x64xf32> to tensor<64x64xf32>
  %L0q_e = tensor.empty() : tensor<16x64xf32>
  %L0q_z = linalg.fill ins(%zero : f32) outs(%L0q_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L0q = linalg.matmul ins(%x, %L0q_w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%L0q_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L0k_w = tensor.extract_slice %weights[0, 1, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : tensor<2x4x64x64xf32> to tensor<64x64xf32>
  %L0k_e = tensor.empty() : tensor<16x64xf32>
  %L0k_z = linalg.fill ins(%zero : f32) outs(%L0k_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L0k = linalg.matmul ins(%x, %L0k_w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%L0k_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L0v_w = tensor.extract_slice %weights[0, 2, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : tensor<2x4x64x64xf32> to tensor<64x64xf32>
  %L0v_e = tensor.empty() : tensor<16x64xf32>
  %L0v_z = linalg.fill ins(%zero : f32) outs(%L0v_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L0v = linalg.matmul ins(%x, %L0v_w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%L0v_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L0kc = tensor.insert_slice %L0k into %keys[0, 0, 0] [1, 16, 64] [1, 1, 1] : tensor<16x64xf32> into tensor<2x16x64xf32>
  %L0vc = tensor.insert_slice %L0v into %vals[0, 0, 0] [1, 16, 64] [1, 1, 1] : tensor<16x64xf32> into tensor<2x16x64xf32>
  %L0s_w = tensor.extract_slice %weights[0, 3, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : tensor<2x4x64x64xf32> to tensor<64x64xf32>
  %L0s_e = tensor.empty() : tensor<16x64xf32>
  %L0s_z = linalg.fill ins(%zero : f32) outs(%L0s_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L0s = linalg.matmul ins(%L0q, %L0s_w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%L0s_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L0max_e = tensor.empty() : tensor<16xf32>
  %L0max_i = linalg.fill ins(%lowest : f32) outs(%L0max_e : tensor<16xf32>) -> tensor<16xf32>
  %L0max = linalg.generic {indexing_maps = [#ew, #rows], iterator_types = ["parallel", "reduction"]} ins(%L0s : tensor<16x64xf32>) outs(%L0max_i : tensor<16xf32>) {
  ^bb0(%in0: f32, %acc: f32):
    %r = arith.maximumf %in0, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %L0exp = linalg.generic {indexing_maps = [#ew, #rows, #ew], iterator_types = ["parallel", "parallel"]} ins(%L0s, %L0max : tensor<16x64xf32>, tensor<16xf32>) outs(%L0s : tensor<16x64xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %d = arith.subf %in0, %in1 : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<16x64xf32>
  %L0sum_e = tensor.empty() : tensor<16xf32>
  %L0sum_i = linalg.fill ins(%zero : f32) outs(%L0sum_e : tensor<16xf32>) -> tensor<16xf32>
  %L0sum = linalg.generic {indexing_maps = [#ew, #rows], iterator_types = ["parallel", "reduction"]} ins(%L0exp : tensor<16x64xf32>) outs(%L0sum_i : tensor<16xf32>) {
  ^bb0(%in0: f32, %acc: f32):
    %r = arith.addf %in0, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %L0prob = linalg.generic {indexing_maps = [#ew, #rows, #ew], iterator_types = ["parallel", "parallel"]} ins(%L0exp, %L0sum : tensor<16x64xf32>, tensor<16xf32>) outs(%L0exp : tensor<16x64xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %d = arith.divf %in0, %in1 : f32
    linalg.yield %d : f32
  } -> tensor<16x64xf32>
  %L0o_w = tensor.extract_slice %weights[0, 3, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : tensor<2x4x64x64xf32> to tensor<64x64xf32>
  %L0o_e = tensor.empty() : tensor<16x64xf32>
  %L0o_z = linalg.fill ins(%zero : f32) outs(%L0o_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L0o = linalg.matmul ins(%L0prob, %L0o_w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%L0o_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L0res = linalg.generic {indexing_maps = [#ew, #ew, #ew], iterator_types = ["parallel", "parallel"]} ins(%L0o, %x : tensor<16x64xf32>, tensor<16x64xf32>) outs(%L0o : tensor<16x64xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %r = arith.addf %in0, %in1 : f32
    linalg.yield %r : f32
  } -> tensor<16x64xf32>
  %L0split = tensor.expand_shape %L0res [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
  %L0merge = tensor.collapse_shape %L0split [[0], [1, 2]] : tensor<16x4x16xf32> into tensor<16x64xf32>
  %L1q_w = tensor.extract_slice %weights[1, 0, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : tensor<2x4x64x64xf32> to tensor<64x64xf32>
  %L1q_e = tensor.empty() : tensor<16x64xf32>
  %L1q_z = linalg.fill ins(%zero : f32) outs(%L1q_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L1q = linalg.matmul ins(%L0merge, %L1q_w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%L1q_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L1k_w = tensor.extract_slice %weights[1, 1, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : tensor<2x4x64x64xf32> to tensor<64x64xf32>
  %L1k_e = tensor.empty() : tensor<16x64xf32>
  %L1k_z = linalg.fill ins(%zero : f32) outs(%L1k_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L1k = linalg.matmul ins(%L0merge, %L1k_w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%L1k_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L1v_w = tensor.extract_slice %weights[1, 2, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : tensor<2x4x64x64xf32> to tensor<64x64xf32>
  %L1v_e = tensor.empty() : tensor<16x64xf32>
  %L1v_z = linalg.fill ins(%zero : f32) outs(%L1v_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L1v = linalg.matmul ins(%L0merge, %L1v_w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%L1v_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L1kc = tensor.insert_slice %L1k into %L0kc[1, 0, 0] [1, 16, 64] [1, 1, 1] : tensor<16x64xf32> into tensor<2x16x64xf32>
  %L1vc = tensor.insert_slice %L1v into %L0vc[1, 0, 0] [1, 16, 64] [1, 1, 1] : tensor<16x64xf32> into tensor<2x16x64xf32>
  %L1s_w = tensor.extract_slice %weights[1, 3, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : tensor<2x4x64x64xf32> to tensor<64x64xf32>
  %L1s_e = tensor.empty() : tensor<16x64xf32>
  %L1s_z = linalg.fill ins(%zero : f32) outs(%L1s_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L1s = linalg.matmul ins(%L1q, %L1s_w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%L1s_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L1max_e = tensor.empty() : tensor<16xf32>
  %L1max_i = linalg.fill ins(%lowest : f32) outs(%L1max_e : tensor<16xf32>) -> tensor<16xf32>
  %L1max = linalg.generic {indexing_maps = [#ew, #rows], iterator_types = ["parallel", "reduction"]} ins(%L1s : tensor<16x64xf32>) outs(%L1max_i : tensor<16xf32>) {
  ^bb0(%in0: f32, %acc: f32):
    %r = arith.maximumf %in0, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %L1exp = linalg.generic {indexing_maps = [#ew, #rows, #ew], iterator_types = ["parallel", "parallel"]} ins(%L1s, %L1max : tensor<16x64xf32>, tensor<16xf32>) outs(%L1s : tensor<16x64xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %d = arith.subf %in0, %in1 : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<16x64xf32>
  %L1sum_e = tensor.empty() : tensor<16xf32>
  %L1sum_i = linalg.fill ins(%zero : f32) outs(%L1sum_e : tensor<16xf32>) -> tensor<16xf32>
  %L1sum = linalg.generic {indexing_maps = [#ew, #rows], iterator_types = ["parallel", "reduction"]} ins(%L1exp : tensor<16x64xf32>) outs(%L1sum_i : tensor<16xf32>) {
  ^bb0(%in0: f32, %acc: f32):
    %r = arith.addf %in0, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %L1prob = linalg.generic {indexing_maps = [#ew, #rows, #ew], iterator_types = ["parallel", "parallel"]} ins(%L1exp, %L1sum : tensor<16x64xf32>, tensor<16xf32>) outs(%L1exp : tensor<16x64xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %d = arith.divf %in0, %in1 : f32
    linalg.yield %d : f32
  } -> tensor<16x64xf32>
  %L1o_w = tensor.extract_slice %weights[1, 3, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : tensor<2x4x64x64xf32> to tensor<64x64xf32>
  %L1o_e = tensor.empty() : tensor<16x64xf32>
  %L1o_z = linalg.fill ins(%zero : f32) outs(%L1o_e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L1o = linalg.matmul ins(%L1prob, %L1o_w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%L1o_z : tensor<16x64xf32>) -> tensor<16x64xf32>
  %L1res = linalg.generic {indexing_maps = [#ew, #ew, #ew], iterator_types = ["parallel", "parallel"]} ins(%L1o, %L0merge : tensor<16x64xf32>, tensor<16x64xf32>) outs(%L1o : tensor<16x64xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %r = arith.addf %in0, %in1 : f32
    linalg.yield %r : f32
  } -> tensor<16x64xf32>
  %L1split = tensor.expand_shape %L1res [[0], [1, 2]] output_shape [16, 4, 16] : tensor<16x64xf32> into tensor<16x4x16xf32>
  %L1merge = tensor.collapse_shape %L1split [[0], [1, 2]] : tensor<16x4x16xf32> into tensor<16x64xf32>
  return %L1merge, %L1kc, %L1vc : tensor<16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>
}
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func private @printMemrefF32(tensor<*xf32>)
func.func @main() {
  %e = tensor.empty() : tensor<16x64xf32>
  %x = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<16x64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i32
    %f = arith.sitofp %si : i32 to f32
    %c = arith.constant 0.01 : f32
    %r = arith.mulf %f, %c : f32
    linalg.yield %r : f32
  } -> tensor<16x64xf32>
  %ew = tensor.empty() : tensor<2x4x64x64xf32>
  %w = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%ew : tensor<2x4x64x64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %k = linalg.index 1 : index
    %s = arith.muli %i, %j : index
    %s2 = arith.addi %s, %k : index
    %c7 = arith.constant 7 : index
    %m = arith.remui %s2, %c7 : index
    %si = arith.index_cast %m : index to i32
    %f = arith.sitofp %si : i32 to f32
    %c = arith.constant 0.003 : f32
    %r = arith.mulf %f, %c : f32
    linalg.yield %r : f32
  } -> tensor<2x4x64x64xf32>
  %zero = arith.constant 0.5 : f32
  %ek = tensor.empty() : tensor<2x16x64xf32>
  %k = linalg.fill ins(%zero : f32) outs(%ek : tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
  %ev = tensor.empty() : tensor<2x16x64xf32>
  %v = linalg.fill ins(%zero : f32) outs(%ev : tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
  %r:3 = func.call @decoder(%x, %w, %k, %v) : (tensor<16x64xf32>, tensor<2x4x64x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> (tensor<16x64xf32>, tensor<2x16x64xf32>, tensor<2x16x64xf32>)
  %p0 = tensor.cast %r#0 : tensor<16x64xf32> to tensor<*xf32>
  call @printMemrefF32(%p0) : (tensor<*xf32>) -> ()
  %p1 = tensor.cast %r#1 : tensor<2x16x64xf32> to tensor<*xf32>
  call @printMemrefF32(%p1) : (tensor<*xf32>) -> ()
  %p2 = tensor.cast %r#2 : tensor<2x16x64xf32> to tensor<*xf32>
  call @printMemrefF32(%p2) : (tensor<*xf32>) -> ()
  return
}
