// RUN: bufopt %s --split-input-file --allow-unregistered-dialect -buffer-deallocation | FileCheck %s
// The examples of the legacy BufferDeallocation documentation, restated; the
// expected output is mlir-opt 19's, which bufopt reproduces exactly.

// Seed examples, restated.
func.func @condBranch(%cond: i1, %in: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %cond, ^then, ^else
^then:
  cf.br ^join(%in : memref<2xf32>)
^else:
  %buf = memref.alloc() : memref<2xf32>
  "test.write"(%buf) : (memref<2xf32>) -> ()
  cf.br ^join(%buf : memref<2xf32>)
^join(%m: memref<2xf32>):
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  return
}
// CHECK-LABEL: func.func @condBranch(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%0 : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.write"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%1 : memref<2xf32>)
// CHECK-NEXT: ^bb3(%2: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %2, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %2 : memref<2xf32>
// CHECK-NEXT: return

// -----

func.func @condBranchDynamicType(%cond: i1, %in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  cf.cond_br %cond, ^then, ^else(%n : index)
^then:
  cf.br ^join(%in : memref<?xf32>)
^else(%size: index):
  %buf = memref.alloc(%size) : memref<?xf32>
  "test.write"(%buf) : (memref<?xf32>) -> ()
  cf.br ^join(%buf : memref<?xf32>)
^join(%m: memref<?xf32>):
  memref.copy %m, %out : memref<?xf32> to memref<?xf32>
  return
}
// CHECK-LABEL: func.func @condBranchDynamicType(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: cf.br ^bb3(%0 : memref<?xf32>)
// CHECK-NEXT: ^bb2(%1: index):  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT: "test.write"(%alloc) : (memref<?xf32>) -> ()
// CHECK-NEXT: %2 = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: cf.br ^bb3(%2 : memref<?xf32>)
// CHECK-NEXT: ^bb3(%3: memref<?xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %3, %arg2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %3 : memref<?xf32>
// CHECK-NEXT: return

// -----

func.func @condBranchDynamicTypeNested(%cond: i1, %in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  cf.cond_br %cond, ^bb1, ^bb2(%n : index)
^bb1:
  cf.br ^bb6(%in : memref<?xf32>)
^bb2(%size: index):
  %buf = memref.alloc(%size) : memref<?xf32>
  "test.write"(%buf) : (memref<?xf32>) -> ()
  cf.cond_br %cond, ^bb3, ^bb4
^bb3:
  cf.br ^bb5(%buf : memref<?xf32>)
^bb4:
  cf.br ^bb5(%buf : memref<?xf32>)
^bb5(%a: memref<?xf32>):
  cf.br ^bb6(%a : memref<?xf32>)
^bb6(%b: memref<?xf32>):
  cf.br ^bb7(%b : memref<?xf32>)
^bb7(%c: memref<?xf32>):
  memref.copy %c, %out : memref<?xf32> to memref<?xf32>
  return
}
// CHECK-LABEL: func.func @condBranchDynamicTypeNested(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: cf.br ^bb6(%0 : memref<?xf32>)
// CHECK-NEXT: ^bb2(%1: index):  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT: "test.write"(%alloc) : (memref<?xf32>) -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%alloc : memref<?xf32>)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%alloc : memref<?xf32>)
// CHECK-NEXT: ^bb5(%2: memref<?xf32>):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: %3 = bufferization.clone %2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: cf.br ^bb6(%3 : memref<?xf32>)
// CHECK-NEXT: ^bb6(%4: memref<?xf32>):  // 2 preds: ^bb1, ^bb5
// CHECK-NEXT: cf.br ^bb7(%4 : memref<?xf32>)
// CHECK-NEXT: ^bb7(%5: memref<?xf32>):  // pred: ^bb6
// CHECK-NEXT: memref.copy %5, %arg2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %4 : memref<?xf32>
// CHECK-NEXT: return

// -----

func.func @branch(%cond: i1, %out: memref<2xf32>) {
  %first = memref.alloc() : memref<2xf32>
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %second = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%second : memref<2xf32>)
^bb2:
  "test.write"(%first) : (memref<2xf32>) -> ()
  cf.br ^bb3(%first : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  return
}
// CHECK-LABEL: func.func @branch(
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%0 : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.write"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%1 : memref<2xf32>)
// CHECK-NEXT: ^bb3(%2: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %2, %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %2 : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return

// -----

func.func @mixedAllocation(%cond: i1, %out: memref<2xf32>) {
  %stack = memref.alloca() : memref<2xf32>
  %heap = memref.alloc() : memref<2xf32>
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  "test.write"(%stack) : (memref<2xf32>) -> ()
  cf.br ^bb3(%stack : memref<2xf32>)
^bb2:
  "test.write"(%heap) : (memref<2xf32>) -> ()
  cf.br ^bb3(%heap : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  return
}
// CHECK-LABEL: func.func @mixedAllocation(
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.write"(%alloca) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb3(%alloca : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.write"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb3(%0: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %0, %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return

// -----

func.func @nested_region_control_flow(%a: index, %b: index) -> memref<?x?xf32> {
  %eq = arith.cmpi eq, %a, %b : index
  %outer = memref.alloc(%a, %a) : memref<?x?xf32>
  %r = scf.if %eq -> (memref<?x?xf32>) {
    scf.yield %outer : memref<?x?xf32>
  } else {
    %inner = memref.alloc(%a, %b) : memref<?x?xf32>
    "test.write"(%inner) : (memref<?x?xf32>) -> ()
    scf.yield %outer : memref<?x?xf32>
  }
  return %r : memref<?x?xf32>
}
// CHECK-LABEL: func.func @nested_region_control_flow(
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?x?xf32>) {
// CHECK-NEXT: scf.yield %alloc : memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NEXT: "test.write"(%alloc_0) : (memref<?x?xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<?x?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?x?xf32>

// -----

func.func @inner_region_control_flow(%a: index, %b: index) -> memref<?x?xf32> {
  %outer = memref.alloc(%a, %a) : memref<?x?xf32>
  %r = scf.execute_region -> memref<?x?xf32> {
    scf.yield %outer : memref<?x?xf32>
  }
  return %r : memref<?x?xf32>
}
// CHECK-LABEL: func.func @inner_region_control_flow(
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
// CHECK-NEXT: %0 = scf.execute_region -> memref<?x?xf32> {
// CHECK-NEXT: scf.yield %alloc : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<?x?xf32>

// -----

func.func @inner_region_control_flow_div(%a: index, %b: index, %c: i1) -> memref<?x?xf32> {
  %outer = memref.alloc(%a, %a) : memref<?x?xf32>
  %r = scf.if %c -> memref<?x?xf32> {
    scf.yield %outer : memref<?x?xf32>
  } else {
    %inner = memref.alloc(%a, %b) : memref<?x?xf32>
    scf.yield %inner : memref<?x?xf32>
  }
  return %r : memref<?x?xf32>
}
// CHECK-LABEL: func.func @inner_region_control_flow_div(
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
// CHECK-NEXT: %0 = scf.if %arg2 -> (memref<?x?xf32>) {
// CHECK-NEXT: %1 = bufferization.clone %alloc : memref<?x?xf32> to memref<?x?xf32>
// CHECK-NEXT: scf.yield %1 : memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NEXT: %1 = bufferization.clone %alloc_0 : memref<?x?xf32> to memref<?x?xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<?x?xf32>
// CHECK-NEXT: scf.yield %1 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<?x?xf32>
// CHECK-NEXT: return %0 : memref<?x?xf32>

// -----

func.func @loop_nested_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %r = scf.for %i = %lb to %ub step %step iter_args(%it = %buf) -> memref<2xf32> {
    %last = arith.cmpi eq, %i, %ub : index
    %next = scf.if %last -> (memref<2xf32>) {
      %fresh = memref.alloc() : memref<2xf32>
      "test.write"(%fresh) : (memref<2xf32>) -> ()
      scf.yield %fresh : memref<2xf32>
    } else {
      scf.yield %it : memref<2xf32>
    }
    scf.yield %next : memref<2xf32>
  }
  memref.copy %r, %res : memref<2xf32> to memref<2xf32>
  return
}
// CHECK-LABEL: func.func @loop_nested_if(
// CHECK-NEXT: %0 = bufferization.clone %arg3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %0) -> (memref<2xf32>) {
// CHECK-NEXT: %2 = arith.cmpi eq, %arg5, %arg1 : index
// CHECK-NEXT: %3 = scf.if %2 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.write"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: %5 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %5 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %5 = bufferization.clone %arg6 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %5 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %arg6 : memref<2xf32>
// CHECK-NEXT: %4 = bufferization.clone %3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %3 : memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %1, %arg4 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<2xf32>
// CHECK-NEXT: return

// -----

func.func @dynamic_allocation(%a: index, %b: index) -> memref<?x?xf32> {
  %buf = memref.alloc(%a, %b) : memref<?x?xf32>
  return %buf : memref<?x?xf32>
}
// CHECK-LABEL: func.func @dynamic_allocation(
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NEXT: return %alloc : memref<?x?xf32>

// -----

func.func @reuseTarget(%in: memref<2xf32>, %result: memref<2xf32>) {
  %temp = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%in : memref<2xf32>) outs(%temp : memref<2xf32>) {
  ^bb0(%x: f32, %y: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  }
  memref.copy %temp, %result : memref<2xf32> to memref<2xf32>
  return
}
// CHECK-LABEL: func.func @reuseTarget(
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<2xf32>) outs(%alloc : memref<2xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = math.exp %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %alloc, %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
