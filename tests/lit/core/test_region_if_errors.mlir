// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// test.region_if checks the types along each edge of its region graph:
// operands into then and else, then and else into join, join into results.

func.func @operand_into_then(%m: memref<2xf32>) {
  // expected-error @below {{'test.region_if' op along control flow edge from parent to Region #0: successor operand type #0 'memref<2xf32>' should match successor input type #0 'memref<3xf32>'}}
  // expected-note @below {{region branch point}}
  %r = test.region_if %m : memref<2xf32> -> (memref<2xf32>) then {
  ^bb0(%x: memref<3xf32>):
    test.region_if_yield %x : memref<3xf32>
  } else {
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  } join {
  ^bb0(%y: memref<2xf32>):
    test.region_if_yield %y : memref<2xf32>
  }
  return
}

// -----

func.func @else_into_join(%m: memref<2xf32>) {
  // expected-error @below {{'test.region_if' op along control flow edge from Operation test.region_if_yield to Region #2: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = test.region_if %m : memref<2xf32> -> (memref<2xf32>) then {
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  } else {
  ^bb0(%x: memref<2xf32>):
    // expected-note @below {{region branch point}}
    test.region_if_yield %x, %x : memref<2xf32>, memref<2xf32>
  } join {
  ^bb0(%y: memref<2xf32>):
    test.region_if_yield %y : memref<2xf32>
  }
  return
}

// -----

func.func @join_into_results(%m: memref<2xf32>) {
  // expected-error @below {{'test.region_if' op along control flow edge from Operation test.region_if_yield to parent: successor operand type #0 'memref<2xf32>' should match successor input type #0 'memref<4xf32>'}}
  %r = test.region_if %m : memref<2xf32> -> (memref<4xf32>) then {
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  } else {
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  } join {
  ^bb0(%y: memref<2xf32>):
    // expected-note @below {{region branch point}}
    test.region_if_yield %y : memref<2xf32>
  }
  return
}

// -----

func.func @wrong_terminator(%m: memref<2xf32>) {
  // expected-error @below {{'test.region_if' op expects regions to end with 'test.region_if_yield', found 'test.foo'}}
  // expected-note @below {{in custom textual format, the absence of terminator implies 'test.region_if_yield'}}
  %r = test.region_if %m : memref<2xf32> -> (memref<2xf32>) then {
  ^bb0(%x: memref<2xf32>):
    "test.foo"() : () -> ()
  } else {
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  } join {
  ^bb0(%y: memref<2xf32>):
    test.region_if_yield %y : memref<2xf32>
  }
  return
}

// -----

func.func @two_blocks_in_else(%m: memref<2xf32>) {
  // expected-error @below {{'test.region_if' op expects region #1 to have 0 or 1 blocks}}
  %r = test.region_if %m : memref<2xf32> -> (memref<2xf32>) then {
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  } else {
  ^bb0(%x: memref<2xf32>):
    cf.br ^bb1
  ^bb1:
    test.region_if_yield %x : memref<2xf32>
  } join {
  ^bb0(%y: memref<2xf32>):
    test.region_if_yield %y : memref<2xf32>
  }
  return
}

// -----

func.func @one_region(%m: memref<2xf32>) {
  // expected-error @below {{'test.region_if' op expected 3 regions}}
  %r = "test.region_if"(%m) ({
  ^bb0(%x: memref<2xf32>):
    test.region_if_yield %x : memref<2xf32>
  }) : (memref<2xf32>) -> (memref<2xf32>)
  return
}
