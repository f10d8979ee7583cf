// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// gpu ops in generic form missing their results, operands or attributes are
// refused by their verifiers with mlir-opt's messages (and never crash).

// expected-error @below {{'gpu.alloc' op expected 1 or more results}}
"gpu.alloc"() : () -> ()

// -----

// expected-error @below {{'gpu.lane_id' op requires one result}}
"gpu.lane_id"() : () -> ()

// -----

// expected-error @below {{'gpu.memset' op expected 2 or more operands, but found 0}}
"gpu.memset"() : () -> ()

// -----

// expected-error @below {{'gpu.dealloc' op expected 1 or more operands, but found 0}}
"gpu.dealloc"() : () -> ()

// -----

"gpu.module"() <{sym_name = "m"}> ({
  // expected-error @below {{'gpu.func' op requires one region}}
  "gpu.func"() <{function_type = (index) -> ()}> : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'gpu.return' op expects parent op 'gpu.func'}}
"gpu.return"() : () -> ()
