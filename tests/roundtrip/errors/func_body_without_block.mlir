// Braces after a signature open a body, which needs a block: `{ }` is no declaration. Without
// arguments the parser rejects it; with arguments the entry block exists and lacks a terminator.
func.func private @g() { }
