"""The coloured pictures of docs/benchmarks.md, "Coloured pictures at the caps".

    python3 docs/hackenbush-coloured.py cycles 40 40 40 8 > three40.txt
    python3 docs/hackenbush-coloured.py random 32 32 13 > h13.txt
    python3 docs/hackenbush-coloured.py parts 8 16 5 > eight16.txt

`cycles L...`: one cycle through the ground of each length L, its edges coloured in turn
blue, red or green as (i + shift) * 7 / 3 picks (shift the cycle's place), as in the
crate's tests (tests/capped). `random EDGES VERTICES SEED`: a random recursive tree on
VERTICES vertices (the ground first) plus random edges up to EDGES, each edge's colour
random. `parts COUNT SIZE SEED`: COUNT parts, each a random tree of SIZE - 1 edges plus one
random edge. Python's own random generator, so the files are the same on every machine.
"""
import random
import sys

COLOURS = ["blue", "red", "green"]


def cycle(tag, length, shift):
    name = lambda i: "G" if i % length == 0 else f"{tag}{i}"
    return [f"{name(i)} {name(i + 1)} {COLOURS[((i + shift) * 7 // 3) % 3]}" for i in range(length)]


def tree_and_edges(rng, names, edges):
    pairs = [(names[rng.randrange(i)], names[i]) for i in range(1, len(names))]
    while len(pairs) < edges:
        a, b = rng.sample(range(len(names)), 2)
        pairs.append((names[a], names[b]))
    return [f"{a} {b} {rng.choice(COLOURS)}" for a, b in pairs]


def main(kind, *numbers):
    n = [int(x) for x in numbers]
    lines = []
    if kind == "cycles":
        for place, length in enumerate(n):
            lines += cycle("abcdefghij"[place], length, place)
    elif kind == "random":
        edges, vertices, seed = n
        names = ["G"] + [f"a{i}" for i in range(1, vertices)]
        lines = tree_and_edges(random.Random(seed), names, edges)
    elif kind == "parts":
        count, size, seed = n
        rng = random.Random(seed)
        for p in range(count):
            names = ["G"] + [f"p{p}v{i}" for i in range(1, size)]
            lines += tree_and_edges(rng, names, size)
    else:
        sys.exit(__doc__)
    print("\n".join(lines))


if __name__ == "__main__":
    main(*sys.argv[1:])
