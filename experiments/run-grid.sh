#!/bin/sh
# The thesis's grid (3 evaluators x 3 crossovers x 3 mutation settings = 27 runs) at this
# machine's scale, then the final tournament of the 27 winners (each run's best individual of
# its last generation), every pair 2000 games as in the thesis. Outputs go to runs/grid/.
# Re-running continues interrupted runs (--resume) and skips finished ones.
set -e
CATAN=${CATAN:-target/release/catan}
mkdir -p runs/grid runs/grid-winners
for cfg in experiments/grid/*.ron; do
    name=$(basename "$cfg" .ron)
    out=runs/grid/$name
    if [ -f "$out/checkpoint.ron" ]; then
        $CATAN evolve "$cfg" --out "$out" --resume
    else
        $CATAN evolve "$cfg" --out "$out"
    fi
    last=$(ls "$out/best" | sort | tail -1)
    cp "$out/best/$last" "runs/grid-winners/$name.ron"
done
$CATAN tournament runs/grid-winners/*.ron --players-per-game 2 --games 2000 --seed 2016 \
    --plot runs/grid/tournament.svg --json > runs/grid/tournament.json
$CATAN tournament runs/grid-winners/*.ron --players-per-game 2 --games 2000 --seed 2016 \
    > runs/grid/tournament.txt
