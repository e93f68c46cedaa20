//! Assets preloaded before the menu (bevy_asset_loader): fonts, sounds and the shipped computer
//! players.
//! Individual files load through a small RON [`AssetLoader`] that uses the core's own reader, so
//! a broken file reports the field and the line as everywhere else.

use crate::ai::Individual;
use crate::game::screens::Screen;
use bevy::asset::{AssetLoader, LoadContext, io::Reader};
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.init_asset::<IndividualAsset>();
    app.register_asset_loader(IndividualLoader);
    app.add_loading_state(
        LoadingState::new(Screen::Loading)
            .continue_to_state(Screen::Menu)
            .load_collection::<GameAssets>(),
    );
}

#[derive(AssetCollection, Resource)]
pub struct GameAssets {
    #[asset(path = "fonts/DejaVuSans.ttf")]
    pub font: Handle<Font>,
    #[asset(path = "fonts/DejaVuSans-Bold.ttf")]
    pub bold: Handle<Font>,
    #[asset(path = "ai/champion.ron")]
    pub champion: Handle<IndividualAsset>,
    #[asset(path = "ai/thesis-example.ron")]
    pub thesis_example: Handle<IndividualAsset>,
    // the sounds (made by assets/sounds/generate.py)
    #[asset(path = "sounds/dice.wav")]
    pub sound_dice: Handle<AudioSource>,
    #[asset(path = "sounds/build.wav")]
    pub sound_build: Handle<AudioSource>,
    #[asset(path = "sounds/robber.wav")]
    pub sound_robber: Handle<AudioSource>,
    #[asset(path = "sounds/steal.wav")]
    pub sound_steal: Handle<AudioSource>,
    #[asset(path = "sounds/card.wav")]
    pub sound_card: Handle<AudioSource>,
    #[asset(path = "sounds/turn.wav")]
    pub sound_turn: Handle<AudioSource>,
    #[asset(path = "sounds/victory.wav")]
    pub sound_victory: Handle<AudioSource>,
}

/// A strategy individual (32 weights) loaded as an asset.
#[derive(Asset, TypePath, Debug, Clone)]
pub struct IndividualAsset(pub Individual);

#[derive(TypePath)]
pub struct IndividualLoader;

#[derive(Debug)]
pub struct LoadError(String);

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LoadError {}

impl AssetLoader for IndividualLoader {
    type Asset = IndividualAsset;
    type Settings = ();
    type Error = LoadError;
    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        load_context: &mut LoadContext<'_>,
    ) -> Result<IndividualAsset, LoadError> {
        let mut bytes = Vec::new();
        reader
            .read_to_end(&mut bytes)
            .await
            .map_err(|e| LoadError(e.to_string()))?;
        let name = load_context.path().to_string();
        let text = String::from_utf8(bytes).map_err(|e| LoadError(format!("{name}: {e}")))?;
        Individual::from_ron(&name, &text)
            .map(IndividualAsset)
            .map_err(|e| LoadError(e.to_string()))
    }
    fn extensions(&self) -> &[&str] {
        &["ron"]
    }
}

/// The two shipped individuals, once loaded.
pub fn shipped_individuals(
    assets: &GameAssets,
    individuals: &Assets<IndividualAsset>,
) -> (Individual, Individual) {
    let champion = individuals
        .get(&assets.champion)
        .map(|a| a.0)
        .unwrap_or_else(Individual::champion);
    let thesis = individuals
        .get(&assets.thesis_example)
        .map(|a| a.0)
        .unwrap_or_else(Individual::thesis_example);
    (champion, thesis)
}
