#!/usr/bin/env python3
"""Writes the hostile corpus: malformed and adversarial files of every format the commands read.

Run from the repository root: python3 tests/hostile/generate.py. The files are committed; the
test tests/hostile.rs feeds each one to the command that reads it and expects a clean refusal.
Every file is derived from a valid one (so each breaks one thing) or is garbage outright.
"""
import os, shutil

ROOT = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(ROOT))

def read(p):
    return open(os.path.join(REPO, p), encoding="utf-8").read()

def write(kind, name, text):
    d = os.path.join(ROOT, kind)
    os.makedirs(d, exist_ok=True)
    mode = "wb" if isinstance(text, bytes) else "w"
    with open(os.path.join(d, name), mode) as f:
        f.write(text)

GARBAGE = {
    "empty.ron": "",
    "spaces.ron": "   \n\t  ",
    "comment-only.ron": "// nothing here\n",
    "binary.ron": bytes([0, 159, 146, 150, 255, 254, 0, 1]),
    "not-ron.ron": "{\"json\": true}",
    "unclosed.ron": "(",
    "deep-nesting.ron": "(" * 5000 + ")" * 5000,
    "deep-lists.ron": "[" * 5000 + "]" * 5000,
    "a-number.ron": "42",
    "a-string.ron": "\"hello\"",
    "long-identifier.ron": "(" + "x" * 20000 + ": 1)",
    "nul-in-text.ron": "(name: \"a\u0000b\")",
}

def mutations(valid, pairs):
    """(name, text) for each (old, new) replacement that applies to `valid`."""
    out = []
    for name, old, new in pairs:
        if old in valid:
            out.append((name, valid.replace(old, new, 1)))
    return out

def truncations(valid, n=6):
    step = max(1, len(valid) // (n + 1))
    return [(f"truncated-{k}.ron", valid[: k * step]) for k in range(1, n + 1)]

def board_corpus():
    v = read("boards/standard.ron")
    for k, t in GARBAGE.items():
        write("boards", k, t)
    for k, t in truncations(v):
        write("boards", k, t)
    tiles = lambda body: "(name: \"x\", tiles: [" + body + "])"
    specials = {
        "one-tile.ron": tiles("(at: (0, 0), terrain: Desert)"),
        "two-tiles.ron": tiles("(at: (0, 0), terrain: Desert), (at: (1, 0), terrain: Forest, number: 6)"),
        "wrapping-coordinates.ron": tiles("(at: (2147483647, 0), terrain: Desert), (at: (-2147483648, 0), terrain: Forest, number: 6)"),
        "far-coordinates.ron": tiles("(at: (5000, 0), terrain: Desert), (at: (5001, 0), terrain: Forest, number: 6)"),
        "no-tiles.ron": tiles(""),
        "duplicate-tiles.ron": tiles("(at: (0, 0), terrain: Desert), (at: (0, 0), terrain: Forest, number: 6)"),
        "apart.ron": tiles("(at: (0, 0), terrain: Desert), (at: (5, 5), terrain: Forest, number: 6), (at: (6, 5), terrain: Forest, number: 5)"),
        "seven.ron": tiles("(at: (0, 0), terrain: Desert), (at: (1, 0), terrain: Forest, number: 7), (at: (2, 0), terrain: Hills, number: 8)"),
        "number-13.ron": tiles("(at: (0, 0), terrain: Desert), (at: (1, 0), terrain: Forest, number: 13), (at: (2, 0), terrain: Hills, number: 8)"),
        "number-on-desert.ron": tiles("(at: (0, 0), terrain: Desert, number: 6), (at: (1, 0), terrain: Forest, number: 5), (at: (2, 0), terrain: Hills, number: 8)"),
        "no-number.ron": tiles("(at: (0, 0), terrain: Desert), (at: (1, 0), terrain: Forest), (at: (2, 0), terrain: Hills, number: 8)"),
        "no-desert-no-robber.ron": tiles("(at: (0, 0), terrain: Fields, number: 4), (at: (1, 0), terrain: Forest, number: 5), (at: (2, 0), terrain: Hills, number: 8)"),
        "huge-board.ron": tiles(", ".join(f"(at: ({q}, {r}), terrain: Forest, number: 6)" for q in range(-12, 13) for r in range(-12, 13))),
    }
    for k, t in specials.items():
        write("boards", k, t)
    for k, t in mutations(v, [
        ("unknown-terrain.ron", "Forest", "Swamp"),
        ("unknown-field.ron", "terrain:", "terrane:"),
        ("negative-number.ron", "number: 6", "number: -6"),
        ("number-overflow.ron", "number: 6", "number: 300"),
        ("float-number.ron", "number: 6", "number: 6.5"),
        ("string-number.ron", "number: 6", "number: \"six\""),
        ("harbour-inland.ron", "side: NW", "side: E"),
        ("harbour-unknown-side.ron", "side: NW", "side: North"),
        ("harbour-unknown-kind.ron", "kind: Generic", "kind: Gold"),
        ("robber-at-sea.ron", "name:", "robber: (40, 40), name:"),
        ("components-wrong.ron", "name:", "components: Standard, name:"),
        ("duplicate-field.ron", "name:", "name: \"a\", name:"),
        ("coordinate-overflow.ron", "(0, 0)", "(99999999999, 0)"),
    ]):
        write("boards", k, t)

def rules_corpus():
    v = read("assets/rules/standard.ron")
    for k, t in GARBAGE.items():
        write("rules", k, t)
    for k, t in truncations(v):
        write("rules", k, t)
    for k, t in mutations(v, [
        ("zero-points.ron", "points_to_win: 10", "points_to_win: 0"),
        ("unreachable-points.ron", "points_to_win: 10", "points_to_win: 250"),
        ("award-overflow.ron", "(min: 5, points: 2)", "(min: 5, points: 255)"),
        ("road-min-zero.ron", "(min: 5, points: 2)", "(min: 0, points: 2)"),
        ("players-one.ron", "min_players: 2", "min_players: 1"),
        ("players-nine.ron", "max_players: 4", "max_players: 9"),
        ("bank-zero.ron", "bank: 19", "bank: 0"),
        ("bank-huge.ron", "bank: 19", "bank: 255"),
        ("bank-overflow.ron", "bank: 19", "bank: 70000"),
        ("empty-cost.ron", "road: (wood: 1, brick: 1)", "road: ()"),
        ("negative-cost.ron", "wood: 1, brick: 1)", "wood: -1, brick: 1)"),
        ("rate-zero.ron", "bank_rate: 4", "bank_rate: 0"),
        ("per-turn-zero.ron", "per_turn: 1", "per_turn: 0"),
        ("builds-zero.ron", "builds_per_turn: None", "builds_per_turn: Some(0)"),
        ("unknown-field.ron", "discard_limit", "discard_limt"),
        ("unknown-shortage.ron", "shortage: NobodyGets", "shortage: Everybody"),
        ("deck-huge.ron", "knight: 14", "knight: 200"),
        ("pieces-huge.ron", "roads: 15", "roads: 200"),
        ("pieces-none.ron", "settlements: 5", "settlements: 0"),
        ("wrong-type.ron", "between_players: true", "between_players: 1"),
    ]):
        write("rules", k, t)

def individual_corpus():
    v = read("assets/ai/thesis-example.ron")
    for k, t in GARBAGE.items():
        write("individuals", k, t)
    for k, t in truncations(v):
        write("individuals", k, t)
    first = v[v.index("weightGoodNumbers"):].split(",")[0]
    for k, t in mutations(v, [
        ("missing-weight.ron", first + ",", ""),
        ("negative-weight.ron", first, "weightGoodNumbers: -1"),
        ("float-weight.ron", first, "weightGoodNumbers: 1.5"),
        ("overflow-weight.ron", first, "weightGoodNumbers: 99999999999"),
        ("misspelt-weight.ron", "weightGoodNumbers", "weightGoodNumbrs"),
        ("duplicate-weight.ron", first + ",", first + ", " + first + ","),
        ("long-unknown-weight.ron", "weightGoodNumbers", "w" + "x" * 50000),
        ("string-weight.ron", first, "weightGoodNumbers: \"many\""),
        ("wrong-struct.ron", "Individual(", "Board("),
    ]):
        write("individuals", k, t)

def record_corpus():
    v = read("tests/scenarios/discards.ron")
    for k, t in GARBAGE.items():
        write("records", k, t)
    for k, t in truncations(v, 8):
        write("records", k, t)
    for k, t in mutations(v, [
        ("format-2.ron", "format: 1", "format: 2"),
        ("no-players.ron", "players: [", "players: [], old: ["),
        ("step-comment.ron", "action: Roll", "action: Roll, comment: \"x\""),
        ("unknown-action.ron", "action: Roll", "action: Fly"),
        ("wrong-seat.ron", "seat: 0", "seat: 7"),
        ("seat-overflow.ron", "seat: 0", "seat: 300"),
        ("vertex-out-of-range.ron", "BuildSettlement(", "BuildSettlement(250), x: ("),
        ("dice-nine.ron", "Dice(", "Dice(9, 9), y: ("),
        ("bad-rules.ron", "points_to_win: 10", "points_to_win: 0"),
        ("bad-board.ron", "terrain: Forest", "terrain: Swamp"),
        ("tiny-board.ron", "tiles: [", "tiles: [(at: (0, 0), terrain: Desert)], ignored: ["),
    ]):
        write("records", k, t)

def evolve_corpus():
    v = read("experiments/grid/basic-1.ron")
    for k, t in GARBAGE.items():
        write("evolve", k, t)
    for k, t in truncations(v):
        write("evolve", k, t)
    for k, t in mutations(v, [
        ("population-one.ron", "population: 20", "population: 1"),
        ("population-huge.ron", "population: 20", "population: 1000000000"),
        ("games-huge.ron", "games: 100", "games: 4294967295"),
        ("generations-zero.ron", "generations: 40", "generations: 0"),
        ("probability-two.ron", "crossover_probability: 0.9", "crossover_probability: 2.0"),
        ("probability-nan.ron", "crossover_probability: 0.9", "crossover_probability: NaN"),
        ("players-five.ron", "players_per_game: 4", "players_per_game: 5"),
        ("missing-rival.ron", "\"assets/ai/thesis-example.ron\",\n        ],", "],"),
        ("rival-missing-file.ron", "assets/ai/thesis-example.ron", "no/such/file.ron"),
        ("rules-missing-file.ron", "rules: \"standard\"", "rules: \"no/such/rules.ron\""),
        ("board-missing-file.ron", "board: \"random\"", "board: \"no/such/board.ron\""),
        ("unknown-evaluator.ron", "evaluator: Basic(", "evaluator: Magic("),
        ("elitism-huge.ron", "elitism: 1", "elitism: 1000"),
        ("unknown-field.ron", "elitism: 1", "elitism: 1, colour: Red"),
    ]):
        write("evolve", k, t)

if __name__ == "__main__":
    for kind in ["boards", "rules", "individuals", "records", "evolve"]:
        shutil.rmtree(os.path.join(ROOT, kind), ignore_errors=True)
    board_corpus(); rules_corpus(); individual_corpus(); record_corpus(); evolve_corpus()
    n = sum(len(fs) for _, _, fs in os.walk(ROOT)) - 1
    print(f"{n} files")
