//! Typed indices into the context's arenas. They are plain `u32`s so that IR
//! graphs are cheap to copy around and never own anything.

macro_rules! entity {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(pub u32);
        impl $name {
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

entity!(
    /// An operation.
    Op
);
entity!(
    /// A basic block.
    Block
);
entity!(
    /// A region: a list of blocks owned by an operation.
    Region
);
entity!(
    /// An SSA value: an operation result or a block argument.
    Value
);
entity!(
    /// One operand slot of an operation; links into its value's use list.
    Use
);
entity!(
    /// An interned type.
    Type
);
entity!(
    /// An interned attribute.
    Attr
);
entity!(
    /// An interned identifier (attribute names, op names).
    Sym
);
