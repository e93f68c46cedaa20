//! `catan ai convert | show`: individual files.

use crate::Outcome;
use anyhow::{Result, anyhow, bail};
use catan::ai::Individual;
use catan::ai::individual::WEIGHTS;
use catan::files::Load;
use clap::Subcommand;
use serde_json::json;
use std::path::{Path, PathBuf};

#[derive(Subcommand)]
pub(crate) enum AiCommand {
    /// Convert the thesis's XML (`<bestParameter weightGoodNumbers="…" …/>`) to an individual file.
    Convert {
        /// The XML file.
        input: PathBuf,
        /// The individual file (RON) to write.
        output: PathBuf,
        /// Which individual, when the XML holds several (a population).
        #[arg(long)]
        index: Option<usize>,
        /// Overwrite `output` if it exists.
        #[arg(long)]
        force: bool,
    },
    /// Check an individual file and print its weights.
    Show {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

fn convert(input: &Path, output: &Path, index: Option<usize>, force: bool) -> Result<()> {
    let (name, text) = catan::files::read_file_at_most(input, catan::files::MAX_RECORD_FILE)?;
    let found = Individual::from_thesis_xml(&name, &text)?;
    let k = match (index, found.len()) {
        (None, 1) => 0,
        (None, n) => {
            bail!(
                "{name}: holds {n} individuals; choose one with --index 0..={}",
                n - 1
            );
        }
        (Some(k), n) if k >= n => {
            bail!(
                "--index {k}: {name} holds {n} individual(s) (0..={})",
                n - 1
            );
        }
        (Some(k), _) => k,
    };
    if output.exists() && !force {
        bail!(
            "{}: already exists; pass --force to overwrite it",
            output.display()
        );
    }
    let header = vec![format!(
        "Converted from the thesis XML {name}{}.",
        if found.len() > 1 {
            format!(" (individual {k} of {})", found.len())
        } else {
            String::new()
        }
    )];
    found[k]
        .save(output, &header)
        .map_err(|e| anyhow!("{}: cannot write: {e}", output.display()))?;
    println!("{}: written", output.display());
    Ok(())
}

fn show(file: &Path, json_out: bool) -> Result<()> {
    let ind = Individual::load(file)?;
    if json_out {
        let m: serde_json::Map<String, serde_json::Value> = WEIGHTS
            .iter()
            .enumerate()
            .map(|(i, (n, _, _))| (n.to_string(), json!(ind.w[i])))
            .collect();
        println!("{}", serde_json::to_string_pretty(&m).expect("json"));
        return Ok(());
    }
    println!("{}: a valid individual", file.display());
    println!(
        "{:>3} {:<32} {:<17} {:>10}  used in",
        "#", "weight", "short", "value"
    );
    for (i, (name, short, used)) in WEIGHTS.iter().enumerate() {
        println!("{i:>3} {name:<32} {short:<17} {:>10}  {used}", ind.w[i]);
    }
    Ok(())
}

pub(crate) fn run(cmd: AiCommand) -> Outcome {
    match cmd {
        AiCommand::Convert {
            input,
            output,
            index,
            force,
        } => convert(&input, &output, index, force)?,
        AiCommand::Show { file, json } => show(&file, json)?,
    }
    Ok(0)
}
