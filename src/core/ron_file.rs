//! Reading and writing the project's RON files: errors naming the file, line and column, and
//! the pretty form files are written in.

use serde::Serialize;
use std::fmt;

/// A board file error: which file, where (when the parser knows), and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    pub file: String,
    pub position: Option<(usize, usize)>,
    pub message: String,
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.position {
            Some((l, c)) => write!(f, "{}:{}:{}: {}", self.file, l, c, self.message),
            None => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for FileError {}

impl FileError {
    pub fn new(file: &str, message: impl Into<String>) -> Self {
        FileError {
            file: file.to_string(),
            position: None,
            message: message.into(),
        }
    }
}

/// The RON options every project file is read with (`Some` may be left out).
pub fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// Parse RON text into `T`, with errors naming `file` and line:column.
pub fn parse_ron<T: serde::de::DeserializeOwned>(file: &str, text: &str) -> Result<T, FileError> {
    ron_options().from_str(text).map_err(|e| FileError {
        file: file.to_string(),
        position: Some((e.span.start.line, e.span.start.col)),
        message: shorten(&e.code.to_string()),
    })
}

/// A parser message cut to a readable length: the parser quotes names and values from the
/// file, and a hostile file can make them megabytes long.
fn shorten(message: &str) -> String {
    const LONGEST: usize = 300;
    if message.chars().count() <= LONGEST {
        return message.to_string();
    }
    let cut: String = message.chars().take(LONGEST).collect();
    format!("{cut}… ({} characters in all)", message.chars().count())
}

/// Pretty RON with the project's settings.
pub fn to_pretty_ron<T: Serialize>(value: &T) -> String {
    let cfg = ron::ser::PrettyConfig::new()
        .depth_limit(2)
        .extensions(ron::extensions::Extensions::IMPLICIT_SOME)
        .indentor("    ".to_string());
    ron::ser::to_string_pretty(value, cfg).expect("serialisable")
}
