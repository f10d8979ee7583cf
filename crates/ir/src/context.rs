//! The context: interned types, attributes and identifiers, plus the arenas of
//! operations, blocks, regions, values and uses that make up the IR.
//!
//! Ops in a block form an intrusive doubly linked list (O(1) insertion and
//! removal); every value keeps an intrusive list of its uses (O(1)
//! replace-all-uses). Erased entities stay in the arenas as tombstones; ids are
//! never reused, which keeps stale ids harmless.

use crate::attrs::AttrKind;
use crate::float_format::FloatKind;
use crate::ids::*;
use crate::intern::Interner;
use crate::registry::{OpDef, Registry};
use crate::types::{Signedness, TypeKind};
use smallvec::SmallVec;

/// A source position: byte offset into the input buffer with a file index.
/// `Loc::UNKNOWN` marks IR built by passes without a better location.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Loc {
    pub offset: u32,
    pub file: u32,
}

impl Loc {
    pub const UNKNOWN: Loc = Loc {
        offset: u32::MAX,
        file: u32::MAX,
    };
    /// The `file` of a location written in the text: `offset` is then its
    /// id in [`Context::locs`].
    const EXPLICIT: u32 = u32::MAX - 1;
    pub fn is_known(self) -> bool {
        self != Loc::UNKNOWN
    }
    /// A location written in the text (`loc(...)`), by its id in [`Context::locs`].
    pub fn explicit(id: u32) -> Loc {
        Loc {
            offset: id,
            file: Loc::EXPLICIT,
        }
    }
    pub fn explicit_id(self) -> Option<u32> {
        (self.file == Loc::EXPLICIT).then_some(self.offset)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    Result(Op, u32),
    Arg(Block, u32),
    /// A forward reference made by the parser, replaced once the definition is seen.
    Placeholder,
}

#[derive(Clone, Debug)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
    pub(crate) first_use: Link<Use>,
}

#[derive(Clone, Debug)]
pub struct UseData {
    pub value: Value,
    pub owner: Op,
    pub index: u32,
    pub(crate) prev: Link<Use>,
    pub(crate) next: Link<Use>,
}

#[derive(Clone, Debug)]
pub struct OpData {
    pub name: Sym,
    /// Inline storage: most ops have few operands and results, so creating
    /// one needs no heap allocation for them.
    pub operands: SmallVec<[Use; 4]>,
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
    pub loc: Loc,
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
    #[inline]
    pub fn regions(&self) -> &[Region] {
        self.extra.as_ref().map_or(&[], |e| &e.regions)
    }
    #[inline]
    pub fn successors(&self) -> &[Block] {
        self.extra.as_ref().map_or(&[], |e| &e.successors)
    }
    #[inline]
    pub fn props(&self) -> Option<Attr> {
        self.extra.as_ref().and_then(|e| e.props)
    }
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

#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// Inline for the few arguments most blocks have: no separate
    /// allocation to reach from the block.
    pub args: SmallVec<[Value; 4]>,
    pub first: Option<Op>,
    pub last: Option<Op>,
    pub parent: Option<Region>,
    /// Uses of this block as a successor, as (branch op, successor index).
    pub pred_uses: Vec<(Op, u32)>,
    pub loc: Loc,
}

#[derive(Clone, Debug, Default)]
pub struct RegionData {
    /// Inline for the one or two blocks most regions have.
    pub blocks: SmallVec<[Block; 2]>,
    pub parent: Option<Op>,
}

/// Everything needed to create an operation.
#[derive(Clone, Debug)]
pub struct OpState {
    pub name: Sym,
    pub operands: Vec<Value>,
    pub result_types: Vec<Type>,
    pub attrs: Vec<(Sym, Attr)>,
    pub props: Option<Attr>,
    pub regions: Vec<Region>,
    pub successors: Vec<Block>,
    pub loc: Loc,
}

pub struct Context {
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    syms: Interner<Box<str>>,
    /// Borrowed-key index of `syms` (lookups by `&str` without allocating).
    sym_map: rustc_hash::FxHashMap<Box<str>, Sym>,
    /// For every interned symbol that names a registered op, its definition.
    op_defs: Vec<Option<&'static OpDef>>,
    pub registry: &'static Registry,
    pub(crate) ops: Vec<OpData>,
    pub(crate) blocks: Vec<BlockData>,
    pub(crate) regions: Vec<RegionData>,
    pub(crate) values: Vec<ValueData>,
    pub(crate) uses: Vec<UseData>,
    /// Source buffers, for diagnostics: (name, text).
    pub files: Vec<(String, std::sync::Arc<str>)>,
    /// Locations written in the text, for diagnostics.
    pub locs: crate::location::LocTable,
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
pub const KNOWN_OPERAND_SEGMENT_SIZES: usize = 0;
pub const KNOWN_FASTMATH: usize = 1;
pub const KNOWN_OVERFLOW_FLAGS: usize = 2;

// Read-only phases (verification, printing) may share a context between
// threads; the caches in it are behind locks.
const _: () = {
    const fn assert_sync<T: Sync + Send>() {}
    assert_sync::<Context>();
};

impl Context {
    pub fn new(registry: &'static Registry) -> Self {
        Context {
            types: Interner::default(),
            attrs: Interner::default(),
            syms: Interner::default(),
            sym_map: Default::default(),
            op_defs: Vec::new(),
            registry,
            ops: Vec::new(),
            blocks: Vec::new(),
            regions: Vec::new(),
            values: Vec::new(),
            uses: Vec::new(),
            files: Vec::new(),
            locs: Default::default(),
            arg_locs: Default::default(),
            resources: Vec::new(),
            next_distinct: 0,
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

    // ----- interning -----

    pub fn ty(&mut self, mut k: TypeKind) -> Type {
        // An integer memory space of value 0 is the default space (MLIR's
        // `skipDefaultMemorySpace`).
        if let TypeKind::MemRef { memory_space, .. }
        | TypeKind::UnrankedMemRef { memory_space, .. } = &mut k
        {
            if let Some(ms) = *memory_space {
                if matches!(self.attr_kind(ms), AttrKind::Integer { value: 0, .. }) {
                    *memory_space = None;
                }
            }
        }
        Type(self.types.intern(k))
    }
    #[inline]
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.get(t.0)
    }
    /// Every attribute ever interned in this context.
    pub fn all_attr_kinds(&self) -> impl Iterator<Item = &AttrKind> {
        self.attrs.iter()
    }
    /// Every type ever interned in this context.
    pub fn all_type_kinds(&self) -> impl Iterator<Item = &TypeKind> {
        self.types.iter()
    }
    pub fn attr(&mut self, mut k: AttrKind) -> Attr {
        // An i1 has one true value however it was written (`true`, `1`, `-1`):
        // it is stored as 1, so that equal attributes are one attribute, as in
        // MLIR (constants unique, CSE and folds compare attributes by id).
        if let AttrKind::Integer { ty, value } = &mut k {
            if matches!(
                self.type_kind(*ty),
                TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless
                }
            ) {
                *value &= 1;
            }
        }
        Attr(self.attrs.intern(k))
    }
    #[inline]
    pub fn attr_kind(&self, a: Attr) -> &AttrKind {
        self.attrs.get(a.0)
    }
    pub fn sym(&mut self, s: &str) -> Sym {
        if let Some(&id) = self.sym_map.get(s) {
            return id;
        }
        let id = Sym(self.syms.intern(Box::from(s)));
        self.sym_map.insert(Box::from(s), id);
        let def = self.registry.lookup(s);
        self.op_defs.push(def);
        id
    }
    /// The symbol of a string if it was ever interned (no allocation).
    #[inline]
    pub fn existing_sym(&self, s: &str) -> Option<Sym> {
        self.sym_map.get(s).copied()
    }
    #[inline]
    pub fn str(&self, s: Sym) -> &str {
        self.syms.get(s.0)
    }

    // ----- common types and attributes -----

    pub fn int_type(&mut self, width: u32) -> Type {
        self.ty(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    pub fn i1(&mut self) -> Type {
        self.int_type(1)
    }
    pub fn index_type(&mut self) -> Type {
        self.ty(TypeKind::Index)
    }
    pub fn float_type(&mut self, k: FloatKind) -> Type {
        self.ty(TypeKind::Float(k))
    }
    pub fn function_type(&mut self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.ty(TypeKind::Function { inputs, results })
    }
    pub fn unit_attr(&mut self) -> Attr {
        self.attr(AttrKind::Unit)
    }
    pub fn int_attr(&mut self, ty: Type, value: i128) -> Attr {
        self.attr(AttrKind::Integer { ty, value })
    }
    pub fn index_attr(&mut self, value: i64) -> Attr {
        let t = self.index_type();
        self.int_attr(t, value as i128)
    }
    pub fn string_attr(&mut self, s: &str) -> Attr {
        self.attr(AttrKind::String {
            value: s.as_bytes().to_vec(),
            ty: None,
        })
    }
    pub fn type_attr(&mut self, t: Type) -> Attr {
        self.attr(AttrKind::Type(t))
    }
    pub fn array_attr(&mut self, v: Vec<Attr>) -> Attr {
        self.attr(AttrKind::Array(v))
    }
    pub fn dense_i64_array(&mut self, v: &[i64]) -> Attr {
        let elem = self.int_type(64);
        self.attr(AttrKind::DenseArray {
            elem,
            values: v.iter().map(|&x| x as i128 as u128).collect(),
        })
    }
    pub fn dense_i32_array(&mut self, v: &[i32]) -> Attr {
        let elem = self.int_type(32);
        self.attr(AttrKind::DenseArray {
            elem,
            values: v.iter().map(|&x| x as i128 as u128).collect(),
        })
    }
    pub fn symbol_ref(&mut self, name: &str) -> Attr {
        self.attr(AttrKind::SymbolRef {
            root: name.to_string(),
            nested: Vec::new(),
        })
    }
    /// A dictionary attribute; entries are sorted and later duplicates win.
    pub fn dict_attr(&mut self, mut entries: Vec<(Sym, Attr)>) -> Attr {
        sort_named(self, &mut entries);
        self.attr(AttrKind::Dict(entries))
    }

    // ----- op definitions -----

    #[inline]
    pub fn def_of_name(&self, name: Sym) -> Option<&'static OpDef> {
        self.op_defs[name.index()]
    }
    #[inline]
    pub fn def(&self, op: Op) -> Option<&'static OpDef> {
        self.op_defs[self.ops[op.index()].name.index()]
    }
    #[inline]
    pub fn op_name(&self, op: Op) -> &str {
        self.str(self.ops[op.index()].name)
    }
    #[inline]
    pub fn is_op(&self, op: Op, name: &str) -> bool {
        self.op_name(op) == name
    }

    // ----- raw access -----

    #[inline]
    pub fn op(&self, op: Op) -> &OpData {
        &self.ops[op.index()]
    }
    #[inline]
    pub fn op_mut(&mut self, op: Op) -> &mut OpData {
        &mut self.ops[op.index()]
    }
    #[inline]
    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b.index()]
    }
    #[inline]
    pub fn region(&self, r: Region) -> &RegionData {
        &self.regions[r.index()]
    }
    #[inline]
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v.index()]
    }
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v.index()].ty
    }
    pub fn set_value_type(&mut self, v: Value, t: Type) {
        self.values[v.index()].ty = t;
    }
    /// Asks the cache for one link of `v`'s use list: `stage == 0` for the
    /// value's record, `stage == k` for its `k`-th use, following the links
    /// before it (which earlier stages, a few steps back, should have
    /// brought in). A loop over values that walks each one's uses calls
    /// the stages some values ahead, the later stages nearer.
    #[inline]
    pub fn prefetch_use_chain(&self, v: Value, stage: u8) {
        let Some(vd) = self.values.get(v.index()) else {
            return;
        };
        if stage == 0 {
            prefetch(vd);
            return;
        }
        let mut cur = vd.first_use.get();
        for _ in 1..stage {
            cur = cur
                .and_then(|u| self.uses.get(u.index()))
                .and_then(|ud| ud.next.get());
        }
        if let Some(ud) = cur.and_then(|u| self.uses.get(u.index())) {
            prefetch(ud);
        }
    }
    /// Two stages before [`Self::prefetch_operand_chain`], further ahead:
    /// `stage == 0` asks for the op's record itself, `stage == 1` (the record
    /// should be there by then) for its use records.
    #[inline]
    pub fn prefetch_op_and_uses(&self, op: Op, stage: u8) {
        let Some(d) = self.ops.get(op.index()) else {
            return;
        };
        if stage == 0 {
            // The record spans two lines.
            prefetch(d);
            prefetch_addr((d as *const OpData as *const u8).wrapping_add(64));
            return;
        }
        if let Some(&u) = d.operands.first() {
            if let Some(ud) = self.uses.get(u.index()) {
                prefetch(ud);
            }
        }
    }
    /// Asks the cache for one level of what a later look at `op`'s operands
    /// reaches, once the levels before it are cached. A loop over ops whose
    /// operands lead all over the IR calls each stage some ops ahead (the
    /// later stages nearer), so that the misses of several ops overlap
    /// instead of following one another: 0 the operands' value records,
    /// 1 their defining ops and first uses, 2 the first operand use of each
    /// defining op (a `to_tensor`'s buffer), 3 that operand's value record,
    /// 4 its first use (where a new use of it is linked in).
    #[inline]
    pub fn prefetch_operand_chain(&self, op: Op, stage: u8) {
        let Some(d) = self.ops.get(op.index()) else {
            return;
        };
        for &u in d.operands.iter() {
            let Some(ud) = self.uses.get(u.index()) else {
                continue;
            };
            let Some(vd) = self.values.get(ud.value.index()) else {
                continue;
            };
            if stage == 0 {
                prefetch(vd);
                continue;
            }
            let def = match vd.def {
                ValueDef::Result(o, _) => self.ops.get(o.index()),
                _ => None,
            };
            if stage == 1 {
                if let Some(od) = def {
                    prefetch(od);
                }
                // The neighbours that unlinking this use rewrites.
                for n in [ud.prev.get(), ud.next.get()].into_iter().flatten() {
                    if let Some(nd) = self.uses.get(n.index()) {
                        prefetch(nd);
                    }
                }
                if let Some(fu) = vd.first_use.get().and_then(|f| self.uses.get(f.index())) {
                    prefetch(fu);
                }
                continue;
            }
            let Some(inner) = def
                .and_then(|od| od.operands.first())
                .and_then(|f| self.uses.get(f.index()))
            else {
                continue;
            };
            if stage == 2 {
                prefetch(inner);
                continue;
            }
            let Some(ivd) = self.values.get(inner.value.index()) else {
                continue;
            };
            if stage == 3 {
                prefetch(ivd);
            } else if let Some(fu) = ivd.first_use.get().and_then(|f| self.uses.get(f.index())) {
                prefetch(fu);
            }
        }
    }
    #[inline]
    pub fn use_data(&self, u: Use) -> &UseData {
        &self.uses[u.index()]
    }
    /// The number of symbols ever interned (an upper bound on symbol ids).
    #[inline]
    pub fn num_syms(&self) -> usize {
        self.syms.len()
    }
    #[inline]
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }
    /// The number of values ever created (an upper bound on value ids).
    #[inline]
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    // ----- op accessors -----

    #[inline]
    pub fn operands(&self, op: Op) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.ops[op.index()]
            .operands
            .iter()
            .map(move |u| self.uses[u.index()].value)
    }
    #[inline]
    pub fn operand_vec(&self, op: Op) -> Vec<Value> {
        self.operands(op).collect()
    }
    #[inline]
    pub fn operand(&self, op: Op, i: usize) -> Value {
        self.uses[self.ops[op.index()].operands[i].index()].value
    }
    #[inline]
    pub fn num_operands(&self, op: Op) -> usize {
        self.ops[op.index()].operands.len()
    }
    #[inline]
    pub fn results(&self, op: Op) -> &[Value] {
        &self.ops[op.index()].results
    }
    /// The types of `op`'s results, in order.
    pub fn result_types(&self, op: Op) -> Vec<Type> {
        self.results(op)
            .iter()
            .map(|&r| self.value_type(r))
            .collect()
    }
    #[inline]
    pub fn result(&self, op: Op, i: usize) -> Value {
        self.ops[op.index()].results[i]
    }
    #[inline]
    pub fn regions_of(&self, op: Op) -> &[Region] {
        self.ops[op.index()].regions()
    }
    #[inline]
    pub fn successors(&self, op: Op) -> &[Block] {
        self.ops[op.index()].successors()
    }
    #[inline]
    pub fn get_attr(&self, op: Op, name: &str) -> Option<Attr> {
        let attrs = &self.ops[op.index()].attrs;
        if attrs.len() <= SHORT_ATTR_LIST {
            // Names are unique in the list: comparing the strings directly
            // is cheaper than hashing `name` to find its symbol.
            return attrs
                .iter()
                .find(|(k, _)| self.str(*k) == name)
                .map(|&(_, a)| a);
        }
        let s = self.existing_sym(name)?;
        self.get_attr_sym(op, s)
    }
    /// The symbol of `KNOWN_NAMES[k]` if it was ever interned.
    #[inline]
    pub fn known_sym(&self, k: usize) -> Option<Sym> {
        use std::sync::atomic::Ordering::Relaxed;
        let cell = &self.known_syms[k];
        let known = cell.load(Relaxed);
        if known != u32::MAX {
            return Some(Sym(known));
        }
        // Not interned yet means no op carries it; the answer may change
        // later, so only a hit is remembered.
        let s = self.existing_sym(KNOWN_NAMES[k])?;
        cell.store(s.0, Relaxed);
        Some(s)
    }
    /// [`Context::get_attr`] of the name `KNOWN_NAMES[k]`, without string compares.
    #[inline]
    pub fn get_known_attr(&self, op: Op, k: usize) -> Option<Attr> {
        let s = self.known_sym(k)?;
        self.get_attr_sym(op, s)
    }
    #[inline]
    pub fn get_attr_sym(&self, op: Op, s: Sym) -> Option<Attr> {
        let attrs = &self.ops[op.index()].attrs;
        if attrs.len() <= SHORT_ATTR_LIST {
            return attrs.iter().find(|(k, _)| *k == s).map(|&(_, a)| a);
        }
        attrs
            .binary_search_by(|(k, _)| self.str(*k).cmp(self.str(s)))
            .ok()
            .map(|i| attrs[i].1)
    }
    #[inline]
    pub fn has_attr(&self, op: Op, name: &str) -> bool {
        self.get_attr(op, name).is_some()
    }
    pub fn set_attr(&mut self, op: Op, name: &str, a: Attr) {
        let s = self.sym(name);
        let pos = {
            let attrs = &self.ops[op.index()].attrs;
            attrs.binary_search_by(|(k, _)| self.str(*k).cmp(name))
        };
        let attrs = &mut self.ops[op.index()].attrs;
        match pos {
            Ok(i) => attrs[i].1 = a,
            Err(i) => attrs.insert(i, (s, a)),
        }
    }
    pub fn remove_attr(&mut self, op: Op, name: &str) -> Option<Attr> {
        let pos = {
            let attrs = &self.ops[op.index()].attrs;
            attrs.binary_search_by(|(k, _)| self.str(*k).cmp(name))
        };
        pos.ok().map(|i| self.ops[op.index()].attrs.remove(i).1)
    }
    #[inline]
    pub fn loc(&self, op: Op) -> Loc {
        self.ops[op.index()].loc
    }
    /// MLIR's `FusedLoc::get` of `locs` (no metadata): unknown and repeated
    /// parts dropped, one part is itself.
    pub fn fused_loc(&mut self, locs: &[Loc]) -> Loc {
        use crate::location::LocKind;
        let ids: Vec<u32> = locs
            .iter()
            .map(|&l| match l.explicit_id() {
                Some(id) => id,
                None if l == Loc::UNKNOWN => self.locs.intern(LocKind::Unknown),
                None => self.locs.intern(LocKind::Source {
                    file: l.file,
                    offset: l.offset,
                }),
            })
            .collect();
        let id = self.locs.fused(None, ids);
        match *self.locs.get(id) {
            LocKind::Unknown => Loc::UNKNOWN,
            LocKind::Source { file, offset } => Loc { offset, file },
            _ => Loc::explicit(id),
        }
    }

    /// Whether `loc` is MLIR's unknown location, made by a pass or written
    /// `loc(unknown)`.
    pub fn is_unknown_loc(&self, loc: Loc) -> bool {
        match loc.explicit_id() {
            Some(id) => matches!(self.locs.get(id), crate::location::LocKind::Unknown),
            None => loc == Loc::UNKNOWN,
        }
    }
    #[inline]
    pub fn parent_block(&self, op: Op) -> Option<Block> {
        self.ops[op.index()].parent.get()
    }
    #[inline]
    pub fn parent_region(&self, op: Op) -> Option<Region> {
        self.parent_block(op)
            .and_then(|b| self.blocks[b.index()].parent)
    }
    #[inline]
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        self.parent_region(op)
            .and_then(|r| self.regions[r.index()].parent)
    }
    #[inline]
    pub fn block_parent_op(&self, b: Block) -> Option<Op> {
        self.blocks[b.index()]
            .parent
            .and_then(|r| self.regions[r.index()].parent)
    }
    #[inline]
    pub fn next_op(&self, op: Op) -> Option<Op> {
        self.ops[op.index()].next.get()
    }
    /// The op after `op` in its block, when `v` is one of its operands. A
    /// buffer is mostly used first by the op right after its allocation,
    /// which lies next to it in memory, while the head of its use list may
    /// lie anywhere: a check over all users can try this one first.
    pub fn next_op_using(&self, op: Op, v: Value) -> Option<Op> {
        self.next_op(op)
            .filter(|&n| self.operands(n).any(|x| x == v))
    }
    #[inline]
    pub fn prev_op(&self, op: Op) -> Option<Op> {
        self.ops[op.index()].prev.get()
    }
    #[inline]
    pub fn defining_op(&self, v: Value) -> Option<Op> {
        match self.values[v.index()].def {
            ValueDef::Result(op, _) => Some(op),
            _ => None,
        }
    }
    /// The block in which a value is defined (for results, the block of the op).
    #[inline]
    pub fn value_block(&self, v: Value) -> Option<Block> {
        match self.values[v.index()].def {
            ValueDef::Result(op, _) => self.parent_block(op),
            ValueDef::Arg(b, _) => Some(b),
            ValueDef::Placeholder => None,
        }
    }
    /// `true` when `anc` is `op` or a (transitive) parent of `op`.
    pub fn is_ancestor(&self, anc: Op, mut op: Op) -> bool {
        loop {
            if op == anc {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }

    // ----- blocks and regions -----

    #[inline]
    pub fn block_args(&self, b: Block) -> &[Value] {
        &self.blocks[b.index()].args
    }
    #[inline]
    pub fn block_ops(&self, b: Block) -> BlockOps<'_> {
        BlockOps {
            ctx: self,
            cur: self.blocks[b.index()].first,
        }
    }
    pub fn block_op_vec(&self, b: Block) -> Vec<Op> {
        self.block_ops(b).collect()
    }
    #[inline]
    pub fn first_op(&self, b: Block) -> Option<Op> {
        self.blocks[b.index()].first
    }
    #[inline]
    pub fn last_op(&self, b: Block) -> Option<Op> {
        self.blocks[b.index()].last
    }
    #[inline]
    pub fn terminator(&self, b: Block) -> Option<Op> {
        self.last_op(b)
    }
    #[inline]
    pub fn region_blocks(&self, r: Region) -> &[Block] {
        &self.regions[r.index()].blocks
    }
    #[inline]
    pub fn entry_block(&self, r: Region) -> Option<Block> {
        self.regions[r.index()].blocks.first().copied()
    }
    #[inline]
    pub fn block_parent(&self, b: Block) -> Option<Region> {
        self.blocks[b.index()].parent
    }
    #[inline]
    pub fn region_parent(&self, r: Region) -> Option<Op> {
        self.regions[r.index()].parent
    }
    #[inline]
    pub fn is_entry_block(&self, b: Block) -> bool {
        match self.blocks[b.index()].parent {
            Some(r) => self.regions[r.index()].blocks.first() == Some(&b),
            None => false,
        }
    }
    /// Predecessor blocks, one per successor edge (duplicates kept).
    pub fn predecessors(&self, b: Block) -> Vec<Block> {
        self.blocks[b.index()]
            .pred_uses
            .iter()
            .filter_map(|(op, _)| self.parent_block(*op))
            .collect()
    }

    pub fn new_region(&mut self) -> Region {
        let r = Region(self.regions.len() as u32);
        self.regions.push(RegionData::default());
        r
    }
    pub fn new_block(&mut self) -> Block {
        let b = Block(self.blocks.len() as u32);
        self.blocks.push(BlockData::default());
        b
    }
    pub fn set_arg_loc(&mut self, v: Value, loc: Loc) {
        match self.arg_locs.last() {
            Some(&(last, _)) if last.0 >= v.0 => {
                match self.arg_locs.binary_search_by_key(&v.0, |(a, _)| a.0) {
                    Ok(i) => self.arg_locs[i].1 = loc,
                    Err(i) => self.arg_locs.insert(i, (v, loc)),
                }
            }
            _ => self.arg_locs.push((v, loc)),
        }
    }
    /// MLIR's `Value::getLoc`: a result's op's location, a block argument's
    /// own (unknown for one the parser did not make).
    pub fn value_loc(&self, v: Value) -> Loc {
        match self.values[v.index()].def {
            ValueDef::Result(op, _) => self.loc(op),
            _ => match self.arg_locs.binary_search_by_key(&v.0, |(a, _)| a.0) {
                Ok(i) => self.arg_locs[i].1,
                Err(_) => Loc::UNKNOWN,
            },
        }
    }
    pub fn set_block_loc(&mut self, b: Block, loc: Loc) {
        self.blocks[b.index()].loc = loc;
    }
    pub fn add_block_arg(&mut self, b: Block, ty: Type) -> Value {
        let idx = self.blocks[b.index()].args.len() as u32;
        let v = self.new_value(ty, ValueDef::Arg(b, idx));
        self.blocks[b.index()].args.push(v);
        v
    }
    pub fn insert_block_arg(&mut self, b: Block, pos: usize, ty: Type) -> Value {
        let v = self.new_value(ty, ValueDef::Arg(b, pos as u32));
        self.blocks[b.index()].args.insert(pos, v);
        self.renumber_args(b);
        v
    }
    /// Removes a block argument that has no uses left.
    pub fn erase_block_arg(&mut self, b: Block, pos: usize) {
        let v = self.blocks[b.index()].args.remove(pos);
        debug_assert!(self.values[v.index()].first_use.is_none());
        self.values[v.index()].def = ValueDef::Placeholder;
        self.renumber_args(b);
    }
    fn renumber_args(&mut self, b: Block) {
        for (i, &a) in self.blocks[b.index()].args.iter().enumerate() {
            self.values[a.index()].def = ValueDef::Arg(b, i as u32);
        }
    }
    pub fn append_block(&mut self, r: Region, b: Block) {
        self.blocks[b.index()].parent = Some(r);
        self.regions[r.index()].blocks.push(b);
    }
    pub fn insert_block(&mut self, r: Region, pos: usize, b: Block) {
        self.blocks[b.index()].parent = Some(r);
        self.regions[r.index()].blocks.insert(pos, b);
    }
    /// Detaches a block from its region (its ops stay in it).
    pub fn remove_block(&mut self, b: Block) {
        if let Some(r) = self.blocks[b.index()].parent.take() {
            self.regions[r.index()].blocks.retain(|x| *x != b);
        }
    }
    /// Moves all blocks of `from` to the end of `to`.
    pub fn take_region_blocks(&mut self, from: Region, to: Region) {
        let blocks = std::mem::take(&mut self.regions[from.index()].blocks);
        for b in blocks {
            self.append_block(to, b);
        }
    }

    // ----- values and uses -----

    pub fn new_value(&mut self, ty: Type, def: ValueDef) -> Value {
        let v = Value(self.values.len() as u32);
        self.values.push(ValueData {
            ty,
            def,
            first_use: Link::NONE,
        });
        v
    }
    pub fn new_placeholder(&mut self, ty: Type) -> Value {
        self.new_value(ty, ValueDef::Placeholder)
    }
    fn link_use(&mut self, u: Use) {
        let v = self.uses[u.index()].value;
        let head = self.values[v.index()].first_use;
        self.uses[u.index()].prev = Link::NONE;
        self.uses[u.index()].next = head;
        if let Some(h) = head.get() {
            self.uses[h.index()].prev = Some(u).into();
        }
        self.values[v.index()].first_use = Some(u).into();
    }
    fn unlink_use(&mut self, u: Use) {
        let UseData {
            value, prev, next, ..
        } = self.uses[u.index()];
        match prev.get() {
            Some(p) => self.uses[p.index()].next = next,
            None => self.values[value.index()].first_use = next,
        }
        if let Some(n) = next.get() {
            self.uses[n.index()].prev = prev;
        }
        self.uses[u.index()].prev = Link::NONE;
        self.uses[u.index()].next = Link::NONE;
    }
    fn new_use(&mut self, value: Value, owner: Op, index: u32) -> Use {
        let u = Use(self.uses.len() as u32);
        self.uses.push(UseData {
            value,
            owner,
            index,
            prev: Link::NONE,
            next: Link::NONE,
        });
        self.link_use(u);
        u
    }
    #[inline]
    pub fn uses(&self, v: Value) -> UseIter<'_> {
        UseIter {
            ctx: self,
            cur: self.values[v.index()].first_use.get(),
        }
    }
    /// Users in use-list order (most recent use first), one entry per use.
    #[inline]
    pub fn users(&self, v: Value) -> impl Iterator<Item = Op> + '_ {
        self.uses(v).map(move |u| self.uses[u.index()].owner)
    }
    #[inline]
    pub fn has_uses(&self, v: Value) -> bool {
        !self.values[v.index()].first_use.is_none()
    }
    #[inline]
    pub fn has_one_use(&self, v: Value) -> bool {
        match self.values[v.index()].first_use.get() {
            Some(u) => self.uses[u.index()].next.is_none(),
            None => false,
        }
    }
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        let u = self.ops[op.index()].operands[i];
        if self.uses[u.index()].value == v {
            return;
        }
        self.unlink_use(u);
        self.uses[u.index()].value = v;
        self.link_use(u);
    }
    pub fn set_use_value(&mut self, u: Use, v: Value) {
        // Already at the front of `v`'s list, where relinking would put it:
        // nothing changes, and the neighbour (anywhere in memory) stays unread.
        if self.values[v.index()].first_use.get() == Some(u) {
            return;
        }
        self.unlink_use(u);
        self.uses[u.index()].value = v;
        self.link_use(u);
    }
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self.values[from.index()].first_use.get() {
            self.set_use_value(u, to);
        }
    }
    /// Replaces uses of `from` whose owner satisfies `pred`.
    pub fn replace_uses_where(
        &mut self,
        from: Value,
        to: Value,
        pred: impl Fn(&Context, Op) -> bool,
    ) {
        let uses: Vec<Use> = self.uses(from).collect();
        for u in uses {
            if pred(self, self.uses[u.index()].owner) {
                self.set_use_value(u, to);
            }
        }
    }
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        let results = self.ops[op.index()].results.clone();
        for (r, v) in results.iter().zip(values) {
            self.replace_all_uses(*r, *v);
        }
        self.erase_op(op);
    }
    pub fn set_operands(&mut self, op: Op, vals: &[Value]) {
        let old = std::mem::take(&mut self.ops[op.index()].operands);
        for u in old {
            self.unlink_use(u);
        }
        let uses: SmallVec<[Use; 4]> = vals
            .iter()
            .enumerate()
            .map(|(i, &v)| self.new_use(v, op, i as u32))
            .collect();
        self.ops[op.index()].operands = uses;
    }
    pub fn insert_operand(&mut self, op: Op, pos: usize, v: Value) {
        let u = self.new_use(v, op, pos as u32);
        self.ops[op.index()].operands.insert(pos, u);
        self.renumber_operands(op);
    }
    pub fn append_operand(&mut self, op: Op, v: Value) {
        let n = self.ops[op.index()].operands.len();
        self.insert_operand(op, n, v);
    }
    pub fn erase_operand(&mut self, op: Op, pos: usize) {
        let u = self.ops[op.index()].operands.remove(pos);
        self.unlink_use(u);
        self.renumber_operands(op);
    }
    fn renumber_operands(&mut self, op: Op) {
        for i in 0..self.ops[op.index()].operands.len() {
            let u = self.ops[op.index()].operands[i];
            self.uses[u.index()].index = i as u32;
        }
    }
    pub fn set_successor(&mut self, op: Op, i: usize, b: Block) {
        let old = self.ops[op.index()].successors()[i];
        self.blocks[old.index()]
            .pred_uses
            .retain(|&(o, k)| !(o == op && k as usize == i));
        self.ops[op.index()].extra_mut().successors[i] = b;
        self.blocks[b.index()].pred_uses.push((op, i as u32));
    }

    // ----- creating and placing ops -----

    /// Creates a detached op from a state.
    pub fn create_op(&mut self, st: OpState) -> Op {
        self.create_op_parts(
            st.name,
            &st.operands,
            &st.result_types,
            st.attrs,
            st.props,
            st.regions,
            st.successors,
            st.loc,
        )
    }

    /// [`Context::create_op`] from borrowed operand and result type lists
    /// (no `OpState` vectors to build and drop).
    #[allow(clippy::too_many_arguments)]
    pub fn create_op_parts(
        &mut self,
        name: Sym,
        operands: &[Value],
        result_types: &[Type],
        mut attrs: Vec<(Sym, Attr)>,
        props: Option<Attr>,
        regions: Vec<Region>,
        successors: Vec<Block>,
        loc: Loc,
    ) -> Op {
        let op = Op(self.ops.len() as u32);
        if attrs.len() > 1 {
            sort_named(self, &mut attrs);
        }
        let first_use = self.uses.len() as u32;
        self.uses.reserve(operands.len());
        for (i, &v) in operands.iter().enumerate() {
            let u = Use(first_use + i as u32);
            let head = self.values[v.index()].first_use;
            if let Some(h) = head.get() {
                self.uses[h.index()].prev = Some(u).into();
            }
            self.values[v.index()].first_use = Some(u).into();
            self.uses.push(UseData {
                value: v,
                owner: op,
                index: i as u32,
                prev: Link::NONE,
                next: head,
            });
        }
        let first_value = self.values.len() as u32;
        self.values
            .extend(result_types.iter().enumerate().map(|(i, &ty)| ValueData {
                ty,
                def: ValueDef::Result(op, i as u32),
                first_use: Link::NONE,
            }));
        for &r in &regions {
            self.regions[r.index()].parent = Some(op);
        }
        for (i, b) in successors.iter().enumerate() {
            self.blocks[b.index()].pred_uses.push((op, i as u32));
        }
        let extra = (!regions.is_empty() || !successors.is_empty() || props.is_some()).then(|| {
            Box::new(OpExtra {
                regions,
                successors,
                props,
            })
        });
        self.ops.push(OpData {
            name,
            operands: consecutive_ids(first_use, operands.len(), Use),
            results: consecutive_ids(first_value, result_types.len(), Value),
            attrs,
            extra,
            parent: Link::NONE,
            prev: Link::NONE,
            next: Link::NONE,
            loc,
            erased: false,
        });
        op
    }

    /// Appends a result to an existing op.
    pub fn add_result(&mut self, op: Op, ty: Type) -> Value {
        let i = self.ops[op.index()].results.len() as u32;
        let v = self.new_value(ty, ValueDef::Result(op, i));
        self.ops[op.index()].results.push(v);
        v
    }

    pub fn append_op(&mut self, b: Block, op: Op) {
        let last = self.blocks[b.index()].last;
        self.link_op(b, last, None, op);
    }
    pub fn prepend_op(&mut self, b: Block, op: Op) {
        let first = self.blocks[b.index()].first;
        self.link_op(b, None, first, op);
    }
    pub fn insert_op_before(&mut self, before: Op, op: Op) {
        let b = self.ops[before.index()]
            .parent
            .get()
            .expect("anchor op not in a block");
        let prev = self.ops[before.index()].prev.get();
        self.link_op(b, prev, Some(before), op);
    }
    pub fn insert_op_after(&mut self, after: Op, op: Op) {
        let b = self.ops[after.index()]
            .parent
            .get()
            .expect("anchor op not in a block");
        let next = self.ops[after.index()].next.get();
        self.link_op(b, Some(after), next, op);
    }
    fn link_op(&mut self, b: Block, prev: Option<Op>, next: Option<Op>, op: Op) {
        debug_assert!(self.ops[op.index()].parent.is_none());
        let d = &mut self.ops[op.index()];
        d.parent = Some(b).into();
        d.prev = prev.into();
        d.next = next.into();
        match prev {
            Some(p) => self.ops[p.index()].next = Some(op).into(),
            None => self.blocks[b.index()].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n.index()].prev = Some(op).into(),
            None => self.blocks[b.index()].last = Some(op),
        }
    }
    /// Detaches an op from its block, keeping it alive.
    pub fn unlink_op(&mut self, op: Op) {
        let Some(b) = self.ops[op.index()].parent.get() else {
            return;
        };
        let (prev, next) = (self.ops[op.index()].prev, self.ops[op.index()].next);
        match prev.get() {
            Some(p) => self.ops[p.index()].next = next,
            None => self.blocks[b.index()].first = next.get(),
        }
        match next.get() {
            Some(n) => self.ops[n.index()].prev = prev,
            None => self.blocks[b.index()].last = prev.get(),
        }
        let d = &mut self.ops[op.index()];
        d.parent = Link::NONE;
        d.prev = Link::NONE;
        d.next = Link::NONE;
    }
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        self.unlink_op(op);
        self.insert_op_before(before, op);
    }
    pub fn move_op_after(&mut self, op: Op, after: Op) {
        self.unlink_op(op);
        self.insert_op_after(after, op);
    }
    /// Moves the ops of `from` (all of them) to the end of `to`, or before `before` when given.
    pub fn splice_block_ops(&mut self, from: Block, to: Block, before: Option<Op>) {
        let ops = self.block_op_vec(from);
        for op in ops {
            self.unlink_op(op);
            match before {
                Some(x) => self.insert_op_before(x, op),
                None => self.append_op(to, op),
            }
        }
    }

    /// Erases an op and everything nested in it. Its results must be unused
    /// (uses from inside the erased op itself are fine).
    pub fn erase_op(&mut self, op: Op) {
        self.unlink_op(op);
        if self.ops[op.index()].regions().is_empty() {
            // The common leaf op needs no worklist.
            self.erase_one(op);
            return;
        }
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            self.erase_one(o);
            let regions = self.ops[o.index()].take_regions();
            for r in regions {
                for b in std::mem::take(&mut self.regions[r.index()].blocks) {
                    let mut cur = self.blocks[b.index()].first;
                    while let Some(x) = cur {
                        cur = self.ops[x.index()].next.get();
                        stack.push(x);
                    }
                    self.blocks[b.index()].first = None;
                    self.blocks[b.index()].last = None;
                }
            }
        }
    }
    /// Drops the operand uses and successor edges of `o` and marks it erased
    /// (its regions are the caller's business).
    fn erase_one(&mut self, o: Op) {
        let operands = std::mem::take(&mut self.ops[o.index()].operands);
        for u in operands {
            self.unlink_use(u);
        }
        let succs = self.ops[o.index()].take_successors();
        for (i, s) in succs.iter().enumerate() {
            self.blocks[s.index()]
                .pred_uses
                .retain(|&(x, k)| !(x == o && k as usize == i));
        }
        self.ops[o.index()].erased = true;
    }
    #[inline]
    pub fn is_erased(&self, op: Op) -> bool {
        self.ops[op.index()].erased
    }

    // ----- walking -----

    /// Pre-order walk over `root` and every op nested in it (iterative: deep
    /// nesting cannot overflow the stack).
    pub fn walk_pre(&self, root: Op, mut f: impl FnMut(Op)) {
        self.walk_enter_leave(root, |op, leaving| {
            if !leaving {
                f(op)
            }
        });
    }
    /// Visits `root` and every op nested in it twice: entering (`false`), in
    /// pre-order, and leaving (`true`) once everything nested in it was
    /// visited, in post-order. Iterative. Each op is read once, when it is
    /// reached: a walk that first stacks every op of a block reads a long
    /// block twice, the second time after it has left the cache.
    pub fn walk_enter_leave(&self, root: Op, mut visit: impl FnMut(Op, bool)) {
        /// An op whose nested ops are being visited: the next region and
        /// block to enter, and the next op of the current block.
        struct Frame {
            op: Op,
            region: u32,
            block: u32,
            next: Option<Op>,
        }
        let frame = |op| Frame {
            op,
            region: 0,
            block: 0,
            next: None,
        };
        visit(root, false);
        if self.regions_of(root).is_empty() {
            visit(root, true);
            return;
        }
        let mut stack = vec![frame(root)];
        while let Some(f) = stack.last_mut() {
            let child = loop {
                if let Some(o) = f.next {
                    f.next = self.next_op(o);
                    break Some(o);
                }
                let Some(&r) = self.regions_of(f.op).get(f.region as usize) else {
                    break None;
                };
                match self.region_blocks(r).get(f.block as usize) {
                    Some(&b) => {
                        f.block += 1;
                        f.next = self.first_op(b);
                    }
                    None => {
                        f.region += 1;
                        f.block = 0;
                    }
                }
            };
            match child {
                Some(c) => {
                    visit(c, false);
                    if self.regions_of(c).is_empty() {
                        visit(c, true);
                    } else {
                        stack.push(frame(c));
                    }
                }
                None => {
                    let op = f.op;
                    stack.pop();
                    visit(op, true);
                }
            }
        }
    }
    /// The ops directly inside `op`: every block of every region, in order.
    pub fn child_ops(&self, op: Op) -> Vec<Op> {
        self.regions_of(op)
            .iter()
            .flat_map(|&r| self.region_blocks(r).iter())
            .flat_map(|&b| self.block_ops(b))
            .collect()
    }
    /// All ops nested under `root` (excluding `root`) in pre-order.
    pub fn nested_ops(&self, root: Op) -> Vec<Op> {
        let mut v = Vec::new();
        self.walk_pre(root, |o| {
            if o != root {
                v.push(o)
            }
        });
        v
    }
    /// Post-order walk (children before parents), iterative.
    pub fn walk_post(&self, root: Op, mut f: impl FnMut(Op)) {
        self.walk_enter_leave(root, |op, leaving| {
            if leaving {
                f(op)
            }
        });
    }
}

/// Ids `first..first + n` as a small vector, filled in place when they fit
/// inline (the generic `collect` costs more than the op creation around it).
#[inline]
fn consecutive_ids<T: Copy, const N: usize>(
    first: u32,
    n: usize,
    id: fn(u32) -> T,
) -> SmallVec<[T; N]>
where
    [T; N]: smallvec::Array<Item = T>,
{
    if n <= N {
        let mut buf = [id(first); N];
        for (i, slot) in buf.iter_mut().enumerate().take(n) {
            *slot = id(first + i as u32);
        }
        return SmallVec::from_buf_and_len(buf, n);
    }
    (first..first + n as u32).map(id).collect()
}

/// Attribute lists up to this length are searched linearly.
const SHORT_ATTR_LIST: usize = 8;

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

pub struct BlockOps<'a> {
    ctx: &'a Context,
    cur: Option<Op>,
}
impl Iterator for BlockOps<'_> {
    type Item = Op;
    fn next(&mut self) -> Option<Op> {
        let c = self.cur?;
        self.cur = self.ctx.ops[c.index()].next.get();
        Some(c)
    }
}

pub struct UseIter<'a> {
    ctx: &'a Context,
    cur: Option<Use>,
}
impl Iterator for UseIter<'_> {
    type Item = Use;
    fn next(&mut self) -> Option<Use> {
        let c = self.cur?;
        self.cur = self.ctx.uses[c.index()].next.get();
        Some(c)
    }
}

/// Asks the cache for the line holding `x` (a hint: nothing happens where
/// the target has no such instruction).
#[inline(always)]
pub fn prefetch<T>(x: &T) {
    prefetch_addr(x as *const T as *const u8);
}

/// [`prefetch`] of an address, which need not point at a value (any
/// address will do: the instruction never faults).
#[inline(always)]
pub fn prefetch_addr(p: *const u8) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is a hint; it never faults, whatever the address.
    unsafe {
        core::arch::x86_64::_mm_prefetch(p as *const i8, core::arch::x86_64::_MM_HINT_T0);
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}
