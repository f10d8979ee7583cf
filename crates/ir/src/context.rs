//! The context: interned types, attributes and identifiers, plus the arenas of
//! operations, blocks, regions, values and uses that make up the IR.
//!
//! Ops in a block form an intrusive doubly linked list (O(1) insertion and
//! removal); every value keeps an intrusive list of its uses, which the
//! greedy driver can move whole in O(1) (`forward.rs`). Erased entities stay in the arenas as tombstones; ids are
//! never reused, which keeps stale ids harmless, until the driver compacts
//! the arenas between passes (`compact.rs`).

use crate::attrs::AttrKind;
use crate::float_format::FloatKind;
use crate::ids::*;
use crate::intern::Interner;
pub use crate::location::Loc;
use crate::location::LocTable;
use crate::registry::{OpDef, Registry};
use crate::types::{Signedness, TypeKind};
use smallvec::SmallVec;

mod access;
mod block_list;
mod compact;
mod edit;
mod fork;
mod forward;
mod interning;
mod ops;
mod prefetch;
mod touch;
mod walk;

pub use access::BlockOps;
pub use block_list::BlockList;
pub use fork::Fork;
pub use forward::{ForwardedUses, UseIter, UseListEntry};
pub use prefetch::{prefetch, prefetch_addr};
pub use touch::Touch;

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result number `.1` of op `.0`.
    Result(Op, u32),
    /// Argument number `.1` of block `.0`.
    Arg(Block, u32),
    /// A forward reference made by the parser, replaced once the definition is seen.
    Placeholder,
}

/// The arena record of a value: its type, its definition and the head of its use list.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// The value's type.
    pub ty: Type,
    /// The op result or block argument that defines it.
    pub def: ValueDef,
    pub(crate) first_use: Link<Use>,
}

/// The arena record of one operand slot: which value it reads, and its neighbours in that value's use list.
#[derive(Clone, Debug)]
pub struct UseData {
    /// The list the use is in: the id of the value read, except while uses
    /// are forwarded in bulk (`forward.rs`); [`Context::use_value`] reads it.
    pub(crate) tag: u32,
    /// The op whose operand this is.
    pub owner: Op,
    /// The operand position in `owner`.
    pub index: u32,
    pub(crate) prev: Link<Use>,
    pub(crate) next: Link<Use>,
}

/// The arena record of an operation. Ops live in [`Context`] and are named by [`Op`] ids.
#[derive(Clone, Debug)]
pub struct OpData {
    /// The op name (e.g. `scf.for`), interned.
    pub name: Sym,
    /// Inline storage: most ops have few operands and results, so creating
    /// one needs no heap allocation for them.
    pub operands: SmallVec<[Use; 4]>,
    /// The values the op defines, in order.
    pub results: SmallVec<[Value; 2]>,
    /// Sorted by name; inherent and discardable attributes alike (the op
    /// definition tells which names are inherent).
    pub attrs: Vec<(Sym, Attr)>,
    /// What most ops lack, kept out of line so that the arena stays small:
    /// every pass walks it, and its size is paid in cache misses.
    extra: Option<Box<OpExtra>>,
    pub(crate) parent: Link<Block>,
    pub(crate) prev: Link<Op>,
    pub(crate) next: Link<Op>,
    /// Where the op came from, for diagnostics and `--mlir-print-debuginfo`.
    pub loc: Loc,
    /// Set once [`Context::erase_op`] removed the op; its id stays valid but means nothing.
    pub erased: bool,
}

#[derive(Clone, Debug, Default)]
struct OpExtra {
    regions: Vec<Region>,
    successors: Vec<Block>,
    /// Properties of an unregistered op (`<{...}>`), kept as given.
    props: Option<Attr>,
}

impl OpData {
    /// The op's regions, in order.
    #[inline]
    pub fn regions(&self) -> &[Region] {
        self.extra.as_ref().map_or(&[], |e| &e.regions)
    }
    /// The op's successor blocks (for a branch), in order.
    #[inline]
    pub fn successors(&self) -> &[Block] {
        self.extra.as_ref().map_or(&[], |e| &e.successors)
    }
    /// Properties of an unregistered op (`<{...}>`), kept as given.
    #[inline]
    pub fn props(&self) -> Option<Attr> {
        self.extra.as_ref().and_then(|e| e.props)
    }
    /// Sets the properties of an unregistered op.
    pub fn set_props(&mut self, props: Option<Attr>) {
        if props.is_some() || self.extra.is_some() {
            self.extra_mut().props = props;
        }
    }
    /// Turns the op into a `name` op without attributes or properties, in
    /// place (operands, results and regions are the caller's business): the
    /// IR a new op in its stead would give, without growing the arena.
    pub fn rename_bare(&mut self, name: Sym) {
        self.name = name;
        self.attrs.clear();
        self.set_props(None);
    }
    /// Forgets the op's regions (they stay in the arena, detached).
    pub fn clear_regions(&mut self) {
        if let Some(e) = &mut self.extra {
            e.regions.clear();
        }
    }
    fn extra_mut(&mut self) -> &mut OpExtra {
        self.extra.get_or_insert_with(Default::default)
    }
    fn take_regions(&mut self) -> Vec<Region> {
        self.extra
            .as_mut()
            .map(|e| std::mem::take(&mut e.regions))
            .unwrap_or_default()
    }
    fn take_successors(&mut self) -> Vec<Block> {
        self.extra
            .as_mut()
            .map(|e| std::mem::take(&mut e.successors))
            .unwrap_or_default()
    }
}

/// The arena record of a block: arguments, the ends of its op list, its region and predecessors.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// Inline for the few arguments most blocks have: no separate
    /// allocation to reach from the block.
    pub args: SmallVec<[Value; 4]>,
    /// The first op, `None` for an empty block.
    pub first: Option<Op>,
    /// The last op (the terminator, in a verified block).
    pub last: Option<Op>,
    /// The region that holds the block, `None` while detached.
    pub parent: Option<Region>,
    /// Uses of this block as a successor, as (branch op, successor index).
    pub pred_uses: Vec<(Op, u32)>,
    /// The block's location (MLIR prints it after the argument list with debug info).
    pub loc: Loc,
}

/// The arena record of a region: its blocks and the op that holds it.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    /// The blocks in order, entry first.
    pub blocks: BlockList,
    /// The op that holds the region, `None` while detached.
    pub parent: Option<Op>,
}

/// Everything needed to create an operation.
#[derive(Clone, Debug)]
pub struct OpState {
    /// The op name, interned.
    pub name: Sym,
    /// The operands.
    pub operands: Vec<Value>,
    /// The result types (one result is made per type).
    pub result_types: Vec<Type>,
    /// Attributes (sorted by name when stored on the op).
    pub attrs: Vec<(Sym, Attr)>,
    /// Properties of an unregistered op.
    pub props: Option<Attr>,
    /// Regions to attach, already built.
    pub regions: Vec<Region>,
    /// Successor blocks.
    pub successors: Vec<Block>,
    /// The op's location.
    pub loc: Loc,
}

/// The store of all IR of one module: arenas of ops, blocks, regions, values and uses
/// named by ids, the interners of types, attributes and symbols, and the source text
/// and locations for diagnostics. Every read and edit of the IR goes through it.
pub struct Context {
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    /// Looked up by `&str` without allocating ([`Interner::lookup_borrowed`]).
    syms: Interner<Box<str>>,
    /// For every interned symbol that names a registered op, its definition.
    op_defs: Vec<Option<&'static OpDef>>,
    /// The dialects (op definitions) this context knows.
    pub registry: &'static Registry,
    pub(crate) ops: Vec<OpData>,
    pub(crate) blocks: Vec<BlockData>,
    pub(crate) regions: Vec<RegionData>,
    pub(crate) values: Vec<ValueData>,
    pub(crate) uses: Vec<UseData>,
    /// Ops erased, and operand uses dropped, since the arenas were last
    /// compacted (see [`Context::compact`]).
    dead_ops: usize,
    dead_uses: usize,
    /// Ops unlinked from their block and blocks placed in or taken out of a
    /// region, so far: an op's ancestors can only change with this count
    /// (see [`Context::structure_moves`]).
    pub(crate) structure_moves: u64,
    /// The moves among them of ops without regions (see
    /// [`Context::nesting_moves`]).
    pub(crate) leaf_moves: u64,
    /// The tags of uses moved in bulk, until they are settled (`forward.rs`).
    forwarding: Option<Box<forward::Forwarding>>,
    /// The tables of a settled forwarding, all entries cleared, for the next.
    forwarding_spare: Option<Box<forward::Forwarding>>,
    /// Forwardings started so far (see [`ForwardedUses`]).
    forward_sessions: u32,
    /// What edits touched, while a client keeps a log (see `touch.rs`).
    touch: Option<Box<touch::TouchLog>>,
    /// Source buffers, for diagnostics: (name, text).
    pub files: Vec<(String, crate::SourceText)>,
    /// Locations written in the text, for diagnostics.
    pub locs: LocTable,
    /// Where the parser met each block argument (its name), which MLIR
    /// gives the argument as its location: diagnostics on ops built at a
    /// value's location name it. Arguments made by passes are not here.
    /// Sorted by value: the parser makes arguments in increasing order, so
    /// recording one is an append (no hashing on the parse path; lookups
    /// only serve diagnostics).
    arg_locs: Vec<(Value, Loc)>,
    /// `{-# dialect_resources: ... #-}` blobs, kept verbatim as (dialect, key, value) for printing.
    pub resources: Vec<(String, Vec<(String, String)>)>,
    /// Next id for a `distinct[...]` attribute.
    pub next_distinct: u32,
    /// Ops shown in diagnostics carry their locations: mlir-opt's
    /// `--mlir-print-debuginfo` applies to the "see current operation" notes
    /// too. Set by the driver for each context it makes.
    pub debuginfo_in_diagnostics: bool,
    /// `--mlir-print-skip-regions`: the op a diagnostic shows is printed
    /// with its regions as `{...}`.
    pub skip_regions_in_diagnostics: bool,
    /// The text of each location alias of the input (`#loc3 = loc(...)`), by
    /// name: location attribute values keep their text as written, which
    /// may name these aliases, and the printer resolves them through it.
    pub location_alias_texts: rustc_hash::FxHashMap<String, String>,
    /// Diagnostics that do not stop a pass (remarks, warnings), in the order
    /// they were emitted; the driver reports them before the chunk's error
    /// or output, as mlir-opt's diagnostic engine prints them as they come.
    pub emitted: Vec<crate::diag::Diagnostic>,
    /// Text passes write to stderr outside the diagnostic engine (the
    /// lines mlir-opt's test passes print), each with the number of
    /// [`Context::emitted`] diagnostics before it: the driver interleaves
    /// the two as mlir-opt prints them as they come.
    pub stderr_text: Vec<(usize, String)>,
    /// Results keyed by interned ids: see [`Context::memo_get`].
    memo: std::sync::Mutex<rustc_hash::FxHashMap<Box<[u32]>, u32>>,
    /// Tells this context's entries in a thread's [`MEMO_FRONT`] apart from
    /// another context's (never reused within the process).
    memo_id: u64,
    /// Bits per attribute id: see [`Context::attr_marked`].
    attr_marks: std::sync::Mutex<Vec<u8>>,
    /// Symbols of [`KNOWN_NAMES`] once interned (`u32::MAX`: not seen yet).
    known_syms: [std::sync::atomic::AtomicU32; KNOWN_NAMES.len()],
}

static NEXT_MEMO_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

type MemoTable = rustc_hash::FxHashMap<Box<[u32]>, u32>;

thread_local! {
    /// Answers of [`Context::memo_get`] this thread has seen, for the
    /// context whose `memo_id` comes first. An entry never changes once
    /// recorded (its value depends only on its key), so a copy stays true.
    static MEMO_FRONT: std::cell::RefCell<(u64, MemoTable)> =
        std::cell::RefCell::new((u64::MAX, MemoTable::default()));
}

/// The caches behind the locks stay valid even if a holder panicked.
fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Attribute names that hot paths look up on every op: their symbols are
/// remembered per context (a symbol never changes meaning), so a lookup
/// compares ids instead of strings. Index with the `KNOWN_*` constants.
const KNOWN_NAMES: [&str; 3] = ["operandSegmentSizes", "fastmath", "overflowFlags"];
/// Index of `operandSegmentSizes` for [`Context::get_known_attr`].
pub const KNOWN_OPERAND_SEGMENT_SIZES: usize = 0;
/// Index of `fastmath` for [`Context::get_known_attr`].
pub const KNOWN_FASTMATH: usize = 1;
/// Index of `overflowFlags` for [`Context::get_known_attr`].
pub const KNOWN_OVERFLOW_FLAGS: usize = 2;

// Read-only phases (verification, printing) may share a context between
// threads; the caches in it are behind locks.
const _: () = {
    const fn assert_sync<T: Sync + Send>() {}
    assert_sync::<Context>();
};

impl Context {
    /// Writes `text` to stderr after the diagnostics emitted so far (see
    /// [`Context::stderr_text`]).
    pub fn write_stderr(&mut self, text: impl Into<String>) {
        self.stderr_text.push((self.emitted.len(), text.into()));
    }

    /// An empty context whose ops are looked up in `registry`.
    pub fn new(registry: &'static Registry) -> Self {
        Context {
            types: Interner::default(),
            attrs: Interner::default(),
            syms: Interner::default(),
            op_defs: Vec::new(),
            registry,
            ops: Vec::new(),
            blocks: Vec::new(),
            regions: Vec::new(),
            values: Vec::new(),
            uses: Vec::new(),
            dead_ops: 0,
            dead_uses: 0,
            structure_moves: 0,
            leaf_moves: 0,
            forwarding: None,
            forwarding_spare: None,
            forward_sessions: 0,
            touch: None,
            files: Vec::new(),
            locs: Default::default(),
            arg_locs: Default::default(),
            resources: Vec::new(),
            next_distinct: 0,
            debuginfo_in_diagnostics: false,
            skip_regions_in_diagnostics: false,
            location_alias_texts: Default::default(),
            emitted: Vec::new(),
            stderr_text: Vec::new(),
            memo: Default::default(),
            memo_id: NEXT_MEMO_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            attr_marks: Default::default(),
            known_syms: std::array::from_fn(|_| std::sync::atomic::AtomicU32::new(u32::MAX)),
        }
    }

    /// A result recorded with [`Context::memo_set`] under a key of interned
    /// ids (`key[0]` is a tag that tells the users apart). Ids never change
    /// meaning within a context, so a check or conversion whose outcome
    /// depends only on such ids can be done once.
    pub fn memo_get(&self, key: &[u32]) -> Option<u32> {
        // The verifier asks on two threads at once, for every op: answers
        // are looked up in a per-thread copy first, so that the shared table's
        // lock is taken only for keys this thread has not seen yet.
        MEMO_FRONT.with(|front| {
            let mut front = front.borrow_mut();
            if front.0 != self.memo_id {
                front.0 = self.memo_id;
                front.1.clear();
            }
            if let Some(&v) = front.1.get(key) {
                return Some(v);
            }
            let v = lock(&self.memo).get(key).copied()?;
            front.1.insert(Box::from(key), v);
            Some(v)
        })
    }
    /// Records a result for [`Context::memo_get`].
    pub fn memo_set(&self, key: &[u32], value: u32) {
        lock(&self.memo).insert(Box::from(key), value);
    }

    /// Whether `bit` was set on `a` by [`Context::mark_attr`]: a cheaper
    /// [`Context::memo_get`] for one-bit facts about a single attribute
    /// (e.g. "verified as well-formed fast-math flags"); each user picks its
    /// own bit.
    #[inline]
    pub fn attr_marked(&self, a: Attr, bit: u8) -> bool {
        lock(&self.attr_marks)
            .get(a.index())
            .is_some_and(|m| m & bit != 0)
    }
    /// Sets `bit` on `a` (see [`Context::attr_marked`]).
    pub fn mark_attr(&self, a: Attr, bit: u8) {
        let mut marks = lock(&self.attr_marks);
        if marks.len() <= a.index() {
            marks.resize(self.attrs.len().max(a.index() + 1), 0);
        }
        marks[a.index()] |= bit;
    }

    /// Reserves room for this many more ops, blocks, values and uses (the
    /// parser knows roughly how many a text will make).
    pub fn reserve(&mut self, ops: usize, blocks: usize, values: usize, uses: usize) {
        self.ops.reserve(ops);
        self.blocks.reserve(blocks);
        self.values.reserve(values);
        self.uses.reserve(uses);
    }
}

/// Sorts a named attribute list by name, the last of duplicates winning.
fn sort_named(ctx: &Context, v: &mut Vec<(Sym, Attr)>) {
    if v.windows(2).all(|w| ctx.str(w[0].0) < ctx.str(w[1].0)) {
        return;
    }
    // Stable sort keeps insertion order among duplicates; the last one wins.
    v.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    let mut out: Vec<(Sym, Attr)> = Vec::with_capacity(v.len());
    for e in v.drain(..) {
        if let Some(last) = out.last_mut() {
            if last.0 == e.0 {
                *last = e;
                continue;
            }
        }
        out.push(e);
    }
    *v = out;
}
