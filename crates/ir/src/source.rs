//! Input buffers as the context keeps them for diagnostics (source lines,
//! line and column numbers) and `--mlir-print-debuginfo`. After parsing
//! they are read only on those paths, so a buffer may live somewhere that
//! can drop its pages and read them back when asked (the driver maps
//! large input files: see [`TextStore::release_pages`]).

use std::sync::Arc;

/// Where the text of an input buffer lives.
pub trait TextStore: Send + Sync {
    /// The whole text.
    fn text(&self) -> &str;
    /// Gives the resident memory of the text back where it can be read in
    /// again on the next access (a file mapping); a no-op elsewhere.
    fn release_pages(&self) {}
}

impl TextStore for String {
    fn text(&self) -> &str {
        self
    }
}

/// The shared text of one input buffer: cheap to clone, reads as `&str`.
#[derive(Clone)]
pub struct SourceText(Arc<dyn TextStore>);

impl SourceText {
    /// The text kept in `store`.
    pub fn new(store: Arc<dyn TextStore>) -> Self {
        SourceText(store)
    }
    /// See [`TextStore::release_pages`].
    pub fn release_pages(&self) {
        self.0.release_pages()
    }
}

impl std::ops::Deref for SourceText {
    type Target = str;
    #[inline]
    fn deref(&self) -> &str {
        self.0.text()
    }
}

impl From<String> for SourceText {
    fn from(s: String) -> Self {
        SourceText(Arc::new(s))
    }
}

impl From<&str> for SourceText {
    fn from(s: &str) -> Self {
        SourceText::from(s.to_string())
    }
}

impl std::fmt::Debug for SourceText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SourceText({} bytes)", self.len())
    }
}
