// RUN: not bufopt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=CUSTOM
// RUN: not bufopt %s --split-input-file 2>&1 | FileCheck %s --check-prefix=GENERIC

// bufopt models some ops of the gpu dialect only. One it does not model, in
// custom form, is refused with a note saying so (not as a typo), and the way
// around it: the generic form, read as an unregistered op and printed back as
// written, beside the gpu ops bufopt does model.

// CUSTOM: error: custom op 'gpu.shuffle' is unknown: bufopt models some ops of the 'gpu' dialect only; if mlir-opt knows this one, write it in generic form to pass it through as an unregistered op
func.func @custom(%v: f32, %o: i32, %w: i32) -> f32 {
  %r, %ok = gpu.shuffle xor %v, %o, %w : f32
  return %r : f32
}

// -----

// GENERIC-LABEL: func.func @generic(
// GENERIC: %thread_id_x = gpu.thread_id  x
// GENERIC: %[[R:.*]]:2 = "gpu.shuffle"(%arg0, %arg1, %arg2) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (f32, i1)
// GENERIC: return %[[R]]#0 : f32
func.func @generic(%v: f32, %o: i32, %w: i32) -> f32 {
  %t = gpu.thread_id x
  %r:2 = "gpu.shuffle"(%v, %o, %w) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (f32, i1)
  return %r#0 : f32
}
