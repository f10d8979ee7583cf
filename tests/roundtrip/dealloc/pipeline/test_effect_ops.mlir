// FLAGS: -buffer-deallocation-pipeline
// Ops of the test dialect that declare their effects: a body of
// test.one_region_with_recursive_memory_effects that allocates, reads and
// returns nothing needs no region-branch interface; a test.side_effect_op
// that only reads may decide a loop; one that allocates its result hands out
// a buffer the function must free.
func.func @recursive_body_frees_its_own() -> i32 {
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    %1 = "test.one_region_with_recursive_memory_effects"() ({
      %b = memref.alloc() : memref<4xi32>
      "test.read_buffer"(%b) : (memref<4xi32>) -> ()
      "test.return"() : () -> ()
    }) : () -> (i64)
    "test.return"() : () -> ()
  }) : () -> (i32)
  return %0 : i32
}

func.func @read_decides_loop(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %r:2 = scf.while (%x = %a, %y = %a) : (memref<?xf32>, memref<?xf32>) -> (memref<?xf32>, memref<?xf32>) {
    %go = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i1
    scf.condition(%go) %y, %x : memref<?xf32>, memref<?xf32>
  } do {
  ^bb0(%x: memref<?xf32>, %y: memref<?xf32>):
    %fresh = memref.alloc(%n) : memref<?xf32>
    test.copy(%x, %fresh) : (memref<?xf32>, memref<?xf32>)
    scf.yield %fresh, %y : memref<?xf32>, memref<?xf32>
  }
  "test.read_buffer"(%r#0) : (memref<?xf32>) -> ()
  return
}

func.func @allocating_effect_op(%out: memref<8xf32>) {
  %m = "test.side_effect_op"() {effects = [{effect = "allocate", on_result}, {effect = "write", on_result}]} : () -> memref<8xf32>
  test.copy(%m, %out) : (memref<8xf32>, memref<8xf32>)
  return
}
