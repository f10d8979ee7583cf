// FLAGS: --split-input-file -buffer-deallocation-pipeline
// Two functions fail the pipeline in different steps: canonicalize turns the
// copy in @bad_copy into one between memrefs of different static shapes (the
// verifier rejects it right after that step), while @cf_loop has an
// unstructured loop the ownership step refuses. mlir-opt runs each step of
// the pipeline on the whole module and verifies the module after it, so the
// copy is reported whichever function comes first.
func.func @bad_copy(%m: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %d = memref.alloc(%c1) : memref<?xf32>
  memref.copy %m, %d : memref<4xf32> to memref<?xf32>
  return
}

func.func @cf_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc(%n) : memref<?xf32>
  cf.br ^head(%b, %c0 : memref<?xf32>, index)
^head(%cur: memref<?xf32>, %i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%cur, %next : memref<?xf32>, index)
^exit:
  return
}

// -----

func.func @cf_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc(%n) : memref<?xf32>
  cf.br ^head(%b, %c0 : memref<?xf32>, index)
^head(%cur: memref<?xf32>, %i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%cur, %next : memref<?xf32>, index)
^exit:
  return
}

func.func @bad_copy(%m: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %d = memref.alloc(%c1) : memref<?xf32>
  memref.copy %m, %d : memref<4xf32> to memref<?xf32>
  return
}
