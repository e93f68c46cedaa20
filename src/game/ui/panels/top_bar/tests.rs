//! The top bar's messages show no folder of this machine.

use super::without_paths;

#[test]
fn a_message_names_a_file_not_its_folder() {
    let kept = "the unfinished game was kept in /root/.local/share/catan/games/unfinished-17.ron";
    assert_eq!(
        without_paths(kept),
        "the unfinished game was kept in unfinished-17.ron"
    );
    let error = "this game will not be saved (/tmp/x/current-game.ron: Permission denied)";
    assert_eq!(
        without_paths(error),
        "this game will not be saved (current-game.ron: Permission denied)"
    );
    let windows = r"could not save the game: C:\Users\eva\catan\current-game.ron: full";
    assert_eq!(
        without_paths(windows),
        "could not save the game: current-game.ron: full"
    );
    // words without a path are left alone
    let plain = "Red: 3 wood / 2 brick? no — 4:1 and 2:1 rates";
    assert_eq!(without_paths(plain), plain);
}
