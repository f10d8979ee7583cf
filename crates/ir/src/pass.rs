//! The pass interface and the registry of passes the driver can run.

use crate::context::Context;
use crate::diag::DResult;
use crate::ids::Op;

/// A transformation of the IR nested under one op (its anchor).
pub trait Pass {
    fn name(&self) -> &'static str;
    /// Runs on `op` (a `builtin.module` or the op kind named by the pipeline).
    fn run(&mut self, ctx: &mut Context, op: Op) -> DResult<()>;
}

/// One option of a pass, for `--help` and option validation.
pub struct PassOption {
    pub name: &'static str,
    pub help: &'static str,
}

/// Parsed `key=value` options of one pass invocation.
#[derive(Clone, Debug, Default)]
pub struct PassOptions {
    pub entries: Vec<(String, String)>,
}

impl PassOptions {
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
            Some("" | "true" | "1") => Ok(true),
            Some("false" | "0") => Ok(false),
            Some(v) => Err(format!("Invalid argument '{}' for option '{}'", v, k)),
        }
    }
    pub fn flag_or(&self, k: &str, default: bool) -> Result<bool, String> {
        if self.get(k).is_none() {
            return Ok(default);
        }
        self.flag(k)
    }
    pub fn int(&self, k: &str, default: i64) -> Result<i64, String> {
        match self.get(k) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| format!("Invalid argument '{}' for option '{}'", v, k)),
        }
    }
}

pub type PassCtor = fn(&PassOptions) -> Result<Box<dyn Pass>, String>;

/// A pass the driver knows, with its command-line name and options.
pub struct PassInfo {
    pub name: &'static str,
    pub summary: &'static str,
    pub options: &'static [PassOption],
    pub create: PassCtor,
}
