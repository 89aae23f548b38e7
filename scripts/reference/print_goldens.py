#!/usr/bin/env python3
"""Regenerates the printer golden files from graphql-core's print_ast.

For every .graphql/.graphqls fixture under Tests/GraphQLLanguageTests/Fixtures, writes
print_ast(parse(text)) to the same relative path under
Tests/GraphQLLanguageTests/Printer/Goldens. The Swift printer tests compare against these
checked-in files (they never run Python). Run from the repository root:

    .build/reference-venv/bin/python scripts/reference/print_goldens.py

Needs graphql-core 3.3 (python3 -m venv .build/reference-venv &&
.build/reference-venv/bin/pip install graphql-core==3.3.2).
"""
import pathlib
import sys

import graphql

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests/GraphQLLanguageTests/Fixtures"
GOLDENS = ROOT / "Tests/GraphQLLanguageTests/Printer/Goldens"


def main() -> int:
    if not graphql.__version__.startswith("3.3"):
        print(f"warning: graphql-core {graphql.__version__}, goldens were made with 3.3", file=sys.stderr)
    count = 0
    for path in sorted(FIXTURES.rglob("*")):
        if path.suffix not in (".graphql", ".graphqls"):
            continue
        relative = path.relative_to(FIXTURES)
        printed = graphql.print_ast(graphql.parse(path.read_text(encoding="utf-8")))
        target = GOLDENS / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(printed, encoding="utf-8")
        count += 1
    print(f"wrote {count} golden files to {GOLDENS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
