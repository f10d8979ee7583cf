// With arguments, `{ }` still creates the entry block for them, which then lacks a terminator.
func.func @g(%a: i64) -> i64 {
}
