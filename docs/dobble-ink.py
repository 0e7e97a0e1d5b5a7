#!/usr/bin/env python3
"""The ink on each card of a dobble PDF, as printed: the share of each card's face that
is not paper.

    dobble generate 8 --pictures | dobble render - -o deck.pdf
    pdftoppm -r 100 -png deck.pdf page
    python3 docs/dobble-ink.py page-*.png

Reads the pages pdftoppm wrote (A4, cards of 85 mm, six a sheet, in order), finds each
card's centre from the paper's geometry and checks it against the printed rim (a dark
ring of radius 48 card units, the card being 100 units across), then counts the pixels
within 47 units of the centre (inside the rim's stroke) that are not white, over the
pixels of the whole face (radius 48). Prints each card's share and the least and the
mean. Python's standard library only.
"""

import math
import struct
import sys
import zlib

DPI = 100
CARD_MM = 85.0
PAPER_MM = (210.0, 297.0)
MARGIN_MM, GAP_MM = 7.0, 3.0
UNIT_MM = CARD_MM / 100.0
FACE, INSIDE_RIM = 48.0, 47.0


def read_png(path):
    """Width, height and rows of grey levels (0 black, 255 white) of an 8-bit PNG."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and interlace == 0, (depth, interlace)
            channels = {0: 1, 2: 3, 4: 2, 6: 4}[colour]
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                near = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[i] = (line[i] + near) & 255
        rows.append(bytes(min(line[x * channels : x * channels + min(channels, 3)]) for x in range(width)))
        previous = line
    return width, height, rows


def centres():
    """The centres of the six cards of an A4 sheet, in mm from its top left corner."""
    fit = lambda length: int((length - 2 * MARGIN_MM + GAP_MM) // (CARD_MM + GAP_MM))
    columns, rows = fit(PAPER_MM[0]), fit(PAPER_MM[1])
    span = lambda n: n * CARD_MM + (n - 1) * GAP_MM
    left = (PAPER_MM[0] - span(columns)) / 2 + CARD_MM / 2
    top = (PAPER_MM[1] - span(rows)) / 2 + CARD_MM / 2
    step = CARD_MM + GAP_MM
    return [(left + c * step, top + r * step) for r in range(rows) for c in range(columns)]


def card_ink(rows, cx, cy):
    """The share of the face around (cx, cy) (pixels) that is ink, and the share of the
    rim's circle that is dark (near 1 when the centre is right)."""
    px = DPI / 25.4 * UNIT_MM  # pixels per card unit
    inside, face = INSIDE_RIM * px, FACE * px
    ink = 0
    for y in range(int(cy - inside) - 1, int(cy + inside) + 2):
        for x in range(int(cx - inside) - 1, int(cx + inside) + 2):
            if math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= inside and rows[y][x] < 250:
                ink += 1
    rim = sum(
        rows[round(cy + face * math.sin(t) - 0.5)][round(cx + face * math.cos(t) - 0.5)] < 128
        for t in (2 * math.pi * k / 720 for k in range(720))
    ) / 720
    return ink / (math.pi * face * face), rim


def main(pages):
    shares = []
    for page in pages:
        width, height, rows = read_png(page)
        for mx, my in centres():
            cx, cy = mx / 25.4 * DPI, my / 25.4 * DPI
            share, rim = card_ink(rows, cx, cy)
            if rim < 0.05:
                continue  # an empty place of the last sheet
            assert rim > 0.95, f"{page}: no rim at ({mx}, {my}) mm ({rim:.2f})"
            shares.append(share)
            print(f"card {len(shares)}: {100 * share:.1f} %")
    print(f"{len(shares)} cards: least {100 * min(shares):.1f} %, mean {100 * sum(shares) / len(shares):.1f} %")


if __name__ == "__main__":
    main(sorted(sys.argv[1:]))
