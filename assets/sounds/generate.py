#!/usr/bin/env python3
"""The game's sounds, synthesized: run it to rebuild every WAV file in this folder.

    python3 assets/sounds/generate.py

Standard library only; seeded, so the files come out the same every time. Each sound is short
(under two seconds), mono, 22 050 Hz, 16-bit, peaking at 70 % of full scale, with 5 ms fades at
both ends so nothing clicks.
"""

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at):
    """Add `sound` into `into` starting at `at` seconds (grows `into` as needed)."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, s in enumerate(sound):
        into[start + i] += s


def tone(freq, seconds, decay, partials=((1.0, 1.0),), attack=0.004, glide=1.0):
    """A note: sine partials (ratio, level), exponential decay per second, optional pitch glide
    (the frequency is multiplied by `glide` over the note)."""
    n = int(seconds * RATE)
    out = []
    phase = [0.0] * len(partials)
    for i in range(n):
        t = i / RATE
        f = freq * (glide ** (t / seconds))
        env = math.exp(-decay * t) * min(1.0, t / attack)
        s = 0.0
        for k, (ratio, level) in enumerate(partials):
            phase[k] += 2 * math.pi * f * ratio / RATE
            s += level * math.sin(phase[k])
        out.append(s * env)
    return out


def noise(seconds, decay, rng, smooth=0.0):
    """Noise with exponential decay; `smooth` (0..1) low-passes it."""
    out = []
    y = 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        x = rng.uniform(-1.0, 1.0)
        y = smooth * y + (1.0 - smooth) * x
        out.append(y * math.exp(-decay * t))
    return out


def finish(samples, peak=0.7):
    top = max(abs(s) for s in samples) or 1.0
    fade = int(0.005 * RATE)
    out = []
    for i, s in enumerate(samples):
        g = min(1.0, i / fade, (len(samples) - 1 - i) / fade)
        out.append(s / top * peak * g)
    return out


def write(name, samples):
    path = HERE / f"{name}.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(s * 32767)) for s in finish(samples)))
    print(f"{path.name}: {len(samples) / RATE:.2f} s")


def dice(rng):
    # two dice rattling in a cup, then landing: clicks that come faster, then two settling knocks
    out = silence(0.6)
    t = 0.0
    for k in range(9):
        click = noise(0.012, 400.0, rng, smooth=0.3)
        body = tone(rng.uniform(1700, 2600), 0.05, 90.0, ((1.0, 1.0), (1.52, 0.4)))
        level = 0.5 + 0.5 * rng.random()
        mix(out, [c * level * 0.7 for c in click], t)
        mix(out, [b * level * 0.5 for b in body], t)
        t += 0.045 + 0.02 * rng.random()
    for k, at in enumerate((t + 0.04, t + 0.11)):
        mix(out, tone(900 - 150 * k, 0.09, 45.0, ((1.0, 1.0), (2.1, 0.3))), at)
        mix(out, [c * 0.5 for c in noise(0.01, 300.0, rng, 0.5)], at)
    return out


def build(rng):
    # a wooden piece set down: a low knock with a short attack of noise
    knock = tone(210, 0.3, 22.0, ((1.0, 1.0), (2.3, 0.35), (3.9, 0.12)), glide=0.8)
    out = list(knock)
    mix(out, [c * 0.6 for c in noise(0.015, 250.0, rng, smooth=0.6)], 0.0)
    mix(out, [k * 0.5 for k in tone(320, 0.2, 30.0, ((1.0, 1.0), (2.0, 0.2)))], 0.06)
    return out


def robber(rng):
    # a low, slightly ominous falling pair of notes
    out = silence(0.05)
    mix(out, tone(146.8, 0.45, 5.0, ((1.0, 1.0), (2.0, 0.35), (3.0, 0.25)), attack=0.03), 0.0)
    mix(out, tone(110.0, 0.6, 4.0, ((1.0, 1.0), (2.0, 0.35), (3.0, 0.25)), attack=0.03), 0.28)
    mix(out, [c * 0.25 for c in noise(0.4, 8.0, rng, smooth=0.95)], 0.0)
    return out


def card(rng):
    # a soft, bright pick-up: two quick high notes
    out = tone(1318.5, 0.18, 22.0, ((1.0, 1.0), (2.0, 0.25)))
    mix(out, tone(1975.5, 0.2, 20.0, ((1.0, 0.8), (2.0, 0.15))), 0.06)
    mix(out, [c * 0.15 for c in noise(0.03, 120.0, rng, smooth=0.2)], 0.0)
    return out


def bell(freq, seconds, level=1.0):
    return [s * level for s in tone(freq, seconds, 4.5, ((1.0, 1.0), (2.0, 0.3), (2.76, 0.18), (5.4, 0.05)))]


def turn(rng):
    # a gentle two-note chime: your turn
    out = bell(784.0, 0.45, 0.8)
    mix(out, bell(1046.5, 0.55), 0.14)
    return out


def steal(rng):
    # a quick swish: noise sweeping down
    out = []
    y = 0.0
    n = int(0.28 * RATE)
    for i in range(n):
        t = i / n
        smooth = 0.2 + 0.75 * t
        y = smooth * y + (1 - smooth) * rng.uniform(-1, 1)
        out.append(y * math.sin(math.pi * t) ** 2)
    return out


def victory(rng):
    # a rising arpeggio into a held major chord
    out = silence(1.7)
    for k, f in enumerate((523.25, 659.25, 783.99)):
        mix(out, bell(f, 0.5, 0.8), 0.13 * k)
    for f in (523.25, 659.25, 783.99, 1046.5):
        mix(out, [s * 0.6 for s in tone(f, 1.3, 2.2, ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1)), attack=0.02)], 0.42)
    return out


def main():
    rng = random.Random(2026)
    for name, make in [
        ("dice", dice),
        ("build", build),
        ("robber", robber),
        ("card", card),
        ("turn", turn),
        ("steal", steal),
        ("victory", victory),
    ]:
        write(name, make(rng))


if __name__ == "__main__":
    main()
