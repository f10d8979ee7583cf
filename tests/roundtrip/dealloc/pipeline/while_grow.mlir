// FLAGS: -buffer-deallocation-pipeline
func.func @while_grow(%limit: index) -> memref<?xi64> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = memref.alloc(%c1) : memref<?xi64>
  %r:2 = scf.while (%buf = %init, %sz = %c1) : (memref<?xi64>, index) -> (memref<?xi64>, index) {
    %go = arith.cmpi ult, %sz, %limit : index
    scf.condition(%go) %buf, %sz : memref<?xi64>, index
  } do {
  ^bb0(%b: memref<?xi64>, %s: index):
    %ns = arith.muli %s, %c2 : index
    %nb = memref.alloc(%ns) : memref<?xi64>
    scf.yield %nb, %ns : memref<?xi64>, index
  }
  return %r#0 : memref<?xi64>
}
