// FLAGS: -canonicalize
// Pads of pads with the same padding value merge (unless nofold or the
// values differ); slice/pad/slice/pad chains padding different dimensions
// become one slice and one pad.
func.func @consecutive(%arg0: tensor<4x4xf32>) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %p0 = tensor.pad %arg0 low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %z : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  %p1 = tensor.pad %p0 low[1, 0] high[1, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %z : f32
  } : tensor<6x6xf32> to tensor<8x8xf32>
  return %p1 : tensor<8x8xf32>
}
func.func @consecutive_outside_value(%arg0: tensor<4xf32>, %v: f32, %n: index) -> (tensor<?xf32>, tensor<9xf32>) {
  %p0 = tensor.pad %arg0 low[%n] high[0] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<?xf32>
  %p1 = tensor.pad %p0 low[0] high[2] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  %q0 = tensor.pad %arg0 low[2] high[0] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<6xf32>
  %q1 = tensor.pad %q0 low[1] high[2] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<6xf32> to tensor<9xf32>
  return %p1, %q1 : tensor<?xf32>, tensor<9xf32>
}
func.func @consecutive_no(%arg0: tensor<4xf32>, %v: f32, %w: f32) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %p0 = tensor.pad %arg0 low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<6xf32>
  %p1 = tensor.pad %p0 low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %w : f32
  } : tensor<6xf32> to tensor<8xf32>
  %q0 = tensor.pad %arg0 nofold low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<6xf32>
  %q1 = tensor.pad %q0 low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<6xf32> to tensor<8xf32>
  %r0 = tensor.pad %arg0 low[1] high[1] {
  ^bb0(%a: index):
    %i = arith.index_cast %a : index to i32
    %f = arith.sitofp %i : i32 to f32
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  %r1 = tensor.pad %r0 low[1] high[1] {
  ^bb0(%a: index):
    %i = arith.index_cast %a : index to i32
    %f = arith.sitofp %i : i32 to f32
    tensor.yield %f : f32
  } : tensor<6xf32> to tensor<8xf32>
  return %p1, %q1, %r1 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
func.func @orthogonal(%arg0: tensor<64x64xf32>, %sz0 : index, %sz1 : index, %pw0 : index, %pw1 : index) -> tensor<8x4xf32> {
  %pad_value = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %arg0[16, 0] [%sz0, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[%pw0, 0] {
    ^bb0(%arg1: index, %arg2: index):
      tensor.yield %pad_value : f32
    } : tensor<?x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 4] [8, %sz1] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[0, %pw1] {
    ^bb0(%arg1: index, %arg2: index):
      tensor.yield %pad_value : f32
    } : tensor<8x?xf32> to tensor<8x4xf32>
  func.return %3 : tensor<8x4xf32>
}
func.func @orthogonal_no(%arg0: tensor<64x64xf32>, %sz0 : index, %sz1 : index, %pw0 : index, %pw1 : index) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) {
  %pad_value = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = tensor.extract_slice %arg0[16, 0] [%sz0, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[%pw0, 0] {
    ^bb0(%arg1: index, %arg2: index):
      tensor.yield %pad_value : f32
    } : tensor<?x64xf32> to tensor<8x64xf32>
  // Different padding value.
  %2 = tensor.extract_slice %1[0, 4] [8, %sz1] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[0, %pw1] {
    ^bb0(%arg1: index, %arg2: index):
      tensor.yield %one : f32
    } : tensor<8x?xf32> to tensor<8x4xf32>
  // The inner slice does not keep the whole padded dimension.
  %4 = tensor.extract_slice %1[0, 4] [7, %sz1] [1, 1] : tensor<8x64xf32> to tensor<7x?xf32>
  %5 = tensor.pad %4 nofold low[0, 0] high[1, %pw1] {
    ^bb0(%arg1: index, %arg2: index):
      tensor.yield %pad_value : f32
    } : tensor<7x?xf32> to tensor<8x4xf32>
  // Low padding.
  %6 = tensor.extract_slice %1[0, 4] [8, %sz1] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
  %7 = tensor.pad %6 nofold low[0, 1] high[0, %pw1] {
    ^bb0(%arg1: index, %arg2: index):
      tensor.yield %pad_value : f32
    } : tensor<8x?xf32> to tensor<8x4xf32>
  return %3, %5, %7 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>
}
func.func @consecutive_dynamic(%arg0: tensor<4x4xf32>, %v: f32, %n: index, %m: index) -> tensor<?x?xf32> {
  %a = affine.apply affine_map<()[s0] -> (s0 * 3)>()[%n]
  %p0 = tensor.pad %arg0 low[%n, %a] high[%m, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<?x?xf32>
  %p1 = tensor.pad %p0 low[1, %n] high[%m, %n] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p1 : tensor<?x?xf32>
}
