//! The `tensor` dialect.

use ir::Registry;

pub fn register(r: &mut Registry) {
    r.register_dialect("tensor");
}
