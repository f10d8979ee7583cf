// vector.mask with and without passthru/results, create/constant masks, contract with kinds.
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @mask(%v: vector<8xf32>, %m: vector<8xi1>, %p: vector<8xf32>, %mem: memref<?xf32>, %i: index, %x: vector<2x3xi32>, %y: vector<3x4xi32>, %acc: vector<2x4xi32>) -> f32 {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %1 = vector.mask %m, %p { vector.transfer_read %mem[%i], %0 : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { vector.transfer_write %1, %mem[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  %2 = vector.create_mask %i, %i : vector<4x[4]xi1>
  %3 = vector.constant_mask [2, 3] : vector<4x3xi1>
  %4 = vector.constant_mask [1] : vector<i1>
  %z = vector.create_mask %i : vector<i1>
  "foo.use"(%z) : (vector<i1>) -> ()
  %5 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxsi>} %x, %y, %acc : vector<2x3xi32>, vector<3x4xi32> into vector<2x4xi32>
  %6 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], tag = "t"} %x, %y, %acc : vector<2x3xi32>, vector<3x4xi32> into vector<2x4xi32>
  "foo.use"(%2, %3, %4, %5, %6) : (vector<4x[4]xi1>, vector<4x3xi1>, vector<i1>, vector<2x4xi32>, vector<2x4xi32>) -> ()
  return %0 : f32
}
