// linalg.fill_rng_2d, run by mlir-runner and bufopt-runner alike: bufopt parses only its
// generic form, whose region spells out the generator of the op's definition (per element, a
// linear congruential step from the seed plus the row, another from that plus the column, the
// result scaled into [min, max)), and the interpreter runs that region over the 2-d output
// with the three scalar operands broadcast. Two seeds, an f32 and an f64 output.
// RUN: bufopt-runner %s | FileCheck %s
// RUN: bufopt-runner %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline --check --memory-report 2>&1 | FileCheck %s --check-prefix=CHECKED
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[}}[-0.480181,   0.0336831,   0.547547,   -0.938588],
// CHECK-NEXT:  [-0.959594,   -0.44573,   0.0681346,   0.581999],
// CHECK-NEXT:  [0.560993,   -0.925142,   -0.411278,   0.102586]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[10.0552,   12.6245,   15.1939],
// CHECK-NEXT:  [17.6582,   10.2275,   12.7968]]
// CHECKED: same output before and after the passes
// CHECKED: memory: heap allocations=8 frees=8 leaked=0
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefF64(tensor<*xf64>)

func.func @random(%lo: f64, %hi: f64, %seed: i32, %into: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = "linalg.fill_rng_2d"(%lo, %hi, %seed, %into) <{operandSegmentSizes = array<i32: 3, 1>}> ({
  ^bb0(%min: f64, %max: f64, %s: i32, %old: f32):
    %span_bits = arith.constant 2147483647 : i64
    %span = arith.sitofp %span_bits : i64 to f64
    %col = linalg.index 1 : index
    %col32 = arith.index_cast %col : index to i32
    %row = linalg.index 0 : index
    %row32 = arith.index_cast %row : index to i32
    %first_in = arith.addi %row32, %s : i32
    %mul64 = arith.constant 1103515245 : i64
    %mul = arith.trunci %mul64 : i64 to i32
    %first_scaled = arith.muli %first_in, %mul : i32
    %inc64 = arith.constant 12345 : i64
    %inc = arith.trunci %inc64 : i64 to i32
    %first = arith.addi %first_scaled, %inc : i32
    %second_in = arith.addi %col32, %first : i32
    %second_scaled = arith.muli %second_in, %mul : i32
    %second = arith.addi %second_scaled, %inc : i32
    %as_float = arith.sitofp %second : i32 to f64
    %shifted = arith.addf %span, %as_float : f64
    %width = arith.subf %max, %min : f64
    %unit = arith.constant 2.3283063999999999E-10 : f64
    %step = arith.mulf %width, %unit : f64
    %scaled = arith.mulf %shifted, %step : f64
    %value = arith.addf %scaled, %min : f64
    %narrow = arith.truncf %value : f64 to f32
    linalg.yield %narrow : f32
  }) : (f64, f64, i32, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

func.func @main() {
  %lo = arith.constant -1.0 : f64
  %hi = arith.constant 1.0 : f64
  %seed = arith.constant 42 : i32
  %e = tensor.empty() : tensor<3x4xf32>
  %a = call @random(%lo, %hi, %seed, %e) : (f64, f64, i32, tensor<3x4xf32>) -> tensor<3x4xf32>
  %ua = tensor.cast %a : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %lo2 = arith.constant 10.0 : f64
  %hi2 = arith.constant 20.0 : f64
  %seed2 = arith.constant -7 : i32
  %e2 = tensor.empty() : tensor<2x3xf64>
  %b = "linalg.fill_rng_2d"(%lo2, %hi2, %seed2, %e2) <{operandSegmentSizes = array<i32: 3, 1>}> ({
  ^bb0(%min: f64, %max: f64, %s: i32, %old: f64):
    %span_bits = arith.constant 2147483647 : i64
    %span = arith.sitofp %span_bits : i64 to f64
    %col = linalg.index 1 : index
    %col32 = arith.index_cast %col : index to i32
    %row = linalg.index 0 : index
    %row32 = arith.index_cast %row : index to i32
    %first_in = arith.addi %row32, %s : i32
    %mul = arith.constant 1103515245 : i32
    %first_scaled = arith.muli %first_in, %mul : i32
    %inc = arith.constant 12345 : i32
    %first = arith.addi %first_scaled, %inc : i32
    %second_in = arith.addi %col32, %first : i32
    %second_scaled = arith.muli %second_in, %mul : i32
    %second = arith.addi %second_scaled, %inc : i32
    %as_float = arith.sitofp %second : i32 to f64
    %shifted = arith.addf %span, %as_float : f64
    %width = arith.subf %max, %min : f64
    %unit = arith.constant 2.3283063999999999E-10 : f64
    %step = arith.mulf %width, %unit : f64
    %scaled = arith.mulf %shifted, %step : f64
    %value = arith.addf %scaled, %min : f64
    linalg.yield %value : f64
  }) : (f64, f64, i32, tensor<2x3xf64>) -> tensor<2x3xf64>
  %ub = tensor.cast %b : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%ub) : (tensor<*xf64>) -> ()
  return
}
