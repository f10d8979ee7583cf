//! Typed indices into the context's arenas. They are plain `u32`s so that IR
//! graphs are cheap to copy around and never own anything.

macro_rules! entity {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(pub u32);
        impl $name {
            /// The id as an index into its arena.
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

/// An optional id in four bytes (`u32::MAX` is none), for the links stored
/// in every op and use: `Option<Op>` takes eight, and the arenas are walked
/// so often that their size shows up as cache misses.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Link<T> {
    raw: u32,
    kind: std::marker::PhantomData<T>,
}

/// Ids that fit a [`Link`].
pub trait LinkId: Copy {
    /// The id's number.
    fn to_raw(self) -> u32;
    /// The id of number `raw`.
    fn from_raw(raw: u32) -> Self;
}

macro_rules! link_id {
    ($($name:ident),*) => {$(
        impl LinkId for $name {
            #[inline]
            fn to_raw(self) -> u32 {
                self.0
            }
            #[inline]
            fn from_raw(raw: u32) -> Self {
                $name(raw)
            }
        }
    )*};
}
link_id!(Op, Block, Use);

impl<T: LinkId> Link<T> {
    /// No id.
    pub const NONE: Self = Link {
        raw: u32::MAX,
        kind: std::marker::PhantomData,
    };
    /// The id, if there is one.
    #[inline]
    pub fn get(self) -> Option<T> {
        (self.raw != u32::MAX).then(|| T::from_raw(self.raw))
    }
    /// Whether there is no id.
    #[inline]
    pub fn is_none(self) -> bool {
        self.raw == u32::MAX
    }
}

impl<T: LinkId> From<Option<T>> for Link<T> {
    #[inline]
    fn from(o: Option<T>) -> Self {
        Link {
            raw: o.map_or(u32::MAX, T::to_raw),
            kind: std::marker::PhantomData,
        }
    }
}
