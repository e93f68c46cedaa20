//! `catan`: the game (with the `gui` feature, once the game screen exists) and the headless lab.

mod cli;
mod cli_lab;

fn main() {
    // Die quietly on a closed pipe (`catan board show FILE | head`) instead of panicking.
    #[cfg(unix)]
    // SAFETY: restoring the default disposition of SIGPIPE before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    std::process::exit(cli::main());
}
