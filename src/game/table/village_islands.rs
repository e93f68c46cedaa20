//! Cloth for Catan's village islands on the table: tiles nobody may settle and without a number
//! are drawn as what they are — muted, plain, with "village island" across them — never as
//! producing land whose token is missing (play-test 9: "gold fields that never pay").

use crate::game::assets::GameAssets;
use crate::game::i18n::tr;
use crate::game::settings::Settings;
use crate::game::table::art::{Art, shape};
use crate::game::table::pieces::{Tile, VillageIsland};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        dress_village_islands
            .after(crate::game::session::GameSet::Sync)
            .run_if(resource_exists::<GameAssets>.and_then(resource_exists::<Art>)),
    );
}

/// The muted face of a village island: the terrain's colour mostly greyed and lightened.
pub(crate) fn muted(c: Color) -> Color {
    let c = c.to_srgba();
    let grey = 0.3 * c.red + 0.59 * c.green + 0.11 * c.blue;
    let mix = |x: f32| (x * 0.3 + grey * 0.7) * 0.55 + 0.62 * 0.45;
    Color::srgb(mix(c.red), mix(c.green), mix(c.blue))
}

fn dress_village_islands(
    mut commands: Commands,
    art: Res<Art>,
    assets: Res<GameAssets>,
    settings: Res<Settings>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    new: Query<(Entity, &Tile), Added<VillageIsland>>,
) {
    for (e, t) in &new {
        let face = materials.add(ColorMaterial::from_color(muted(
            crate::game::theme::terrain_color(t.terrain),
        )));
        let label = tr(settings.lang, "village-island");
        commands
            .entity(e)
            .insert(Visibility::default())
            .with_children(|c| {
                c.spawn(shape(
                    &art.hex_rim,
                    &art.sand,
                    Vec3::new(0.0, 0.0, -0.02),
                    Vec2::ONE,
                ));
                c.spawn(shape(&art.hex, &face, Vec3::ZERO, Vec2::ONE));
                c.spawn((
                    Text2d::new(label),
                    TextFont {
                        font: assets.font.clone().into(),
                        font_size: 11.0.into(),
                        ..default()
                    },
                    TextColor(Color::srgba(0.15, 0.14, 0.13, 0.85)),
                    Transform::from_xyz(0.0, 0.0, 0.05),
                ));
            });
    }
}
