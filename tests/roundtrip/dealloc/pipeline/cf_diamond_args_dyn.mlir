// FLAGS: -buffer-deallocation-pipeline=private-function-dynamic-ownership
// loop-free CFG passing buffers as block arguments through a diamond and a join
func.func @diamond(%c: i1, %d: i1, %x: memref<5xi64>) -> memref<5xi64> {
  %a = memref.alloc() : memref<5xi64>
  cf.cond_br %c, ^left(%a : memref<5xi64>), ^right(%x, %a : memref<5xi64>, memref<5xi64>)
^left(%l: memref<5xi64>):
  %b = memref.alloc() : memref<5xi64>
  memref.copy %l, %b : memref<5xi64> to memref<5xi64>
  cf.br ^join(%b : memref<5xi64>)
^right(%p: memref<5xi64>, %q: memref<5xi64>):
  cf.cond_br %d, ^join(%p : memref<5xi64>), ^join(%q : memref<5xi64>)
^join(%j: memref<5xi64>):
  return %j : memref<5xi64>
}
