// broadcast/extract/insert/load/store/masks/shape_cast/reduction (vector.splat is gone in 22).
func.func @vector_ops(%f: f32, %v: vector<4xf32>, %m: vector<2x4xf32>, %i: index, %mem: memref<?x?xf32>, %sv: vector<[4]xi32>) -> vector<2x4xf32> {
  %b0 = vector.broadcast %f : f32 to vector<4xf32>
  %b1 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %b2 = vector.broadcast %f : f32 to vector<[8]xf32>
  %e0 = vector.extract %m[1, 2] : f32 from vector<2x4xf32>
  %e1 = vector.extract %m[0] : vector<4xf32> from vector<2x4xf32>
  %e2 = vector.extract %m[%i, 3] : f32 from vector<2x4xf32>
  %e3 = vector.extract %v[%i] : f32 from vector<4xf32>
  %i0 = vector.insert %f, %m[0, 1] : f32 into vector<2x4xf32>
  %i1 = vector.insert %v, %i0[1] : vector<4xf32> into vector<2x4xf32>
  %i2 = vector.insert %f, %i1[%i, %i] : f32 into vector<2x4xf32>
  %l0 = vector.load %mem[%i, %i] : memref<?x?xf32>, vector<8xf32>
  %l1 = vector.load %mem[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<2x4xf32>
  vector.store %l0, %mem[%i, %i] : memref<?x?xf32>, vector<8xf32>
  vector.store %l1, %mem[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<2x4xf32>
  %cm0 = vector.constant_mask [2, 3] : vector<4x8xi1>
  %cm1 = vector.constant_mask [0] : vector<[4]xi1>
  %cr0 = vector.create_mask %i, %i : vector<2x4xi1>
  %cr1 = vector.create_mask %i : vector<[4]xi1>
  %sp = vector.broadcast %f : f32 to vector<2x4xf32>
  %sc0 = vector.shape_cast %m : vector<2x4xf32> to vector<8xf32>
  %sc1 = vector.shape_cast %sc0 : vector<8xf32> to vector<2x2x2xf32>
  %red0 = vector.reduction <add>, %v : vector<4xf32> into f32
  %red1 = vector.reduction <maximumf>, %v, %f fastmath<nnan> : vector<4xf32> into f32
  %red2 = vector.reduction <xor>, %sv : vector<[4]xi32> into i32
  %red3 = vector.reduction <mul>, %v fastmath<reassoc> : vector<4xf32> into f32
  "foo.keep"(%b0, %b1, %b2, %e0, %e1, %e2, %e3, %cm0, %cm1, %cr0, %cr1, %sp, %sc1, %red0, %red1, %red2, %red3) : (vector<4xf32>, vector<3x4xf32>, vector<[8]xf32>, f32, vector<4xf32>, f32, f32, vector<4x8xi1>, vector<[4]xi1>, vector<2x4xi1>, vector<[4]xi1>, vector<2x4xf32>, vector<2x2x2xf32>, f32, f32, i32, f32) -> ()
  return %i2 : vector<2x4xf32>
}
