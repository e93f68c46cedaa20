//! `catan replay`: re-apply a game record, checking every action. Exit 1 when the record cannot
//! be read, 2 at an illegal action (naming its index and rule).

use crate::Outcome;
use crate::common::{print_state, state_json};
use catan::core::record::GameRecord;
use catan::files::Load;
use serde_json::json;
use std::path::PathBuf;

#[derive(clap::Args)]
pub(crate) struct ReplayArgs {
    /// The game record (RON) to replay.
    file: PathBuf,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

pub(crate) fn run(a: ReplayArgs) -> Outcome {
    let (file, json) = (a.file.as_path(), a.json);
    let record = match GameRecord::load(file) {
        Ok(r) => r,
        Err(e) => {
            report_replay_failure(json, &e.to_string(), None, 0);
            return Ok(1);
        }
    };
    // a big map replays wide, every other narrow
    match catan::core::AnyBoard::from_file(record.board.clone()) {
        Ok(catan::core::AnyBoard::Wide(_)) => {
            replay_at::<{ catan::core::bits::WIDE }>(file, json, &record)
        }
        _ => replay_at::<{ catan::core::bits::NARROW }>(file, json, &record),
    }
}

fn replay_at<const W: usize>(file: &std::path::Path, json: bool, record: &GameRecord) -> Outcome {
    let mut state = match record.initial_state_sized::<W>() {
        Ok(s) => s,
        Err(e) => {
            report_replay_failure(json, &format!("{}: {e}", file.display()), None, 0);
            return Ok(1);
        }
    };
    for (i, step) in record.steps.iter().enumerate() {
        if let Err(e) = catan::core::record::replay_step(&mut state, i, step) {
            report_replay_failure(json, &format!("{}: {e}", file.display()), Some(i), i);
            return Ok(2);
        }
    }
    if json {
        let mut v = state_json(&state);
        v["ok"] = json!(true);
        v["actions_applied"] = json!(record.steps.len());
        v["players_names"] = json!(record.players);
        println!("{}", serde_json::to_string_pretty(&v).expect("json"));
    } else {
        println!(
            "{}: {} actions replayed, all legal",
            file.display(),
            record.steps.len()
        );
        print_state(&state, &record.players);
    }
    Ok(0)
}

fn report_replay_failure(json: bool, msg: &str, index: Option<usize>, applied: usize) {
    if json {
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "ok": false,
                "error": msg,
                "action_index": index,
                "actions_applied": applied,
            }))
            .expect("json")
        );
    }
    eprintln!("error: {msg}");
}
