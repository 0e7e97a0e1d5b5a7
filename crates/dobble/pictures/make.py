#!/usr/bin/env python3
"""Writes the built-in pictures from the Fluent Emoji Flat icon set.

Usage: python3 make.py ICONS_JSON

ICONS_JSON is `package/icons.json` of the npm package @iconify-json/fluent-emoji-flat
(`npm pack @iconify-json/fluent-emoji-flat` and unpack it). Each line of pictures.txt,
`ICON-ID NAME`, becomes NAME.svg here (spaces in the name as hyphens): the icon's drawing
in an SVG of its own, 32 units square as in the icon set.
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        icons = json.load(f)
    size = (icons.get("width", 16), icons.get("height", 16))
    with open(os.path.join(HERE, "pictures.txt"), encoding="utf-8") as f:
        lines = [line.split(maxsplit=1) for line in f if line.strip() and not line.startswith("#")]
    for icon, name in lines:
        name = name.strip()
        body = icons["icons"][icon]["body"]
        width = icons["icons"][icon].get("width", size[0])
        height = icons["icons"][icon].get("height", size[1])
        svg = (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}">'
            f"{body}</svg>\n"
        )
        with open(os.path.join(HERE, name.replace(" ", "-") + ".svg"), "w", encoding="utf-8") as f:
            f.write(svg)


if __name__ == "__main__":
    main()
