//! Pass pipelines: the textual `--pass-pipeline` syntax, pass flags, and the
//! pass manager that runs them (verifying after each pass, as mlir-opt does).

use dealloc::pipeline::{DeallocPipeline, Failure, Shortcuts};
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::{Context, Op};

/// One element of a pipeline.
pub enum Entry {
    /// A pass, with what the registry knows of it (its name in IR dumps)
    /// and the options it was given (for `--dump-pass-pipeline`).
    Pass(Box<dyn Pass>, &'static PassInfo, PassOptions),
    /// `buffer-deallocation-pipeline`, which takes the shortcuts
    /// [`RunOptions::shortcuts`] allows.
    DeallocPipeline(DeallocPipeline),
    /// Passes on the ops of a kind directly inside the anchor op.
    Nested(Anchor),
}

/// How the driver runs a pipeline on one input chunk.
#[derive(Clone, Copy, Debug)]
pub struct RunOptions {
    /// `--verify-each` (on by default, as in mlir-opt): the IR is verified
    /// after each pass.
    pub verify_each: bool,
    /// Whether `buffer-deallocation-pipeline` takes its fast path; when that
    /// fails ([`Failure::RerunWithoutShortcuts`]), the driver processes the
    /// chunk again without.
    pub shortcuts: Shortcuts,
    /// Whether the IR arenas are compacted after each pass on the top-level
    /// op ([`ir::Context::compact`]), which gives that op a new id (written
    /// back to the caller's): only where nothing else holds ids.
    pub compact: bool,
}

/// Passes anchored on an op kind (`builtin.module(...)`, `func.func(...)`).
pub struct Anchor {
    /// The op kind the entries run on (`builtin.module`, `func.func`, `any`).
    pub op_name: String,
    /// The entries, in order.
    pub entries: Vec<Entry>,
}

/// A pipeline that cannot be built, reported as mlir-opt does: `raw` lines
/// go to stderr as they are (LLVM's option parser writes them directly),
/// then `diag`, if any, as an error at an unknown location.
#[derive(Debug, Default)]
pub struct PipelineError {
    /// Lines LLVM's option parser writes as they are.
    pub raw: Vec<String>,
    /// The error reported as a diagnostic, if any.
    pub diag: Option<String>,
}

impl PipelineError {
    fn diag(m: impl Into<String>) -> Self {
        PipelineError {
            raw: Vec::new(),
            diag: Some(m.into()),
        }
    }
    /// The message as one diagnostic text (for callers that report one).
    pub fn message(&self) -> String {
        self.diag.clone().unwrap_or_default()
    }
}

/// Whether a pass constructor's error is one of option parsing (as opposed
/// to a check of the options' combination, which MLIR makes when the pass
/// runs): `Some(true)` for an unparsable value, `Some(false)` for an
/// unknown option.
fn option_parse_error(e: &str) -> Option<bool> {
    if e.starts_with(ir::pass::INVALID_VALUE_PREFIX) {
        Some(true)
    } else if e.starts_with(ir::pass::NO_SUCH_OPTION_PREFIX) {
        Some(false)
    } else {
        None
    }
}

/// A pass (or pass pipeline) given as a flag (`-name=options`) that its
/// constructor rejected.
pub fn flag_error(info: &PassInfo, e: String) -> PipelineError {
    let pipeline = info.class_name.is_empty();
    match option_parse_error(&e) {
        Some(true) => PipelineError {
            raw: vec![format!("bufopt: {e}")],
            diag: (!pipeline).then(String::new),
        },
        Some(false) if pipeline => PipelineError {
            raw: vec![e],
            diag: None,
        },
        Some(false) => PipelineError::diag(e + "\n"),
        None => PipelineError::diag(e),
    }
}

/// The passes the command line and pipelines can name.
pub struct PassRegistry {
    /// Every pass of every crate, as their `passes()` list them.
    pub passes: Vec<&'static PassInfo>,
}

impl PassRegistry {
    /// The pass with this command-line name.
    pub fn lookup(&self, name: &str) -> Option<&'static PassInfo> {
        self.passes.iter().copied().find(|p| p.name == name)
    }

    /// A pipeline entry for the pass of this name and option text (`a=1 b`).
    pub fn entry(&self, name: &str, options: &str) -> Result<Entry, String> {
        let (info, opts) = self.checked_options(name, options)?;
        if std::ptr::eq(info, &dealloc::pipeline::INFO) {
            return Ok(Entry::DeallocPipeline(DeallocPipeline::from_pass_options(
                &opts,
            )?));
        }
        Ok(Entry::Pass((info.create)(&opts)?, info, opts))
    }

    /// Instantiates a pass from its name and option text (`a=1 b`).
    pub fn create(&self, name: &str, options: &str) -> Result<Box<dyn Pass>, String> {
        let (info, opts) = self.checked_options(name, options)?;
        (info.create)(&opts)
    }

    /// The registered pass of this name and its parsed options, each one
    /// the pass has.
    fn checked_options(
        &self,
        name: &str,
        options: &str,
    ) -> Result<(&'static PassInfo, PassOptions), String> {
        let Some(info) = self.lookup(name) else {
            return Err(format!(
                "'{}' does not refer to a registered pass or pass pipeline",
                name
            ));
        };
        let opts = parse_options(options)?;
        for (k, _) in &opts.entries {
            if !info.options.iter().any(|o| o.name == k) {
                return Err(ir::pass::no_such_option(k));
            }
        }
        Ok((info, opts))
    }

    /// Parses `builtin.module(a,b{x=1},func.func(c))`: a list of passes and
    /// nested pipelines wrapped in the op kind it runs on, as mlir-opt's
    /// `--pass-pipeline` requires.
    pub fn parse_pipeline(&self, text: &str) -> Result<Anchor, PipelineError> {
        // As mlir-opt splits it: the anchor is what precedes the first '(',
        // the list is everything up to the last ')'.
        let open = text.find('(').filter(|&i| i > 0);
        let (Some(open), true) = (open, text.ends_with(')')) else {
            return Err(PipelineError::diag(
                "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'",
            ));
        };
        let anchor = text[..open].trim().to_string();
        let inner = &text[open + 1..text.len() - 1];
        let mut p = PipelineParser {
            text: inner,
            s: inner.as_bytes(),
            pos: 0,
            reg: self,
            anchors: vec![anchor.clone()],
        };
        p.skip_ws();
        let entries = p.parse_list()?;
        p.skip_ws();
        if p.pos != p.s.len() {
            return Err(PipelineError::diag(format!(
                "unexpected '{}' in pass pipeline",
                &inner[p.pos..]
            )));
        }
        Ok(Anchor {
            op_name: anchor,
            entries,
        })
    }
}

struct PipelineParser<'a> {
    text: &'a str,
    s: &'a [u8],
    pos: usize,
    reg: &'a PassRegistry,
    /// The op kinds of the pipelines being parsed, outermost first.
    anchors: Vec<String>,
}

impl PipelineParser<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }
    fn parse_list(&mut self) -> Result<Vec<Entry>, PipelineError> {
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
    fn parse_entry(&mut self) -> Result<Entry, PipelineError> {
        let start = self.pos;
        while self.pos < self.s.len()
            && !b"(){},".contains(&self.s[self.pos])
            && !self.s[self.pos].is_ascii_whitespace()
        {
            self.pos += 1;
        }
        let name = String::from_utf8_lossy(&self.s[start..self.pos]).to_string();
        if name.is_empty() {
            return Err(PipelineError::diag(
                "expected pass or pipeline element name",
            ));
        }
        self.skip_ws();
        if self.pos < self.s.len() && self.s[self.pos] == b'(' {
            self.pos += 1;
            self.anchors.push(name.clone());
            let entries = self.parse_list();
            self.anchors.pop();
            let entries = entries?;
            self.skip_ws();
            if self.pos >= self.s.len() || self.s[self.pos] != b')' {
                return Err(PipelineError::diag("expected ')' to close nested pipeline"));
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
                return Err(PipelineError::diag("expected '}' to close pass options"));
            }
            opts = String::from_utf8_lossy(&self.s[ostart..self.pos]).to_string();
            self.pos += 1;
        }
        let Some(info) = self.reg.lookup(&name) else {
            // mlir-opt's pipeline parser points at the name in the list.
            return Err(PipelineError::diag(format!(
                "MLIR Textual PassPipeline Parser:1:{}: error: '{}' does not refer to a registered pass or pass pipeline\n{}\n{}^\n",
                start + 1,
                name,
                self.text,
                " ".repeat(start)
            )));
        };
        let anchor = self.anchors.last().map_or("builtin.module", |a| a.as_str());
        if let Some(r) = info.restricted_to {
            if anchor != r && anchor != "any" {
                return Err(PipelineError::diag(format!(
                    "Can't add pass '{}' restricted to '{}' on a PassManager intended to run on '{}', did you intend to nest?\n{}",
                    info.class_name,
                    r,
                    anchor,
                    self.failed_to_add(&name, &opts)
                )));
            }
        }
        self.reg.entry(&name, &opts).map_err(|e| {
            let pipeline = info.class_name.is_empty();
            let failed = self.failed_to_add(&name, &opts);
            match option_parse_error(&e) {
                Some(true) => PipelineError {
                    raw: vec![format!("bufopt: {e}")],
                    diag: Some(if pipeline {
                        failed
                    } else {
                        format!("\n{failed}")
                    }),
                },
                Some(false) if pipeline => PipelineError {
                    raw: vec![e],
                    diag: Some(failed),
                },
                Some(false) => PipelineError::diag(format!("{e}\n\n{failed}")),
                None => PipelineError::diag(e),
            }
        })
    }

    /// The lines mlir-opt adds when a pass cannot be added: one for the
    /// pass, one for each pipeline it is nested in (the outermost, the pass
    /// manager itself, excepted).
    fn failed_to_add(&self, name: &str, opts: &str) -> String {
        let mut out = format!("failed to add `{name}` with options `{opts}`\n");
        for a in self.anchors.iter().skip(1).rev() {
            out.push_str(&format!(
                "failed to add `{a}` with options `` to inner pipeline\n"
            ));
        }
        out
    }
}

/// Splits `a=1 b c="x y" d={e f}` into key/value pairs.
pub fn parse_options(text: &str) -> Result<PassOptions, String> {
    let text = text.trim();
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
        // A quoted key (`-pass='flag'`) is the flag; as in mlir-opt, a
        // quote that opens a list (`-pass="a b"`) is part of the first key.
        let key = strip_matching_quotes(&text[ks..i]).to_string();
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
            val = text[vs..i].trim().to_string();
            if val.len() > 2 {
                val = strip_matching_quotes(&val).trim().to_string();
            }
            if val.starts_with('{') && val.ends_with('}') {
                val = val[1..val.len() - 1].to_string();
            }
        }
        out.entries.push((key, val));
    }
    Ok(out)
}

/// `s` without the quotes around it, when it starts and ends with the same
/// quote character.
fn strip_matching_quotes(s: &str) -> &str {
    for q in ['"', '\''] {
        if s.len() >= 2 && s.starts_with(q) && s.ends_with(q) {
            return &s[1..s.len() - 1];
        }
    }
    s
}

/// Runs an anchor's passes on `op`, verifying after each pass.
pub fn run_anchor(
    ctx: &mut Context,
    anchor: &mut Anchor,
    op: Op,
    run: RunOptions,
) -> Result<(), Failure> {
    let mut op = op;
    if run_anchor_leaving_last_verify(ctx, anchor, &mut op, run)? && run.verify_each {
        ir::verifier::verify(ctx, op)?;
    }
    Ok(())
}

/// One run of `pass` on `op`, reported to the pass observer (IR printing)
/// unless the pass reports its own runs.
fn run_pass(
    ctx: &mut Context,
    pass: &mut Box<dyn Pass>,
    info: &'static PassInfo,
    opts: &PassOptions,
    op: Op,
) -> Result<(), Failure> {
    if pass.reports_own_runs() {
        return Ok(pass.run(ctx, op)?);
    }
    Ok(ir::pass::run_observed(ctx, info, op, |ctx| {
        run_maybe_split(ctx, pass, info, opts, op)
    })?)
}

/// Runs `pass` on `op`; a function-local pass on a large module of
/// functions runs on each half of them instead, side by side on two
/// threads (`ir::pass::per_function::run_on_halves`), which leaves the IR
/// the run on the module leaves; so does a pass that becomes
/// function-local once it has prepared the module (`Pass::prepare_split`).
/// Not while an observer watches (it may print the IR between runs) or
/// with threads off.
fn run_maybe_split(
    ctx: &mut Context,
    pass: &mut Box<dyn Pass>,
    info: &'static PassInfo,
    opts: &PassOptions,
    op: Op,
) -> ir::DResult<()> {
    use ir::pass::per_function::Split;
    let funcs = (ir::threads::enabled() && !ir::pass::observed())
        .then(|| functions_only(ctx, op))
        .flatten();
    let Some(funcs) = funcs else {
        return pass.run(ctx, op);
    };
    let (mut here, make): (Box<dyn Pass>, ir::pass::PassMaker) = match pass.prepare_split(ctx, op) {
        // The module is prepared: the rest of the work is the maker's.
        Some(make) => match make() {
            Some(p) => (p, make),
            None => return pass.run(ctx, op),
        },
        None if pass.function_local() => {
            let Some(split) = Split::of(ctx, op, &funcs) else {
                return pass.run(ctx, op);
            };
            let opts = opts.clone();
            let make: ir::pass::PassMaker = Box::new(move || (info.create)(&opts).ok());
            return split_in_halves(ctx, pass.as_mut(), &make, op, &funcs, split);
        }
        None => return pass.run(ctx, op),
    };
    match Split::of(ctx, op, &funcs) {
        Some(split) => split_in_halves(ctx, here.as_mut(), &make, op, &funcs, split),
        None => here.run(ctx, op),
    }
}

/// Runs `here` on the leading half of `funcs` and an instance from `make`
/// on the trailing half, on two threads. Each half is a module of its own
/// functions (and declarations of the others): the pass runs on it as on
/// the whole module, once per half. A failure in either half is left to
/// the run on the whole module, so that it is reported as that run reports
/// it.
fn split_in_halves(
    ctx: &mut Context,
    here: &mut dyn Pass,
    make: &ir::pass::PassMaker,
    op: Op,
    funcs: &[Op],
    split: ir::pass::per_function::Split,
) -> ir::DResult<()> {
    use ir::pass::per_function::{run_on_halves, Halves};
    let written = run_on_halves(
        ctx,
        op,
        funcs,
        split,
        |scratch, holder| ir::threads::serially(|| here.run(scratch, holder).is_ok()),
        |scratch, holder| {
            ir::threads::serially(|| make().is_some_and(|mut p| p.run(scratch, holder).is_ok()))
        },
    );
    match written {
        Halves::Both => Ok(()),
        Halves::Neither => here.run(ctx, op),
        // The leading functions are done: the others run one at a time,
        // which a function-local pass allows.
        Halves::Leading => ir::symbols::with_cached_tables(|| {
            funcs[split.at..].iter().try_for_each(|&f| here.run(ctx, f))
        }),
    }
}

/// The ops of `module`'s body when all of them are `func.func` ops (with or
/// without a body): a module pass then has nothing else to work on.
fn functions_only(ctx: &Context, module: Op) -> Option<Vec<Op>> {
    if !ctx.isa(module, &dialects::builtin::MODULE) {
        return None;
    }
    let ops = ctx.child_ops(module);
    ops.iter()
        .all(|&o| ctx.isa(o, &dialects::func::FUNC))
        .then_some(ops)
}

/// [`run_anchor`], except that when the last entry is a pass on `op`
/// itself, its verification is left to the caller (returns `true`): the
/// driver overlaps it with printing.
pub fn run_anchor_leaving_last_verify(
    ctx: &mut Context,
    anchor: &mut Anchor,
    op: &mut Op,
    run: RunOptions,
) -> Result<bool, Failure> {
    let last = anchor.entries.len().saturating_sub(1);
    for (i, e) in anchor.entries.iter_mut().enumerate() {
        let ran = match e {
            Entry::Pass(p, info, opts) => run_pass(ctx, p, info, opts, *op),
            // It reports each of its steps to the observer itself.
            Entry::DeallocPipeline(p) => p.run_with(ctx, *op, run.shortcuts),
            Entry::Nested(a) => {
                let nested = RunOptions {
                    compact: false,
                    ..run
                };
                run_nested(ctx, a, *op, nested)?;
                compact_after_pass(ctx, op, run);
                continue;
            }
        };
        ran?;
        compact_after_pass(ctx, op, run);
        if i == last {
            return Ok(run.verify_each);
        }
        if run.verify_each {
            let mut laps = ir::timing::Laps::start();
            ir::verifier::verify(ctx, *op)?;
            laps.lap("verify after pass");
        }
    }
    Ok(false)
}

/// Gives back what the pass left dead in the arenas, when `run` allows it:
/// the next pass (or the printer's output) grows the arenas on top of it,
/// and the peak memory of a large run is reached there.
fn compact_after_pass(ctx: &mut Context, op: &mut Op, run: RunOptions) {
    if run.compact {
        let mut laps = ir::timing::Laps::start();
        *op = ctx.compact(*op);
        laps.lap("compact");
    }
}

/// Runs a nested pipeline on each op of its kind directly inside `op`.
fn run_nested(ctx: &mut Context, a: &mut Anchor, op: Op, run: RunOptions) -> Result<(), Failure> {
    let targets: Vec<Op> = ctx
        .child_ops(op)
        .into_iter()
        .filter(|&o| a.op_name == "any" || ctx.op_name(o) == a.op_name)
        .collect();
    let split = nested_split(ctx, a, op, &targets);
    // mlir-opt's pass manager runs a nested pipeline on every target even
    // after one fails, and reports each failure in the targets' order.
    let mut failed: Option<Box<ir::Diagnostic>> = None;
    let mut run_each = |ctx: &mut Context, targets: &[Op]| -> Result<(), Failure> {
        for &t in targets {
            match run_anchor(ctx, a, t, run) {
                Ok(()) => {}
                Err(Failure::Diagnostic(e)) => match &mut failed {
                    None => failed = Some(e),
                    Some(first) => first.follow.push(*e),
                },
                // The chunk is processed again: what follows does not matter.
                Err(rerun @ Failure::RerunWithoutShortcuts(_)) => return Err(rerun),
            }
        }
        Ok(())
    };
    match split {
        // Function-local passes add, remove and rename no symbol: one
        // table per scope serves every function (verification included).
        Some((split, passes)) => ir::symbols::with_cached_tables(|| {
            let helper = move |scratch: &mut Context, forked: &[Op]| {
                run_on_copies(scratch, passes, forked, run)
            };
            let theirs_done = ir::pass::per_function::split_functions(
                ctx,
                op,
                &targets,
                split,
                &mut run_each,
                helper,
            )?;
            if !theirs_done {
                run_each(ctx, &targets[split.at..])?;
            }
            Ok::<(), Failure>(())
        })?,
        None => run_each(ctx, &targets)?,
    }
    match failed {
        Some(e) => Err(Failure::Diagnostic(e)),
        None => Ok(()),
    }
}

/// The passes of a nested pipeline, for making fresh instances of them on
/// another thread: the kind it is anchored on, then each pass.
struct NestedPasses {
    op_name: String,
    passes: Vec<(&'static PassInfo, PassOptions)>,
}

/// Where to split the targets of a nested pipeline on functions between two
/// threads (`ir::pass::per_function`), as mlir-opt's pass manager runs
/// function pipelines on a thread pool: only an unobserved pipeline of
/// function-local passes (`Pass::function_local`: the helper's copies see
/// the other functions as declarations) on the functions of a module.
fn nested_split(
    ctx: &Context,
    a: &Anchor,
    op: Op,
    targets: &[Op],
) -> Option<(ir::pass::per_function::Split, NestedPasses)> {
    if a.op_name != dialects::func::FUNC.name
        || ir::pass::observed()
        || !ctx.isa(op, &dialects::builtin::MODULE)
    {
        return None;
    }
    let passes = a
        .entries
        .iter()
        .map(|e| match e {
            Entry::Pass(p, info, opts) if p.function_local() => Some((*info, opts.clone())),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    let split = ir::pass::per_function::Split::of(ctx, op, targets)?;
    Some((
        split,
        NestedPasses {
            op_name: a.op_name.clone(),
            passes,
        },
    ))
}

/// The helper thread's part of a split nested pipeline: fresh instances of
/// its passes run on the copies, each verified as [`run_anchor`] does.
/// Whether all of them succeeded.
fn run_on_copies(
    scratch: &mut Context,
    nested: NestedPasses,
    forked: &[Op],
    run: RunOptions,
) -> bool {
    let entries = nested
        .passes
        .into_iter()
        .map(|(info, opts)| Some(Entry::Pass((info.create)(&opts).ok()?, info, opts)))
        .collect::<Option<Vec<_>>>();
    let Some(entries) = entries else {
        return false;
    };
    let mut anchor = Anchor {
        op_name: nested.op_name,
        entries,
    };
    ir::symbols::with_cached_tables(|| {
        forked
            .iter()
            .all(|&f| run_anchor(scratch, &mut anchor, f, run).is_ok())
    })
}

/// `--dump-pass-pipeline`: the pipeline as mlir-opt 22 dumps it, every pass
/// with all its options (defaults included) and
/// `buffer-deallocation-pipeline` spelled out as the passes it runs.
pub fn dump(root: &Anchor, reg: &PassRegistry) -> String {
    let entries = dumped_entries(root, reg, 1);
    let count: usize = root
        .entries
        .iter()
        .map(|e| match e {
            Entry::DeallocPipeline(p) => dealloc_pipeline_steps(p).len(),
            _ => 1,
        })
        .sum();
    format!(
        "Pass Manager with {count} passes:\n{}(\n{}\n)\n\n",
        root.op_name,
        entries.join(",\n")
    )
}

/// Each entry of `a` written at `depth` levels of indentation.
fn dumped_entries(a: &Anchor, reg: &PassRegistry, depth: usize) -> Vec<String> {
    let pad = "  ".repeat(depth);
    let mut out = Vec::new();
    for e in &a.entries {
        match e {
            Entry::Pass(_, info, opts) => {
                let pass = ir::pass::dumped_pass(info, opts);
                match info.restricted_to {
                    // A pass flag of a function pass runs under a
                    // `func.func` adaptor of its own, which mlir-opt shows.
                    Some(anchor) if anchor != a.op_name => {
                        out.push(format!("{pad}{anchor}(\n{pad}  {pass}\n{pad})"))
                    }
                    _ => out.push(format!("{pad}{pass}")),
                }
            }
            Entry::DeallocPipeline(p) => {
                for (name, options) in dealloc_pipeline_steps(p) {
                    let info = reg
                        .lookup(name)
                        .expect("the pipeline's passes are registered");
                    let opts = parse_options(&options).unwrap_or_default();
                    out.push(format!("{pad}{}", ir::pass::dumped_pass(info, &opts)));
                }
            }
            Entry::Nested(inner) => {
                let body = dumped_entries(inner, reg, depth + 1);
                out.push(format!(
                    "{pad}{}(\n{}\n{pad})",
                    inner.op_name,
                    body.join(",\n")
                ));
            }
        }
    }
    out
}

/// The passes `buffer-deallocation-pipeline` runs, with their options.
fn dealloc_pipeline_steps(p: &DeallocPipeline) -> Vec<(&'static str, String)> {
    let mut ownership = format!(
        "private-function-dynamic-ownership={}",
        p.opts.private_dynamic
    );
    if p.opts.fix_region_result_liveness {
        ownership.push_str(" fix-region-result-liveness");
    }
    vec![
        ("expand-realloc", "emit-deallocs=false".to_string()),
        ("canonicalize", String::new()),
        ("ownership-based-buffer-deallocation", ownership),
        ("canonicalize", String::new()),
        ("buffer-deallocation-simplification", String::new()),
        ("bufferization-lower-deallocations", String::new()),
        ("cse", String::new()),
        ("canonicalize", String::new()),
    ]
}
