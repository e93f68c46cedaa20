//! `catan board show | validate | random | fairness | balance`.

use crate::Outcome;
use catan::core::{AnyBoard, Board};
use catan::files::Load;
use clap::Subcommand;
use serde_json::json;
use std::path::PathBuf;

#[derive(Subcommand)]
pub(crate) enum BoardCommand {
    /// Print a board's topology with ids (faces, vertices, edges).
    Show {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Is this map fair? Plays games of one computer level on it, every seat the same player, and
    /// reports wins by seat order, the value of each opening spot, income, islands and game
    /// length with Wilson 95 % intervals, flagging what is outside the standard board's figures.
    Fairness(crate::fairness::FairnessArgs),
    /// Balance a map: swaps number tokens or harbours (never its shape) to bring the seats' win
    /// rates closest together, shows the seats before and after on games the search did not
    /// use, and writes the balanced map to `--out`.
    Balance(crate::balance::BalanceArgs),
    /// Check a board file; lists every problem found.
    Validate { file: PathBuf },
    /// Print a random board file: the standard island's components, or the 5–6 extension's
    /// for `--players 5` or `6`.
    Random {
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Players the board is for: 2 to 4 the standard island, 5 or 6 the extension's.
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=6))]
        players: u8,
        /// Allow 6 and 8 tokens on adjacent tiles.
        #[arg(long)]
        allow_red_neighbours: bool,
    },
}

pub(crate) fn run(cmd: BoardCommand) -> Outcome {
    match cmd {
        BoardCommand::Fairness(a) => crate::fairness::run(a),
        BoardCommand::Balance(a) => crate::balance::run(a),
        BoardCommand::Validate { file } => {
            let b = AnyBoard::load(&file)?;
            let (faces, vertices, edges) = b.sizes();
            println!(
                "{}: valid ({} tiles, {} vertices, {} edges, {} harbours); hosts 2 to {} players{}",
                file.display(),
                faces,
                vertices,
                edges,
                b.file().harbours.len(),
                b.opening_capacity(),
                if matches!(b, AnyBoard::Wide(_)) {
                    " (runs wide: over 256 ids)"
                } else {
                    ""
                }
            );
            Ok(0)
        }
        BoardCommand::Random {
            seed,
            players,
            allow_red_neighbours,
        } => {
            let f = if players > 4 {
                catan::core::board::random_five_six_file(seed, !allow_red_neighbours)
            } else {
                catan::core::board::random_standard_file(seed, !allow_red_neighbours)
            };
            println!("// catan board random --seed {seed} --players {players}");
            println!("{}", catan::core::ron_file::to_pretty_ron(&f));
            Ok(0)
        }
        BoardCommand::Show { file, json } => {
            let b = AnyBoard::load(&file)?;
            catan::with_width!(&b, b => if json {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&board_json(b)).expect("json")
                );
            } else {
                print_board(b);
            });
            Ok(0)
        }
    }
}

fn board_json<const W: usize>(b: &Board<W>) -> serde_json::Value {
    let t = &b.topo;
    let faces: Vec<_> = (0..b.num_faces())
        .map(|f| {
            json!({
                "id": f,
                "q": t.face_coords[f].0,
                "r": t.face_coords[f].1,
                "terrain": format!("{:?}", b.terrain[f]),
                "number": if b.number[f] == 0 { None } else { Some(b.number[f]) },
                "vertices": t.face_vertices[f],
                "edges": t.face_edges[f],
            })
        })
        .collect();
    let vertices: Vec<_> = (0..b.num_vertices())
        .map(|v| {
            json!({
                "id": v,
                "faces": t.vertex_faces[v].as_slice(),
                "neighbours": t.vertex_vertices[v].as_slice(),
                "edges": t.vertex_edges[v].as_slice(),
                "harbour": b.vertex_harbour[v].map(|h| format!("{h:?}")),
            })
        })
        .collect();
    let edges: Vec<_> = (0..b.num_edges())
        .map(|e| json!({ "id": e, "vertices": t.edge_vertices[e], "faces": t.edge_faces[e] }))
        .collect();
    json!({
        "name": b.file.name,
        "faces": faces,
        "vertices": vertices,
        "edges": edges,
        "robber": b.robber_start,
    })
}

fn print_board<const W: usize>(b: &Board<W>) {
    let t = &b.topo;
    println!(
        "{} — {} faces, {} vertices, {} edges, robber on face {}",
        b.file.name,
        b.num_faces(),
        b.num_vertices(),
        b.num_edges(),
        b.robber_start
    );
    println!("faces (id: (q, r) terrain number -> vertices):");
    for f in 0..b.num_faces() {
        let num = if b.number[f] == 0 {
            "-".to_string()
        } else {
            b.number[f].to_string()
        };
        println!(
            "  {f:>3}: ({:>2}, {:>2}) {:<9} {:>2} -> {:?}",
            t.face_coords[f].0,
            t.face_coords[f].1,
            format!("{:?}", b.terrain[f]),
            num,
            t.face_vertices[f]
        );
    }
    println!("vertices (id: faces | neighbours | harbour):");
    for v in 0..b.num_vertices() {
        println!(
            "  {v:>3}: {:?} | {:?}{}",
            t.vertex_faces[v].as_slice(),
            t.vertex_vertices[v].as_slice(),
            b.vertex_harbour[v]
                .map(|h| format!(" | {h:?} harbour"))
                .unwrap_or_default()
        );
    }
    println!("edges (id: vertices):");
    for e in 0..b.num_edges() {
        println!("  {e:>3}: {:?}", t.edge_vertices[e]);
    }
}
