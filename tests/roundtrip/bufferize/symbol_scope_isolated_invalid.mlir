// FLAGS: --split-input-file
// test.symbol_scope_isolated's checks: one region of one block, no
// operands or results, a terminator, and (being a symbol table) unique
// symbol names within it, though two scopes may each define one name.
"test.symbol_scope_isolated"() ({
  "test.finish"() : () -> ()
}, {
  "test.finish"() : () -> ()
}) : () -> ()

// -----

"test.symbol_scope_isolated"() ({
^bb0:
  "test.finish"() : () -> ()
^bb1:
  "test.finish"() : () -> ()
}) : () -> ()

// -----

"test.symbol_scope_isolated"() ({
}) : () -> ()

// -----

%n = arith.constant 3 : index
"test.symbol_scope_isolated"(%n) ({
  "test.finish"() : () -> ()
}) : (index) -> ()

// -----

%r = "test.symbol_scope_isolated"() ({
  "test.finish"() : () -> ()
}) : () -> i1

// -----

"test.symbol_scope_isolated"() ({
  %k = arith.constant 2 : index
}) : () -> ()

// -----

"test.symbol_scope_isolated"() ({
  "test.finish"() : () -> ()
}) : () -> ()
"test.symbol_scope_isolated"() ({
  func.func @same_name() {
    return
  }
  "test.finish"() : () -> ()
}) : () -> ()

// -----

"test.symbol_scope_isolated"() ({
  func.func private @twice()
  func.func private @twice()
  "test.finish"() : () -> ()
}) : () -> ()
