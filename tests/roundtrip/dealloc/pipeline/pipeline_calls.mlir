// FLAGS: -buffer-deallocation-pipeline
func.func private @ext(memref<4xf32>) -> memref<4xf32>

func.func private @priv(%m: memref<4xf32>) -> memref<4xf32> {
  %n = memref.alloc() : memref<4xf32>
  memref.copy %m, %n : memref<4xf32> to memref<4xf32>
  return %n : memref<4xf32>
}

func.func @pub(%m: memref<4xf32>) -> memref<4xf32> {
  %a = call @priv(%m) : (memref<4xf32>) -> memref<4xf32>
  %b = call @ext(%a) : (memref<4xf32>) -> memref<4xf32>
  %c = call @priv(%b) : (memref<4xf32>) -> memref<4xf32>
  return %c : memref<4xf32>
}

func.func @two_results(%c: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>
  return %a, %s : memref<4xf32>, memref<4xf32>
}
