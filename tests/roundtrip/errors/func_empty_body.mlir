// FLAGS: --split-input-file
// A function written with braces but nothing in them is not a declaration:
// the parser asks for a body, public or private alike.
func.func @braces_only() {
}

// -----

func.func private @private_braces_only() -> i32 {}
