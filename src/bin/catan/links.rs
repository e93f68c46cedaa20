//! `catan links install|remove`: let the desktop open the game for `catan://` invitation links.
//!
//! On Linux (freedesktop desktops) a `.desktop` entry claiming `x-scheme-handler/catan` is written
//! to the applications folder (`$XDG_DATA_HOME/applications`, else `~/.local/share/applications`)
//! and made the default for the scheme with `xdg-mime` when it is installed. Windows and macOS:
//! see the README ("Invitation links").

use crate::Outcome;
use anyhow::{Context, bail};
use std::path::{Path, PathBuf};

#[derive(clap::Subcommand)]
pub(crate) enum LinksCommand {
    /// Write the desktop entry for catan:// links (this binary, `play --join LINK`) and make it
    /// the default handler.
    Install(LinksArgs),
    /// Remove the desktop entry written by `install`.
    Remove(LinksArgs),
}

#[derive(clap::Args)]
pub(crate) struct LinksArgs {
    /// The applications folder (default: $XDG_DATA_HOME/applications or
    /// ~/.local/share/applications).
    #[arg(long)]
    dir: Option<PathBuf>,
}

/// The entry's file name (also its id for `xdg-mime`).
const ENTRY: &str = "catan-links.desktop";

pub(crate) fn run(c: LinksCommand) -> Outcome {
    match c {
        LinksCommand::Install(a) => install(&folder(a.dir)?),
        LinksCommand::Remove(a) => remove(&folder(a.dir)?),
    }
}

fn folder(dir: Option<PathBuf>) -> anyhow::Result<PathBuf> {
    if let Some(d) = dir {
        return Ok(d);
    }
    if let Some(x) = std::env::var_os("XDG_DATA_HOME").filter(|x| !x.is_empty()) {
        return Ok(PathBuf::from(x).join("applications"));
    }
    match std::env::var_os("HOME").filter(|h| !h.is_empty()) {
        Some(h) => Ok(PathBuf::from(h).join(".local/share/applications")),
        None => bail!("neither $XDG_DATA_HOME nor $HOME is set: give the folder with --dir"),
    }
}

/// The desktop entry that opens `exe` for a `catan://` link.
pub(crate) fn entry(exe: &Path) -> String {
    let exe = exe
        .to_string_lossy()
        .replace('\\', "\\\\")
        .replace('"', "\\\"");
    format!(
        "[Desktop Entry]\n\
         Type=Application\n\
         Name=Catan (invitation links)\n\
         Comment=Join an online game of Catan from a catan:// link\n\
         Exec=\"{exe}\" play --join %u\n\
         Terminal=false\n\
         NoDisplay=true\n\
         MimeType=x-scheme-handler/catan;\n"
    )
}

fn install(dir: &Path) -> Outcome {
    let exe = std::env::current_exe().context("this program's own path")?;
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let path = dir.join(ENTRY);
    catan::files::save_atomically(&path, entry(&exe).as_bytes())
        .with_context(|| format!("writing {}", path.display()))?;
    println!("wrote {}", path.display());
    match std::process::Command::new("xdg-mime")
        .args(["default", ENTRY, "x-scheme-handler/catan"])
        .status()
    {
        Ok(s) if s.success() => println!("catan:// links now open the game"),
        Ok(s) => {
            println!("xdg-mime failed ({s}): the entry is written; your desktop may pick it up")
        }
        Err(_) => println!(
            "xdg-mime is not installed: the entry is written; your desktop picks it up when it \
             reads its applications folder"
        ),
    }
    Ok(0)
}

fn remove(dir: &Path) -> Outcome {
    let path = dir.join(ENTRY);
    match std::fs::remove_file(&path) {
        Ok(()) => println!("removed {}", path.display()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            println!("{} was not there", path.display())
        }
        Err(e) => return Err(e).with_context(|| format!("removing {}", path.display())),
    }
    Ok(0)
}
