//! The atlas's report: each window size's pages and faults in `DIR/WxH/report.json`, and
//! `DIR/index.html` with every size found in `DIR`: the pictures side by side by language, each
//! page's faults under it.

use super::checks::Fault;
use super::error::AtlasError;
use crate::game::i18n::Lang;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One page drawn in one language.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct PageResult {
    pub name: String,
    pub lang: String,
    /// The picture, relative to the atlas folder.
    pub picture: String,
    pub texts: usize,
    /// Texts shortened with "…" (their full text on hover).
    pub shortened: usize,
    #[serde(default)]
    pub faults: Vec<FaultRecord>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct FaultRecord {
    pub kind: String,
    pub text: String,
    pub detail: String,
}

impl From<Fault> for FaultRecord {
    fn from(f: Fault) -> Self {
        FaultRecord {
            kind: f.kind.into(),
            text: f.text,
            detail: f.detail,
        }
    }
}

impl PageResult {
    /// A page that could not be set up: a fault of its own.
    pub fn unmade(name: &str, lang: Lang, why: &str) -> PageResult {
        PageResult {
            name: name.into(),
            lang: super::lang_code(lang).into(),
            picture: String::new(),
            texts: 0,
            shortened: 0,
            faults: vec![FaultRecord {
                kind: "setup".into(),
                text: String::new(),
                detail: why.into(),
            }],
        }
    }
}

#[derive(Serialize, Deserialize)]
struct SizeReport {
    size: (u32, u32),
    seconds: f32,
    pages: Vec<PageResult>,
}

/// Write this size's report and the index; the exit code: 0 without faults, 2 with.
pub(crate) fn write(
    dir: &Path,
    folder: PathBuf,
    results: &[PageResult],
    size: (u32, u32),
    started: std::time::Instant,
) -> u8 {
    let report = SizeReport {
        size,
        seconds: started.elapsed().as_secs_f32(),
        pages: results.to_vec(),
    };
    let faults: usize = results.iter().map(|r| r.faults.len()).sum();
    let written = serde_json::to_string_pretty(&report)
        .map_err(AtlasError::from)
        .and_then(|j| Ok(std::fs::write(folder.join("report.json"), j)?))
        .and_then(|_| write_index(dir));
    if let Err(e) = written {
        eprintln!(
            "atlas: could not write the report in {}: {e}",
            dir.display()
        );
        return 1;
    }
    println!(
        "ATLAS size={}x{} pages={} faults={faults} seconds={:.0}",
        size.0,
        size.1,
        results.len(),
        report.seconds
    );
    if faults > 0 { 2 } else { 0 }
}

/// `index.html` from every `*/report.json` in `dir`.
pub(crate) fn write_index(dir: &Path) -> Result<(), AtlasError> {
    let mut sizes: Vec<SizeReport> = Vec::new();
    for entry in std::fs::read_dir(dir)?.flatten() {
        let f = entry.path().join("report.json");
        if let Ok(text) = std::fs::read_to_string(&f) {
            match serde_json::from_str::<SizeReport>(&text) {
                Ok(r) => sizes.push(r),
                Err(source) => return Err(AtlasError::Report { path: f, source }),
            }
        }
    }
    sizes.sort_by_key(|s| s.size);
    let mut html = String::from(
        "<!doctype html><meta charset=utf-8><title>Catan screen atlas</title><style>\
         body{font-family:sans-serif;background:#1b2735;color:#ddd}img{width:100%;border:1px solid #555}\
         .row{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-bottom:28px}\
         .bad{color:#ff8a7a}.ok{color:#8fd694}a{color:#9cf}</style><h1>Catan screen atlas</h1>",
    );
    for s in &sizes {
        let faults: usize = s.pages.iter().map(|p| p.faults.len()).sum();
        html += &format!(
            "<p><a href='#s{0}x{1}'>{0}×{1}</a>: {2} pages, <span class={3}>{4} faults</span>, {5:.0} s</p>",
            s.size.0,
            s.size.1,
            s.pages.len(),
            if faults > 0 { "bad" } else { "ok" },
            faults,
            s.seconds
        );
    }
    for s in &sizes {
        html += &size_section(s);
    }
    Ok(std::fs::write(dir.join("index.html"), html)?)
}

fn size_section(s: &SizeReport) -> String {
    let mut html = format!("<h2 id='s{0}x{1}'>{0}×{1}</h2>", s.size.0, s.size.1);
    let mut names: Vec<&str> = Vec::new();
    for p in &s.pages {
        if !names.contains(&p.name.as_str()) {
            names.push(&p.name);
        }
    }
    for name in names {
        html += &format!("<h3>{}</h3><div class=row>", escape(name));
        for lang in ["en", "cs"] {
            html += "<div>";
            for p in s.pages.iter().filter(|p| p.name == name && p.lang == lang) {
                html += &format!(
                    "<a href='{0}'><img src='{0}' loading=lazy></a><div>{1}: {2} texts, {3} shortened</div>",
                    escape(&p.picture),
                    lang,
                    p.texts,
                    p.shortened
                );
                for f in &p.faults {
                    html += &format!(
                        "<div class=bad>{}: “{}” {}</div>",
                        escape(&f.kind),
                        escape(&f.text),
                        escape(&f.detail)
                    );
                }
            }
            html += "</div>";
        }
        html += "</div>";
    }
    html
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('\'', "&#39;")
}
