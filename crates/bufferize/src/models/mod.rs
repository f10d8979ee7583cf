//! Op models of the bufferization interface, one file per dialect, each
//! registering its models by op kind in the one [`registry`].

/// The analysis of ops that only read their tensor operands (no write, no
/// alias), as a block of trait methods.
macro_rules! read_only_analysis {
    () => {
        fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
            true
        }
        fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
            false
        }
        fn aliasing_values(&self, _: &State, _: &Context, _: Use) -> AliasList<AliasingValue> {
            AliasList::new()
        }
    };
}

/// The analysis of ops whose tensor operands (if any) are neither read,
/// written nor aliased by a result: region ops whose results come from their
/// terminators, and ops that only convert or drop a buffer.
macro_rules! no_operand_access {
    () => {
        fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
            false
        }
        fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
            false
        }
        fn aliasing_values(&self, _: &State, _: &Context, _: Use) -> AliasList<AliasingValue> {
            AliasList::new()
        }
    };
}

/// The analysis of terminators that hand their tensor operands to the
/// parent op's results (yields): each operand is read, not written, and
/// stays in place, since a copy would make the region yield a new
/// allocation instead of its value.
macro_rules! yield_analysis {
    () => {
        fn reads(&self, _: &State, _: &Context, _: Use) -> bool {
            true
        }
        fn writes(&self, _: &State, _: &Context, _: Use) -> bool {
            false
        }
        fn must_in_place(&self, _: &State, _: &Context, _: Use) -> bool {
            true
        }
    };
}

pub mod affine_build;
pub mod arith;
pub mod bufferization;
pub mod cf;
pub mod func;
pub mod linalg;
pub mod scf;
pub mod scf_ext;
pub mod shape;
pub mod tensor;
pub mod tensor_ext;
pub mod test;
pub mod vector;

use crate::interface::{AliasList, AliasingValue, ModelRegistry, Relation};
use ir::{Context, Use, Value};
use std::sync::OnceLock;

/// The models of every op kind bufopt bufferizes, registered once.
pub fn registry() -> &'static ModelRegistry {
    static REGISTRY: OnceLock<ModelRegistry> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut r = ModelRegistry::default();
        register_all(&mut r);
        r
    })
}

/// Gives every op kind bufopt bufferizes its model in `r` (to extend the
/// built-in models with those of one's own op kinds).
pub fn register_all(r: &mut ModelRegistry) {
    arith::register(r);
    bufferization::register(r);
    cf::register(r);
    func::register(r);
    linalg::register(r);
    scf::register(r);
    scf_ext::register(r);
    shape::register(r);
    tensor::register(r);
    tensor_ext::register(r);
    test::register(r);
    vector::register(r);
}

/// The models for the ops of `ctx`: those attached to its op registry (a
/// registry extended with a user's op kinds, see [`ir::Registry::attach`]),
/// else the built-in ones.
pub fn for_context(ctx: &Context) -> &'static ModelRegistry {
    let ops: &'static ir::Registry = ctx.registry;
    ops.extension::<ModelRegistry>().unwrap_or_else(registry)
}

/// Operand number of a use.
pub fn idx(ctx: &Context, u: Use) -> usize {
    ctx.use_data(u).index as usize
}

/// A single definite alias.
pub fn alias(value: Value, relation: Relation) -> AliasList<AliasingValue> {
    smallvec::smallvec![AliasingValue {
        value,
        relation,
        definite: true,
    }]
}

/// A single "maybe" alias.
pub fn maybe_alias(value: Value, relation: Relation) -> AliasList<AliasingValue> {
    smallvec::smallvec![AliasingValue {
        value,
        relation,
        definite: false,
    }]
}

#[cfg(test)]
mod tests {
    /// The number of op kinds with a model: registering one more or one
    /// less changes which ops the analysis treats as unknown.
    #[test]
    fn model_count() {
        let ops = dialects::registry();
        let with_model = ops
            .op_names()
            .into_iter()
            .filter_map(|n| ops.lookup(n))
            .filter(|&d| super::registry().get(d).is_some())
            .count();
        assert_eq!(with_model, 140);
    }
}
