//! The pass interface and the registry of passes the driver can run.

use crate::context::Context;
use crate::diag::DResult;
use crate::ids::Op;

pub mod per_function;

/// A transformation of the IR nested under one op (its anchor).
pub trait Pass {
    /// The pass's command-line name (`one-shot-bufferize`).
    fn name(&self) -> &'static str;
    /// Runs on `op` (a `builtin.module` or the op kind named by the pipeline).
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()>;
    /// Whether the pass reports its own runs to the observer (see
    /// [`run_observed`]): a pass MLIR runs on each function, or a pipeline
    /// of passes, reports each function or each pass; others are reported
    /// by the pass manager as one run on their anchor.
    fn reports_own_runs(&self) -> bool {
        false
    }
    /// Whether, run on a module whose body holds only functions, the pass
    /// leaves the IR that running it on each function in turn leaves: it
    /// changes nothing outside the function it works on, reads nothing
    /// that another function's run changes, adds, removes or renames no
    /// symbol, and counts no limit across functions. The driver may then
    /// split the functions between two threads ([`per_function`]).
    fn function_local(&self) -> bool {
        false
    }
    /// For a pass that is function-local on some modules only (or once it
    /// has done some work on the module itself): checks `module` (and does
    /// that work) and returns a maker of the instances that do the rest, on
    /// the whole module or on each half of its functions
    /// ([`per_function`]), or `None` to run as usual. The driver calls it when it could split the
    /// module (threads on, no observer, a body of functions only); it takes
    /// precedence over [`Pass::function_local`], which then says whether
    /// the pass is function-local when run on functions.
    fn prepare_split(&mut self, _ctx: &mut Context, _module: Op) -> Option<PassMaker> {
        None
    }
}

/// Makes instances of a pass for the halves of a split module (see
/// [`Pass::prepare_split`]); `None` when it cannot.
pub type PassMaker = Box<dyn Fn() -> Option<Box<dyn Pass>> + Send + Sync>;

/// One option of a pass, for `--help`, option validation and
/// `--dump-pass-pipeline`.
pub struct PassOption {
    /// The option name, without the pass name.
    pub name: &'static str,
    /// One line of help.
    pub help: &'static str,
    /// What its value is, which decides how a dumped pipeline writes it.
    pub kind: OptionKind,
    /// The value when the option is not given, as mlir-opt writes it in
    /// a dumped pipeline (lists: empty).
    pub default: &'static str,
    /// An option of bufopt's own, which mlir-opt does not have: a dumped
    /// pipeline names it only when it is given, so that by default the
    /// dump is mlir-opt's.
    pub bufopt_only: bool,
    /// How `--list-passes` names its value.
    pub value: ValueSyntax,
}

/// How LLVM's option listing names an option's value (`--name=<uint>`).
#[derive(Clone, Copy, Debug)]
pub enum ValueSyntax {
    /// From the kind: none for a flag, `<long>` for a number, `<string>`
    /// for text and lists.
    ByKind,
    /// LLVM's name for the value's C++ type (`uint`, `ulong`, `int`).
    Named(&'static str),
    /// An enum: `<value>`, then each value with its help (may be empty).
    Enum(&'static [(&'static str, &'static str)]),
}

/// The kinds of option value, as LLVM's pass options print them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `true`/`false`, given bare, as `1`/`0` or spelled out.
    Flag,
    /// An integer, written in decimal.
    Number,
    /// A string or the name of an enum value, written as given.
    Text,
    /// A comma-separated list, written `{a,b}` (nothing when empty).
    List,
}

impl PassOption {
    /// A boolean option of mlir-opt's.
    pub const fn flag(name: &'static str, help: &'static str, default: bool) -> Self {
        PassOption {
            name,
            help,
            kind: OptionKind::Flag,
            default: if default { "true" } else { "false" },
            bufopt_only: false,
            value: ValueSyntax::ByKind,
        }
    }
    /// An integer option of mlir-opt's.
    pub const fn number(name: &'static str, help: &'static str, default: &'static str) -> Self {
        PassOption {
            name,
            help,
            kind: OptionKind::Number,
            default,
            bufopt_only: false,
            value: ValueSyntax::ByKind,
        }
    }
    /// A string or enum option of mlir-opt's.
    pub const fn text(name: &'static str, help: &'static str, default: &'static str) -> Self {
        PassOption {
            name,
            help,
            kind: OptionKind::Text,
            default,
            bufopt_only: false,
            value: ValueSyntax::ByKind,
        }
    }
    /// A list option of mlir-opt's (empty by default).
    pub const fn list(name: &'static str, help: &'static str) -> Self {
        PassOption {
            name,
            help,
            kind: OptionKind::List,
            default: "",
            bufopt_only: false,
            value: ValueSyntax::ByKind,
        }
    }
    /// A boolean option of bufopt's own, off by default.
    pub const fn bufopt_flag(name: &'static str, help: &'static str) -> Self {
        PassOption {
            name,
            help,
            kind: OptionKind::Flag,
            default: "false",
            bufopt_only: true,
            value: ValueSyntax::ByKind,
        }
    }

    /// The same option with its value named `<name>` in `--list-passes`.
    pub const fn value_named(self, name: &'static str) -> Self {
        PassOption {
            value: ValueSyntax::Named(name),
            ..self
        }
    }
    /// The same option as an enum of these values (with their help).
    pub const fn one_of(self, values: &'static [(&'static str, &'static str)]) -> Self {
        PassOption {
            value: ValueSyntax::Enum(values),
            ..self
        }
    }

    /// The option's lines in `--list-passes`, as LLVM prints them: the
    /// name (and value syntax) in a column, then the help.
    pub fn listed(&self) -> String {
        let value = match (self.value, self.kind) {
            (ValueSyntax::Named(n), _) => format!("=<{n}>"),
            (ValueSyntax::Enum(_), _) => "=<value>".to_string(),
            (ValueSyntax::ByKind, OptionKind::Flag) => String::new(),
            (ValueSyntax::ByKind, OptionKind::Number) => "=<long>".to_string(),
            (ValueSyntax::ByKind, OptionKind::Text | OptionKind::List) => "=<string>".to_string(),
        };
        let mut out = format!(
            "    --{:<51} - {}\n",
            format!("{}{value}", self.name),
            self.help
        );
        if let ValueSyntax::Enum(values) = self.value {
            for (v, help) in values {
                if help.is_empty() {
                    out.push_str(&format!("    ={v}\n"));
                } else {
                    out.push_str(&format!("    ={v:<50} -   {help}\n"));
                }
            }
        }
        out
    }

    /// `name=value` as a dumped pipeline writes it, with `given` (the text
    /// after `=`, empty for a bare flag) or the default; `None` for an
    /// option of bufopt's own that is not given. A list with no entries is
    /// written as nothing at all, as LLVM does.
    pub fn dumped(&self, given: Option<&str>) -> Option<String> {
        if self.bufopt_only && given.is_none() {
            return None;
        }
        let value = match (self.kind, given) {
            (_, None) => self.default.to_string(),
            (OptionKind::Flag, Some(v)) => {
                let on = matches!(v, "" | "true" | "1" | "TRUE" | "True");
                (if on { "true" } else { "false" }).to_string()
            }
            (OptionKind::Number, Some(v)) => match parse_llvm_integer(v) {
                Some(n) => n.to_string(),
                None => v.to_string(),
            },
            (OptionKind::Text, Some(v)) => v.to_string(),
            (OptionKind::List, Some(v)) => {
                let inner = v.trim().trim_start_matches('{').trim_end_matches('}');
                let items: Vec<&str> = inner
                    .split(',')
                    .map(str::trim)
                    .filter(|i| !i.is_empty())
                    .collect();
                if items.is_empty() {
                    String::new()
                } else {
                    format!("{{{}}}", items.join(","))
                }
            }
        };
        if self.kind == OptionKind::List && value.is_empty() {
            return Some(String::new());
        }
        Some(format!("{}={value}", self.name))
    }
}

/// A pass as a dumped pipeline writes it: its name, then its options in
/// name order inside braces (none: no braces), the last given value of
/// each winning.
pub fn dumped_pass(info: &PassInfo, given: &PassOptions) -> String {
    let mut options: Vec<&PassOption> = info.options.iter().collect();
    options.sort_by_key(|o| o.name);
    let written: Vec<String> = options
        .iter()
        .filter_map(|o| o.dumped(given.get(o.name)))
        .collect();
    if written.is_empty() {
        info.name.to_string()
    } else {
        format!("{}{{{}}}", info.name, written.join(" "))
    }
}

/// Parsed `key=value` options of one pass invocation.
#[derive(Clone, Debug, Default)]
pub struct PassOptions {
    /// `(key, value)` pairs in command-line order; a flag without value has an empty value.
    pub entries: Vec<(String, String)>,
}

impl PassOptions {
    /// The value of option `k` (the last one when repeated).
    pub fn get(&self, k: &str) -> Option<&str> {
        self.entries
            .iter()
            .rev()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.as_str())
    }
    /// A boolean option: present without value or `=true` / `=1`.
    pub fn flag(&self, k: &str) -> Result<bool, String> {
        match self.get(k) {
            None => Ok(false),
            Some("" | "true" | "1" | "TRUE" | "True") => Ok(true),
            Some("false" | "0" | "FALSE" | "False") => Ok(false),
            Some(v) => Err(invalid_value(
                k,
                &format!("'{v}' is invalid value for boolean argument! Try 0 or 1"),
            )),
        }
    }
    /// A boolean option, `default` when absent.
    pub fn flag_or(&self, k: &str, default: bool) -> Result<bool, String> {
        if self.get(k).is_none() {
            return Ok(default);
        }
        self.flag(k)
    }
    /// An `int64_t` option (LLVM's "long").
    pub fn long(&self, k: &str, default: i64) -> Result<i64, String> {
        self.integer(
            k,
            i128::from(default),
            i128::from(i64::MIN),
            i128::from(i64::MAX),
            "long",
        )
        .map(|v| v as i64)
    }
    /// An `unsigned` option (LLVM's "uint").
    pub fn uint(&self, k: &str, default: u32) -> Result<u32, String> {
        self.integer(k, i128::from(default), 0, i128::from(u32::MAX), "uint")
            .map(|v| v as u32)
    }
    /// A `uint64_t` option (LLVM's "ulong").
    pub fn ulong(&self, k: &str, default: u64) -> Result<u64, String> {
        self.integer(k, i128::from(default), 0, i128::from(u64::MAX), "ulong")
            .map(|v| v as u64)
    }
    fn integer(
        &self,
        k: &str,
        default: i128,
        lo: i128,
        hi: i128,
        what: &str,
    ) -> Result<i128, String> {
        let Some(v) = self.get(k) else {
            return Ok(default);
        };
        match parse_llvm_integer(v).filter(|x| (lo..=hi).contains(x)) {
            Some(x) => Ok(x),
            None => Err(invalid_value(
                k,
                &format!("'{v}' value invalid for {what} argument!"),
            )),
        }
    }
    /// An option with a fixed set of spellings.
    pub fn choice<T: Copy>(&self, k: &str, default: T, choices: &[(&str, T)]) -> Result<T, String> {
        let Some(v) = self.get(k) else {
            return Ok(default);
        };
        choices
            .iter()
            .find(|(name, _)| *name == v)
            .map(|&(_, x)| x)
            .ok_or_else(|| invalid_value(k, &format!("Cannot find option named '{v}'!")))
    }
}

/// The text LLVM's command-line library prints for an option value it
/// cannot parse (`for the --k option: ...`). Pass-option parsers return it
/// as their error; the driver prints it on a line of its own, as mlir-opt
/// does, not as a diagnostic.
pub fn invalid_value(k: &str, what: &str) -> String {
    format!("{INVALID_VALUE_PREFIX}{k} option: {what}")
}
/// The start of every [`invalid_value`] message.
pub const INVALID_VALUE_PREFIX: &str = "for the --";

/// The error a pass's option list gives for an option it does not have.
pub fn no_such_option(k: &str) -> String {
    format!("{NO_SUCH_OPTION_PREFIX}{k}")
}
/// The start of every [`no_such_option`] message.
pub const NO_SUCH_OPTION_PREFIX: &str = "<Pass-Options-Parser>: no such option ";

/// An integer as LLVM's option parser reads it: decimal, `0x` hex, `0b`
/// binary or `0` octal, with an optional minus sign.
pub fn parse_llvm_integer(t: &str) -> Option<i128> {
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t),
    };
    let (radix, digits) = if let Some(r) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        (16, r)
    } else if let Some(r) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        (2, r)
    } else if let Some(r) = t.strip_prefix("0o") {
        (8, r)
    } else if t.len() > 1 && t.starts_with('0') {
        (8, &t[1..])
    } else {
        (10, t)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    let v = u128::from_str_radix(digits, radix).ok()?;
    let v = i128::try_from(v).ok()?;
    Some(if neg { -v } else { v })
}

/// Creates a pass from its options; `Err` is the option error text.
pub type PassCtor = fn(&PassOptions) -> Result<Box<dyn Pass>, String>;

/// A pass the driver knows, with its command-line name and options.
pub struct PassInfo {
    /// The command-line name.
    pub name: &'static str,
    /// The op kind the pass runs on only (MLIR's `Pass<..., "builtin.module">`
    /// or `func.func`); `None` for passes that run on any op. A textual
    /// pipeline that nests it under another anchor is rejected.
    pub restricted_to: Option<&'static str>,
    /// mlir-opt's name for the pass class, shown in IR dumps
    /// (`// -----// IR Dump After CSE (cse) //----- //`); empty for a
    /// pipeline, whose passes are dumped one by one.
    pub class_name: &'static str,
    /// One line for `--help`.
    pub summary: &'static str,
    /// The options it accepts.
    pub options: &'static [PassOption],
    /// Creates an instance.
    pub create: PassCtor,
}

/// Watches pass runs from outside the passes (mlir-opt's pass
/// instrumentation): the driver's IR printing.
pub trait PassObserver {
    /// Called before `pass` runs on `op`.
    fn before(&mut self, ctx: &Context, pass: &'static PassInfo, op: Op);
    /// Called after `pass` succeeded on `op`.
    fn after(&mut self, ctx: &Context, pass: &'static PassInfo, op: Op);
    /// Called after `pass` failed on `op` (the IR may be partly changed).
    fn after_failure(&mut self, ctx: &Context, pass: &'static PassInfo, op: Op);
}

thread_local! {
    /// The observer of the passes run on this thread (one input chunk is
    /// processed on one thread).
    static OBSERVER: std::cell::RefCell<Option<Box<dyn PassObserver>>> =
        const { std::cell::RefCell::new(None) };
}

/// Installs (or, with `None`, removes) this thread's observer; returns the
/// previous one.
pub fn set_observer(o: Option<Box<dyn PassObserver>>) -> Option<Box<dyn PassObserver>> {
    OBSERVER.with(|slot| std::mem::replace(&mut *slot.borrow_mut(), o))
}

/// Whether pass runs on this thread are observed: passes that shortcut
/// several passes into one walk run them one by one instead, so that each
/// can be seen.
pub fn observed() -> bool {
    OBSERVER.with(|slot| slot.borrow().is_some())
}

/// Runs `body` as one run of `pass` on `op`, telling the observer, if any,
/// before and after (or after a failure).
pub fn run_observed(
    ctx: &mut Context,
    pass: &'static PassInfo,
    op: Op,
    body: impl FnOnce(&mut Context) -> DResult<()>,
) -> DResult<()> {
    if !observed() {
        return body(ctx);
    }
    OBSERVER.with(|slot| {
        if let Some(o) = slot.borrow_mut().as_mut() {
            o.before(ctx, pass, op)
        }
    });
    let r = body(ctx);
    OBSERVER.with(|slot| {
        if let Some(o) = slot.borrow_mut().as_mut() {
            if r.is_ok() {
                o.after(ctx, pass, op)
            } else {
                o.after_failure(ctx, pass, op)
            }
        }
    });
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(kv: &[(&str, &str)]) -> PassOptions {
        PassOptions {
            entries: kv
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        }
    }

    #[test]
    fn integers_read_like_llvm_options() {
        assert_eq!(parse_llvm_integer("42"), Some(42));
        assert_eq!(parse_llvm_integer("-7"), Some(-7));
        assert_eq!(parse_llvm_integer("0x1F"), Some(31));
        assert_eq!(parse_llvm_integer("0b101"), Some(5));
        assert_eq!(parse_llvm_integer("017"), Some(15));
        assert_eq!(parse_llvm_integer("0o17"), Some(15));
        assert_eq!(parse_llvm_integer("0"), Some(0));
        assert_eq!(parse_llvm_integer("08"), None);
        assert_eq!(parse_llvm_integer(""), None);
        assert_eq!(parse_llvm_integer("--1"), None);
        assert_eq!(parse_llvm_integer("1e3"), None);
    }

    #[test]
    fn typed_getters_check_their_range_and_word_errors_as_llvm() {
        let o = opts(&[("a", "-1"), ("b", "4294967295"), ("c", "x"), ("f", "maybe")]);
        assert_eq!(o.long("a", 0), Ok(-1));
        assert_eq!(
            o.uint("a", 0),
            Err("for the --a option: '-1' value invalid for uint argument!".to_string())
        );
        assert_eq!(o.uint("b", 0), Ok(u32::MAX));
        assert_eq!(o.ulong("missing", 64), Ok(64));
        assert_eq!(
            o.long("c", 0),
            Err("for the --c option: 'x' value invalid for long argument!".to_string())
        );
        assert_eq!(
            o.flag("f"),
            Err(
                "for the --f option: 'maybe' is invalid value for boolean argument! Try 0 or 1"
                    .to_string()
            )
        );
        assert_eq!(
            o.choice("c", 1, &[("y", 2)]),
            Err("for the --c option: Cannot find option named 'x'!".to_string())
        );
        assert_eq!(o.choice("missing", 1, &[("y", 2)]), Ok(1));
    }
}
