// An op printed inside another's syntax (vector.mask) has no location of
// its own in the text, but its location still gets an alias.
func.func @masked(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pad: f32) -> vector<8xf32> {
  %v = vector.mask %mask { vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %mask { vector.transfer_write %v, %m[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  return %v : vector<8xf32>
}
