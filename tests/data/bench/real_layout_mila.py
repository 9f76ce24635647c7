#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
"""Makes a MILA game JSON laid out as the `diplomacy` package writes real games, for measuring the import
(docs/import-export.md, "Speed"): every phase of a game Arbiter wrote (`arbiter-cli export`, or `bench
--import` on a game script) gains what real files carry besides the orders, units and centres: a list of
press messages, and in the state a Zobrist hash, the influence, civil disorder, builds, a timestamp, the
game id, the map and the rules, about 5.7 KiB a phase in all. The reader skips all of it unread, which is
what this input measures. The same seed gives the same file.

    build/bin/arbiter-cli play tests/games/random_1.txt --out /tmp/g.json   # or any game file
    build/bin/arbiter-cli export /tmp/g.json --format mila --out /tmp/g.mila.json
    python3 tests/data/bench/real_layout_mila.py /tmp/g.mila.json > /tmp/real_layout.json
"""

import json
import random
import sys

POWERS = ["AUSTRIA", "ENGLAND", "FRANCE", "GERMANY", "ITALY", "RUSSIA", "TURKEY"]
WORDS = ("support hold move attack convoy fleet army centre alliance trust lie stab peace war north south "
         "sea channel bounce retreat build winter spring autumn please maybe never always together plan "
         "agree refuse want need give take promise \u00e9t\u00e9 caf\u00e9 \u2014").split()


def press(rng, phase, count):
    messages = []
    time_sent = 1700000000000000 + rng.randrange(10**9)
    for _ in range(count):
        sender = rng.choice(POWERS)
        recipient = rng.choice(POWERS + ["GLOBAL"])
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randrange(8, 60)))
        if rng.random() < 0.2:
            text += ' "quoted"\n\tsecond line \\ with a backslash'
        time_sent += rng.randrange(10**6)
        messages.append({"sender": sender, "recipient": recipient, "time_sent": time_sent,
                         "phase": phase, "message": text})
    return messages


def main():
    source = json.load(open(sys.argv[1], encoding="utf-8"))
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rng = random.Random(seed)
    game_id = source.get("id") or "arbiter-bench"
    rules = ["POWER_CHOICE", "REAL_TIME"]
    source["rules"] = rules
    for phase in source.get("phases", []):
        name = phase.get("name", "")
        state = phase.setdefault("state", {})
        centres = state.get("centers", {})
        units = state.get("units", {})
        state["zobrist_hash"] = str(rng.randrange(10**18, 10**19))
        state["influence"] = {p: sorted(set(centres.get(p, [])) |
                                        {u.split()[1][:3] for u in units.get(p, []) if len(u.split()) > 1})
                              for p in POWERS}
        state["civil_disorder"] = {p: 0 for p in POWERS}
        state["builds"] = {p: {"count": 0, "homes": []} for p in POWERS}
        state["timestamp"] = 1700000000000000 + rng.randrange(10**12)
        state["game_id"] = game_id
        state["map"] = "standard"
        state["rules"] = rules
        phase["messages"] = press(rng, name, rng.randrange(6, 14))
    # In the order the package writes a phase.
    order = ["name", "state", "orders", "results", "messages"]
    source["phases"] = [{k: p[k] for k in order + sorted(set(p) - set(order)) if k in p}
                        for p in source.get("phases", [])]
    json.dump(source, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
