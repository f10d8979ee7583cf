// A generic func.func must carry its name; the required properties are checked before the body.
"func.func"() <{function_type = (f32) -> f32}> ({
^bb0(%x: f32):
  "func.return"(%x) : (f32) -> ()
}) : () -> ()
