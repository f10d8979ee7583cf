//! Locations written in the text (`loc(...)` after an op). Diagnostics point
//! at them as mlir-opt does: at the first file:line:col inside, else at
//! `<unknown>:0` with the location spelled out, and a call site's callers
//! follow as "called from" notes. Printing IR never shows them (there is no
//! `--mlir-print-debuginfo`), so only what diagnostics need is kept.

use crate::intern::Interner;
use crate::lexer::{unescape, Lexer, Tok};
use crate::printer::write_escaped_str;
use rustc_hash::FxHashMap;

/// One node of a location tree; children are ids in the same table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LocKind {
    Unknown,
    /// The start of a `"file":line:col` (a range's end is not kept).
    FileLineCol {
        file: String,
        line: u32,
        col: u32,
    },
    Name {
        name: String,
        child: Option<u32>,
    },
    CallSite {
        callee: u32,
        caller: u32,
    },
    /// `fused<metadata>[...]`; the metadata is kept as written.
    Fused {
        metadata: Option<String>,
        locs: Vec<u32>,
    },
    /// A `#alias` not defined yet where it was used (aliases may follow
    /// their uses); see [`LocTable::resolve_alias`].
    Alias(String),
}

/// Hash-consed location trees: equal locations get equal ids, as MLIR's
/// uniqued locations compare equal.
#[derive(Default)]
pub struct LocTable {
    kinds: Interner<LocKind>,
    /// Forward `#alias` nodes, by id, to what the alias turned out to be.
    resolved: FxHashMap<u32, u32>,
}

impl LocTable {
    pub fn intern(&mut self, k: LocKind) -> u32 {
        self.kinds.intern(k)
    }
    pub fn get(&self, id: u32) -> &LocKind {
        self.kinds
            .get(self.resolved.get(&id).copied().unwrap_or(id))
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
        self.first_file_line_col_at(id, 0)
    }
    fn first_file_line_col_at(&self, id: u32, depth: usize) -> Option<(&str, u32, u32)> {
        // Aliases resolved into themselves could loop; real trees are shallow.
        if depth > 256 {
            return None;
        }
        match self.get(id) {
            LocKind::FileLineCol { file, line, col } => Some((file, *line, *col)),
            LocKind::Name { child, .. } => {
                child.and_then(|c| self.first_file_line_col_at(c, depth + 1))
            }
            LocKind::CallSite { callee, caller } => self
                .first_file_line_col_at(*callee, depth + 1)
                .or_else(|| self.first_file_line_col_at(*caller, depth + 1)),
            LocKind::Fused { locs, .. } => locs
                .iter()
                .find_map(|&l| self.first_file_line_col_at(l, depth + 1)),
            LocKind::Unknown | LocKind::Alias(_) => None,
        }
    }

    /// The location as mlir-opt spells it inside `loc(...)`.
    pub fn write(&self, id: u32, out: &mut String) {
        self.write_at(id, out, 0)
    }
    fn write_at(&self, id: u32, out: &mut String, depth: usize) {
        if depth > 256 {
            out.push_str("...");
            return;
        }
        match self.get(id) {
            LocKind::Unknown => out.push_str("unknown"),
            LocKind::FileLineCol { file, line, col } => {
                write_escaped_str(out, file);
                out.push_str(&format!(":{}:{}", line, col));
            }
            LocKind::Name { name, child } => {
                write_escaped_str(out, name);
                if let Some(c) = child {
                    out.push('(');
                    self.write_at(*c, out, depth + 1);
                    out.push(')');
                }
            }
            LocKind::CallSite { callee, caller } => {
                out.push_str("callsite(");
                self.write_at(*callee, out, depth + 1);
                out.push_str(" at ");
                self.write_at(*caller, out, depth + 1);
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
                    self.write_at(l, out, depth + 1);
                }
                out.push(']');
            }
            LocKind::Alias(name) => {
                out.push('#');
                out.push_str(name);
            }
        }
    }
}

/// An error in a written location: byte offset in its text and message.
pub type LocError = (usize, String);

/// Reads the location tree in `text`, the `( ... )` after `loc`, which the
/// parser has already checked to be balanced. `alias` gives the location
/// of a `#name` defined so far; only a whole location (`loc(#name)`) may
/// name one defined later. `Ok(None)` for forms this reader does not know:
/// the op then keeps its position in the source as its location.
pub fn read_location(
    table: &mut LocTable,
    text: &str,
    alias: &mut dyn FnMut(&mut LocTable, &str) -> Option<u32>,
) -> Result<Option<u32>, LocError> {
    let mut r = Reader {
        lex: Lexer::new(text),
        tok: Tok::Eof,
        start: 0,
        end: 0,
        text,
        table,
        alias,
        error: None,
    };
    r.next();
    let id = (|| {
        r.eat(Tok::LParen)?;
        let id = r.location(0)?;
        r.eat(Tok::RParen)?;
        (r.tok == Tok::Eof).then_some(id)
    })();
    match r.error {
        Some(e) => Err(e),
        None => Ok(id),
    }
}

struct Reader<'t, 'a> {
    lex: Lexer<'t>,
    tok: Tok,
    start: usize,
    end: usize,
    text: &'t str,
    table: &'a mut LocTable,
    alias: &'a mut dyn FnMut(&mut LocTable, &str) -> Option<u32>,
    error: Option<LocError>,
}

impl Reader<'_, '_> {
    fn next(&mut self) {
        let t = self.lex.next_token();
        self.tok = t.kind;
        self.start = t.start as usize;
        self.end = t.end as usize;
    }
    fn spelling(&self) -> &str {
        &self.text[self.start..self.end]
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
    fn integer(&mut self) -> Option<u32> {
        if self.tok != Tok::Integer {
            return None;
        }
        let v = self.spelling().parse().ok()?;
        self.next();
        Some(v)
    }

    fn location(&mut self, depth: usize) -> Option<u32> {
        if depth > 256 {
            return None;
        }
        if self.keyword("unknown") {
            return Some(self.table.intern(LocKind::Unknown));
        }
        if self.keyword("callsite") {
            self.eat(Tok::LParen)?;
            let callee = self.location(depth + 1)?;
            if !self.keyword("at") {
                return None;
            }
            let caller = self.location(depth + 1)?;
            self.eat(Tok::RParen)?;
            return Some(self.table.intern(LocKind::CallSite { callee, caller }));
        }
        if self.keyword("fused") {
            let metadata = if self.tok == Tok::Less {
                Some(self.balanced_metadata()?)
            } else {
                None
            };
            self.eat(Tok::LSquare)?;
            let mut locs = vec![self.location(depth + 1)?];
            while self.eat(Tok::Comma).is_some() {
                locs.push(self.location(depth + 1)?);
            }
            self.eat(Tok::RSquare)?;
            return Some(self.table.intern(LocKind::Fused { metadata, locs }));
        }
        if self.tok == Tok::HashIdent {
            let name = self.spelling()[1..].to_string();
            let after = self.end;
            self.next();
            return match (self.alias)(self.table, &name) {
                Some(id) => Some(id),
                None if depth == 0 => Some(self.table.intern(LocKind::Alias(name))),
                None => {
                    // mlir-opt reports it just past the name.
                    self.error = Some((after, format!("undefined symbol alias id '{}'", name)));
                    None
                }
            };
        }
        let s = self.string()?;
        if self.eat(Tok::Colon).is_some() {
            let line = self.integer()?;
            let col = if self.eat(Tok::Colon).is_some() {
                self.integer()?
            } else {
                0
            };
            if self.keyword("to") {
                // The end of a range: `to line:col`, `to :col` or `to line`.
                let _ = self.integer();
                if self.eat(Tok::Colon).is_some() {
                    self.integer()?;
                }
            }
            return Some(
                self.table
                    .intern(LocKind::FileLineCol { file: s, line, col }),
            );
        }
        let child = if self.eat(Tok::LParen).is_some() {
            let c = self.location(depth + 1)?;
            self.eat(Tok::RParen)?;
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
        let mut depth = 0usize;
        loop {
            match self.tok {
                Tok::Less | Tok::LParen | Tok::LSquare | Tok::LBrace => depth += 1,
                Tok::Greater | Tok::RParen | Tok::RSquare | Tok::RBrace => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        let inner = self.text[from..self.start].trim().to_string();
                        self.next();
                        return Some(inner);
                    }
                }
                Tok::Eof | Tok::Error => return None,
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
        read_location(table, text, &mut |_, _| None)
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
    fn unknown_forms_are_left_to_the_caller() {
        let mut t = LocTable::default();
        assert_eq!(read(&mut t, "(42)").unwrap(), None);
        assert_eq!(read(&mut t, r#"("a.py":1:2 junk)"#).unwrap(), None);
    }
}
