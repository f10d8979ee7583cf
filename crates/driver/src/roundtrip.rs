//! `--verify-roundtrip`: the parsed input is printed in generic form with
//! its locations, parsed back into a fresh context and printed again, and
//! the two texts must be equal, as in mlir-opt's textual round trip. A
//! difference means the printer wrote something the parser reads
//! differently. (mlir-opt also round-trips through bytecode, which bufopt
//! does not read or write.)

use crate::Cli;
use ir::diag::{DResult, Diagnostic};
use ir::parser::{ParseOptions, Parser};
use ir::printer::{print_top_level, PrintOptions};
use ir::{Context, Op};

fn generic_with_locations(ctx: &Context, op: Op) -> String {
    let opts = PrintOptions {
        generic: true,
        debuginfo: true,
        ..PrintOptions::default()
    };
    print_top_level(ctx, op, opts)
}

fn op_error(ctx: &Context, op: Op, message: String) -> Box<Diagnostic> {
    Box::new(Diagnostic::error(
        ctx.loc(op),
        format!("'{}' op {message}", ctx.op_name(op)),
    ))
}

/// Checks that `module` survives printing and parsing back unchanged.
pub fn verify(ctx: &Context, module: Op, file: &str, cli: &Cli) -> DResult<()> {
    let reference = generic_with_locations(ctx, module);
    let mut back = crate::input_context(cli);
    let opts = ParseOptions {
        allow_unregistered: cli.allow_unregistered,
    };
    let parsed = Parser::new(&mut back, file, &reference, 0, &opts).parse_top_level();
    let Ok(reparsed) = parsed else {
        return Err(op_error(
            ctx,
            module,
            "failed to parse textual content back, cannot verify round-trip.\n".into(),
        ));
    };
    let roundtrip = generic_with_locations(&back, reparsed);
    if reference != roundtrip {
        return Err(op_error(
            ctx,
            module,
            format!(
                "textual roundTrip testing roundtripped module differs from reference:\n<<<<<<Reference\n{reference}\n=====\n{roundtrip}\n>>>>>roundtripped\n"
            ),
        ));
    }
    Ok(())
}
