// FLAGS: --split-input-file
// Types and attributes of a dialect neither bufopt nor mlir-opt knows are
// errors without --allow-unregistered-dialect, in both spellings (pretty
// `dialect.name<...>` and opaque `dialect<...>`), with and without an
// attribute's trailing type. A dialect mlir-opt knows (llvm) is fine.

func.func @pretty_type(%a: !mydialect.handle<3, "q">) {
  return
}

// -----

func.func @opaque_type(%a: !mydialect<"handle">) {
  return
}

// -----

func.func @pretty_attr() attributes {k = #mydialect.tag} {
  return
}

// -----

func.func @opaque_attr_typed() attributes {k = #mydialect<7> : i16} {
  return
}

// -----

func.func @known_dialect(%p: !llvm.ptr) attributes {k = #llvm.linkage<internal>} {
  return
}
