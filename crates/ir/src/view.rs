//! Typed op views: a newtype over [`Op`] for one op kind, with named
//! accessors for its operands and results, so that "operand 1 of
//! `tensor.insert_slice` is the destination" is said once, where the op is
//! defined. A view is obtained with [`Context::view`] (which checks the
//! kind) and costs nothing: it is the op id.
//!
//! Dialects declare views with [`op_view!`](crate::op_view):
//!
//! ```ignore
//! ir::op_view! {
//!     /// `tensor.insert_slice`.
//!     pub InsertSlice = INSERT_SLICE;
//!     operands { source / source_use: 0, dest / dest_use: 1 }
//!     groups { offsets: 2, sizes: 3, strides: 4 }
//!     results { result: 0 }
//! }
//! ```
//!
//! `operands` names fixed positions (`view.source(ctx)`, and, when a second
//! name follows the slash, `view.source_use(ctx)` for the use); `groups` names groups of
//! `operandSegmentSizes` (`view.offsets(ctx)`, an iterator); `results`
//! names results (`view.result(ctx)`).

use crate::context::Context;
use crate::ids::Op;
use crate::registry::OpDef;

/// A typed view of one op kind.
pub trait OpView: Copy {
    /// The kind's definition.
    fn def() -> &'static OpDef;
    /// The view of `op`, which the caller knows to be of this kind.
    fn wrap(op: Op) -> Self;
    /// The viewed op.
    fn op(self) -> Op;
}

impl Context {
    /// `op` as a `V` when it is of `V`'s kind.
    #[inline]
    pub fn view<V: OpView>(&self, op: Op) -> Option<V> {
        self.isa(op, V::def()).then(|| V::wrap(op))
    }
    /// The op defining `v` as a `V`, when it is one.
    #[inline]
    pub fn defining<V: OpView>(&self, v: crate::ids::Value) -> Option<V> {
        self.view(self.defining_op(v)?)
    }
}

/// Declares a typed op view; see the module docs.
#[macro_export]
macro_rules! op_view {
    (
        $(#[$meta:meta])*
        $vis:vis $name:ident = $def:path;
        $(operands { $($operand:ident $(/ $operand_use:ident)? : $oi:expr),* $(,)? })?
        $(groups { $($group:ident : $gi:expr),* $(,)? })?
        $(results { $($result:ident : $ri:expr),* $(,)? })?
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis struct $name(pub $crate::Op);

        impl $crate::view::OpView for $name {
            #[inline]
            fn def() -> &'static $crate::OpDef {
                &$def
            }
            #[inline]
            fn wrap(op: $crate::Op) -> Self {
                $name(op)
            }
            #[inline]
            fn op(self) -> $crate::Op {
                self.0
            }
        }

        $crate::paste_view_accessors! { $name;
            $($($operand $(/ $operand_use)? : $oi),*)?;
            $($($group : $gi),*)?;
            $($($result : $ri),*)?
        }
    };
}

/// The accessors of [`op_view!`] (a separate macro so that the optional
/// parts can be matched one by one).
#[doc(hidden)]
#[macro_export]
macro_rules! paste_view_accessors {
    ($name:ident; $($operand:ident $(/ $operand_use:ident)? : $oi:expr),*; $($group:ident : $gi:expr),*; $($result:ident : $ri:expr),*) => {
        impl $name {
            $(
                #[doc = concat!("Operand ", stringify!($oi), ", `", stringify!($operand), "`.")]
                #[inline]
                pub fn $operand(self, ctx: &$crate::Context) -> $crate::Value {
                    ctx.operand(self.0, $oi)
                }
                $(
                    #[doc = concat!("The use of operand ", stringify!($oi), " (`", stringify!($operand), "`), for rewriting it in place.")]
                    #[inline]
                    pub fn $operand_use(self, ctx: &$crate::Context) -> $crate::Use {
                        ctx.op(self.0).operands[$oi]
                    }
                )?
            )*
            $(
                #[doc = concat!("The operands of segment ", stringify!($gi), " of `operandSegmentSizes` (`", stringify!($group), "`).")]
                #[inline]
                pub fn $group(
                    self,
                    ctx: &$crate::Context,
                ) -> impl ExactSizeIterator<Item = $crate::Value> + '_ {
                    $crate::interfaces::Operands::Segment($gi).values(ctx, self.0)
                }
            )*
            $(
                #[doc = concat!("Result ", stringify!($ri), ", `", stringify!($result), "`.")]
                #[inline]
                pub fn $result(self, ctx: &$crate::Context) -> $crate::Value {
                    ctx.result(self.0, $ri)
                }
            )*
        }
    };
}

/// Declares a view of an operand layout that several op kinds share (the
/// binary arith ops, say), for code that already knows the op's kind (a
/// pattern keyed by op name): named accessors over fixed operand
/// positions, and `result`. It does not check the kind.
#[macro_export]
macro_rules! layout_view {
    ($(#[$meta:meta])* $name:ident { $($acc:ident: $i:expr),* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name(pub $crate::Op);

        impl $name {
            $(
                #[doc = concat!("Operand ", stringify!($i), ", `", stringify!($acc), "` (the op's kind is not checked).")]
                #[inline]
                pub fn $acc(self, ctx: &$crate::Context) -> $crate::Value {
                    ctx.operand(self.0, $i)
                }
            )*
            /// Result 0.
            #[inline]
            pub fn result(self, ctx: &$crate::Context) -> $crate::Value {
                ctx.result(self.0, 0)
            }
        }
    };
}
