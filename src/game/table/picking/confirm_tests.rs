//! The opening's confirmation names the piece that was clicked, in both languages.

use super::confirm_key;
use crate::core::{Action, EdgeId, VertexId};
use crate::game::i18n::{Lang, tr};

#[test]
fn each_placement_is_confirmed_by_its_own_name() {
    let asks = [
        (Action::BuildShip(EdgeId(3)), "ship", "loď"),
        (Action::BuildRoad(EdgeId(3)), "road", "cestu"),
        (Action::BuildSettlement(VertexId(5)), "settlement", "osadu"),
        (Action::BuildCity(VertexId(5)), "city", "město"),
    ];
    for (action, en, cs) in asks {
        let key = confirm_key(action);
        let (english, czech) = (tr(Lang::English, key), tr(Lang::Czech, key));
        assert!(english.contains(en), "{action:?}: {english}");
        assert!(czech.contains(cs), "{action:?}: {czech}");
        // the other pieces are not named
        for (_, other, _) in asks.iter().filter(|(_, o, _)| *o != en) {
            assert!(!english.contains(other), "{action:?}: {english}");
        }
    }
}
