//! Sound: dice, builds, the robber, a steal, cards gained, a person's turn, victory. The sounds are
//! our own, synthesized by `assets/sounds/generate.py` and preloaded with the other assets; the
//! volume and mute are settings kept between launches. With no audio device (CI, Xvfb) Bevy
//! only warns, and the sounds it cannot play are swept away here, so nothing piles up.

use crate::core::{Action, Event, Seat};
use crate::game::assets::GameAssets;
use crate::game::gate::Gate;
use crate::game::screens::InGame;
use crate::game::session::{Applied, GameSet, Session};
use crate::game::settings::{AiSpeed, Settings};
use bevy::audio::{AudioPlayer, AudioSource, GlobalVolume, PlaybackSettings, Volume};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            play_what_happened
                .after(GameSet::Sync)
                .run_if(in_state(InGame).and_then(resource_exists::<GameAssets>)),
            follow_the_volume_setting.run_if(resource_changed::<Settings>),
            sweep_finished_sounds,
        ),
    );
}

/// The game's sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Sfx {
    Dice,
    Build,
    Robber,
    Steal,
    Card,
    Turn,
    Victory,
}

impl Sfx {
    /// How loud each plays, so none drowns the others (the files all peak alike).
    fn level(self) -> f32 {
        match self {
            Sfx::Dice => 0.9,
            Sfx::Build => 0.8,
            Sfx::Robber => 0.6,
            Sfx::Steal => 0.5,
            Sfx::Card => 0.45,
            Sfx::Turn => 0.6,
            Sfx::Victory => 0.8,
        }
    }
    fn handle(self, assets: &GameAssets) -> Handle<AudioSource> {
        match self {
            Sfx::Dice => assets.sound_dice.clone(),
            Sfx::Build => assets.sound_build.clone(),
            Sfx::Robber => assets.sound_robber.clone(),
            Sfx::Steal => assets.sound_steal.clone(),
            Sfx::Card => assets.sound_card.clone(),
            Sfx::Turn => assets.sound_turn.clone(),
            Sfx::Victory => assets.sound_victory.clone(),
        }
    }
}

/// The sounds an applied action makes, each once: the dice, a build, the robber, a steal,
/// cards reaching the person at the screen (`viewer`), a person's turn beginning, a win.
pub fn sounds_for(a: &Applied, viewer: Option<Seat>, is_person: impl Fn(Seat) -> bool) -> Vec<Sfx> {
    let mut out = Vec::new();
    match a.action {
        Action::BuildRoad(_) | Action::BuildSettlement(_) | Action::BuildCity(_) => {
            out.push(Sfx::Build)
        }
        Action::MoveRobber { .. } => out.push(Sfx::Robber),
        _ => {}
    }
    for e in a.events.as_slice() {
        match *e {
            Event::Rolled(..) => out.push(Sfx::Dice),
            Event::Stole { .. } => out.push(Sfx::Steal),
            Event::Produced { seat, .. } if Some(seat) == viewer => out.push(Sfx::Card),
            Event::TurnStarted(s) if is_person(s) => out.push(Sfx::Turn),
            Event::Won(_) => out.push(Sfx::Victory),
            _ => {}
        }
    }
    out.sort();
    out.dedup();
    out
}

/// A sound this module started (swept once it must have ended, played or not).
#[derive(Component)]
struct Playing {
    age: f32,
}

fn play_what_happened(
    mut commands: Commands,
    mut applied: MessageReader<Applied>,
    session: Res<Session>,
    settings: Res<Settings>,
    gate: Res<Gate>,
    assets: Res<GameAssets>,
) {
    // muted, or so fast that a game passes in seconds: no sounds
    if settings.mute || settings.volume <= 0.0 || settings.speed == AiSpeed::Instant {
        applied.clear();
        return;
    }
    let mut all: Vec<Sfx> = Vec::new();
    for a in applied.read() {
        all.extend(sounds_for(a, gate.viewer, |s| session.is_human(s)));
    }
    // several actions in one frame still make each sound once
    all.sort();
    all.dedup();
    for s in all {
        commands.spawn((
            AudioPlayer::new(s.handle(&assets)),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(s.level())),
            Playing { age: 0.0 },
        ));
    }
}

fn follow_the_volume_setting(settings: Res<Settings>, mut global: ResMut<GlobalVolume>) {
    let v = if settings.mute {
        0.0
    } else {
        settings.volume.clamp(0.0, 1.0)
    };
    global.volume = Volume::Linear(v);
}

/// Sounds last under two seconds; one still here after five was never played (no device).
fn sweep_finished_sounds(
    mut commands: Commands,
    time: Res<Time>,
    mut q: Query<(Entity, &mut Playing)>,
) {
    for (e, mut p) in &mut q {
        p.age += time.delta_secs();
        if p.age > 5.0 {
            commands.entity(e).despawn();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::action::EventSink;
    use crate::core::{Events, FaceId, Resource, ResourceSet, VertexId};

    fn applied(action: Action, events: &[Event]) -> Applied {
        let mut ev = Events::default();
        for e in events {
            ev.push(*e);
        }
        Applied {
            seat: Seat(0),
            by_computer: false,
            action,
            events: ev,
            payouts: Vec::new(),
        }
    }

    #[test]
    fn each_happening_has_its_sound_once() {
        let me = Some(Seat(0));
        let person = |s: Seat| s == Seat(0);
        let mut cards = ResourceSet::default();
        cards.0[0] = 2;
        let roll = applied(
            Action::Roll,
            &[
                Event::Rolled(3, 3),
                Event::Produced {
                    seat: Seat(0),
                    cards,
                },
                Event::Produced {
                    seat: Seat(1),
                    cards,
                },
            ],
        );
        assert_eq!(sounds_for(&roll, me, person), vec![Sfx::Dice, Sfx::Card]);
        // another person's cards make no card sound for the one at the screen
        assert_eq!(sounds_for(&roll, Some(Seat(2)), person), vec![Sfx::Dice]);
        let build = applied(Action::BuildSettlement(VertexId(3)), &[]);
        assert_eq!(sounds_for(&build, me, person), vec![Sfx::Build]);
        let robber = applied(
            Action::MoveRobber {
                face: FaceId(2),
                victim: Some(Seat(1)),
            },
            &[
                Event::RobberMoved(FaceId(2)),
                Event::Stole {
                    thief: Seat(0),
                    victim: Seat(1),
                    card: Resource::Brick,
                },
            ],
        );
        assert_eq!(
            sounds_for(&robber, me, person),
            vec![Sfx::Robber, Sfx::Steal]
        );
        // a person's turn chimes, a computer's does not
        let end = applied(Action::EndTurn, &[Event::TurnStarted(Seat(0))]);
        assert_eq!(sounds_for(&end, me, person), vec![Sfx::Turn]);
        let end = applied(Action::EndTurn, &[Event::TurnStarted(Seat(1))]);
        assert!(sounds_for(&end, me, person).is_empty());
        let win = applied(Action::BuildCity(VertexId(1)), &[Event::Won(Seat(1))]);
        assert_eq!(sounds_for(&win, me, person), vec![Sfx::Build, Sfx::Victory]);
    }
}
