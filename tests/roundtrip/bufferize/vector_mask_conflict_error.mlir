// FLAGS: -one-shot-bufferize="bufferize-function-boundaries"
func.func @passthru(%t: tensor<?xf32>, %i: index, %p: f32, %m: vector<4xi1>, %pt: vector<4xf32>) -> (vector<4xf32>, tensor<?xf32>) {
  %v = vector.mask %m, %pt { vector.transfer_read %t[%i], %p : tensor<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %w = vector.mask %m { vector.transfer_write %v, %t[%i] {in_bounds = [true]} : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
  %x = vector.transfer_read %t[%i], %p : tensor<?xf32>, vector<4xf32>
  return %x, %w : vector<4xf32>, tensor<?xf32>
}
