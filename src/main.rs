//! `catan`: the game (with the `gui` feature, once the game screen exists) and the headless lab.

mod cli;

fn main() {
    std::process::exit(cli::main());
}
