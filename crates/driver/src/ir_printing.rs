//! mlir-opt's IR printing around passes (`--mlir-print-ir-before-all`,
//! `--mlir-print-ir-after=cse`, ...): the IR a pass ran on, printed to
//! stderr under a banner naming the pass, before and/or after it ran.

use ir::pass::{PassInfo, PassObserver};
use ir::printer::{print_op_local_scope, print_top_level, PrintOptions};
use ir::{Context, Op};
use std::cell::RefCell;
use std::rc::Rc;

/// Which passes to print around, from the command line.
#[derive(Clone, Default)]
pub struct IrPrinting {
    /// `--mlir-print-ir-before-all`.
    pub before_all: bool,
    /// `--mlir-print-ir-after-all`.
    pub after_all: bool,
    /// Pass arguments (`cse`) from `--mlir-print-ir-before=...`.
    pub before: Vec<String>,
    /// Pass arguments from `--mlir-print-ir-after=...`.
    pub after: Vec<String>,
    /// Only when the pass changed the IR.
    pub after_change: bool,
    /// `--mlir-print-ir-after-failure`: the IR after a pass that failed.
    pub after_failure: bool,
    /// The whole module rather than the op the pass ran on.
    pub module_scope: bool,
}

impl IrPrinting {
    /// Some dump is asked for.
    pub fn active(&self) -> bool {
        self.before_all
            || self.after_all
            || !self.before.is_empty()
            || !self.after.is_empty()
            || self.after_failure
    }
    fn prints_before(&self, pass: &PassInfo) -> bool {
        self.before_all || self.before.iter().any(|p| p == pass.name)
    }
    fn prints_after(&self, pass: &PassInfo) -> bool {
        self.after_all || self.after.iter().any(|p| p == pass.name)
    }
}

/// The observer that prints; the text goes to `out`, which the driver
/// writes to stderr with the chunk's diagnostics.
pub struct IrPrinter {
    cfg: IrPrinting,
    print: PrintOptions,
    out: Rc<RefCell<String>>,
    /// Where in `out` a pass failed: its diagnostics, which mlir-opt prints
    /// as the pass emits them, belong there (before the failure dump).
    failed_at: Rc<std::cell::Cell<Option<usize>>>,
    /// With `after_change`: the IR as it was before each pass in progress.
    before_text: Vec<String>,
}

impl IrPrinter {
    /// A printer writing dumps to `out`; `failed_at` gets the length of
    /// `out` when the dump after a failed pass starts (it goes after that
    /// pass's diagnostics).
    pub fn new(
        cfg: IrPrinting,
        print: PrintOptions,
        out: Rc<RefCell<String>>,
        failed_at: Rc<std::cell::Cell<Option<usize>>>,
    ) -> Self {
        IrPrinter {
            cfg,
            print,
            out,
            failed_at,
            before_text: Vec::new(),
        }
    }

    /// The op whose IR is shown for a pass run on `op`.
    fn shown(&self, ctx: &Context, op: Op) -> Op {
        let mut top = op;
        if self.cfg.module_scope {
            while let Some(p) = ctx.parent_op(top) {
                top = p;
            }
        }
        top
    }

    fn text(&self, ctx: &Context, op: Op) -> String {
        if ctx.parent_op(op).is_none() {
            // A top-level op ends with one newline here, the one the alias
            // section brings (none with local scope); the tool's output has
            // one more.
            let mut text = print_top_level(ctx, op, self.print);
            text.truncate(text.trim_end_matches('\n').len());
            if !self.print.local_scope {
                text.push('\n');
            }
            text
        } else {
            print_op_local_scope(ctx, op, self.print)
        }
    }

    fn dump(&self, ctx: &Context, when: &str, pass: &PassInfo, op: Op, text: &str) {
        let mut banner = format!("// -----// IR Dump {} ({})", when, pass.name);
        if self.cfg.module_scope {
            // Module scope names the op the pass ran on, the top-level one included.
            banner.push_str(&format!(" ('{}' operation", ctx.op_name(op)));
            if let Some(name) = ir::symbols::symbol_name(ctx, op) {
                banner.push_str(&format!(": @{}", name));
            }
            banner.push(')');
        }
        let mut out = self.out.borrow_mut();
        out.push_str(&banner);
        out.push_str(" //----- //\n");
        out.push_str(text);
        out.push_str("\n\n");
    }
}

impl PassObserver for IrPrinter {
    fn before(&mut self, ctx: &Context, pass: &'static PassInfo, op: Op) {
        if self.cfg.prints_before(pass) {
            let text = self.text(ctx, self.shown(ctx, op));
            self.dump(ctx, &format!("Before {}", pass.class_name), pass, op, &text);
        }
        if self.cfg.after_change && self.cfg.prints_after(pass) {
            self.before_text.push(self.text(ctx, self.shown(ctx, op)));
        }
    }
    fn after(&mut self, ctx: &Context, pass: &'static PassInfo, op: Op) {
        if !self.cfg.prints_after(pass) {
            return;
        }
        let text = self.text(ctx, self.shown(ctx, op));
        if self.cfg.after_change && self.before_text.pop().as_deref() == Some(text.as_str()) {
            return;
        }
        self.dump(ctx, &format!("After {}", pass.class_name), pass, op, &text);
    }
    fn after_failure(&mut self, ctx: &Context, pass: &'static PassInfo, op: Op) {
        if self.cfg.after_change && self.cfg.prints_after(pass) {
            self.before_text.pop();
        }
        self.failed_at.set(Some(self.out.borrow().len()));
        // mlir-opt dumps a failed pass whenever it would dump it after a
        // success, not only under --mlir-print-ir-after-failure.
        if self.cfg.after_failure || self.cfg.prints_after(pass) {
            let text = self.text(ctx, self.shown(ctx, op));
            self.dump(
                ctx,
                &format!("After {} Failed", pass.class_name),
                pass,
                op,
                &text,
            );
        }
    }
}
