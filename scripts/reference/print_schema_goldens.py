#!/usr/bin/env python3
"""Regenerates the schema-printer goldens with graphql-core (the Python port of graphql-js).

Each golden is print_schema(build_schema(sdl)) for one input schema, written without a trailing
newline, exactly as graphql-core returns it. features.introspection.json is the introspection
result of the features schema (for the introspection builder's round-trip test). The files use
the .sdl extension so that the parser's fixture tests, which walk every .graphql file, skip them. The Swift tests compare GraphQLSchema.printSDL()
with these files and never run Python.

Usage (from the package root, graphql-core 3.3.2 in .build/reference-venv):
    .build/reference-venv/bin/python scripts/reference/print_schema_goldens.py
"""
from pathlib import Path

import json

from graphql import build_schema, introspection_from_schema, print_schema, __version__

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests" / "GraphQLLanguageTests" / "Fixtures"
GOLDENS = FIXTURES / "schema-printing"

INPUTS = {
    "starwars": FIXTURES / "starwars" / "schema.graphqls",
    "github": FIXTURES / "github" / "schema.graphql",
    "subscription": FIXTURES / "subscription" / "subscription-schema.graphqls",
    "upload": FIXTURES / "upload" / "upload-schema.graphqls",
    "features": GOLDENS / "features.sdl",
}


def main() -> None:
    for name, path in INPUTS.items():
        printed = print_schema(build_schema(path.read_text(encoding="utf-8")))
        (GOLDENS / f"{name}.golden.sdl").write_text(printed, encoding="utf-8")
        print(f"{name}: {len(printed)} characters (graphql-core {__version__})")
    features = build_schema(INPUTS["features"].read_text(encoding="utf-8"))
    introspection = introspection_from_schema(features, specified_by_url=True, directive_is_repeatable=True,
                                              schema_description=True, input_value_deprecation=True)
    (GOLDENS / "features.introspection.json").write_text(json.dumps({"data": introspection}, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
