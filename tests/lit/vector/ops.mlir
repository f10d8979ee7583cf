// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s

func.func @transfers(%src: memref<?x?x?xf32>, %t: tensor<?x?xf32>, %i: index, %pad: f32, %m1: vector<8xi1>, %m2: vector<2x8xi1>) -> tensor<?x?xf32> {
  %a = vector.transfer_read %src[%i, %i, %i], %pad : memref<?x?x?xf32>, vector<2x8xf32>
  %b = vector.transfer_read %src[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : memref<?x?x?xf32>, vector<8x2xf32>
  %c = vector.transfer_read %src[%i, %i, %i], %pad, %m1 {in_bounds = [false]} : memref<?x?x?xf32>, vector<8xf32>
  %d = vector.transfer_read %src[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d1, 0)>, in_bounds = [false, true]} : memref<?x?x?xf32>, vector<8x3xf32>
  %e = vector.transfer_read %t[%i, %i], %pad, %m2 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<2x8xf32>
  vector.transfer_write %a, %src[%i, %i, %i] {in_bounds = [false, false]} : vector<2x8xf32>, memref<?x?x?xf32>
  vector.transfer_write %b, %src[%i, %i, %i], %m2 {permutation_map = affine_map<(d0, d1, d2) -> (d2, d0)>} : vector<8x2xf32>, memref<?x?x?xf32>
  %w = vector.transfer_write %e, %t[%i, %i] {in_bounds = [true, false]} : vector<2x8xf32>, tensor<?x?xf32>
  "test.keep"(%c, %d) : (vector<8xf32>, vector<8x3xf32>) -> ()
  return %w : tensor<?x?xf32>
}

func.func @masking(%mem: memref<?xf32>, %i: index, %n: index, %pad: f32, %v: vector<8xf32>) -> vector<8xf32> {
  %mask = vector.create_mask %n : vector<8xi1>
  %r = vector.mask %mask { vector.transfer_read %mem[%i], %pad : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %s = vector.mask %mask, %v { vector.transfer_read %mem[%i], %pad : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %mask { vector.transfer_write %s, %mem[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  %cm = vector.constant_mask [3] : vector<8xi1>
  %ld = vector.maskedload %mem[%i], %cm, %v : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %mem[%i], %cm, %ld : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return %r : vector<8xf32>
}

func.func @element_ops(%v: vector<3x4xf32>, %s: f32, %i: index, %mem: memref<16xf32>, %iv: vector<4xi32>) -> vector<3x4xf32> {
  %b = vector.broadcast %s : f32 to vector<3x4xf32>
  %x0 = vector.extract %v[2] : vector<4xf32> from vector<3x4xf32>
  %x1 = vector.extract %v[%i, 1] : f32 from vector<3x4xf32>
  %x2 = vector.extract %v[1, %i] : f32 from vector<3x4xf32>
  %y0 = vector.insert %x0, %b [0] : vector<4xf32> into vector<3x4xf32>
  %y1 = vector.insert %s, %y0 [%i, %i] : f32 into vector<3x4xf32>
  %l = vector.load %mem[%i] : memref<16xf32>, vector<4xf32>
  vector.store %l, %mem[%i] {nontemporal = true} : memref<16xf32>, vector<4xf32>
  %sc = vector.shape_cast %y1 : vector<3x4xf32> to vector<12xf32>
  %r0 = vector.reduction <minimumf>, %sc : vector<12xf32> into f32
  %r1 = vector.reduction <add>, %iv : vector<4xi32> into i32
  %r2 = vector.reduction <mul>, %l, %s fastmath<fast> : vector<4xf32> into f32
  %mr = vector.multi_reduction <maxnumf>, %v, %x0 [0] : vector<3x4xf32> to vector<4xf32>
  %tr = vector.transpose %v, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  %fe = vector.from_elements %x1, %x2, %r0 : vector<3xf32>
  %st = vector.step : vector<4xindex>
  %bc = vector.bitcast %iv : vector<4xi32> to vector<4xf32>
  %op = vector.outerproduct %l, %x0 : vector<4xf32>, vector<4xf32>
  %fm = vector.fma %l, %l, %bc : vector<4xf32>
  vector.print %fm : vector<4xf32>
  vector.print str "end"
  "test.keep"(%x1, %r1, %r2, %mr, %tr, %fe, %st, %op) : (f32, i32, f32, vector<4xf32>, vector<4x3xf32>, vector<3xf32>, vector<4xindex>, vector<4x4xf32>) -> ()
  return %y1 : vector<3x4xf32>
}

func.func @contraction(%a: vector<2x3xf32>, %b: vector<3x5xf32>, %c: vector<2x5xf32>) -> vector<2x5xf32> {
  %0 = vector.contract {iterator_types = ["parallel", "parallel", "reduction"], indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]} %a, %b, %c : vector<2x3xf32>, vector<3x5xf32> into vector<2x5xf32>
  %1 = vector.contract {kind = #vector.kind<mul>, iterator_types = ["parallel", "parallel", "reduction"], indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]} %a, %b, %0 {note} : vector<2x3xf32>, vector<3x5xf32> into vector<2x5xf32>
  return %1 : vector<2x5xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (d1, 0)>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK: module {
// CHECK-LABEL: func.func @transfers(%arg0: memref<?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: f32, %arg4: vector<8xi1>, %arg5: vector<2x8xi1>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg2, %arg2, %arg2], %arg3 : memref<?x?x?xf32>, vector<2x8xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg2, %arg2, %arg2], %arg3 {permutation_map = #map} : memref<?x?x?xf32>, vector<8x2xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg2, %arg2, %arg2], %arg3, %arg4 : memref<?x?x?xf32>, vector<8xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%arg2, %arg2, %arg2], %arg3 {in_bounds = [false, true], permutation_map = #map1} : memref<?x?x?xf32>, vector<8x3xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg1[%arg2, %arg2], %arg3, %arg5 {in_bounds = [true, true]} : tensor<?x?xf32>, vector<2x8xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%arg2, %arg2, %arg2] : vector<2x8xf32>, memref<?x?x?xf32>
// CHECK-NEXT: vector.transfer_write %1, %arg0[%arg2, %arg2, %arg2], %arg5 {permutation_map = #map} : vector<8x2xf32>, memref<?x?x?xf32>
// CHECK-NEXT: %5 = vector.transfer_write %4, %arg1[%arg2, %arg2] {in_bounds = [true, false]} : vector<2x8xf32>, tensor<?x?xf32>
// CHECK-NEXT: "test.keep"(%2, %3) : (vector<8xf32>, vector<8x3xf32>) -> ()
// CHECK-NEXT: return %5 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masking(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: f32, %arg4: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.create_mask %arg2 : vector<8xi1>
// CHECK-NEXT: %1 = vector.mask %0 { vector.transfer_read %arg0[%arg1], %arg3 : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: %2 = vector.mask %0, %arg4 { vector.transfer_read %arg0[%arg1], %arg3 : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: vector.mask %0 { vector.transfer_write %2, %arg0[%arg1] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
// CHECK-NEXT: %3 = vector.constant_mask [3] : vector<8xi1>
// CHECK-NEXT: %4 = vector.maskedload %arg0[%arg1], %3, %arg4 : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg1], %3, %4 : memref<?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %1 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @element_ops(%arg0: vector<3x4xf32>, %arg1: f32, %arg2: index, %arg3: memref<16xf32>, %arg4: vector<4xi32>) -> vector<3x4xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg1 : f32 to vector<3x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[2] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: %2 = vector.extract %arg0[%arg2, 1] : f32 from vector<3x4xf32>
// CHECK-NEXT: %3 = vector.extract %arg0[1, %arg2] : f32 from vector<3x4xf32>
// CHECK-NEXT: %4 = vector.insert %1, %0 [0] : vector<4xf32> into vector<3x4xf32>
// CHECK-NEXT: %5 = vector.insert %arg1, %4 [%arg2, %arg2] : f32 into vector<3x4xf32>
// CHECK-NEXT: %6 = vector.load %arg3[%arg2] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %6, %arg3[%arg2] {nontemporal = true} : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: %7 = vector.shape_cast %5 : vector<3x4xf32> to vector<12xf32>
// CHECK-NEXT: %8 = vector.reduction <minimumf>, %7 : vector<12xf32> into f32
// CHECK-NEXT: %9 = vector.reduction <add>, %arg4 : vector<4xi32> into i32
// CHECK-NEXT: %10 = vector.reduction <mul>, %6, %arg1 fastmath<fast> : vector<4xf32> into f32
// CHECK-NEXT: %11 = vector.multi_reduction <maxnumf>, %arg0, %1 [0] : vector<3x4xf32> to vector<4xf32>
// CHECK-NEXT: %12 = vector.transpose %arg0, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// CHECK-NEXT: %13 = vector.from_elements %2, %3, %8 : vector<3xf32>
// CHECK-NEXT: %14 = vector.step : vector<4xindex>
// CHECK-NEXT: %15 = vector.bitcast %arg4 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %16 = vector.outerproduct %6, %1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %17 = vector.fma %6, %6, %15 : vector<4xf32>
// CHECK-NEXT: vector.print %17 : vector<4xf32>
// CHECK-NEXT: vector.print str "end"
// CHECK-NEXT: "test.keep"(%2, %9, %10, %11, %12, %13, %14, %16) : (f32, i32, f32, vector<4xf32>, vector<4x3xf32>, vector<3xf32>, vector<4xindex>, vector<4x4xf32>) -> ()
// CHECK-NEXT: return %5 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @contraction(%arg0: vector<2x3xf32>, %arg1: vector<3x5xf32>, %arg2: vector<2x5xf32>) -> vector<2x5xf32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3x5xf32> into vector<2x5xf32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %arg0, %arg1, %0 {note} : vector<2x3xf32>, vector<3x5xf32> into vector<2x5xf32>
// CHECK-NEXT: return %1 : vector<2x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
