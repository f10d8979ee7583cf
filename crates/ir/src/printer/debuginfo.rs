//! Locations in printed IR (`--mlir-print-debuginfo`), as mlir-opt prints
//! them: ` loc(#locN)` after every op, a block or function argument's
//! location written out after it, and `#locN = loc(...)` definitions.
//!
//! mlir-opt gives every location an alias. They are numbered children
//! first (by nesting depth, then in the order the printer first meets
//! them, op before its regions); argument locations and everything in them
//! are defined before the IR, the others after it. Equal locations are one
//! alias, however they were written: an op without `loc(...)` at
//! `"f.mlir":3:5` and one written `loc("f.mlir":3:5)` share it.

use crate::context::{Context, Loc};
use crate::diag::LineIndex;
use crate::location::{LocKind, LocTable, MAX_LOCATION_DEPTH};
use rustc_hash::FxHashMap;
use std::fmt::Write;

const UNSEEN: u32 = u32::MAX;

pub(crate) struct DebugLocs<'c> {
    ctx: &'c Context,
    /// `--mlir-print-local-scope`: no aliases, every location written out.
    local_scope: bool,
    /// Locations in canonical form (positions resolved to file, line and
    /// column, fused ones normalized again), so that equal locations get
    /// equal ids.
    nodes: LocTable,
    of_loc: FxHashMap<Loc, u32>,
    /// Byte offsets of line starts, by file index, made on first use.
    line_starts: FxHashMap<u32, LineIndex>,
    /// By node: its position in `order`, or `UNSEEN`.
    seen: Vec<u32>,
    /// Nodes in the order the printer first met them.
    order: Vec<u32>,
    /// By position in `order`: whether the definition may follow the IR.
    deferrable: Vec<bool>,
    /// By node: its alias number once assigned (`UNSEEN`: none).
    number: Vec<u32>,
    /// Positions in `order`, sorted as the definitions are printed.
    sorted: Vec<(u32, u32)>,
    /// Locations used as attribute values (kept as text in the IR), read
    /// into a table of their own, and their nodes (`None`: not readable on
    /// its own, e.g. naming an alias; printed as written).
    attr_table: LocTable,
    attr_nodes: FxHashMap<String, Option<u32>>,
}

impl<'c> DebugLocs<'c> {
    pub(crate) fn new(ctx: &'c Context, local_scope: bool) -> Self {
        DebugLocs {
            ctx,
            local_scope,
            nodes: LocTable::default(),
            of_loc: FxHashMap::default(),
            line_starts: FxHashMap::default(),
            seen: Vec::new(),
            order: Vec::new(),
            deferrable: Vec::new(),
            number: Vec::new(),
            sorted: Vec::new(),
            attr_table: Default::default(),
            attr_nodes: FxHashMap::default(),
        }
    }

    /// The node of a location attribute written `loc` + `text`.
    pub(crate) fn attr_node(&mut self, text: &str) -> Option<u32> {
        if let Some(&n) = self.attr_nodes.get(text) {
            return n;
        }
        let mut table = std::mem::take(&mut self.attr_table);
        let id = read_resolving_aliases(&mut table, text, &self.ctx.location_alias_texts, 0);
        let n = id.map(|id| self.import(&table, id, 0));
        self.attr_table = table;
        self.attr_nodes.insert(text.to_string(), n);
        n
    }

    /// A location attribute: `#locN`, or written out in local scope.
    pub(crate) fn write_attr(&self, out: &mut String, n: u32) {
        if self.has_alias(n) {
            self.write_alias(out, n);
        } else {
            out.push_str("loc(");
            self.write_node(out, n, true);
            out.push(')');
        }
    }

    /// Records a location used as an attribute value: like an argument's,
    /// its definition comes before the IR.
    pub(crate) fn visit_attr(&mut self, n: u32) {
        if !self.local_scope {
            self.visit_node(n, false);
        }
    }

    /// The canonical node of an op's or argument's location.
    fn node(&mut self, loc: Loc) -> u32 {
        if let Some(&n) = self.of_loc.get(&loc) {
            return n;
        }
        let n = if loc == Loc::UNKNOWN {
            self.nodes.intern(LocKind::Unknown)
        } else if let Some(id) = loc.explicit_id() {
            self.import(&self.ctx.locs, id, 0)
        } else {
            let kind = self.position(loc);
            self.nodes.intern(kind)
        };
        self.of_loc.insert(loc, n);
        n
    }

    /// A position in an input buffer as `"file":line:col` (bytes, 1-based).
    fn position(&mut self, loc: Loc) -> LocKind {
        let Some((name, text)) = self.ctx.files.get(loc.file as usize) else {
            return LocKind::Unknown;
        };
        let index = self
            .line_starts
            .entry(loc.file)
            .or_insert_with(|| LineIndex::new(text));
        let (line, col, _) = index.line_col(text, loc.offset as usize);
        LocKind::FileLineCol {
            file: name.clone(),
            line: line as u32,
            col: col as u32,
            end: None,
        }
    }

    /// A location written in the text, by its id in `table` (the
    /// context's, or the one of location attributes).
    fn import(&mut self, table: &LocTable, id: u32, depth: usize) -> u32 {
        // The parser bounds nesting; this only guards a malformed table.
        if depth > 2 * MAX_LOCATION_DEPTH {
            return self.nodes.intern(LocKind::Unknown);
        }
        let kind = match table.get(id).clone() {
            LocKind::Name { name, child } => LocKind::Name {
                name,
                child: child.map(|c| self.import(table, c, depth + 1)),
            },
            LocKind::CallSite { callee, caller } => LocKind::CallSite {
                callee: self.import(table, callee, depth + 1),
                caller: self.import(table, caller, depth + 1),
            },
            LocKind::Fused { metadata, locs } => {
                let parts: Vec<u32> = locs
                    .iter()
                    .map(|&l| self.import(table, l, depth + 1))
                    .collect();
                // Normalized again: a position a pass fused and the same
                // one written are one location.
                return self.nodes.fused(metadata, parts);
            }
            LocKind::Source { file, offset } => self.position(Loc { offset, file }),
            // A forward alias never defined was a parse error.
            LocKind::Alias(_) => LocKind::Unknown,
            k => k,
        };
        self.nodes.intern(kind)
    }

    fn children(&self, n: u32) -> Vec<u32> {
        match self.nodes.get(n) {
            LocKind::Name { child, .. } => child.iter().copied().collect(),
            LocKind::CallSite { callee, caller } => vec![*callee, *caller],
            LocKind::Fused { locs, .. } => locs.clone(),
            _ => Vec::new(),
        }
    }

    /// Records a location the printer meets: an op's (`deferrable`) or an
    /// argument's, whose definition must come before the IR.
    pub(crate) fn visit(&mut self, loc: Loc, deferrable: bool) {
        if self.local_scope {
            return;
        }
        let n = self.node(loc);
        self.visit_node(n, deferrable);
    }

    fn visit_node(&mut self, n: u32, deferrable: bool) {
        if self.seen.len() <= n as usize {
            self.seen.resize(n as usize + 1, UNSEEN);
        }
        let at = self.seen[n as usize];
        if at != UNSEEN {
            if !deferrable {
                self.keep_before_ir(at);
            }
            return;
        }
        self.seen[n as usize] = self.order.len() as u32;
        self.order.push(n);
        self.deferrable.push(deferrable);
        for c in self.children(n) {
            self.visit_node(c, deferrable);
        }
    }

    fn keep_before_ir(&mut self, at: u32) {
        if !std::mem::replace(&mut self.deferrable[at as usize], false) {
            return;
        }
        for c in self.children(self.order[at as usize]) {
            let at = self.seen[c as usize];
            self.keep_before_ir(at);
        }
    }

    /// Numbers the aliases once every location has been met: by depth
    /// (a location without children is 1, else one more than its deepest
    /// child), then first met first.
    pub(crate) fn assign_numbers(&mut self) {
        let mut depth = vec![0u32; self.order.len()];
        for at in 0..self.order.len() {
            self.depth_of(at, &mut depth);
        }
        self.sorted = (0..self.order.len() as u32)
            .map(|at| (depth[at as usize], at))
            .collect();
        self.sorted.sort_unstable();
        self.number = vec![UNSEEN; self.nodes.len()];
        for (k, &(_, at)) in self.sorted.iter().enumerate() {
            self.number[self.order[at as usize] as usize] = k as u32;
        }
    }

    /// The depth of the location at `at` in `order`, memoized in `depth`
    /// (0: not known yet). Children may have been met before or after
    /// their parent, so this follows them.
    fn depth_of(&self, at: usize, depth: &mut [u32]) -> u32 {
        if depth[at] == 0 {
            let d = self
                .children(self.order[at])
                .iter()
                .map(|&c| self.depth_of(self.seen[c as usize] as usize, depth))
                .max()
                .unwrap_or(0);
            depth[at] = d + 1;
        }
        depth[at]
    }

    /// The definitions (depth, text without the newline) printed before
    /// the IR (`deferred` false) or after it, in order.
    pub(crate) fn definitions(&self, deferred: bool) -> Vec<(u32, String)> {
        self.sorted
            .iter()
            .filter(|&&(_, at)| self.deferrable[at as usize] == deferred)
            .map(|&(depth, at)| {
                let n = self.order[at as usize];
                let mut s = String::new();
                self.write_alias(&mut s, n);
                s.push_str(" = loc(");
                self.write_node(&mut s, n, true);
                s.push(')');
                (depth, s)
            })
            .collect()
    }

    fn write_alias(&self, out: &mut String, n: u32) {
        match self.number.get(n as usize) {
            Some(0) => out.push_str("#loc"),
            Some(&k) => {
                let _ = write!(out, "#loc{}", k);
            }
            None => {}
        }
    }

    fn has_alias(&self, n: u32) -> bool {
        !self.local_scope && self.number.get(n as usize).is_some_and(|&k| k != UNSEEN)
    }

    /// ` loc(#locN)` after an op (the location itself in local scope).
    pub(crate) fn write_op_loc(&mut self, out: &mut String, loc: Loc) {
        let n = self.node(loc);
        out.push_str(" loc(");
        self.write_node(out, n, false);
        out.push(')');
    }

    /// ` loc(...)` after an argument: written out, its parts by alias.
    pub(crate) fn write_arg_loc(&mut self, out: &mut String, loc: Loc) {
        let n = self.node(loc);
        out.push_str(" loc(");
        self.write_node(out, n, true);
        out.push(')');
    }

    fn write_node(&self, out: &mut String, n: u32, whole: bool) {
        if !whole && self.has_alias(n) {
            self.write_alias(out, n);
            return;
        }
        match self.nodes.get(n) {
            // A pending alias never resolved was a parse error.
            LocKind::Alias(_) => out.push_str("unknown"),
            kind => {
                crate::location::write_kind(kind, out, &mut |out, c| self.write_node(out, c, false))
            }
        }
    }
}

/// Reads a location attribute's text, reading the input's location aliases
/// it names (themselves possibly naming others) from their texts.
fn read_resolving_aliases(
    table: &mut LocTable,
    text: &str,
    aliases: &FxHashMap<String, String>,
    depth: usize,
) -> Option<u32> {
    // An alias is defined once, so there is no cycle; a chain of aliases
    // counts as nesting.
    if depth > MAX_LOCATION_DEPTH {
        return None;
    }
    let mut alias = |t: &mut LocTable, name: &str, depth: usize| {
        read_resolving_aliases(t, aliases.get(name)?, aliases, depth)
    };
    crate::location::read_nested_location(table, text, &mut alias, depth)
        .ok()
        .flatten()
}
