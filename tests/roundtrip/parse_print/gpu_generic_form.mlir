// FLAGS:
// gpu ops written in generic form print in their custom syntax, with the
// kernel attributes and attribution count as the custom form writes them, and
// the token type round-trips.
"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (f32, i32) -> ()}> ({
    ^bb0(%v: f32, %offset: i32, %tile: memref<4xf32, 3>):
      %t = "gpu.thread_id"() <{dimension = #gpu<dim y>}> : () -> index
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "k", workgroup_attributions = 1 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, !gpu.async.token) -> !gpu.async.token, sym_name = "host"}> ({
  ^bb0(%n: index, %dep: !gpu.async.token):
    %m:2 = "gpu.alloc"(%dep, %n) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!gpu.async.token, index) -> (memref<?xf32>, !gpu.async.token)
    %d = "gpu.dealloc"(%m#1, %m#0) : (!gpu.async.token, memref<?xf32>) -> !gpu.async.token
    "func.return"(%d) : (!gpu.async.token) -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
