//! Function-level parallelism: copying isolated top-level ops (functions)
//! into a scratch context that another thread may change, and writing the
//! changed ops back.
//!
//! The scratch context starts with this context's interned types,
//! attributes, symbols and locations (cloned, so ids below those counts
//! mean the same in both), and with the copied entities in the relative id
//! order they had here. Writing back puts every copied entity at its old id
//! and appends the entities the scratch context made, in the order it made
//! them, while the interned things it added are interned here in the order
//! it added them. When this context changed only other functions meanwhile
//! and the forked ones come after those in the order a serial run would
//! process them, the IR, the ids and the use-list orders are the ones the
//! same passes run here, one function after the other, would have left.
//! (A pass whose result depends on the absolute values of ids, as in the
//! iteration order of a hash set of values, must not let that order show.)

use super::*;
use crate::location::LocKind;

/// A fork of some top-level ops (see the module docs): what
/// [`Context::join_fork`] needs to write them back.
pub struct Fork {
    /// The copied entities, per arena, in increasing id order: the scratch
    /// context's entity `i` (below the list's length) is `originals.x[i]`.
    originals: Entities,
    /// The copied top-level ops here, in order.
    roots: Vec<Op>,
    /// Their copies in the scratch context, in the same order.
    scratch_roots: Vec<Op>,
    /// The scratch context's block that holds the copies of `roots` (in an
    /// op of the parent's kind and attributes, right after the copies).
    container: Block,
    /// What that block holds: the copies of `roots`, then shells of the
    /// parent's other symbols.
    held: Vec<Op>,
    /// How many ops and regions the scratch context made after the copies
    /// and before the passes ran: the container and the shells.
    scaffold_ops: usize,
    scaffold_regions: usize,
    /// How many interned things of each kind the two contexts share.
    shared: Shared,
    next_distinct: u32,
}

impl Fork {
    /// The copies of the forked ops in the scratch context, in order.
    pub fn scratch_roots(&self) -> &[Op] {
        &self.scratch_roots
    }

    /// Whether [`Context::join_fork`] can take `scratch` back, as far as
    /// what the passes did there shows (see there): no op added, erased or
    /// moved beside the copies, no distinct attribute numbered, nothing
    /// emitted. Lets a caller that writes back two forks refuse both
    /// before it writes either.
    pub fn may_join(&self, scratch: &Context) -> bool {
        scratch
            .block_ops(self.container)
            .eq(self.held.iter().copied())
            && scratch.next_distinct == self.next_distinct
            && scratch.emitted.is_empty()
            && scratch.stderr_text.is_empty()
    }
}

#[derive(Default)]
struct Entities {
    ops: Vec<u32>,
    blocks: Vec<u32>,
    regions: Vec<u32>,
    values: Vec<u32>,
    uses: Vec<u32>,
}

#[derive(Clone, Copy)]
pub(super) struct Shared {
    types: usize,
    attrs: usize,
    syms: usize,
    locs: usize,
}

const NONE: u32 = u32::MAX;

/// Old id to new id per arena (in a table: `NONE`, not carried over).
#[derive(Default)]
pub(super) struct IdMaps<M: IdLookup = Vec<u32>> {
    pub(super) ops: M,
    pub(super) blocks: M,
    pub(super) regions: M,
    pub(super) values: M,
    pub(super) uses: M,
}

/// An old-to-new id map of one arena.
pub(super) trait IdLookup {
    /// The new id of old id `i`, if it is carried over.
    fn lookup(&self, i: u32) -> Option<u32>;
}

impl IdLookup for Vec<u32> {
    fn lookup(&self, i: u32) -> Option<u32> {
        look(self, i)
    }
}

fn look(map: &[u32], i: u32) -> Option<u32> {
    map.get(i as usize).copied().filter(|&x| x != NONE)
}

/// The ids of `ids` in increasing order, and the map from each to its rank
/// (marking and scanning the arena: cheaper than sorting when the ids are
/// a large part of it).
fn ranked(ids: &[u32], arena_len: usize) -> (Vec<u32>, Vec<u32>) {
    let mut map = vec![NONE; arena_len];
    for &i in ids {
        map[i as usize] = 0;
    }
    let mut sorted = Vec::with_capacity(ids.len());
    let from = ids.iter().min().map_or(arena_len, |&m| m as usize);
    for (i, m) in map.iter_mut().enumerate().skip(from) {
        if *m != NONE {
            *m = sorted.len() as u32;
            sorted.push(i as u32);
        }
    }
    (sorted, map)
}

impl<M: IdLookup> IdMaps<M> {
    pub(super) fn op(&self, o: Op) -> Option<Op> {
        self.ops.lookup(o.0).map(Op)
    }
    pub(super) fn block(&self, b: Block) -> Option<Block> {
        self.blocks.lookup(b.0).map(Block)
    }
    fn region(&self, r: Region) -> Option<Region> {
        self.regions.lookup(r.0).map(Region)
    }
    pub(super) fn value(&self, v: Value) -> Option<Value> {
        self.values.lookup(v.0).map(Value)
    }
    pub(super) fn use_(&self, u: Use) -> Option<Use> {
        self.uses.lookup(u.0).map(Use)
    }
    fn link<T: LinkId>(&self, l: Link<T>, map: impl Fn(T) -> Option<T>) -> Option<Link<T>> {
        match l.get() {
            None => Some(Link::NONE),
            Some(x) => map(x).map(|y| Some(y).into()),
        }
    }
    /// Rewrites the ids in `d` (`None` when one is not carried over).
    pub(super) fn op_record(&self, d: &mut OpData, names: &Interned) -> Option<()> {
        if let Some(e) = &mut d.extra {
            for r in &mut e.regions {
                *r = self.region(*r)?;
            }
            for b in &mut e.successors {
                *b = self.block(*b)?;
            }
            e.props = e.props.map(|a| names.attr(a));
        }
        d.name = names.sym(d.name);
        for u in &mut d.operands {
            *u = self.use_(*u)?;
        }
        for v in &mut d.results {
            *v = self.value(*v)?;
        }
        for (s, a) in &mut d.attrs {
            *s = names.sym(*s);
            *a = names.attr(*a);
        }
        d.parent = self.link(d.parent, |b| self.block(b))?;
        d.prev = self.link(d.prev, |o| self.op(o))?;
        d.next = self.link(d.next, |o| self.op(o))?;
        d.loc = names.loc(d.loc);
        Some(())
    }
    pub(super) fn block_record(&self, d: &mut BlockData, names: &Interned) -> Option<()> {
        for v in &mut d.args {
            *v = self.value(*v)?;
        }
        for o in [&mut d.first, &mut d.last].into_iter().flatten() {
            *o = self.op(*o)?;
        }
        if let Some(r) = &mut d.parent {
            *r = self.region(*r)?;
        }
        for (o, _) in &mut d.pred_uses {
            *o = self.op(*o)?;
        }
        d.loc = names.loc(d.loc);
        Some(())
    }
    pub(super) fn region_record(&self, d: &mut RegionData) -> Option<()> {
        for b in &mut d.blocks {
            *b = self.block(*b)?;
        }
        if let Some(o) = &mut d.parent {
            *o = self.op(*o)?;
        }
        Some(())
    }
    pub(super) fn value_record(&self, d: &mut ValueData, names: &Interned) -> Option<()> {
        d.ty = names.ty(d.ty);
        d.def = match d.def {
            ValueDef::Result(o, i) => ValueDef::Result(self.op(o)?, i),
            ValueDef::Arg(b, i) => ValueDef::Arg(self.block(b)?, i),
            // A pass's stand-in, replaced since.
            ValueDef::Placeholder => ValueDef::Placeholder,
        };
        d.first_use = self.link(d.first_use, |u| self.use_(u))?;
        Some(())
    }
    pub(super) fn use_record(&self, d: &mut UseData) -> Option<()> {
        if forward::is_marker(d) {
            // Dead since its forwarding was settled: nothing reaches it.
            d.prev = Link::NONE;
            d.next = Link::NONE;
            return Some(());
        }
        d.tag = self.value(Value(d.tag))?.0;
        d.owner = self.op(d.owner)?;
        d.prev = self.link(d.prev, |u| self.use_(u))?;
        d.next = self.link(d.next, |u| self.use_(u))?;
        Some(())
    }
}

/// Puts each record at its id: over an existing entity, or appended (the
/// ids past the arena come in increasing order).
fn place<T>(arena: &mut Vec<T>, recs: impl Iterator<Item = (u32, T)>) {
    for (id, d) in recs {
        let i = id as usize;
        if i < arena.len() {
            arena[i] = d;
        } else {
            debug_assert_eq!(i, arena.len(), "new ids are appended in order");
            arena.push(d);
        }
    }
}

/// How the interned ids of the source context read in the target one:
/// below the shared counts the same, above them through the tables.
pub(super) struct Interned {
    shared: Shared,
    types: Vec<Type>,
    attrs: Vec<Attr>,
    syms: Vec<Sym>,
    locs: Vec<u32>,
}

impl Interned {
    pub(super) fn identity(shared: Shared) -> Self {
        Interned {
            shared,
            types: Vec::new(),
            attrs: Vec::new(),
            syms: Vec::new(),
            locs: Vec::new(),
        }
    }
    fn ty(&self, t: Type) -> Type {
        t.index()
            .checked_sub(self.shared.types)
            .map_or(t, |i| self.types[i])
    }
    fn attr(&self, a: Attr) -> Attr {
        a.index()
            .checked_sub(self.shared.attrs)
            .map_or(a, |i| self.attrs[i])
    }
    fn sym(&self, s: Sym) -> Sym {
        s.index()
            .checked_sub(self.shared.syms)
            .map_or(s, |i| self.syms[i])
    }
    fn loc_id(&self, l: u32) -> u32 {
        (l as usize)
            .checked_sub(self.shared.locs)
            .map_or(l, |i| self.locs[i])
    }
    fn loc(&self, l: Loc) -> Loc {
        match l.explicit_id() {
            Some(id) => Loc::explicit(self.loc_id(id)),
            None => l,
        }
    }
}

/// Interns in `to` what `from` interned past `shared`, in the order `from`
/// interned it (types, attributes and locations refer only to earlier ones
/// of their own table, and to types and attributes made before them).
struct Translation<'a> {
    from: &'a Context,
    out: Interned,
}

impl Translation<'_> {
    fn ty(&mut self, to: &mut Context, t: Type) -> Type {
        let Some(i) = t.index().checked_sub(self.out.shared.types) else {
            return t;
        };
        if self.out.types[i].0 != NONE {
            return self.out.types[i];
        }
        let k = match self.from.type_kind(t).clone() {
            k @ (TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Float(_)
            | TypeKind::None
            | TypeKind::Opaque { .. }) => k,
            TypeKind::Complex(e) => TypeKind::Complex(self.ty(to, e)),
            TypeKind::Tuple(ts) => {
                TypeKind::Tuple(ts.into_iter().map(|t| self.ty(to, t)).collect())
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => TypeKind::Vector {
                shape,
                scalable,
                elem: self.ty(to, elem),
            },
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => TypeKind::RankedTensor {
                shape,
                elem: self.ty(to, elem),
                encoding: encoding.map(|a| self.attr(to, a)),
            },
            TypeKind::UnrankedTensor { elem } => TypeKind::UnrankedTensor {
                elem: self.ty(to, elem),
            },
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => TypeKind::MemRef {
                shape,
                elem: self.ty(to, elem),
                layout: layout.map(|a| self.attr(to, a)),
                memory_space: memory_space.map(|a| self.attr(to, a)),
            },
            TypeKind::UnrankedMemRef { elem, memory_space } => TypeKind::UnrankedMemRef {
                elem: self.ty(to, elem),
                memory_space: memory_space.map(|a| self.attr(to, a)),
            },
            TypeKind::Function { inputs, results } => TypeKind::Function {
                inputs: inputs.into_iter().map(|t| self.ty(to, t)).collect(),
                results: results.into_iter().map(|t| self.ty(to, t)).collect(),
            },
        };
        let out = to.ty(k);
        self.out.types[i] = out;
        out
    }

    fn attr(&mut self, to: &mut Context, a: Attr) -> Attr {
        let Some(i) = a.index().checked_sub(self.out.shared.attrs) else {
            return a;
        };
        if self.out.attrs[i].0 != NONE {
            return self.out.attrs[i];
        }
        let k = match self.from.attr_kind(a).clone() {
            k @ (AttrKind::Unit
            | AttrKind::Bool(_)
            | AttrKind::AffineMap(_)
            | AttrKind::IntegerSet(_)
            | AttrKind::Strided { .. }
            | AttrKind::SymbolRef { .. }
            | AttrKind::Location(_)
            | AttrKind::Opaque { .. }) => k,
            AttrKind::Integer { ty, value } => AttrKind::Integer {
                ty: self.ty(to, ty),
                value,
            },
            AttrKind::WideInteger { ty, value } => AttrKind::WideInteger {
                ty: self.ty(to, ty),
                value,
            },
            AttrKind::Float { ty, bits } => AttrKind::Float {
                ty: self.ty(to, ty),
                bits,
            },
            AttrKind::String { value, ty } => AttrKind::String {
                value,
                ty: ty.map(|t| self.ty(to, t)),
            },
            AttrKind::Array(v) => {
                AttrKind::Array(v.into_iter().map(|a| self.attr(to, a)).collect())
            }
            AttrKind::Dict(v) => AttrKind::Dict(
                v.into_iter()
                    .map(|(s, a)| (self.out.sym(s), self.attr(to, a)))
                    .collect(),
            ),
            AttrKind::DenseElements { ty, splat, data } => AttrKind::DenseElements {
                ty: self.ty(to, ty),
                splat,
                data,
            },
            AttrKind::DenseResource { handle, ty } => AttrKind::DenseResource {
                handle,
                ty: self.ty(to, ty),
            },
            AttrKind::DenseArray { elem, values } => AttrKind::DenseArray {
                elem: self.ty(to, elem),
                values,
            },
            AttrKind::Type(t) => AttrKind::Type(self.ty(to, t)),
            AttrKind::Distinct { id, inner } => AttrKind::Distinct {
                id,
                inner: self.attr(to, inner),
            },
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => AttrKind::Sparse {
                ty: self.ty(to, ty),
                indices: self.attr(to, indices),
                values: self.attr(to, values),
            },
        };
        let out = to.attr(k);
        self.out.attrs[i] = out;
        out
    }

    fn loc(&self, k: LocKind) -> LocKind {
        let id = |l: u32| self.out.loc_id(l);
        match k {
            k @ (LocKind::Unknown
            | LocKind::FileLineCol { .. }
            | LocKind::Alias(_)
            | LocKind::Source { .. }) => k,
            LocKind::Name { name, child } => LocKind::Name {
                name,
                child: child.map(id),
            },
            LocKind::CallSite { callee, caller } => LocKind::CallSite {
                callee: id(callee),
                caller: id(caller),
            },
            LocKind::Fused { metadata, locs } => LocKind::Fused {
                metadata,
                locs: locs.into_iter().map(id).collect(),
            },
        }
    }
}

impl Context {
    pub(super) fn shared_counts(&self) -> Shared {
        Shared {
            types: self.types.len(),
            attrs: self.attrs.len(),
            syms: self.syms.len(),
            locs: self.locs.len(),
        }
    }

    /// Everything in the trees of `roots` (ops, their operand uses and
    /// results, regions, blocks and block arguments), unsorted.
    fn entities_under(&self, roots: &[Op]) -> Entities {
        let mut e = Entities::default();
        let mut stack: Vec<Op> = roots.iter().rev().copied().collect();
        while let Some(o) = stack.pop() {
            let d = &self.ops[o.index()];
            e.ops.push(o.0);
            e.uses.extend(d.operands.iter().map(|u| u.0));
            e.values.extend(d.results.iter().map(|v| v.0));
            for &r in d.regions() {
                e.regions.push(r.0);
                for &b in &self.regions[r.index()].blocks {
                    e.blocks.push(b.0);
                    e.values
                        .extend(self.blocks[b.index()].args.iter().map(|v| v.0));
                    let mut cur = self.blocks[b.index()].first;
                    while let Some(x) = cur {
                        stack.push(x);
                        cur = self.ops[x.index()].next.get();
                    }
                }
            }
        }
        e
    }

    /// Copies `roots` (top-level ops isolated from above, in a block of
    /// `parent`, in order) into a new context, in an op of `parent`'s kind
    /// and attributes; see the module docs. The other ops of `parent`'s body
    /// that name a symbol follow as shells (attributes and empty regions:
    /// a function becomes a declaration), so that symbol uses still resolve
    /// and verify. `None` when an op in `roots` uses a value defined outside
    /// them.
    pub fn fork(&self, parent: Op, roots: &[Op]) -> Option<(Context, Fork)> {
        debug_assert!(
            self.forwarding.is_none(),
            "uses forwarded in bulk are settled first"
        );
        let found = self.entities_under(roots);
        let mut maps = IdMaps::default();
        let mut originals = Entities::default();
        (originals.ops, maps.ops) = ranked(&found.ops, self.ops.len());
        (originals.blocks, maps.blocks) = ranked(&found.blocks, self.blocks.len());
        (originals.regions, maps.regions) = ranked(&found.regions, self.regions.len());
        (originals.values, maps.values) = ranked(&found.values, self.values.len());
        (originals.uses, maps.uses) = ranked(&found.uses, self.uses.len());
        drop(found);
        let shared = self.shared_counts();
        let names = Interned::identity(shared);
        let mut scratch = self.scratch_sharing_interned();
        scratch.reserve(
            originals.ops.len() + roots.len(),
            originals.blocks.len() + 1,
            originals.values.len(),
            originals.uses.len(),
        );
        for &o in &originals.ops {
            let mut d = self.ops[o as usize].clone();
            if d.parent.get().is_some_and(|b| maps.block(b).is_none()) {
                // A root: its neighbours are other roots, linked below.
                d.parent = Link::NONE;
                d.prev = Link::NONE;
                d.next = Link::NONE;
            }
            maps.op_record(&mut d, &names)?;
            scratch.ops.push(d);
        }
        for &b in &originals.blocks {
            let mut d = self.blocks[b as usize].clone();
            maps.block_record(&mut d, &names)?;
            scratch.blocks.push(d);
        }
        for &r in &originals.regions {
            let mut d = self.regions[r as usize].clone();
            maps.region_record(&mut d)?;
            scratch.regions.push(d);
        }
        for &v in &originals.values {
            let mut d = self.values[v as usize].clone();
            maps.value_record(&mut d, &names)?;
            scratch.values.push(d);
        }
        for &u in &originals.uses {
            let mut d = self.uses[u as usize].clone();
            maps.use_record(&mut d)?;
            scratch.uses.push(d);
        }
        let scratch_roots: Vec<Op> = roots.iter().map(|&r| maps.op(r)).collect::<Option<_>>()?;
        let region = scratch.new_region();
        let container = scratch.new_block();
        scratch.append_block(region, container);
        scratch.create_op_parts(
            self.ops[parent.index()].name,
            &[],
            &[],
            self.ops[parent.index()].attrs.clone(),
            None,
            vec![region],
            Vec::new(),
            self.ops[parent.index()].loc,
        );
        for &r in &scratch_roots {
            scratch.append_op(container, r);
        }
        let mut held = scratch_roots.clone();
        let mut scaffold_regions = 1;
        let sym_name = self.existing_sym("sym_name");
        for &r in self.ops[parent.index()].regions() {
            for &b in &self.regions[r.index()].blocks {
                for o in self.block_ops(b) {
                    let d = &self.ops[o.index()];
                    let names_symbol = sym_name.is_some_and(|s| d.attrs.iter().any(|a| a.0 == s));
                    if maps.op(o).is_some() || !names_symbol {
                        continue;
                    }
                    let regions: Vec<Region> =
                        d.regions().iter().map(|_| scratch.new_region()).collect();
                    scaffold_regions += regions.len();
                    let shell = scratch.create_op_parts(
                        d.name,
                        &[],
                        &[],
                        d.attrs.clone(),
                        d.props(),
                        regions,
                        Vec::new(),
                        d.loc,
                    );
                    scratch.append_op(container, shell);
                    held.push(shell);
                }
            }
        }
        for &v in &originals.values {
            if let Ok(i) = self.arg_locs.binary_search_by_key(&v, |(a, _)| a.0) {
                let copy = maps.value(Value(v))?;
                scratch.arg_locs.push((copy, self.arg_locs[i].1));
            }
        }
        let scaffold_ops = held.len() - scratch_roots.len() + 1;
        Some((
            scratch,
            Fork {
                originals,
                roots: roots.to_vec(),
                scratch_roots,
                container,
                held,
                scaffold_ops,
                scaffold_regions,
                shared,
                next_distinct: self.next_distinct,
            },
        ))
    }

    /// Writes the forked ops back from `scratch` (see the module docs).
    /// Nothing is written, and `false` returned, when the scratch context did
    /// something a function-local pass run here could not have left the same
    /// way: ops added, erased or moved beside the forked ones, distinct
    /// attributes numbered, diagnostics or text emitted.
    pub fn join_fork(&mut self, mut scratch: Context, fork: &Fork) -> bool {
        self.settle_forwarded_uses();
        scratch.settle_forwarded_uses();
        if !fork.may_join(&scratch) {
            return false;
        }
        // The scratch context's ids: its copies of the originals first, then
        // the container and the shells, then what its passes made.
        let map = |originals: &[u32], scaffold: usize, len: usize, next: usize| {
            let mut map = originals.to_vec();
            let copied = map.len();
            map.extend((copied..len).map(|i| {
                if i < copied + scaffold {
                    NONE
                } else {
                    (next + i - copied - scaffold) as u32
                }
            }));
            map
        };
        let o = &fork.originals;
        let maps = IdMaps {
            ops: map(&o.ops, fork.scaffold_ops, scratch.ops.len(), self.ops.len()),
            blocks: map(&o.blocks, 1, scratch.blocks.len(), self.blocks.len()),
            regions: map(
                &o.regions,
                fork.scaffold_regions,
                scratch.regions.len(),
                self.regions.len(),
            ),
            values: map(&o.values, 0, scratch.values.len(), self.values.len()),
            uses: map(&o.uses, 0, scratch.uses.len(), self.uses.len()),
        };
        // The interned things first, which is harmless if the rest is
        // refused (a serial run adds the same ones).
        let names = self.intern_from(&scratch, fork.shared);
        // Everything is remapped before anything is written, so that a
        // refusal leaves this context as it was.
        let remapped = (|| -> Option<()> {
            for d in &mut scratch.ops {
                if d.parent.get() == Some(fork.container) {
                    // A root keeps its place here (set below).
                    d.parent = Link::NONE;
                    d.prev = Link::NONE;
                    d.next = Link::NONE;
                }
            }
            for (i, d) in scratch.ops.iter_mut().enumerate() {
                if maps.ops[i] != NONE {
                    maps.op_record(d, &names)?;
                }
            }
            for (i, d) in scratch.blocks.iter_mut().enumerate() {
                if maps.blocks[i] != NONE {
                    maps.block_record(d, &names)?;
                }
            }
            for (i, d) in scratch.regions.iter_mut().enumerate() {
                if maps.regions[i] != NONE {
                    maps.region_record(d)?;
                }
            }
            for d in &mut scratch.values {
                maps.value_record(d, &names)?;
            }
            for d in &mut scratch.uses {
                maps.use_record(d)?;
            }
            for (v, l) in &mut scratch.arg_locs {
                *v = maps.value(*v)?;
                *l = names.loc(*l);
            }
            Some(())
        })();
        if remapped.is_none() {
            return false;
        }
        let root_links: Vec<(Link<Block>, Link<Op>, Link<Op>)> = fork
            .roots
            .iter()
            .map(|&r| {
                let d = &self.ops[r.index()];
                (d.parent, d.prev, d.next)
            })
            .collect();
        let carried = |map: &[u32], i: usize| (map[i] != NONE).then_some(map[i]);
        place(
            &mut self.ops,
            std::mem::take(&mut scratch.ops)
                .into_iter()
                .enumerate()
                .filter_map(|(i, d)| Some((carried(&maps.ops, i)?, d))),
        );
        place(
            &mut self.blocks,
            std::mem::take(&mut scratch.blocks)
                .into_iter()
                .enumerate()
                .filter_map(|(i, d)| Some((carried(&maps.blocks, i)?, d))),
        );
        place(
            &mut self.regions,
            std::mem::take(&mut scratch.regions)
                .into_iter()
                .enumerate()
                .filter_map(|(i, d)| Some((carried(&maps.regions, i)?, d))),
        );
        place(
            &mut self.values,
            std::mem::take(&mut scratch.values)
                .into_iter()
                .enumerate()
                .map(|(i, d)| (maps.values[i], d)),
        );
        place(
            &mut self.uses,
            std::mem::take(&mut scratch.uses)
                .into_iter()
                .enumerate()
                .map(|(i, d)| (maps.uses[i], d)),
        );
        for (&r, (parent, prev, next)) in fork.roots.iter().zip(root_links) {
            let d = &mut self.ops[r.index()];
            d.parent = parent;
            d.prev = prev;
            d.next = next;
        }
        for &(v, l) in &scratch.arg_locs {
            self.set_arg_loc(v, l);
        }
        self.dead_ops += scratch.dead_ops;
        self.dead_uses += scratch.dead_uses;
        true
    }

    /// Interns here what `from` interned past `shared`, in its order.
    fn intern_from(&mut self, from: &Context, shared: Shared) -> Interned {
        let mut tr = Translation {
            from,
            out: Interned {
                shared,
                types: vec![Type(NONE); from.types.len() - shared.types],
                attrs: vec![Attr(NONE); from.attrs.len() - shared.attrs],
                syms: Vec::with_capacity(from.syms.len() - shared.syms),
                locs: Vec::with_capacity(from.locs.len() - shared.locs),
            },
        };
        for s in shared.syms..from.syms.len() {
            let own = self.sym(from.str(Sym(s as u32)));
            tr.out.syms.push(own);
        }
        for t in shared.types..from.types.len() {
            tr.ty(self, Type(t as u32));
        }
        for a in shared.attrs..from.attrs.len() {
            tr.attr(self, Attr(a as u32));
        }
        for l in shared.locs..from.locs.len() {
            let k = tr.loc(from.locs.raw(l as u32).clone());
            let own = self.locs.intern(k);
            tr.out.locs.push(own);
        }
        tr.out
    }

    /// An empty context with this one's interned types, attributes,
    /// symbols and locations, and its source buffers.
    fn scratch_sharing_interned(&self) -> Context {
        let mut c = Context::new(self.registry);
        c.types = self.types.clone();
        c.attrs = self.attrs.clone();
        c.syms = self.syms.clone();
        c.op_defs = self.op_defs.clone();
        c.files = self.files.clone();
        c.locs = self.locs.clone();
        c.next_distinct = self.next_distinct;
        c.debuginfo_in_diagnostics = self.debuginfo_in_diagnostics;
        c.location_alias_texts = self.location_alias_texts.clone();
        for (mine, theirs) in c.known_syms.iter().zip(&self.known_syms) {
            mine.store(
                theirs.load(std::sync::atomic::Ordering::Relaxed),
                std::sync::atomic::Ordering::Relaxed,
            );
        }
        c
    }
}
