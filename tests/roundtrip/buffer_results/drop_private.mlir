// FLAGS: --allow-unregistered-dialect -drop-equivalent-buffer-results
// Private functions lose the results that are an argument (through casts),
// at every return; calls are recreated without their extra attributes.
func.func private @callee(%a: memref<4xf32>, %i: i32, %b: memref<?xf32>) -> (memref<4xf32>, i32, memref<?xf32>, memref<?xf32>) attributes {foo} {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %m = memref.alloc() : memref<4xf32>
  return %m, %i, %c, %b : memref<4xf32>, i32, memref<?xf32>, memref<?xf32>
}
func.func private @r2(%a: memref<4xf32>) -> (memref<4xf32> {foo.bar}, memref<4xf32> {foo.baz = 1 : i32}) {
  %m = memref.alloc() : memref<4xf32>
  return %a, %m : memref<4xf32>, memref<4xf32>
}
func.func private @ext(%a: memref<4xf32>) -> memref<4xf32>
func.func @caller(%a: memref<4xf32>, %i: i32, %b: memref<?xf32>) -> memref<?xf32> {
  %0:4 = call @callee(%a, %i, %b) {attr = 1} : (memref<4xf32>, i32, memref<?xf32>) -> (memref<4xf32>, i32, memref<?xf32>, memref<?xf32>)
  %1:2 = call @r2(%a) : (memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  %2 = call @ext(%a) {x} : (memref<4xf32>) -> memref<4xf32>
  "test.use"(%0#0, %0#1, %0#3, %1#0, %1#1, %2) : (memref<4xf32>, i32, memref<?xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return %0#2 : memref<?xf32>
}
func.func private @multi(%a: memref<4xf32>, %b: i1) -> (memref<4xf32>, memref<?xf32>) {
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  return %a, %c : memref<4xf32>, memref<?xf32>
^bb2:
  %m = "test.alloc"() : () -> memref<?xf32>
  return %a, %m : memref<4xf32>, memref<?xf32>
}
func.func @c2(%a: memref<4xf32>, %b: i1) {
  %0:2 = call @multi(%a, %b) : (memref<4xf32>, i1) -> (memref<4xf32>, memref<?xf32>)
  "test.use"(%0#0, %0#1) : (memref<4xf32>, memref<?xf32>) -> ()
  return
}
