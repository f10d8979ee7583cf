// End-to-end tensor program: vector.transfer_read/transfer_write in an scf.for, cf.cond_br/cf.br
// with tensor block arguments, dynamic tensor.pad and tensor.concat.
// ../shared/oracle/e2e.sh target/release/bufopt e2e_vector_cf.mlir prints what it prints with mlir-opt as
// the tool, ending with: memtrack: allocs=12 frees=12 leaked=0 badfree=0
// The bufferized IR is byte-identical to mlir-opt's; after the deallocation pipeline bufopt's
// canonicalizer does not yet fold affine.apply of constants into static allocations, so the
// full pipeline is checked with FileCheck.
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries > %t.b
// RUN: mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries > %t.m
// RUN: diff %t.m %t.b
// RUN: bufopt %s -one-shot-bufferize=bufferize-function-boundaries -buffer-deallocation-pipeline | FileCheck %s
// CHECK-LABEL: func.func @inc
// CHECK: vector.transfer_write
// CHECK-LABEL: func.func @pick
// CHECK: cf.cond_br
// CHECK-LABEL: func.func @main
// CHECK: memref.subview
// CHECK: memref.dealloc

func.func private @printMemrefF32(tensor<*xf32>)

// Adds 1.0 to each element with vector transfers, 4 lanes at a time.
func.func @inc(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant 0.0 : f32
  %one = arith.constant dense<1.0> : vector<4xf32>
  %r = scf.for %i = %c0 to %c8 step %c4 iter_args(%acc = %t) -> (tensor<8xf32>) {
    %v = vector.transfer_read %acc[%i], %pad {in_bounds = [true]} : tensor<8xf32>, vector<4xf32>
    %s = arith.addf %v, %one : vector<4xf32>
    %w = vector.transfer_write %s, %acc[%i] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
    scf.yield %w : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// Picks the incremented copy or a fresh filled tensor through cf branches.
func.func @pick(%t: tensor<8xf32>, %c: i1, %f: f32) -> tensor<8xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  %x = func.call @inc(%t) : (tensor<8xf32>) -> tensor<8xf32>
  cf.br ^m(%x : tensor<8xf32>)
^b:
  %e = tensor.empty() : tensor<8xf32>
  %y = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  cf.br ^m(%y : tensor<8xf32>)
^m(%r: tensor<8xf32>):
  return %r : tensor<8xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %true = arith.constant true
  %false = arith.constant false
  %f = arith.constant 7.0 : f32
  %m1 = arith.constant -1.0 : f32
  %base = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %a = func.call @pick(%base, %true, %f) : (tensor<8xf32>, i1, f32) -> tensor<8xf32>
  %b = func.call @pick(%base, %false, %f) : (tensor<8xf32>, i1, f32) -> tensor<8xf32>
  %da = tensor.cast %a : tensor<8xf32> to tensor<?xf32>
  %p = tensor.pad %da low[%c2] high[1] {
  ^bb0(%j: index):
    tensor.yield %m1 : f32
  } : tensor<?xf32> to tensor<?xf32>
  %cat = tensor.concat dim(0) %p, %b : (tensor<?xf32>, tensor<8xf32>) -> tensor<?xf32>
  %u = tensor.cast %cat : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
