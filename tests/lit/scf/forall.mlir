// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace

// scf.forall: normalized loops print `in`, others their bounds; static and
// dynamic bounds mix; shared_outs and the in_parallel terminator.
// CHECK-LABEL: func.func @forall_forms(%arg0: index, %arg1: index, %arg2: tensor<?xf32>, %arg3: tensor<8x8xf32>) -> (tensor<?xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: scf.forall (%arg4) in (16) {
// CHECK-NEXT: "foo.i"(%arg4) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4, %arg5) in (%arg0, 4) {
// CHECK-NEXT: "foo.ij"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4, %arg5) in (%arg0, 8) {
// CHECK-NEXT: "foo.norm"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4) = (%arg1) to (%arg0) step (2) {
// CHECK-NEXT: "foo.bounds"(%arg4) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4, %arg5) = (-4, %arg1) to (%arg0, 64) step (%arg1, 3) {
// CHECK-NEXT: "foo.mixed"(%arg4, %arg5) : (index, index) -> ()
// CHECK-NEXT: } {foo.attr}
// CHECK-NEXT: %0:2 = scf.forall (%arg4) in (4) shared_outs(%arg5 = %arg2, %arg6 = %arg3) -> (tensor<?xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: "foo.work"(%arg4, %arg5, %arg6) : (index, tensor<?xf32>, tensor<8x8xf32>) -> ()
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.forall (%arg4) in (2) shared_outs(%arg5 = %arg2) -> (tensor<?xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : tensor<?xf32>, tensor<8x8xf32>
// CHECK-NEXT: }
func.func @forall_forms(%n: index, %m: index, %t: tensor<?xf32>, %u: tensor<8x8xf32>) -> (tensor<?xf32>, tensor<8x8xf32>) {
  scf.forall (%i) in (16) {
    "foo.i"(%i) : (index) -> ()
  }
  scf.forall (%i, %j) in (%n, 4) {
    "foo.ij"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) = (0, 0) to (%n, 8) step (1, 1) {
    "foo.norm"(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (%m) to (%n) step (2) {
    "foo.bounds"(%i) : (index) -> ()
  }
  scf.forall (%i, %j) = (-4, %m) to (%n, 64) step (%m, 3) {
    "foo.mixed"(%i, %j) : (index, index) -> ()
  } {foo.attr}
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %t, %p = %u) -> (tensor<?xf32>, tensor<8x8xf32>) {
    "foo.work"(%i, %o, %p) : (index, tensor<?xf32>, tensor<8x8xf32>) -> ()
    scf.forall.in_parallel {
    }
  }
  %s = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<?xf32>) {
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<8x8xf32>
}

// Mapping attributes of the gpu dialect stay as written.
// CHECK-LABEL: func.func @forall_mapping(%arg0: index) {
// CHECK-NEXT: scf.forall (%arg1, %arg2) in (%arg0, 32) {
// CHECK-NEXT: "foo.thread"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT: scf.forall (%arg1) in (8) {
// CHECK-NEXT: "foo.block"(%arg1) : (index) -> ()
// CHECK-NEXT: } {mapping = [#gpu.block<x>]}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @forall_mapping(%n: index) {
  scf.forall (%i, %j) in (%n, 32) {
    "foo.thread"(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  scf.forall (%i) in (8) {
    "foo.block"(%i) : (index) -> ()
  } {mapping = [#gpu.block<x>]}
  return
}
