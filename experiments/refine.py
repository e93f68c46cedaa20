#!/usr/bin/env python3
"""Coordinate search on one individual's weights (beyond the thesis).

The GA's fitness is the win rate from a few hundred games, so a generation's "best" is mostly the
luckiest estimate. This local search compares each change on the same seeds (common random numbers:
the same boards, the same seat rotation) with thousands of games, keeps a change only when it wins
clearly, and re-checks the result on fresh seeds at the end.

    experiments/refine.py START.ron OUT_DIR [--passes 3] [--games 2000] [--rival FILE]
        [--catan target/release/catan]

Writes OUT_DIR/pass-<n>.ron after every pass and OUT_DIR/log.csv (weight, value, win rate).
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys

UPPER = 100000


def read_individual(path):
    text = open(path, encoding="utf-8").read()
    pairs = re.findall(r"(weight\w+)\s*:\s*(\d+)", text)
    if len(pairs) != 32:
        sys.exit(f"{path}: expected 32 weights, found {len(pairs)}")
    return [name for name, _ in pairs], [int(v) for _, v in pairs]


def write_individual(path, names, values, header):
    lines = [f"// {header}", "Individual("]
    lines += [f"    {n}: {v}," for n, v in zip(names, values)]
    lines.append(")")
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(tmp, path)


def win_rate(catan, me, rival, games, seed):
    players = ",".join([f"ai:{me}"] + [f"ai:{rival}"] * 3)
    out = subprocess.run(
        [catan, "sim", "--players", players, "--games", str(games), "--seed", str(seed),
         "--board", "random", "--json"],
        check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out)["win_rate"][0]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("start")
    ap.add_argument("out")
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--rival", default="assets/ai/thesis-example.ron")
    ap.add_argument("--catan", default="target/release/catan")
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    names, best = read_individual(a.start)
    rng = random.Random(a.seed)
    cand_path = os.path.join(a.out, "candidate.ron")
    log = open(os.path.join(a.out, "log.csv"), "a", encoding="utf-8")
    for p in range(1, a.passes + 1):
        seed = 1000 * p + a.seed
        cur_path = os.path.join(a.out, "current.ron")
        write_individual(cur_path, names, best, "refine: current")
        cur = win_rate(a.catan, cur_path, a.rival, a.games, seed)
        print(f"pass {p}: start {cur:.4f}", flush=True)
        order = list(range(32))
        rng.shuffle(order)
        for i in order:
            v = best[i]
            tries = sorted({0, v // 4, v // 2, min(UPPER, v * 2), min(UPPER, v * 4), UPPER,
                            rng.randint(0, UPPER)} - {v})
            for t in tries:
                trial = list(best)
                trial[i] = t
                write_individual(cand_path, names, trial, "refine: candidate")
                r = win_rate(a.catan, cand_path, a.rival, a.games, seed)
                log.write(f"{p},{names[i]},{t},{r}\n")
                log.flush()
                # Keep a change only when it is clearly better on the same games.
                if r > cur + 0.01:
                    print(f"  {names[i]}: {v} -> {t}: {cur:.4f} -> {r:.4f}", flush=True)
                    best, cur, v = trial, r, t
        out = os.path.join(a.out, f"pass-{p}.ron")
        write_individual(out, names, best, f"refine pass {p}: {cur:.4f} on seed {seed}")
        fresh = win_rate(a.catan, out, a.rival, 4000, 99991 + p)
        print(f"pass {p}: {cur:.4f} on its seeds, {fresh:.4f} on 4000 fresh games", flush=True)


if __name__ == "__main__":
    main()
