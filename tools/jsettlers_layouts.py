#!/usr/bin/env python3
"""JSettlers2's Seafarers layouts -> our board files (RON, docs/file-formats.md).

The data is tools/jsettlers_layouts.json: the arrays of JSettlers2's SOCBoardAtServer copied out, one
entry per scenario and player count (see its "notes"). Coordinates there are JSettlers2's 0xRRCC hex
coordinates; ours are axial (q, r):

    k = (R - 1) / 2        (hex rows R are odd: 1, 3, 5, ...)
    r = k
    q = (C - k) / 2        (row R's columns C have the parity of k)

and back: R = 2r + 1, C = 2q + r. A JSettlers2 board of height H and width W holds the hexes with
R odd in 1..H-1 and C in 1..W-1 of the right parity; every one that is not land is sea.

Where JSettlers2 shuffles (types, numbers, harbour kinds) the tool shuffles with a fixed seed and keeps
drawing until no two red numbers (6, 8) are neighbours, so a file is one deal JSettlers2 could make;
where it does not shuffle, the order is kept (numbers along a dice path skip deserts).

Usage:
    jsettlers_layouts.py list
    jsettlers_layouts.py ron SCENARIO PLAYERS [--seed N] [--trim] [--out FILE]
    jsettlers_layouts.py compare SCENARIO PLAYERS FILE [--trim]   (geometry of a shipped file vs ours)
    jsettlers_layouts.py verify   (compare every shipped 3- and 4-player file; exit 1 on a difference)
    jsettlers_layouts.py check FILE...   (vertex/edge counts and the format's checks other than the size)
SCENARIO is a key (SC_FOG) or a name (Fog Islands). --trim drops sea tiles no ship can use (a sea
tile none of whose six neighbours is land or fog), as the shipped 3- and 4-player files do.
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "jsettlers_layouts.json")

TERRAIN = {0: "Sea", 1: "Hills", 2: "Mountains", 3: "Pasture", 4: "Fields", 5: "Forest", 6: "Desert", 7: "Gold"}
PORT = {0: "Generic", 1: "Brick", 2: "Stone", 3: "Sheep", 4: "Grain", 5: "Wood"}
OPPOSITE = {"NE": "SW", "E": "W", "SE": "NW", "SW": "NE", "W": "E", "NW": "SE"}
# axial neighbour offsets by side
SIDE = {"NE": (1, -1), "E": (1, 0), "SE": (0, 1), "SW": (-1, 1), "W": (-1, 0), "NW": (0, -1)}
# JSettlers2 port edge (row, col) + facing -> the land hex (row, col) the facing points to
FACING_HEX = {"SW": (1, 0), "NE": (-1, 1), "W": (0, -1), "E": (0, 1), "NW": (-1, 0), "SE": (1, 1)}
# points to win the printed 5th-edition rules give, when they differ from JSettlers2's (see the design note)
POINTS = {"SC_NSHO": 13, "SC_4ISL": 12, "SC_FOG": 12, "SC_TTD": 12, "SC_CLVI": 14, "SC_PIRI": 10,
          "SC_FTRI": 13, "SC_WOND": 10}
FILE_STEM = {"SC_NSHO": "new-shores", "SC_4ISL": "four-islands", "SC_FOG": "fog-islands",
             "SC_TTD": "through-the-desert", "SC_PIRI": "pirate-islands", "SC_FTRI": "forgotten-tribe",
             "SC_CLVI": "cloth-for-catan", "SC_WOND": "wonders"}


def axial(hexcode):
    """JSettlers2 hex 0xRRCC (int or "0x...") -> axial (q, r)."""
    h = int(hexcode, 16) if isinstance(hexcode, str) else hexcode
    row, col = h >> 8, h & 0xFF
    if row % 2 != 1:
        raise ValueError("0x%04X is not a hex (even row)" % h)
    k = (row - 1) // 2
    if (col - k) % 2:
        raise ValueError("0x%04X is not a hex (column parity)" % h)
    return ((col - k) // 2, k)


def jsettlers(q, r):
    """axial (q, r) -> JSettlers2 hex 0xRRCC."""
    return ((2 * r + 1) << 8) | (2 * q + r)


def board_hexes(height, width):
    out = []
    for row in range(1, height, 2):
        k = (row - 1) // 2
        for col in range(1, width):
            if (col - k) % 2 == 0:
                out.append(axial((row << 8) | col))
    return out


def neighbours(t):
    return [(t[0] + dq, t[1] + dr) for dq, dr in SIDE.values()]


def find_layout(data, scenario, players):
    s = scenario.lower()
    for lay in data["layouts"]:
        if (lay["key"].lower() == s or lay["scenario"].lower() == s) and lay["players"] == players:
            return lay
    raise SystemExit("no layout %s for %d players; `list` shows them" % (scenario, players))


def deal(lay, rng):
    """terrain and numbers for every land hex: {axial: (type, number or None)}; retries until no red pair."""
    for _attempt in range(10000):
        land = {}
        for part in lay["parts"]:
            types = list(part["types"])
            if part["shuffle_types"]:
                rng.shuffle(types)
            nums = None if part["numbers"] is None else [n for n in part["numbers"] if n]
            if nums is not None and part["shuffle_numbers"]:
                rng.shuffle(nums)
            it = iter(nums or [])
            for code, t in zip(part["coords"], types):
                number = None
                if nums is not None and t not in (0, 6):
                    number = next(it, None)  # Pirate Islands: some land has no number
                land[axial(code)] = (t, number)
        red = {a for a, (_, n) in land.items() if n in (6, 8)}
        if not any(b in red for a in red for b in neighbours(a)):
            return land
    raise SystemExit("no deal without neighbouring 6/8 in 10000 draws")


def harbours(lay, rng):
    kinds = list(lay["ports"]["types"])
    if lay["ports"]["shuffled"]:
        rng.shuffle(kinds)
    out = []
    for (edge, facing), kind in zip(lay["ports"]["edges"], kinds):
        e = int(edge, 16)
        dr, dc = FACING_HEX[facing]
        hexcode = (((e >> 8) + dr) << 8) | ((e & 0xFF) + dc)
        out.append((axial(hexcode), OPPOSITE[facing], PORT[kind]))
    return out


def build(lay, seed, trim):
    rng = random.Random(seed)
    land = deal(lay, rng)
    tiles = {a: (0, None) for a in board_hexes(lay["board_size"]["height"], lay["board_size"]["width"])}
    for a, tn in land.items():
        if a not in tiles:
            raise SystemExit("land %s outside the board" % (a,))
        tiles[a] = tn
    if trim:  # keep land, fog and the sea beside them (a fog tile may turn out land)
        keep = {a for a, (t, _) in land.items() if t != 0} | {axial(c) for c in lay.get("fog", [])}
        tiles = {a: tn for a, tn in tiles.items() if a in keep or any(b in keep for b in neighbours(a))}
    harb = harbours(lay, rng)
    return tiles, land, harb


def robber_tile(lay, tiles):
    """the robber's tile and, when JSettlers2 says otherwise, why."""
    if lay.get("no_robber"):
        return None, "JSettlers2 has no robber in this scenario; left out, our format puts it on the first desert"
    if lay["robber"]:
        return axial(lay["robber"]), None
    last = None  # JSettlers2 moves the robber to each desert it places: the last one keeps it
    excluded = set(lay.get("robber_excluded_land_areas", []))
    for part in lay["parts"]:
        if part["robber_on_desert"] and part["land_areas"][0] not in excluded:
            for code in part["coords"]:
                if tiles.get(axial(code), (0,))[0] == 6:
                    last = axial(code)
    if last:
        return last, None
    off = {axial(c) for p in lay["parts"] if p["land_areas"][0] in excluded for c in p["coords"]}
    deserts = [a for a, (t, _) in sorted(tiles.items(), key=lambda x: (x[0][1], x[0][0])) if t == 6 and a not in off]
    if deserts:
        return deserts[0], "JSettlers2 starts the robber off the board; here on the first desert"
    # JSettlers2 keeps the robber off the board until the first 7; our format cannot say that yet
    far = max((a for a, (_, n) in tiles.items() if n), key=lambda a: (abs(7 - tiles[a][1]), -a[1], -a[0]))
    return far, "JSettlers2 starts the robber off the board; our format needs a tile: here the first 2 or 12"


def components(coords):
    left, out = set(coords), []
    for c in coords:
        if c not in left:
            continue
        group, todo = [], [c]
        left.discard(c)
        while todo:
            a = todo.pop()
            group.append(a)
            for b in neighbours(a):
                if b in left:
                    left.discard(b)
                    todo.append(b)
        out.append(group)
    return out


def islands(lay):
    """land areas -> our islands: (tiles, home, points, comment); one entry per connected piece of an area."""
    out = []
    start = lay.get("starting_land_area", 1)
    fog = {axial(c) for c in lay.get("fog", [])}
    seen = {}
    for part in lay["parts"]:
        ranges = part["land_areas"]
        i = 0
        for j in range(0, len(ranges), 2):
            area, count = ranges[j], ranges[j + 1]
            coords = [axial(c) for c, t in zip(part["coords"][i:i + count], part["types"][i:i + count])
                      if t != 0 and axial(c) not in fog]
            i += count
            seen.setdefault(area, []).extend(coords)
    for area in sorted(seen):
        if area == lay.get("bonus_excluded_land_area"):
            out.append((seen[area], False, None, "land area %d: the desert strip (splits the land, no points)" % area))
            continue
        for coords in components(seen[area]):
            if start == 0:
                out.append(([coords[0]], True, 2, "land area %d" % area))
            elif area == start:
                out.append(([coords[0]], True, None, "land area %d: the opening goes here" % area))
            elif area == 0:
                if "svp_edges" in lay:  # every tile listed: the tiles nobody settles go without numbers
                    out.append((sorted(coords, key=lambda a: (a[1], a[0])), False, "tribe",
                                "land area 0: the tribe's island, nobody settles, no robber"))
                else:
                    out.append(([coords[0]], False, None, "land area 0: no settling (the scenario's own pieces)"))
            else:
                pts = 2 if lay["key"] in ("SC_NSHO", "SC_TTD") else None
                out.append(([coords[0]], False, pts, "land area %d" % area))
    return out


CORNERS = ["N", "NE", "SE", "S", "SW", "NW"]
SIDES = ["NE", "E", "SE", "SW", "W", "NW"]


def node_at(code, tiles):
    """JSettlers2 node 0xRRCC -> "(q, r) CORNER" on a tile of ours (land first)."""
    n = int(code, 16) if isinstance(code, str) else code
    node = (n >> 8, n & 0xFF)
    best = None
    for row in (node[0] - 1, node[0] + 1):
        for col in (node[1] - 1, node[1], node[1] + 1):
            if row % 2 != 1 or (col - (row - 1) // 2) % 2:
                continue
            a = axial((row << 8) | col)
            if node in corners(a):
                cand = (tiles.get(a, (0,))[0] == 0, a not in tiles, a, CORNERS[corners(a).index(node)])
                best = min(best, cand) if best else cand
    return "%s %s" % (fmt(best[2]), best[3])


def edge_at(code, tiles):
    """JSettlers2 edge 0xRRCC -> "(q, r) SIDE" on a tile of ours (land first).

    An edge in an odd row is upright, between nodes (R-1, C) and (R+1, C); one in an even row slopes,
    between nodes (R, C) and (R, C+1) (its coordinate is its western node)."""
    e = int(code, 16) if isinstance(code, str) else code
    row, col = e >> 8, e & 0xFF
    ends = {(row - 1, col), (row + 1, col)} if row % 2 else {(row, col), (row, col + 1)}
    best = None
    for hr in range(row - 2, row + 3):
        for hc in range(col - 2, col + 3):
            if hr % 2 != 1 or hc < 0 or (hc - (hr - 1) // 2) % 2:
                continue
            a = axial((hr << 8) | hc)
            c = corners(a)
            for i, side in enumerate(SIDES):
                if {c[i], c[(i + 1) % 6]} == ends:
                    cand = (tiles.get(a, (0,))[0] == 0, a not in tiles, a, side)
                    best = min(best, cand) if best else cand
    return "%s %s" % (fmt(best[2]), best[3]) if best else None


def expand_lane(lane):
    """["0x0C07", "-0x0C0B", "0x0D07"] -> every edge: a negative entry ends a range begun by the one before
    (in an odd row only every other column is an edge; edge_at gives None for the others)."""
    out = []
    for x in lane:
        v = int(x, 16)
        if v < 0:
            first = out[-1]
            out.extend(range(first + 1, -v + 1))
        else:
            out.append(v)
    return out


def pieces_comment(lay, tiles):
    """the scenario's own pieces, in our terms, as comment lines."""
    out = []
    if "pirate_path" in lay:
        out.append("pirate fleet path (sea tiles, in order): " + ", ".join(fmt(axial(c)) for c in lay["pirate_path"]))
    for i, p in enumerate(lay.get("init_pieces", [])):
        out.append("seat %d: settlement %s, ship %s, fortress %s, lone settlement spot %s" % (
            i + 1, node_at(p["settlement"], tiles), edge_at(p["ship"], tiles), node_at(p["fortress"], tiles),
            node_at(p["lone_settlement"], tiles)))
    for i, lane in enumerate(lay.get("legal_sea_edges", [])):
        out.append("seat %d's ship lane (the only sides its ships may use): %s"
                   % (i + 1, ", ".join(x for x in (edge_at(e, tiles) for e in expand_lane(lane)) if x)))
    if "villages" in lay:
        out.append("cloth: %d in the general supply, %d per village" % (lay["cloth_general_supply"], lay["cloth_per_village"]))
        out.append("villages: " + ", ".join("%s number %d" % (node_at(v["node"], tiles), v["number"]) for v in lay["villages"]))
    for i, s in enumerate(lay.get("special_node_sets", [])):
        out.append("wonder spots N%d (no opening settlement): %s" % (i + 1, ", ".join(node_at(n, tiles) for n in s)))
    if lay.get("robber_excluded_land_areas") and "svp_edges" not in lay:
        out.append("the robber may not go to land area 0 (the islands listed with no settling)")
    return out


def fmt(a):
    return "(%d, %d)" % a


def ron(lay, seed, trim):
    tiles, land, harb = build(lay, seed, trim)
    robber, robber_note = robber_tile(lay, tiles)
    pl = lay["players"]
    name = lay["scenario"]
    lines = [
        "// %s: a Seafarers scenario, the %d-player layout as JSettlers2 lays it out" % (name, pl),
        "// (jdmonin/JSettlers2 %s, SOCBoardAtServer: %s; board %dx%d, %s)."
        % (json.load(open(DATA))["source"]["commit"][:10],
           ", ".join(sorted({v for p in lay["parts"] for v in p.get("arrays", {}).values()})),
           lay["board_size"]["height"], lay["board_size"]["width"],
           "sea trimmed to the tiles beside land" if trim else "every sea hex of its board"),
        "// Made by tools/jsettlers_layouts.py ron %s %d --seed %d%s: one deal of the hexes, numbers and harbours"
        % (lay["key"], pl, seed, " --trim" if trim else ""),
        "// JSettlers2 shuffles (no neighbouring 6 and 8). Points to win: JSettlers2's VP option.",
    ]
    if robber_note:
        lines.append("// Robber: " + robber_note + ".")
    for line in pieces_comment(lay, tiles):
        lines.append("// Not yet in our format: " + line)
    lines += ["(", '    name: "%s",' % name, "    tiles: ["]
    for a in sorted(tiles, key=lambda a: (a[1], a[0])):
        t, n = tiles[a]
        if n:
            lines.append("        (at: %s, terrain: %s, number: Some(%d))," % (fmt(a), TERRAIN[t], n))
        else:
            lines.append("        (at: %s, terrain: %s)," % (fmt(a), TERRAIN[t]))
    lines.append("    ],")
    lines.append("    harbours: [")
    for a, side, kind in ([] if gift_harbours(lay) else harb):
        lines.append("        (at: %s, side: %s, kind: %s)," % (fmt(a), side, kind))
    lines.append("    ],")
    if robber:
        lines.append("    robber: Some(%s)," % fmt(robber))
    lines.append("    seafarers: Some((")
    lines.append('        scenario: "%s",' % name)
    lines.append("        max_players: Some(%d)," % pl)
    lines.append("        points_to_win: Some(%d)," % POINTS[lay["key"]])
    if lay["pirate"]:
        lines.append("        pirate: Some(%s)," % fmt(axial(lay["pirate"])))
    lines.append("        islands: [")
    for coords, home, pts, comment in islands(lay):
        lines.append("            // " + comment)
        fields = ["tiles: [%s]" % ", ".join(fmt(c) for c in coords)]
        if home:
            fields.append("home: true")
        if pts == "tribe":
            fields += ["settle: false", "robber: false"]
        elif pts:
            fields.append("points: %d" % pts)
        lines.append("            (%s)," % ", ".join(fields))
    lines.append("        ],")
    if "svp_edges" in lay:
        lines += gift_lines(lay, tiles, harb)
    if "fog" in lay:
        fog = [axial(c) for c in lay["fog"]]
        lines.append("        fog: Some((")
        lines.append("            tiles: [%s]," % ", ".join(fmt(c) for c in sorted(fog)))
        lines.append("            stack: [")
        # our fog draws a card at random (JSettlers2 fixes each fog hex's content when it deals):
        # the stack is the multiset, listed by JSettlers2's type order as the shipped files are
        for t, n in sorted((tiles[c] for c in fog), key=lambda tn: (tn[0], tn[1] or 0)):
            lines.append("                (terrain: %s%s)," % (TERRAIN[t], ", number: Some(%d)" % n if n else ""))
        lines.append("            ],")
        lines.append("        )),")
        for c in fog:  # under the fog the tile is sea until revealed; the stack holds what is there
            tiles[c] = (0, None)
        lines = fog_to_sea(lines, fog)
    lines.append("    )),")
    lines.append(")")
    return "\n".join(lines) + "\n"


def gift_harbours(lay):
    """whether the harbours are the tribe's gifts: on 4 players JSettlers2 says so; its 6-player arrays
    put them on the tribe's islands too, where nobody settles to use them, so they are gifts there as well."""
    return lay.get("ports_are_gifts") or lay["key"] == "SC_FTRI"


def gift_lines(lay, tiles, harb):
    """The Forgotten Tribe's gifts (seafarers.gifts): victory point and development card sides, and the
    harbours when they stand on the tribe's islands (FOR_TRI_PORT_EDGE_FACING on 4 players)."""
    out = ["        gifts: ["]
    for key, gift in (("svp_edges", "VictoryPoint"), ("dev_card_edges", "DevelopmentCard")):
        for e in lay[key]:
            at, side = edge_at(e, tiles).rsplit(" ", 1)
            out.append("            (at: %s, side: %s, gift: %s)," % (at, side, gift))
    if gift_harbours(lay):
        for a, side, kind in harb:
            out.append("            (at: %s, side: %s, gift: Harbour(%s))," % (fmt(a), side, kind))
    out.append("        ],")
    return out


def fog_to_sea(lines, fog):
    marks = {"(at: %s," % fmt(c) for c in fog}
    out = []
    for line in lines:
        s = line.strip()
        if any(s.startswith(m) for m in marks) and "terrain:" in s and not s.startswith("(terrain"):
            at = s[len("(at: "):s.index("),") + 1]
            line = "        (at: %s, terrain: Sea)," % at
        out.append(line)
    return out


def parse_ron_tiles(path):
    import re
    text = open(path).read()
    tiles = {}
    for m in re.finditer(r"\(at: \((-?\d+), (-?\d+)\), terrain: (\w+)(?:, number: Some\((\d+)\))?\)", text):
        tiles[(int(m.group(1)), int(m.group(2)))] = m.group(3)
    harb = set()
    for m in re.finditer(r"\(at: \((-?\d+), (-?\d+)\), side: (\w+), kind: (\w+)\)", text):
        harb.add(((int(m.group(1)), int(m.group(2))), m.group(3)))
    return tiles, harb


def compare(lay, path, trim):
    tiles, land, harb = build(lay, 1, trim)
    theirs, their_harb = parse_ron_tiles(path)
    fog = {axial(c) for c in lay.get("fog", [])}
    ours_land = {a for a in land if land[a][0] != 0 and a not in fog}
    ours_sea = set(tiles) - ours_land
    their_land = {a for a, t in theirs.items() if t != "Sea"}
    their_sea = {a for a, t in theirs.items() if t == "Sea"}
    rep = []
    rep.append("land: ours %d, file %d, same %s" % (len(ours_land), len(their_land), ours_land == their_land))
    if ours_land != their_land:
        rep.append("  land only ours: %s" % sorted(ours_land - their_land))
        rep.append("  land only file: %s" % sorted(their_land - ours_land))
    rep.append("sea: ours %d, file %d" % (len(ours_sea), len(their_sea)))
    rep.append("  sea only ours: %s" % sorted(ours_sea - their_sea))
    rep.append("  sea only file: %s" % sorted(their_sea - ours_sea))
    ours_h = {(a, s) for a, s, _ in harb}
    rep.append("harbour places same: %s" % (ours_h == their_harb))
    if ours_h != their_harb:
        rep.append("  only ours: %s; only file: %s" % (sorted(ours_h - their_harb), sorted(their_harb - ours_h)))
    from collections import Counter
    ours_t = Counter(TERRAIN[t] for a, (t, n) in land.items() if t != 0 and a not in fog)
    their_t = Counter(t for a, t in theirs.items() if t != "Sea")
    rep.append("terrain counts same: %s %s" % (ours_t == their_t, "" if ours_t == their_t else (dict(ours_t), dict(their_t))))
    return "\n".join(rep)


def corners(a):
    """the six corners of axial tile a, as JSettlers2 node coordinates (row, col)."""
    h = jsettlers(*a)
    row, col = h >> 8, h & 0xFF
    return [(row - 1, col), (row - 1, col + 1), (row + 1, col + 1), (row + 1, col), (row + 1, col - 1), (row - 1, col - 1)]


def side_corners(a, side):
    c = corners(a)
    i = ["NE", "E", "SE", "SW", "W", "NW"].index(side)
    return {c[i], c[(i + 1) % 6]}


def check(path):
    """what `catan board validate` checks, without its 256 limit: returns (vertices, edges, problems)."""
    import re
    text = open(path).read()
    tiles, harb = parse_ron_tiles(path)
    nums = {}
    for m in re.finditer(r"\(at: \((-?\d+), (-?\d+)\), terrain: (\w+)(?:, number: Some\((\d+)\))?\)", text):
        nums[(int(m.group(1)), int(m.group(2)))] = int(m.group(4)) if m.group(4) else None
    verts, edges = set(), set()
    for a in tiles:
        c = corners(a)
        verts.update(c)
        edges.update(frozenset((c[i], c[(i + 1) % 6])) for i in range(6))
    problems = []
    for a, t in tiles.items():
        n = nums[a]
        if t in ("Sea", "Desert") and n is not None:
            problems.append("number on %s %s" % (t, a))
        if t not in ("Sea", "Desert") and (n is None or n == 7 or not 2 <= n <= 12):
            problems.append("producing tile %s without a valid number" % (a,))
    used = {}
    for m in re.finditer(r"\(at: \((-?\d+), (-?\d+)\), side: (\w+), kind: (\w+)\)", text):
        a, side = (int(m.group(1)), int(m.group(2))), m.group(3)
        if tiles.get(a, "Sea") == "Sea":
            problems.append("harbour on sea or missing tile %s" % (a,))
        dq, dr = SIDE[side]
        if tiles.get((a[0] + dq, a[1] + dr), "Sea") != "Sea":
            problems.append("harbour %s %s faces land" % (a, side))
        for c in side_corners(a, side):
            if c in used:
                problems.append("harbours %s and %s share a corner" % (used[c], (a, side)))
            used[c] = (a, side)
    m = re.search(r"robber: Some\(\((-?\d+), (-?\d+)\)\)", text)
    if m and tiles.get((int(m.group(1)), int(m.group(2))), "Sea") == "Sea":
        problems.append("robber on sea")
    if not m and "Desert" not in tiles.values():
        problems.append("no robber and no desert")
    m = re.search(r"pirate: Some\(\((-?\d+), (-?\d+)\)\)", text)
    if m and tiles.get((int(m.group(1)), int(m.group(2)))) != "Sea":
        problems.append("pirate not on a sea tile")
    for m in re.finditer(r"\(tiles: \[\((-?\d+), (-?\d+)\)", text.split("islands:")[-1].split("fog:")[0]):
        if tiles.get((int(m.group(1)), int(m.group(2))), "Sea") == "Sea":
            problems.append("island tile %s,%s not land" % (m.group(1), m.group(2)))
    todo, seen = [next(iter(tiles))], set()
    while todo:
        a = todo.pop()
        if a in seen:
            continue
        seen.add(a)
        todo.extend(b for b in neighbours(a) if b in tiles)
    if len(seen) != len(tiles):
        problems.append("tiles not connected")
    return len(verts), len(edges), problems


SHIPPED = [("SC_NSHO", 4, "new-shores"), ("SC_NSHO", 3, "new-shores-3"), ("SC_4ISL", 4, "four-islands"),
           ("SC_4ISL", 3, "four-islands-3"), ("SC_FOG", 4, "fog-islands"), ("SC_FOG", 3, "fog-islands-3"),
           ("SC_TTD", 4, "through-the-desert"), ("SC_TTD", 3, "through-the-desert-3")]


def verify(data):
    """the conversion against the shipped files: land, trimmed sea, harbour places, terrain counts, pirate."""
    import re
    root = os.path.join(HERE, "..", "boards", "seafarers")
    bad = 0
    for key, players, stem in SHIPPED:
        path = os.path.join(root, stem + ".ron")
        lay = find_layout(data, key, players)
        rep = compare(lay, path, True)
        ok = ("same True" in rep and "harbour places same: True" in rep and "terrain counts same: True" in rep
              and "sea only ours: []" in rep and "sea only file: []" in rep)
        m = re.search(r"pirate: Some\(\((-?\d+), (-?\d+)\)\)", open(path).read())
        if lay["pirate"] and (not m or (int(m.group(1)), int(m.group(2))) != axial(lay["pirate"])):
            ok = False
            rep += "\npirate differs"
        print("%-26s %s" % (stem, "same" if ok else "DIFFERENT\n" + rep))
        bad += not ok
    return 1 if bad else 0


def main():
    if sys.argv[1:2] == ["check"]:  # any number of files
        for path in sys.argv[2:]:
            v, e, probs = check(path)
            print("%s: %d vertices, %d edges%s; %s" % (path, v, e, " (over 256)" if max(v, e) > 256 else "",
                                                     "; ".join(probs) or "no other problem"))
        return
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("command", choices=["list", "ron", "compare", "check", "verify"])
    ap.add_argument("scenario", nargs="?")
    ap.add_argument("players", nargs="?")
    ap.add_argument("file", nargs="?")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--trim", action="store_true")
    ap.add_argument("--out")
    a = ap.parse_args()
    data = json.load(open(DATA))
    if a.command == "list":
        for lay in data["layouts"]:
            tiles = board_hexes(lay["board_size"]["height"], lay["board_size"]["width"])
            land = sum(1 for p in lay["parts"] for t in p["types"] if t != 0)
            print("%-8s %d players  %-32s board %2dx%2d: %3d hexes, %2d land, %3d sea"
                  % (lay["key"], lay["players"], lay["scenario"], lay["board_size"]["height"],
                     lay["board_size"]["width"], len(tiles), land, len(tiles) - land))
        return
    if a.command == "verify":
        sys.exit(verify(data))
    lay = find_layout(data, a.scenario, int(a.players))
    if a.command == "ron":
        text = ron(lay, a.seed, a.trim)
        if a.out:
            open(a.out, "w").write(text)
        else:
            sys.stdout.write(text)
    else:
        print(compare(lay, a.file, a.trim))


if __name__ == "__main__":
    main()
