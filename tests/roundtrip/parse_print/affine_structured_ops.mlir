// The structured affine ops in custom form: loops with constant, symbol and
// min/max bounds, a loop carrying a value, conditionals on named and inline
// integer sets, parallel loops with groups and a reduction, the memory ops
// with subscripts that mix dims and symbols, and the index ops. mlir-opt
// prints them back with the set and map aliases hoisted to the top.
#inside = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
func.func @loops(%buf: memref<10x20xf32>, %n: index, %v: vector<4xf32>, %seed: f32) -> f32 {
  %zero = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    affine.for %j = %n to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n] step 2 {
      %x = affine.load %buf[%i, %j + 1] : memref<10x20xf32>
      affine.store %x, %buf[%i, symbol(%n)] : memref<10x20xf32>
      affine.if #inside(%i)[%n] {
        affine.vector_store %v, %buf[%i, %j] : memref<10x20xf32>, vector<4xf32>
      } else {
        %w = affine.vector_load %buf[%i, 0] : memref<10x20xf32>, vector<4xf32>
      }
      affine.prefetch %buf[%i, %j], read, locality<3>, data : memref<10x20xf32>
      affine.prefetch %buf[%j * 2, %i floordiv 2], write, locality<0>, instr : memref<10x20xf32>
    }
  }
  %sum = affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%zero)[%n] to 10 iter_args(%acc = %seed) -> (f32) {
    %y = affine.load %buf[%i, %i] : memref<10x20xf32>
    %s = arith.addf %acc, %y : f32
    affine.yield %s : f32
  }
  %red = affine.parallel (%a, %b) = (0, max(%n, 2)) to (10, min(%n + 3, 20)) step (1, 2) reduce ("addf") -> (f32) {
    %y = affine.load %buf[%a, %b] : memref<10x20xf32>
    affine.yield %y : f32
  }
  affine.parallel (%a) = (0) to (10) {
  }
  %pick = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %sum : f32
  } else {
    affine.yield %red : f32
  }
  return %pick : f32
}

func.func @index_ops(%n: index, %k: index) -> (index, index, index) {
  %d:2 = affine.delinearize_index %n into (4, %k) : index, index
  %e:3 = affine.delinearize_index %n into (4, 5) : index, index, index
  %l = affine.linearize_index [%d#0, %d#1] by (4, %k) : index
  %m = affine.linearize_index disjoint [%e#0, %e#1, %e#2] by (4, 5) : index
  %o = affine.linearize_index [%d#0, %d#1] by (%k) : index
  return %l, %m, %o : index, index, index
}

func.func @zero_rank(%s: memref<f32>) {
  %x = affine.load %s[] : memref<f32>
  affine.store %x, %s[] {note = "kept"} : memref<f32>
  return
}
