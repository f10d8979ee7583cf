// A nested module in generic form with an empty body region.
"builtin.module"() ({
  "builtin.module"() ({
  }) {sym_name = "inner"} : () -> ()
}) : () -> ()
