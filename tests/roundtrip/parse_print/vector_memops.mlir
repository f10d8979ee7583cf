// vector load/store with nontemporal and alignment, masked ops, gather/scatter, expand/compress.
func.func @mem(%m: memref<?x?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>, %idx: vector<8xi32>, %v: vector<8xf32>, %t: memref<16xbf16, 3>) {
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<2x8xf32>
  vector.store %0, %m[%i, %i] {alignment = 16 : i64} : memref<?x?xf32>, vector<8xf32>
  %2 = vector.maskedload %m[%i, %i], %mask, %pt : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i, %i], %mask, %2 : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
  %3 = vector.gather %m[%i, %i] [%idx], %mask, %pt : memref<?x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m[%i, %i] [%idx], %mask, %3 : memref<?x?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32>
  %4 = vector.expandload %m[%i, %i], %mask, %pt : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%i, %i], %mask, %4 : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
  %5 = vector.load %t[%i] : memref<16xbf16, 3>, vector<4xbf16>
  %6 = vector.type_cast %t : memref<16xbf16, 3> to memref<vector<16xbf16>, 3>
  "foo.use"(%1, %5, %6) : (vector<2x8xf32>, vector<4xbf16>, memref<vector<16xbf16>, 3>) -> ()
  return
}
