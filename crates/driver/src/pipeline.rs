//! Pass pipelines: the textual `--pass-pipeline` syntax, pass flags, and the
//! pass manager that runs them (verifying after each pass, as mlir-opt does).

use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{Context, DResult, Op};

pub enum Entry {
    /// A pass, with what the registry knows of it (its name in IR dumps).
    Pass(Box<dyn Pass>, &'static PassInfo),
    Nested(Anchor),
}

/// Passes anchored on an op kind (`builtin.module(...)`, `func.func(...)`).
pub struct Anchor {
    pub op_name: String,
    pub entries: Vec<Entry>,
}

pub struct PassRegistry {
    pub passes: Vec<&'static PassInfo>,
}

impl PassRegistry {
    pub fn lookup(&self, name: &str) -> Option<&'static PassInfo> {
        self.passes.iter().copied().find(|p| p.name == name)
    }

    /// A pipeline entry for the pass of this name and option text (`a=1 b`).
    pub fn entry(&self, name: &str, options: &str) -> Result<Entry, String> {
        let pass = self.create(name, options)?;
        let info = self.lookup(name).expect("created from the registry");
        Ok(Entry::Pass(pass, info))
    }

    /// Instantiates a pass from its name and option text (`a=1 b`).
    pub fn create(&self, name: &str, options: &str) -> Result<Box<dyn Pass>, String> {
        let Some(info) = self.lookup(name) else {
            return Err(format!(
                "'{}' does not refer to a registered pass or pass pipeline",
                name
            ));
        };
        let opts = parse_options(options)?;
        for (k, _) in &opts.entries {
            if !info.options.iter().any(|o| o.name == k) {
                return Err(format!("<Pass-Options-Parser>: no such option {}", k));
            }
        }
        (info.create)(&opts)
    }

    /// Parses `builtin.module(a,b{x=1},func.func(c))` or a bare list `a,b`.
    pub fn parse_pipeline(&self, text: &str) -> Result<Anchor, String> {
        let mut p = PipelineParser {
            s: text.as_bytes(),
            pos: 0,
            reg: self,
        };
        p.skip_ws();
        let entries = p.parse_list()?;
        p.skip_ws();
        if p.pos != p.s.len() {
            return Err(format!("unexpected '{}' in pass pipeline", &text[p.pos..]));
        }
        // A single top-level `builtin.module(...)` is the root anchor itself.
        if entries.len() == 1 {
            if let Entry::Nested(a) = &entries[0] {
                if a.op_name == "builtin.module" || a.op_name == "any" {
                    let Entry::Nested(a) = entries.into_iter().next().unwrap() else {
                        unreachable!()
                    };
                    return Ok(a);
                }
            }
        }
        Ok(Anchor {
            op_name: "builtin.module".into(),
            entries,
        })
    }
}

struct PipelineParser<'a> {
    s: &'a [u8],
    pos: usize,
    reg: &'a PassRegistry,
}

impl PipelineParser<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }
    fn parse_list(&mut self) -> Result<Vec<Entry>, String> {
        let mut v = Vec::new();
        loop {
            self.skip_ws();
            if self.pos >= self.s.len() || self.s[self.pos] == b')' {
                return Ok(v);
            }
            v.push(self.parse_entry()?);
            self.skip_ws();
            if self.pos < self.s.len() && self.s[self.pos] == b',' {
                self.pos += 1;
                continue;
            }
            return Ok(v);
        }
    }
    fn parse_entry(&mut self) -> Result<Entry, String> {
        let start = self.pos;
        while self.pos < self.s.len()
            && !b"(){},".contains(&self.s[self.pos])
            && !self.s[self.pos].is_ascii_whitespace()
        {
            self.pos += 1;
        }
        let name = String::from_utf8_lossy(&self.s[start..self.pos]).to_string();
        if name.is_empty() {
            return Err("expected pass or pipeline element name".into());
        }
        self.skip_ws();
        if self.pos < self.s.len() && self.s[self.pos] == b'(' {
            self.pos += 1;
            let entries = self.parse_list()?;
            self.skip_ws();
            if self.pos >= self.s.len() || self.s[self.pos] != b')' {
                return Err("expected ')' to close nested pipeline".into());
            }
            self.pos += 1;
            return Ok(Entry::Nested(Anchor {
                op_name: name,
                entries,
            }));
        }
        let mut opts = String::new();
        if self.pos < self.s.len() && self.s[self.pos] == b'{' {
            let mut depth = 0;
            let ostart = self.pos + 1;
            while self.pos < self.s.len() {
                match self.s[self.pos] {
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                self.pos += 1;
            }
            if self.pos >= self.s.len() {
                return Err("expected '}' to close pass options".into());
            }
            opts = String::from_utf8_lossy(&self.s[ostart..self.pos]).to_string();
            self.pos += 1;
        }
        self.reg.entry(&name, &opts)
    }
}

/// Splits `a=1 b c="x y" d={e f}` into key/value pairs.
pub fn parse_options(text: &str) -> Result<PassOptions, String> {
    // `-pass="a b"` given through a layer that kept the quotes.
    let text = text.trim();
    let text = if text.len() >= 2 && text.starts_with('"') && text.ends_with('"') {
        &text[1..text.len() - 1]
    } else {
        text
    };
    let b = text.as_bytes();
    let mut i = 0;
    let mut out = PassOptions::default();
    while i < b.len() {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= b.len() {
            break;
        }
        let ks = i;
        while i < b.len() && b[i] != b'=' && !b[i].is_ascii_whitespace() {
            i += 1;
        }
        let key = text[ks..i].to_string();
        let mut val = String::new();
        if i < b.len() && b[i] == b'=' {
            i += 1;
            let vs = i;
            let mut depth = 0i32;
            let mut quote = false;
            while i < b.len() {
                let c = b[i];
                if c == b'"' || c == b'\'' {
                    quote = !quote;
                } else if !quote && c == b'{' {
                    depth += 1;
                } else if !quote && c == b'}' {
                    depth -= 1;
                } else if !quote && depth == 0 && c.is_ascii_whitespace() {
                    break;
                }
                i += 1;
            }
            val = text[vs..i]
                .trim_matches(|c| c == '"' || c == '\'')
                .to_string();
            if val.starts_with('{') && val.ends_with('}') {
                val = val[1..val.len() - 1].to_string();
            }
        }
        out.entries.push((key, val));
    }
    Ok(out)
}

/// Runs an anchor's passes on `op`, verifying after each pass.
pub fn run_anchor(ctx: &mut Context, anchor: &mut Anchor, op: Op) -> DResult<()> {
    if run_anchor_leaving_last_verify(ctx, anchor, op)? && verify_each() {
        ir::verifier::verify(ctx, op)?;
    }
    Ok(())
}

thread_local! {
    /// `--verify-each` (on by default, as in mlir-opt).
    static VERIFY_EACH: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

/// Whether the IR is verified after each pass on this thread.
pub fn verify_each() -> bool {
    VERIFY_EACH.with(|v| v.get())
}

/// Sets `--verify-each` for the pipelines run on this thread.
pub fn set_verify_each(on: bool) {
    VERIFY_EACH.with(|v| v.set(on));
}

/// One run of `pass` on `op`, reported to the pass observer (IR printing)
/// unless the pass reports its own runs.
fn run_pass(
    ctx: &mut Context,
    pass: &mut dyn Pass,
    info: &'static PassInfo,
    op: Op,
) -> DResult<()> {
    if pass.reports_own_runs() {
        return pass.run(ctx, op);
    }
    ir::pass::run_observed(ctx, info, op, |ctx| pass.run(ctx, op))
}

/// [`run_anchor`], except that when the last entry is a pass on `op`
/// itself, its verification is left to the caller (returns `true`): the
/// driver overlaps it with printing.
pub fn run_anchor_leaving_last_verify(
    ctx: &mut Context,
    anchor: &mut Anchor,
    op: Op,
) -> DResult<bool> {
    let last = anchor.entries.len().saturating_sub(1);
    for (i, e) in anchor.entries.iter_mut().enumerate() {
        match e {
            Entry::Pass(p, info) => {
                run_pass(ctx, p.as_mut(), info, op)?;
                if i == last {
                    return Ok(verify_each());
                }
                if verify_each() {
                    let mut laps = ir::timing::Laps::start();
                    ir::verifier::verify(ctx, op)?;
                    laps.lap("verify after pass");
                }
            }
            Entry::Nested(a) => {
                let targets: Vec<Op> = ctx
                    .child_ops(op)
                    .into_iter()
                    .filter(|&o| a.op_name == "any" || ctx.op_name(o) == a.op_name)
                    .collect();
                // mlir-opt's pass manager runs a nested pipeline on every
                // target even after one fails, and reports each failure in
                // the targets' order.
                let mut failed: Option<Box<ir::Diagnostic>> = None;
                for t in targets {
                    if let Err(e) = run_anchor(ctx, a, t) {
                        match &mut failed {
                            None => failed = Some(e),
                            Some(first) => first.follow.push(*e),
                        }
                    }
                }
                if let Some(e) = failed {
                    return Err(e);
                }
            }
        }
    }
    Ok(false)
}
