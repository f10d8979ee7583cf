// FLAGS: -cse
// Vector reads from a buffer only read memory: a repeated read is reused
// while nothing in between writes, and read again after a write.
func.func @reads(%m: memref<8xf32>, %v: vector<4xf32>, %mask: vector<4xi1>, %idx: vector<4xindex>)
    -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%c0], %pad {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
  %b = vector.transfer_read %m[%c0], %pad {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
  %l1 = vector.load %m[%c0] : memref<8xf32>, vector<4xf32>
  %l2 = vector.load %m[%c0] : memref<8xf32>, vector<4xf32>
  %g1 = vector.maskedload %m[%c0], %mask, %v : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %g2 = vector.maskedload %m[%c0], %mask, %v : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s1 = arith.addf %a, %b : vector<4xf32>
  %s2 = arith.addf %l1, %l2 : vector<4xf32>
  %s3 = arith.addf %g1, %g2 : vector<4xf32>
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  %c = vector.transfer_read %m[%c0], %pad {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
  %l3 = vector.load %m[%c0] : memref<8xf32>, vector<4xf32>
  %e1 = vector.expandload %m[%c0], %mask, %v : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %e2 = vector.expandload %m[%c0], %mask, %v : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s4 = arith.addf %e1, %e2 : vector<4xf32>
  return %s1, %s2, %s3, %c, %l3, %s4 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
}
