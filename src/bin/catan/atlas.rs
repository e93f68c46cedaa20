//! `catan atlas DIR`: the game window draws every screen and dialog in both languages at one
//! window size, saves a picture of each into `DIR/WxH/`, checks what it drew (text cut or drawn
//! over other text, the other language, paths, ids and enum names) and writes `DIR/index.html`.
//! Exits 2 when a page has a fault.

use crate::Outcome;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub(crate) struct AtlasArgs {
    /// The folder for the pictures, the reports and index.html (made if missing).
    dir: PathBuf,
    /// Window size, WIDTHxHEIGHT.
    #[arg(long, default_value = "1280x800")]
    window: String,
    /// Only the pages whose names contain one of these (comma-separated), e.g. `menu,discard`.
    #[arg(long, value_delimiter = ',')]
    only: Vec<String>,
    /// Folder for the app's own data (default: a new temporary one, so nothing of yours shows).
    #[arg(long)]
    data_dir: Option<PathBuf>,
}

#[cfg(feature = "gui")]
pub(crate) fn run(a: AtlasArgs) -> Outcome {
    let window = match crate::play::parse_window(&a.window) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("error: {e:#}");
            return Ok(2);
        }
    };
    if let Err(e) = std::fs::create_dir_all(&a.dir) {
        eprintln!("error: {}: {e}", a.dir.display());
        return Ok(2);
    }
    let temp = tempfile::tempdir()?;
    let data = a.data_dir.unwrap_or_else(|| temp.path().to_path_buf());
    crate::play::launch(catan::game::PlayOptions {
        window: Some(window),
        data_dir: Some(data),
        atlas: Some(catan::game::AtlasOptions {
            dir: a.dir,
            only: a.only,
        }),
        ..Default::default()
    })
}

#[cfg(not(feature = "gui"))]
pub(crate) fn run(_: AtlasArgs) -> Outcome {
    eprintln!("error: this catan was built without the game window (feature 'gui')");
    Ok(2)
}
