// FLAGS: -buffer-deallocation-pipeline
// shape.assuming runs its region once: a buffer made and dropped inside is
// freed there, one handed out through the yield is owned by the caller and
// freed after its last use, and a yielded argument is not freed at all.
func.func private @use(memref<8xi16>)

func.func @inside_and_out(%w: !shape.witness, %keep: memref<8xi16>, %c: i1) -> memref<8xi16> {
  %a = shape.assuming %w -> (memref<8xi16>) {
    %tmp = memref.alloc() : memref<8xi16>
    func.call @use(%tmp) : (memref<8xi16>) -> ()
    shape.assuming_yield %keep : memref<8xi16>
  }
  %b = shape.assuming %w -> (memref<8xi16>) {
    %fresh = memref.alloc() : memref<8xi16>
    shape.assuming_yield %fresh : memref<8xi16>
  }
  func.call @use(%b) : (memref<8xi16>) -> ()
  %r = arith.select %c, %a, %keep : memref<8xi16>
  return %r : memref<8xi16>
}

// Without results the region's terminator is implicit.
func.func @no_results(%w: !shape.witness) {
  shape.assuming %w {
    %tmp = memref.alloc() : memref<3xf64>
    func.call @use_f(%tmp) : (memref<3xf64>) -> ()
  }
  return
}
func.func private @use_f(memref<3xf64>)
