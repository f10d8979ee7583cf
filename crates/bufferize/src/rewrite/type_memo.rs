//! Buffer types proven independent of the invocation stack, remembered for
//! the rest of the rewrite.
//!
//! MLIR's `getBufferType` recursion cuts a loop's cycle only when the
//! iter_arg is already on the invocation stack, so an answer depends on the
//! stack, and the recursion recomputes the init value's type at every level
//! of a loop nest: nested `scf.for` cost grows exponentially with depth,
//! nested `scf.while` cubically, and every op of a nest asks again about its
//! whole nest. The answer is the same whatever the stack when every value the
//! recursion can reach (through the models' `TypeSources`) forwards or joins
//! the types of others and every value at the end of those paths has one
//! and the same type `T`: each call returns `T` then, cut or not. The memo
//! proves that with one walk over the reachable values, and keeps `T` for
//! each of them as long as the IR they were proven on stands.
//!
//! Two more cases are proven by the same walk. When the leaves differ but
//! share one memory space and every join on the way is a loop's iteration
//! argument (`TypeSources::Widen`), every answer is a leaf's type or the one
//! fully dynamic type `U` the loops widen to; a value whose sources asked
//! whatever the stack (a loop's init, not its yielded value) lead to a leaf
//! of type `U` is `U`, cut or not (a nest of loops that return new
//! allocations: 2x the work per level before). And a value that takes only
//! its memory space from another (`TypeSources::SpaceOf`, a copying
//! `alloc_tensor`) gets the identity layout in the one space all the leaves
//! it can reach share (a nest whose loop inits are copies: cubic before).
//!
//! When the stack does decide (a loop whose init is a new allocation and
//! whose yielded value reaches a fully dynamic buffer: a cycle cut or not
//! gives either), the walk still answers for an empty stack, as the rewrite
//! asks: every join widens, so the answer is the leaves' one type or `U`
//! (`empty_stack_answers`; kept as `Known::Root`, which the recursion does
//! not read). Nests of loops and ifs that swap their tensors were
//! exponential in depth (as in mlir-opt 22) before.
//!
//! The rewrite changes the IR op by op. Around each op's rewrite the driver
//! asks [`Rewriter::types_before_rewrite`] and
//! [`Rewriter::types_after_rewrite`]: the values of the op leave the memo,
//! and the values that take their place at every use (and the operands of a
//! new terminator) must be buffers of the same type `T` (a `to_tensor` of
//! such a buffer, or the buffer itself where a model takes a memref as it
//! is); otherwise the whole memo is dropped. The one assumption: a model asks
//! for buffer types before it changes the IR, as MLIR's models must to build
//! the new op.

use super::*;
use crate::interface::TypeSources;

/// What the memo knows of a value's buffer type whatever the stack.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Known {
    Type(Type),
    /// Its type when asked with an empty stack, as the rewrite asks (see
    /// `empty_stack_answers`); the recursion, which passes a stack, may cut
    /// a cycle and answer otherwise.
    Root(Type),
    /// Only its memory space (a value a `SpaceOf` leaf takes its space from).
    Space(Option<Attr>),
}

/// The memo: a type or a memory space per value, valid while its
/// generation is current.
#[derive(Default)]
pub(crate) struct TypeMemo {
    types: FxHashMap<Value, (u32, Known)>,
    generation: u32,
    /// Values proven in the current generation (a quick "nothing to check").
    live: usize,
    /// The op being rewritten, and what its rewrite must leave behind.
    rewriting: Option<Op>,
    pending: PendingCheck,
}

/// What an op's rewrite must leave behind for the memo to stay true.
#[derive(Default)]
struct PendingCheck {
    /// Operand slots that used a value of the op: (user, operand index, what was known).
    uses: Vec<(Op, usize, Known)>,
    /// When the op ends its block: its operands' (index, what was known).
    terminator: Vec<(usize, Known)>,
    /// The op's values, dropped after the rewrite (gone or changed then).
    own: Vec<Value>,
}

impl TypeMemo {
    fn known(&self, v: Value) -> Option<Known> {
        match self.types.get(&v) {
            Some(&(g, k)) if g == self.generation => Some(k),
            _ => None,
        }
    }
    fn get(&self, v: Value) -> Option<Type> {
        match self.known(v)? {
            Known::Type(t) => Some(t),
            Known::Root(_) | Known::Space(_) => None,
        }
    }
    /// The type of `v` asked with an empty stack.
    fn answer(&self, v: Value) -> Option<Type> {
        match self.known(v)? {
            Known::Type(t) | Known::Root(t) => Some(t),
            Known::Space(_) => None,
        }
    }
    fn space(&self, ctx: &Context, v: Value) -> Option<Option<Attr>> {
        Some(match self.known(v)? {
            Known::Type(t) | Known::Root(t) => ctx.type_kind(t).memory_space(),
            Known::Space(s) => s,
        })
    }
    /// Remembers `k` for `v` (what is known stays where it says more: a type
    /// whatever the stack, then a type for an empty stack, then a space).
    fn insert(&mut self, v: Value, k: Known) {
        match self.known(v) {
            Some(old) if says_more(old, k) => {}
            Some(_) => {
                self.types.insert(v, (self.generation, k));
            }
            None => {
                self.types.insert(v, (self.generation, k));
                self.live += 1;
            }
        }
    }
    fn remove(&mut self, v: Value) -> Option<Known> {
        let k = self.known(v)?;
        self.types.remove(&v);
        self.live -= 1;
        Some(k)
    }
    fn drop_all(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        self.live = 0;
        if self.generation == 0 {
            self.types.clear();
        }
    }
    /// Remembers `t` for `x`; while `x` belongs to the op being rewritten
    /// (or is an operand of it ending its block), notes what its rewrite
    /// must keep: the IR is still as it was before the rewrite, since models
    /// ask for buffer types first.
    fn prove(&mut self, ctx: &Context, x: Value, k: Known) {
        if self
            .known(x)
            .is_some_and(|old| old == k || matches!(old, Known::Type(_)) || says_more(old, k))
        {
            // Already known (and noted, if it belongs to the op rewritten).
            return;
        }
        self.insert(x, k);
        let Some(op) = self.rewriting else {
            return;
        };
        if owner_of_value(ctx, x) == Some(op) {
            self.pending.own.push(x);
            note_uses(ctx, &mut self.pending.uses, x, k);
        }
        if ends_block(ctx, op) {
            for u in ctx.uses(x) {
                let d = ctx.use_data(u);
                if d.owner == op {
                    self.pending.terminator.push((d.index as usize, k));
                }
            }
        }
    }
}

/// The values a buffer-type recursion can reach, the root first.
#[derive(Default)]
struct SourceWalk {
    nodes: Vec<SourceNode>,
    /// (source, value, always asked) for each source a value's type is made of.
    edges: Vec<(u32, u32, bool)>,
}

struct SourceNode {
    value: Value,
    /// The type, when it needs no source: the model's own answer, the
    /// memo's, or a memref taken as it is; for `space_of`, set once the
    /// walk's memory space is known.
    leaf: Option<Type>,
    /// `TypeSources::SpaceOf`: the node whose memory space it takes.
    space_of: Option<u32>,
    /// Made of more than one source.
    joins: bool,
    /// Its model widens differing sources (`TypeSources::Widen`).
    widen: bool,
    /// Its model was asked (the memo may keep its type).
    evaluated: bool,
    /// `leaf` is the memo's answer for an empty stack only.
    root_only: bool,
}

impl SourceNode {
    fn new(value: Value) -> Self {
        SourceNode {
            value,
            leaf: None,
            space_of: None,
            joins: false,
            widen: false,
            evaluated: false,
            root_only: false,
        }
    }
}

impl SourceWalk {
    /// Marks the nodes the root's type is made of (not those asked for a
    /// memory space only).
    fn type_closure(&self) -> Vec<bool> {
        let mut edges = self.edges.clone();
        edges.sort_unstable_by_key(|&(to, from, _)| (from, to));
        let mut inside = vec![false; self.nodes.len()];
        inside[0] = true;
        let mut todo = vec![0u32];
        while let Some(from) = todo.pop() {
            let first = edges.partition_point(|&(_, f, _)| f < from);
            for &(to, f, _) in &edges[first..] {
                if f != from {
                    break;
                }
                if !inside[to as usize] {
                    inside[to as usize] = true;
                    todo.push(to);
                }
            }
        }
        inside
    }
    /// The values among the marked nodes whose models were asked.
    fn evaluated_among(&self, marked: &[bool]) -> Vec<Value> {
        self.nodes
            .iter()
            .zip(marked)
            .filter(|(n, &m)| m && n.evaluated)
            .map(|(n, _)| n.value)
            .collect()
    }
    /// The one type of every leaf among the marked nodes, if they agree
    /// (and none is known for an empty stack only).
    fn common_leaf(&self, inside: &[bool]) -> Option<Type> {
        let mut common = None;
        for (n, _) in self.nodes.iter().zip(inside).filter(|(_, &i)| i) {
            if n.root_only {
                return None;
            }
            if let Some(t) = n.leaf {
                if *common.get_or_insert(t) != t {
                    return None;
                }
            }
        }
        common
    }
}

/// `old` tells more of a value than `k` (a space says the least).
fn says_more(old: Known, k: Known) -> bool {
    matches!(
        (old, k),
        (Known::Type(_), Known::Root(_) | Known::Space(_)) | (Known::Root(_), Known::Space(_))
    )
}

/// The second members of the pairs of `sorted` whose first member is `key`.
fn paired_with(sorted: &[(u32, u32)], key: u32) -> impl Iterator<Item = u32> + '_ {
    let first = sorted.partition_point(|&(k, _)| k < key);
    sorted[first..]
        .iter()
        .take_while(move |&&(k, _)| k == key)
        .map(|&(_, v)| v)
}

fn note_uses(ctx: &Context, out: &mut Vec<(Op, usize, Known)>, x: Value, k: Known) {
    for u in ctx.uses(x) {
        let d = ctx.use_data(u);
        out.push((d.owner, d.index as usize, k));
    }
}

/// A buffer of type `t` keeps what was known of the value it replaces.
fn buffer_is(ctx: &Context, t: Type, k: Known) -> bool {
    match k {
        Known::Type(known) | Known::Root(known) => t == known,
        Known::Space(space) => {
            ctx.type_kind(t).is_memref() && ctx.type_kind(t).memory_space() == space
        }
    }
}

/// The memo knows `k` (or more) of `x`.
fn memo_holds(ctx: &Context, memo: &TypeMemo, x: Value, k: Known) -> bool {
    match k {
        Known::Type(t) => memo.get(x) == Some(t),
        Known::Root(t) => memo.answer(x) == Some(t),
        Known::Space(space) => memo.space(ctx, x) == Some(space),
    }
}

/// Whether `op` is the terminator of its block, whose operands the models
/// of the enclosing op may read as what its regions yield. The last op of a
/// region without terminators (a `tensor.parallel_insert_slice` ending
/// `scf.forall.in_parallel`) yields nothing: its rewrite, which moves it out
/// of the block, kept the memo from the next level of a `scf.forall` nest
/// (quadratic in depth). An unregistered op is taken for a terminator.
fn ends_block(ctx: &Context, op: Op) -> bool {
    ctx.parent_block(op)
        .is_some_and(|b| ctx.terminator(b) == Some(op))
        && ctx
            .def(op)
            .is_none_or(|d| d.has(ir::registry::traits::TERMINATOR))
}

impl<'c> Rewriter<'c> {
    /// Keeps stack-independent buffer types from now on (the driver's rewrite).
    pub(crate) fn enable_type_memo(&mut self) {
        self.type_memo = Some(TypeMemo::default());
    }
    /// Stops keeping them (the IR changes without the driver's checks next).
    pub(crate) fn disable_type_memo(&mut self) {
        self.type_memo = None;
    }

    /// The memo's type for `v`, valid whatever the invocation stack.
    pub(crate) fn memo_type(&self, v: Value) -> Option<Type> {
        self.type_memo.as_ref()?.get(v)
    }
    /// The memory space of `v`'s buffer type, when the memo knows it.
    fn memo_space(&self, v: Value) -> Option<Option<Attr>> {
        self.type_memo.as_ref()?.space(self.ctx, v)
    }

    /// The buffer type of `v` when it is the same whatever the invocation
    /// stack (see the module doc), proving it for every value on the way
    /// that shares it; `None` when that cannot be shown (the caller runs the
    /// recursion).
    pub(crate) fn stack_independent_type(&mut self, v: Value) -> Option<Type> {
        let memo = self.type_memo.as_ref()?;
        if let Some(t) = memo.answer(v) {
            return Some(t);
        }
        let mut walk = self.walk_type_sources(v)?;
        let space = self.settle_memory_space(&mut walk)?;
        let inside = walk.type_closure();
        let typed = match walk.common_leaf(&inside) {
            Some(t) => Some((t, walk.evaluated_among(&inside))),
            None => self.widened_type(&walk, &inside),
        };
        let answers = match typed {
            Some(_) => Vec::new(),
            None => self.empty_stack_answers(&walk, space)?,
        };
        let everything = vec![true; walk.nodes.len()];
        let memo = self.type_memo.as_mut()?;
        if let Some((t, proven)) = &typed {
            for &x in proven {
                memo.prove(self.ctx, x, Known::Type(*t));
            }
        }
        for &(x, k) in &answers {
            memo.prove(self.ctx, x, k);
        }
        // Whatever the root's type, every answer of the walk lies in `space`:
        // a later walk reaching these values for a memory space stops there.
        for x in walk.evaluated_among(&everything) {
            memo.prove(self.ctx, x, Known::Space(space));
        }
        match typed {
            Some((t, _)) => Some(t),
            None => match answers.first() {
                Some(&(_, Known::Type(t) | Known::Root(t))) => Some(t),
                _ => None,
            },
        }
    }

    /// Every value the recursion for `v` can reach through the models'
    /// `TypeSources`; `None` when one of them is `Opaque`, fails, or is not
    /// a tensor where its model asks for its buffer type.
    fn walk_type_sources(&mut self, v: Value) -> Option<SourceWalk> {
        let mut walk = SourceWalk::default();
        let mut index: FxHashMap<Value, u32> = FxHashMap::default();
        index.insert(v, 0);
        walk.nodes.push(SourceNode::new(v));
        let mut next = 0;
        while next < walk.nodes.len() {
            let x = walk.nodes[next].value;
            self.type_steps += 1;
            let known = self.type_memo.as_ref().and_then(|m| m.known(x));
            if let Some(Known::Root(t)) = known {
                walk.nodes[next].leaf = Some(t);
                walk.nodes[next].root_only = true;
                next += 1;
                continue;
            }
            let memo_type = match known {
                Some(Known::Type(t)) => Some(t),
                _ => None,
            };
            if let Some(t) = memo_type.or(walk.nodes[next].leaf) {
                walk.nodes[next].leaf = Some(t);
                next += 1;
                continue;
            }
            walk.nodes[next].evaluated = true;
            let owner = owner_of_value(self.ctx, x);
            let sources = match owner.and_then(|o| self.st.model(self.ctx, o)) {
                Some(m) => m.buffer_type_sources(self.st, self.ctx, x),
                None => TypeSources::Own,
            };
            let mut node_of = |walk: &mut SourceWalk, value: Value, leaf: Option<Type>| {
                *index.entry(value).or_insert_with(|| {
                    walk.nodes.push(SourceNode {
                        leaf,
                        ..SourceNode::new(value)
                    });
                    walk.nodes.len() as u32 - 1
                })
            };
            let (list, widen) = match sources {
                TypeSources::Opaque => return None,
                TypeSources::Own => {
                    walk.nodes[next].leaf = Some(self.buffer_type_with(x, &mut Vec::new()).ok()?);
                    next += 1;
                    continue;
                }
                TypeSources::SpaceOf(c) => {
                    if !self.ctx.type_kind(self.ctx.value_type(c)).is_tensor() {
                        return None;
                    }
                    if let Some(space) = self.memo_space(c) {
                        let t = self.ctx.value_type(x);
                        walk.nodes[next].leaf = Some(self.identity_type(t, space));
                    } else {
                        walk.nodes[next].space_of = Some(node_of(&mut walk, c, None));
                    }
                    next += 1;
                    continue;
                }
                TypeSources::Join(list) => (list, false),
                TypeSources::Widen(list) => (list, true),
            };
            walk.nodes[next].widen = widen;
            walk.nodes[next].joins = list.len() > 1;
            for s in list {
                let st = self.ctx.value_type(s.value);
                let leaf = if self.ctx.type_kind(st).is_tensor() {
                    None
                } else if s.memref_as_is && self.ctx.type_kind(st).is_memref() {
                    Some(st)
                } else {
                    return None;
                };
                let to = node_of(&mut walk, s.value, leaf);
                walk.edges.push((to, next as u32, !s.skipped_on_cycle));
            }
            next += 1;
        }
        Some(walk)
    }

    /// The memory space every answer of the walk lies in, which gives the
    /// `SpaceOf` nodes their types: when the leaves share one space, every
    /// join of them stays in it and never fails (a loop widens within it,
    /// the others return the common type). `None` when the leaves' spaces
    /// differ, or when they differ in type and a join does not widen (what
    /// it returns then is its model's own affair).
    fn settle_memory_space(&mut self, walk: &mut SourceWalk) -> Option<Option<Attr>> {
        let mut space = None;
        for n in &walk.nodes {
            if let Some(t) = n.leaf {
                let s = self.memory_space(t);
                if *space.get_or_insert(s) != s {
                    return None;
                }
            }
        }
        let space = space?;
        for i in 0..walk.nodes.len() {
            if walk.nodes[i].space_of.is_some() {
                let t = self.ctx.value_type(walk.nodes[i].value);
                walk.nodes[i].leaf = Some(self.identity_type(t, space));
            }
        }
        if walk.nodes.iter().any(|n| n.joins && !n.widen)
            && walk.common_leaf(&vec![true; walk.nodes.len()]).is_none()
        {
            return None;
        }
        Some(space)
    }

    /// The type of the walk's root when the leaves of its type closure
    /// (`inside`) differ: every join there widens to one fully dynamic type
    /// `U`, so each answer is a leaf's type or `U`, and a value whose sources
    /// always asked lead to a leaf of type `U` is `U` whatever the stack
    /// cuts. Those values are proven; `None` when the root is not one of them.
    fn widened_type(&mut self, walk: &SourceWalk, inside: &[bool]) -> Option<(Type, Vec<Value>)> {
        let space = walk
            .nodes
            .iter()
            .find_map(|n| n.leaf)
            .map(|t| self.memory_space(t))?;
        let mut widened = None;
        for (n, _) in walk.nodes.iter().zip(inside).filter(|(_, &i)| i) {
            if !n.joins {
                continue;
            }
            if !n.widen {
                return None;
            }
            let t = self.ctx.value_type(n.value);
            let fd = self.fully_dynamic_type(t, space);
            if *widened.get_or_insert(fd) != fd {
                return None;
            }
        }
        let widened = widened?;
        // Back from the leaves of type `U` along the sources always asked.
        let mut always: Vec<(u32, u32)> = walk
            .edges
            .iter()
            .filter(|e| e.2)
            .map(|&(to, from, _)| (to, from))
            .collect();
        always.sort_unstable();
        let mut is_u = vec![false; walk.nodes.len()];
        let mut todo: Vec<u32> = Vec::new();
        for (i, n) in walk.nodes.iter().enumerate() {
            if inside[i] && n.leaf == Some(widened) && !n.root_only {
                is_u[i] = true;
                todo.push(i as u32);
            }
        }
        while let Some(to) = todo.pop() {
            self.type_steps += 1;
            for user in paired_with(&always, to) {
                if inside[user as usize] && !is_u[user as usize] {
                    is_u[user as usize] = true;
                    todo.push(user);
                }
            }
        }
        if !is_u[0] {
            return None;
        }
        Some((widened, walk.evaluated_among(&is_u)))
    }

    /// What each value of the walk is when asked with an empty stack, the
    /// root first, when the stack decides (the leaves differ, and the root
    /// reaches the type `U` of the fully dynamic layout only through a
    /// loop's yielded value, which a cycle may cut).
    ///
    /// Asked with an empty stack, the recursion cuts nothing on a path
    /// without repeats, so it reaches every leaf the walk reaches from the
    /// value; with every join widening to one `U`, its answer is then the
    /// leaves' one type if they agree, and `U` otherwise. Values whose
    /// leaves agree have that type whatever the stack (any stack reaches
    /// fewer of them, never none); the others get `Known::Root(U)`, which
    /// only the rewrite's own queries read. That keeps the queries of a
    /// nest of loops swapping their tensors, one of them a new allocation
    /// at each level, linear: the recursion was exponential in depth (in
    /// mlir-opt 22 too). The rewrite replaces each value by a buffer of its
    /// answer, which leaves every other answer as it was (a value whose
    /// leaves agree is replaced by a leaf of that type, and `U` absorbs).
    /// `None` when a join does not widen, or widens to another `U`.
    fn empty_stack_answers(
        &mut self,
        walk: &SourceWalk,
        space: Option<Attr>,
    ) -> Option<Vec<(Value, Known)>> {
        let mut widened = None;
        for n in &walk.nodes {
            let u = if n.root_only {
                n.leaf?
            } else if n.joins {
                if !n.widen {
                    return None;
                }
                let t = self.ctx.value_type(n.value);
                self.fully_dynamic_type(t, space)
            } else {
                continue;
            };
            if *widened.get_or_insert(u) != u {
                return None;
            }
        }
        let widened = widened?;
        // Each node's leaves: none yet, one type, or several (`U` then).
        #[derive(Clone, Copy, PartialEq)]
        enum Leaves {
            None,
            One(Type),
            Several,
        }
        let merge = |a: Leaves, b: Leaves| match (a, b) {
            (Leaves::None, x) | (x, Leaves::None) => x,
            (Leaves::One(s), Leaves::One(t)) if s == t => a,
            _ => Leaves::Several,
        };
        let mut users: Vec<(u32, u32)> =
            walk.edges.iter().map(|&(to, from, _)| (to, from)).collect();
        users.sort_unstable();
        let mut leaves = vec![Leaves::None; walk.nodes.len()];
        let mut todo: Vec<u32> = Vec::new();
        for (i, n) in walk.nodes.iter().enumerate() {
            if let Some(t) = n.leaf {
                leaves[i] = if n.root_only {
                    Leaves::Several
                } else {
                    Leaves::One(t)
                };
                todo.push(i as u32);
            }
        }
        // Each node changes at most twice (none, one type, several).
        while let Some(to) = todo.pop() {
            self.type_steps += 1;
            for user in paired_with(&users, to) {
                let m = merge(leaves[user as usize], leaves[to as usize]);
                if m != leaves[user as usize] {
                    leaves[user as usize] = m;
                    todo.push(user);
                }
            }
        }
        let mut out = Vec::new();
        for (i, n) in walk.nodes.iter().enumerate() {
            if i != 0 && !n.evaluated {
                continue;
            }
            let k = match leaves[i] {
                Leaves::One(t) => Known::Type(t),
                Leaves::Several => Known::Root(widened),
                Leaves::None => {
                    if i == 0 {
                        return None;
                    }
                    continue;
                }
            };
            out.push((n.value, k));
        }
        Some(out)
    }

    /// Before the rewrite of `op`: takes its values out of the memo and
    /// notes what must replace them.
    pub(crate) fn types_before_rewrite(&mut self, op: Op) {
        let Some(memo) = self.type_memo.as_mut() else {
            return;
        };
        memo.rewriting = Some(op);
        let ctx = &*self.ctx;
        if memo.live == 0 {
            return;
        }
        let mut own: SmallVec<[Value; 8]> = ctx.results(op).into();
        for &r in ctx.regions_of(op) {
            for &b in ctx.region_blocks(r) {
                own.extend_from_slice(ctx.block_args(b));
            }
        }
        for x in own {
            if let Some(t) = memo.remove(x) {
                note_uses(ctx, &mut memo.pending.uses, x, t);
            }
        }
        if ends_block(ctx, op) {
            for (i, v) in ctx.operands(op).enumerate() {
                if let Some(k) = memo.known(v) {
                    memo.pending.terminator.push((i, k));
                }
            }
        }
    }

    /// After the rewrite of an op: checks that it left buffers of the
    /// remembered types where its values were used and in its place at the
    /// end of its block; drops the memo otherwise.
    pub(crate) fn types_after_rewrite(&mut self, block: Option<ir::Block>) {
        let Some(memo) = self.type_memo.as_mut() else {
            return;
        };
        memo.rewriting = None;
        let mut p = std::mem::take(&mut memo.pending);
        for &x in &p.own {
            memo.remove(x);
        }
        let ctx = &*self.ctx;
        let mut holds = true;
        for &(user, i, k) in &p.uses {
            if ctx.is_erased(user) {
                continue;
            }
            if i >= ctx.op(user).operands.len() {
                holds = false;
                break;
            }
            let x = ctx.operand(user, i);
            if memo_holds(ctx, memo, x, k) {
                continue;
            }
            let buffer = ctx
                .defining::<ToTensor>(x)
                .map(|tt| ctx.value_type(tt.buffer(ctx)));
            if buffer.is_some_and(|bt| buffer_is(ctx, bt, k)) {
                memo.insert(x, k);
            } else {
                holds = false;
                break;
            }
        }
        if holds && !p.terminator.is_empty() {
            holds = match block.and_then(|b| ctx.terminator(b)) {
                Some(term) => {
                    let n = ctx.op(term).operands.len();
                    p.terminator.iter().all(|&(i, k)| {
                        i < n && {
                            let x = ctx.operand(term, i);
                            buffer_is(ctx, ctx.value_type(x), k) || memo_holds(ctx, memo, x, k)
                        }
                    })
                }
                None => false,
            };
        }
        if !holds {
            memo.drop_all();
        }
        p.uses.clear();
        p.terminator.clear();
        p.own.clear();
        memo.pending = p;
    }
}
