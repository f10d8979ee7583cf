// FLAGS: -ownership-based-buffer-deallocation=private-function-dynamic-ownership -buffer-deallocation-simplification -canonicalize
// a cf-based conditional chain carrying a buffer through blocks, freed by the pipeline
func.func @chain(%n: index, %flag: i1, %src: memref<8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8xf32>
  memref.copy %src, %a : memref<8xf32> to memref<8xf32>
  cf.cond_br %flag, ^scale(%a : memref<8xf32>), ^fresh
^fresh:
  %b = memref.alloc() : memref<8xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<8xf32>)
  cf.br ^scale(%b : memref<8xf32>)
^scale(%buf: memref<8xf32>):
  %v = memref.load %buf[%c0] : memref<8xf32>
  %w = arith.addf %v, %one : f32
  memref.store %w, %buf[%c0] : memref<8xf32>
  %big = arith.cmpf ogt, %w, %one : f32
  cf.cond_br %big, ^out(%buf : memref<8xf32>), ^copy(%buf : memref<8xf32>)
^copy(%old: memref<8xf32>):
  %c = memref.alloc() : memref<8xf32>
  memref.copy %old, %c : memref<8xf32> to memref<8xf32>
  cf.br ^out(%c : memref<8xf32>)
^out(%r: memref<8xf32>):
  return %r : memref<8xf32>
}
