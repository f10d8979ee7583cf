// FLAGS: --allow-unregistered-dialect -buffer-results-to-out-params="hoist-static-allocs hoist-dynamic-allocs add-result-attr"
func.func private @ext(memref<4xf32>) -> memref<4xf32>
func.func private @alloca(%a: memref<4xf32> {foo.a}) -> (memref<4xf32> {foo.b = 2 : i32, bufferize.result}, memref<*xf32>) {
  %m = memref.alloca() : memref<4xf32>
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  return %m, %u : memref<4xf32>, memref<*xf32>
}
func.func private @multi(%b: i1, %n: index) -> memref<?xf32> {
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
^bb2:
  %k = memref.alloc(%n) : memref<?xf32>
  return %k : memref<?xf32>
}
func.func private @realloc(%a: memref<4xf32>) -> memref<8xf32> {
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  return %r : memref<8xf32>
}
func.func private @twodyn(%n: index, %m: index) -> (memref<?x?xf32>, memref<3xf32>, memref<?xf32>) {
  %a = memref.alloc(%m, %n) : memref<?x?xf32>
  %b = memref.alloc() : memref<3xf32>
  %c = memref.alloc(%n) : memref<?xf32>
  return %a, %b, %c : memref<?x?xf32>, memref<3xf32>, memref<?xf32>
}
func.func @user(%a: memref<4xf32>, %b: i1, %n: index, %k: index) {
  %0 = call @ext(%a) : (memref<4xf32>) -> memref<4xf32>
  %1:2 = call @alloca(%a) : (memref<4xf32>) -> (memref<4xf32>, memref<*xf32>)
  scf.if %b {
    %2 = func.call @multi(%b, %n) : (i1, index) -> memref<?xf32>
    "test.use"(%2) : (memref<?xf32>) -> ()
  }
  %3 = call @realloc(%a) : (memref<4xf32>) -> memref<8xf32>
  %4:3 = call @twodyn(%k, %n) : (index, index) -> (memref<?x?xf32>, memref<3xf32>, memref<?xf32>)
  "test.use"(%0, %1#0, %1#1, %3, %4#0, %4#1, %4#2) : (memref<4xf32>, memref<4xf32>, memref<*xf32>, memref<8xf32>, memref<?x?xf32>, memref<3xf32>, memref<?xf32>) -> ()
  return
}
