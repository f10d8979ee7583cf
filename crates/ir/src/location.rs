//! Locations written in the text (`loc(...)` after an op). Diagnostics point
//! at them as mlir-opt does: at the first file:line:col inside, else at
//! `<unknown>:0` with the location spelled out, and a call site's callers
//! follow as "called from" notes; `--mlir-print-debuginfo` prints them
//! (the `debuginfo` module).

use crate::escape::write_escaped_str;
use crate::intern::Interner;
use crate::lexer::{unescape, Lexer, Tok};
use rustc_hash::{FxHashMap, FxHashSet};

/// How deeply a location may nest (`callsite(... at callsite(...))`,
/// `fused[...]`, names, and the aliases a location names, together). An
/// inlined call chain makes one level per call; deeper text is refused with
/// a diagnostic, since reading, printing and uniquing recurse over the tree.
pub const MAX_LOCATION_DEPTH: usize = 10_000;

/// Resolves a `#name` met while reading a location, at nesting depth `depth`
/// (an alias read from its own text nests below it): the alias's location,
/// or `None` when it is not defined.
pub type AliasReader<'a> = dyn FnMut(&mut LocTable, &str, usize) -> Option<u32> + 'a;

/// A source position: byte offset into the input buffer with a file index.
/// `Loc::UNKNOWN` marks IR built by passes without a better location.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Loc {
    /// Byte offset in the buffer, or a [`LocTable`] id for a location written in the text.
    pub offset: u32,
    /// Index of the input buffer in [`Context::files`](crate::Context::files).
    pub file: u32,
}

impl Loc {
    /// No location (`loc(unknown)`).
    pub const UNKNOWN: Loc = Loc {
        offset: u32::MAX,
        file: u32::MAX,
    };
    /// The `file` of a location written in the text: `offset` is then its
    /// id in the context's [`LocTable`].
    const EXPLICIT: u32 = u32::MAX - 1;
    /// Whether this is not [`Loc::UNKNOWN`].
    pub fn is_known(self) -> bool {
        self != Loc::UNKNOWN
    }
    /// A location written in the text (`loc(...)`), by its id in the context's [`LocTable`].
    pub fn explicit(id: u32) -> Loc {
        Loc {
            offset: id,
            file: Loc::EXPLICIT,
        }
    }
    /// The [`LocTable`] id of a location written in the text.
    pub fn explicit_id(self) -> Option<u32> {
        (self.file == Loc::EXPLICIT).then_some(self.offset)
    }
}

/// One node of a location tree; children are ids in the same table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LocKind {
    /// `unknown`.
    Unknown,
    /// `"file":line:col`, with the end `(line, col)` of a range that ends
    /// elsewhere (a range ending where it starts is the position alone, as
    /// MLIR uniques it).
    FileLineCol {
        /// The file name, as written.
        file: String,
        /// Line, from 1.
        line: u32,
        /// Column, from 1.
        col: u32,
        /// Line and column where the range ends, when it ends elsewhere.
        end: Option<(u32, u32)>,
    },
    /// `name("..")` with an optional child location.
    Name {
        /// The name.
        name: String,
        /// The child location's id.
        child: Option<u32>,
    },
    /// `callsite(callee at caller)`.
    CallSite {
        /// The callee location's id.
        callee: u32,
        /// The caller location's id.
        caller: u32,
    },
    /// `fused<metadata>[...]`; the metadata is kept as written.
    Fused {
        /// The metadata attribute's text, as written.
        metadata: Option<String>,
        /// The ids of the fused locations.
        locs: Vec<u32>,
    },
    /// A `#alias` not defined yet where it was used (aliases may follow
    /// their uses); see [`LocTable::resolve_alias`].
    Alias(String),
    /// A position in input buffer `file` (an op's location when no
    /// `loc(...)` was written), as part of a location a pass made.
    Source {
        /// Index of the input buffer.
        file: u32,
        /// Byte offset in it.
        offset: u32,
    },
}

/// The first position inside a location: written, or in an input buffer.
pub enum FirstPosition<'a> {
    /// A `file:line:col` written in a location: file name, line and column.
    Written(&'a str, u32, u32),
    /// A position in input buffer `file` at byte `offset`.
    Source {
        /// Index of the input buffer.
        file: u32,
        /// Byte offset in it.
        offset: u32,
    },
}

/// Hash-consed location trees: equal locations get equal ids, as MLIR's
/// uniqued locations compare equal.
#[derive(Clone, Default)]
pub struct LocTable {
    kinds: Interner<LocKind>,
    /// Forward `#alias` nodes, by id, to what the alias turned out to be.
    resolved: FxHashMap<u32, u32>,
}

impl LocTable {
    /// The id of location `k`, the same id for equal locations.
    pub fn intern(&mut self, k: LocKind) -> u32 {
        self.kinds.intern(k)
    }
    /// How many locations the table holds (ids are below it).
    pub fn len(&self) -> usize {
        self.kinds.len()
    }
    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }
    /// The location of id `id` (forward aliases resolved).
    pub fn get(&self, id: u32) -> &LocKind {
        self.kinds
            .get(self.resolved.get(&id).copied().unwrap_or(id))
    }

    /// The location of id `id` as interned (a forward alias unresolved).
    pub(crate) fn raw(&self, id: u32) -> &LocKind {
        self.kinds.get(id)
    }

    /// MLIR's `FusedLoc::get`: unknown and repeated locations are dropped,
    /// a fused location with the same metadata is spliced in, and without
    /// metadata nothing fused is `unknown` and one location is itself.
    /// Repeats are found with a set: a pattern that fuses its root's location
    /// with one built the step before (`x + 1 + 1 + ...` folded one addition
    /// at a time) fuses ever longer lists.
    pub fn fused(&mut self, metadata: Option<String>, locs: Vec<u32>) -> u32 {
        let mut kept: Vec<u32> = Vec::with_capacity(locs.len());
        let mut seen: FxHashSet<u32> = FxHashSet::default();
        let unknown = |table: &Self, l: u32| matches!(table.get(l), LocKind::Unknown);
        for l in locs {
            match self.get(l) {
                LocKind::Fused {
                    metadata: m,
                    locs: inner,
                } if *m == metadata => {
                    for &i in inner {
                        if !unknown(self, i) && seen.insert(i) {
                            kept.push(i);
                        }
                    }
                }
                _ => {
                    if !unknown(self, l) && seen.insert(l) {
                        kept.push(l);
                    }
                }
            }
        }
        match (metadata, kept.len()) {
            (None, 0) => self.intern(LocKind::Unknown),
            (None, 1) => kept[0],
            (Some(m), 0) => {
                let unknown = self.intern(LocKind::Unknown);
                self.intern(LocKind::Fused {
                    metadata: Some(m),
                    locs: vec![unknown],
                })
            }
            (metadata, _) => self.intern(LocKind::Fused {
                metadata,
                locs: kept,
            }),
        }
    }

    /// Makes the forward `#alias` node `id` stand for location `target`.
    pub fn resolve_alias(&mut self, id: u32, target: u32) {
        if id != target {
            self.resolved.insert(id, target);
        }
    }

    /// The first `"file":line:col` met walking the tree in order (MLIR's
    /// `findInstanceOf<FileLineColLoc>`).
    pub fn first_file_line_col(&self, id: u32) -> Option<(&str, u32, u32)> {
        match self.first_position(id)? {
            FirstPosition::Written(file, line, col) => Some((file, line, col)),
            FirstPosition::Source { .. } => None,
        }
    }

    /// The first position met walking the tree in order, written or in an
    /// input buffer.
    pub fn first_position(&self, id: u32) -> Option<FirstPosition<'_>> {
        // Iterative, and each node is entered once: a node met again has no
        // position under it (else the walk would have stopped), so neither
        // the depth of the tree nor an alias resolved into its own tree can
        // exhaust the stack or loop.
        let mut entered = rustc_hash::FxHashSet::default();
        let mut todo = vec![id];
        while let Some(id) = todo.pop() {
            if !entered.insert(id) {
                continue;
            }
            match self.get(id) {
                LocKind::FileLineCol {
                    file, line, col, ..
                } => return Some(FirstPosition::Written(file, *line, *col)),
                LocKind::Source { file, offset } => {
                    return Some(FirstPosition::Source {
                        file: *file,
                        offset: *offset,
                    })
                }
                LocKind::Name { child, .. } => todo.extend(child),
                LocKind::CallSite { callee, caller } => todo.extend([*caller, *callee]),
                LocKind::Fused { locs, .. } => todo.extend(locs.iter().rev()),
                LocKind::Unknown | LocKind::Alias(_) => {}
            }
        }
        None
    }

    /// The location as mlir-opt spells it inside `loc(...)`.
    pub fn write(&self, id: u32, out: &mut String) {
        self.write_at(id, out, 0)
    }
    fn write_at(&self, id: u32, out: &mut String, depth: usize) {
        // Trees are at most MAX_LOCATION_DEPTH deep as read; passes may
        // nest one more level now and then.
        if depth > 2 * MAX_LOCATION_DEPTH {
            out.push_str("...");
            return;
        }
        write_kind(self.get(id), out, &mut |out, c| {
            self.write_at(c, out, depth + 1)
        });
    }
}

/// The syntax of one location node inside `loc(...)`, nested locations
/// written by `child` (in full for diagnostics, as `#locN` aliases when
/// printing IR).
pub(crate) fn write_kind(
    kind: &LocKind,
    out: &mut String,
    child: &mut dyn FnMut(&mut String, u32),
) {
    match kind {
        LocKind::FileLineCol {
            file,
            line,
            col,
            end,
        } => {
            write_escaped_str(out, file);
            out.push_str(&format!(":{}:{}", line, col));
            match end {
                Some((l, c)) if l == line => out.push_str(&format!(" to :{}", c)),
                Some((l, c)) => out.push_str(&format!(" to {}:{}", l, c)),
                None => {}
            }
        }
        LocKind::Name { name, child: inner } => {
            write_escaped_str(out, name);
            if let Some(c) = inner {
                out.push('(');
                child(out, *c);
                out.push(')');
            }
        }
        LocKind::CallSite { callee, caller } => {
            out.push_str("callsite(");
            child(out, *callee);
            out.push_str(" at ");
            child(out, *caller);
            out.push(')');
        }
        LocKind::Fused { metadata, locs } => {
            out.push_str("fused");
            if let Some(m) = metadata {
                out.push('<');
                out.push_str(m);
                out.push('>');
            }
            out.push('[');
            for (i, &l) in locs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                child(out, l);
            }
            out.push(']');
        }
        LocKind::Alias(name) => {
            out.push('#');
            out.push_str(name);
        }
        // A position in an input buffer only occurs in locations passes
        // made; diagnostics place those at their first position and the
        // printer resolves it, so it is never spelled out here.
        LocKind::Unknown | LocKind::Source { .. } => out.push_str("unknown"),
    }
}

/// An error in a written location: byte offset in its text and message.
pub type LocError = (usize, String);

/// Reads the location tree in `text`, the `( ... )` after `loc` (nothing
/// may follow it). `alias` gives the location of a `#name` defined so far;
/// only a whole location (`loc(#name)`) may name one defined later.
pub fn read_location(
    table: &mut LocTable,
    text: &str,
    alias: &mut AliasReader<'_>,
) -> Result<Option<u32>, LocError> {
    read_nested_location(table, text, alias, 0)
}

/// [`read_location`] of a location that nests `depth` deep in another (the
/// text of an alias that location names).
pub fn read_nested_location(
    table: &mut LocTable,
    text: &str,
    alias: &mut AliasReader<'_>,
    depth: usize,
) -> Result<Option<u32>, LocError> {
    let (id, end) = read_location_at(table, text, alias, "location", depth)?;
    if !text[end..].trim().is_empty() {
        return Err((end, "expected end of location".to_string()));
    }
    Ok(id)
}

/// Reads the `( ... )` of a location at the start of `text` and returns it
/// with the length it spans. Malformed locations are reported with
/// mlir-opt's messages and positions (offsets into `text`); `what` names
/// the construct in the parenthesis errors ("location" after an op,
/// "inline location" for a location attribute).
pub fn read_location_prefix(
    table: &mut LocTable,
    text: &str,
    alias: &mut AliasReader<'_>,
    what: &str,
) -> Result<(Option<u32>, usize), LocError> {
    read_location_at(table, text, alias, what, 0)
}

fn read_location_at(
    table: &mut LocTable,
    text: &str,
    alias: &mut AliasReader<'_>,
    what: &str,
    depth: usize,
) -> Result<(Option<u32>, usize), LocError> {
    let mut r = Reader {
        lex: Lexer::new(text),
        tok: Tok::Eof,
        start: 0,
        end: 0,
        prev_end: 0,
        text,
        table,
        alias,
        error: None,
        // Only an op's own trailing location may name an alias the file
        // defines later; a location attribute value may not (mlir-opt).
        forward_alias_at_top: what == "location",
        top: depth,
    };
    r.next();
    let id = (|| {
        r.expect(Tok::LParen, &format!("expected '(' in {what}"))?;
        let id = r.location(depth)?;
        r.expect(Tok::RParen, &format!("expected ')' in {what}"))?;
        Some(id)
    })();
    match (r.error, id) {
        (Some(e), _) => Err(e),
        (None, Some(id)) => Ok((Some(id), r.prev_end)),
        (None, None) => Err((r.start, "expected location instance".to_string())),
    }
}

struct Reader<'t, 'a> {
    lex: Lexer<'t>,
    tok: Tok,
    start: usize,
    end: usize,
    /// End of the token before the current one.
    prev_end: usize,
    text: &'t str,
    table: &'a mut LocTable,
    alias: &'a mut AliasReader<'a>,
    error: Option<LocError>,
    /// `loc(#name)` with `name` not defined yet is a forward reference.
    forward_alias_at_top: bool,
    /// The depth of the whole location.
    top: usize,
}

impl Reader<'_, '_> {
    fn next(&mut self) {
        self.prev_end = self.end;
        let t = self.lex.next_token();
        self.tok = t.kind;
        self.start = t.start as usize;
        self.end = t.end as usize;
    }
    fn spelling(&self) -> &str {
        &self.text[self.start..self.end]
    }
    /// Records an error at the current token.
    fn fail_here<T>(&mut self, msg: &str) -> Option<T> {
        self.error.get_or_insert((self.start, msg.to_string()));
        None
    }
    /// Records an unexpected-token error where mlir-opt puts it: right after
    /// the previous token when blanks separate the two.
    fn fail_wrong<T>(&mut self, msg: &str) -> Option<T> {
        let at = crate::lexer::wrong_token_offset(self.text, 0, self.start);
        self.error.get_or_insert((at, msg.to_string()));
        None
    }
    fn expect(&mut self, k: Tok, msg: &str) -> Option<()> {
        if self.tok == k {
            self.next();
            Some(())
        } else {
            self.fail_wrong(msg)
        }
    }
    fn eat(&mut self, k: Tok) -> Option<()> {
        (self.tok == k).then(|| self.next())
    }
    fn keyword(&mut self, kw: &str) -> bool {
        let yes = self.tok == Tok::BareIdent && self.spelling() == kw;
        if yes {
            self.next();
        }
        yes
    }
    fn string(&mut self) -> Option<String> {
        if self.tok != Tok::String {
            return None;
        }
        let s = String::from_utf8(unescape(self.spelling())).ok()?;
        self.next();
        Some(s)
    }
    fn integer(&mut self, msg: &str) -> Option<u32> {
        if self.tok != Tok::Integer {
            return self.fail_wrong(msg);
        }
        let Ok(v) = self.spelling().parse() else {
            return self.fail_here(msg);
        };
        self.next();
        Some(v)
    }

    fn location(&mut self, depth: usize) -> Option<u32> {
        if depth > MAX_LOCATION_DEPTH {
            return self.fail_here("location nested too deeply");
        }
        if self.tok == Tok::HashIdent {
            let name = self.spelling()[1..].to_string();
            let after = self.end;
            self.next();
            return match (self.alias)(self.table, &name, depth + 1) {
                Some(id) => Some(id),
                None if depth == self.top && self.forward_alias_at_top => {
                    Some(self.table.intern(LocKind::Alias(name)))
                }
                None => {
                    // mlir-opt reports it just past the name.
                    self.error = Some((after, format!("undefined symbol alias id '{}'", name)));
                    None
                }
            };
        }
        if self.tok == Tok::String {
            return self.name_or_file_line_col(depth);
        }
        if self.keyword("unknown") {
            return Some(self.table.intern(LocKind::Unknown));
        }
        if self.keyword("callsite") {
            self.expect(Tok::LParen, "expected '(' in callsite location")?;
            let callee = self.location(depth + 1)?;
            if !self.keyword("at") {
                return self.fail_wrong("expected 'at' in callsite location");
            }
            let caller = self.location(depth + 1)?;
            self.expect(Tok::RParen, "expected ')' in callsite location")?;
            return Some(self.table.intern(LocKind::CallSite { callee, caller }));
        }
        if self.keyword("fused") {
            let metadata = if self.tok == Tok::Less {
                Some(self.balanced_metadata()?)
            } else {
                None
            };
            self.expect(Tok::LSquare, "expected '[' in fused location")?;
            let mut locs = Vec::new();
            if self.eat(Tok::RSquare).is_none() {
                locs.push(self.location(depth + 1)?);
                while self.eat(Tok::Comma).is_some() {
                    locs.push(self.location(depth + 1)?);
                }
                self.expect(Tok::RSquare, "expected ']' in fused location")?;
            }
            return Some(self.table.fused(metadata, locs));
        }
        self.fail_wrong("expected location instance")
    }

    /// `"file":line:col` (with an optional `to` end), or `"name"` with an
    /// optional `(child)`.
    fn name_or_file_line_col(&mut self, depth: usize) -> Option<u32> {
        let s = self.string()?;
        if self.eat(Tok::Colon).is_some() {
            let line = self.integer("expected integer line number in FileLineColRange")?;
            let col = if self.eat(Tok::Colon).is_some() {
                self.integer("expected integer column number in FileLineColRange")?
            } else {
                0
            };
            let mut end = None;
            if self.keyword("to") {
                // The end of a range: `to line:col` or `to :col`.
                let post_to = "expected either integer or `:` post `to` in FileLineColRange";
                let end_line = if self.tok == Tok::Integer {
                    let l = self.integer(post_to)?;
                    self.expect(Tok::Colon, post_to)?;
                    l
                } else if self.eat(Tok::Colon).is_some() {
                    line
                } else {
                    return self.fail_wrong(post_to);
                };
                let end_col = self.integer("expected integer column number in FileLineColRange")?;
                end = Some((end_line, end_col)).filter(|&e| e != (line, col));
            }
            return Some(self.table.intern(LocKind::FileLineCol {
                file: s,
                line,
                col,
                end,
            }));
        }
        let child = if self.eat(Tok::LParen).is_some() {
            let c = self.location(depth + 1)?;
            self.expect(Tok::RParen, "expected ')' after child location of NameLoc")?;
            // A name over an unknown location is the name alone in MLIR
            // (one uniqued location, printed without the child).
            (!matches!(self.table.get(c), LocKind::Unknown)).then_some(c)
        } else {
            None
        };
        Some(self.table.intern(LocKind::Name { name: s, child }))
    }

    /// `<...>` after `fused`, kept as written (it is only ever printed).
    fn balanced_metadata(&mut self) -> Option<String> {
        let from = self.end;
        let mut open: Vec<Tok> = Vec::new();
        loop {
            match self.tok {
                Tok::Less | Tok::LParen | Tok::LSquare | Tok::LBrace => open.push(self.tok),
                Tok::Greater | Tok::RParen | Tok::RSquare | Tok::RBrace => {
                    let matching = match open.pop() {
                        Some(Tok::Less) => Tok::Greater,
                        Some(Tok::LParen) => Tok::RParen,
                        Some(Tok::LSquare) => Tok::RSquare,
                        Some(_) => Tok::RBrace,
                        None => Tok::Eof,
                    };
                    if self.tok != matching {
                        return self.fail_wrong("expected '>' after fused location metadata");
                    }
                    if open.is_empty() {
                        let inner = self.text[from..self.start].trim().to_string();
                        self.next();
                        return Some(inner);
                    }
                }
                Tok::Eof | Tok::Error => {
                    return self.fail_wrong("expected '>' after fused location metadata")
                }
                _ => {}
            }
            self.next();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(table: &mut LocTable, text: &str) -> Result<Option<u32>, LocError> {
        read_location(table, text, &mut |_, _, _| None)
    }

    #[test]
    fn equal_locations_share_an_id_and_print_as_written() {
        let mut t = LocTable::default();
        let a = read(
            &mut t,
            r#"(callsite("f" at fused<"m">["a.py":1:2, "n"("b.py":3:4)]))"#,
        )
        .unwrap()
        .unwrap();
        let b = read(
            &mut t,
            r#"( callsite( "f"  at fused<"m">[ "a.py":1:2,"n"("b.py":3:4)] ) )"#,
        )
        .unwrap()
        .unwrap();
        assert_eq!(a, b);
        let mut s = String::new();
        t.write(a, &mut s);
        assert_eq!(
            s,
            r#"callsite("f" at fused<"m">["a.py":1:2, "n"("b.py":3:4)])"#
        );
    }

    #[test]
    fn fusing_splices_drops_repeats_and_unknowns_in_first_seen_order() {
        let mut t = LocTable::default();
        let at = |t: &mut LocTable, text: &str| read(t, text).unwrap().unwrap();
        let (a, b, c) = (
            at(&mut t, r#"("a")"#),
            at(&mut t, r#"("b")"#),
            at(&mut t, r#"("c")"#),
        );
        let unknown = at(&mut t, "(unknown)");
        let ab = t.fused(None, vec![a, b]);
        let tagged = t.fused(Some("\"m\"".into()), vec![c, a]);
        let all = t.fused(None, vec![b, ab, unknown, tagged, c, a]);
        assert_eq!(
            t.get(all),
            &LocKind::Fused {
                metadata: None,
                locs: vec![b, a, tagged, c]
            }
        );
        assert_eq!(t.fused(None, vec![a, unknown, a]), a);
        // A chain of fusions, each onto the last (a pattern folding one
        // addition at a time): each is its own list, with no repeats.
        let mut acc = a;
        let parts: Vec<u32> = (0..200)
            .map(|i| at(&mut t, &format!("(\"p{i}\")")))
            .collect();
        for &p in &parts {
            acc = t.fused(None, vec![p, acc]);
        }
        let LocKind::Fused { locs, .. } = t.get(acc) else {
            panic!("a fused location");
        };
        assert_eq!(locs.len(), 201);
        assert_eq!(locs[0], parts[199]);
        assert_eq!(locs[200], a);
    }

    #[test]
    fn the_first_position_is_found_depth_first() {
        let mut t = LocTable::default();
        let id = read(
            &mut t,
            r#"(fused["x", callsite("y" at "c.py":5:6 to 7:8), "d.py":1:1])"#,
        )
        .unwrap()
        .unwrap();
        assert_eq!(t.first_file_line_col(id), Some(("c.py", 5, 6)));
        let none = read(&mut t, r#"("only"(unknown))"#).unwrap().unwrap();
        assert_eq!(t.first_file_line_col(none), None);
    }

    #[test]
    fn aliases_forward_only_as_a_whole_location() {
        let mut t = LocTable::default();
        let whole = read(&mut t, "(#later)").unwrap().unwrap();
        assert_eq!(t.get(whole), &LocKind::Alias("later".into()));
        let target = read(&mut t, r#"("e.py":2:3)"#).unwrap().unwrap();
        t.resolve_alias(whole, target);
        assert_eq!(t.first_file_line_col(whole), Some(("e.py", 2, 3)));
        assert!(!matches!(t.get(whole), LocKind::Alias(_)));
        // Nested: an error just past the name.
        let err = read(&mut t, "(fused[#later])").unwrap_err();
        assert_eq!(err, (13, "undefined symbol alias id 'later'".to_string()));
    }

    #[test]
    fn malformed_locations_are_errors_at_mlir_opt_positions() {
        let mut t = LocTable::default();
        let err = |t: &mut LocTable, text: &str| read(t, text).unwrap_err();
        assert_eq!(
            err(&mut t, "(42)"),
            (1, "expected location instance".to_string())
        );
        // Right after the file location, where the `)` was expected.
        assert_eq!(
            err(&mut t, r#"("a.py":1:2 junk)"#),
            (11, "expected ')' in location".to_string())
        );
        assert_eq!(
            err(&mut t, r#"(callsite("f" "g"))"#),
            (13, "expected 'at' in callsite location".to_string())
        );
        assert_eq!(
            err(&mut t, r#"("a":x)"#),
            (
                5,
                "expected integer line number in FileLineColRange".to_string()
            )
        );
        // A range end needs a column.
        assert_eq!(
            err(&mut t, r#"("a":1:2 to 3)"#),
            (
                13,
                "expected either integer or `:` post `to` in FileLineColRange".to_string()
            )
        );
        // Fusing nothing is the unknown location.
        let unknown = read(&mut t, "(unknown)").unwrap();
        assert_eq!(read(&mut t, "(fused[])").unwrap(), unknown);
    }
}
