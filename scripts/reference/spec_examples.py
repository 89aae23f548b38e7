#!/usr/bin/env python3
"""Extracts every GraphQL example block of the GraphQL specification text and records
graphql-core's parse verdict for each.

Reads the spec's Markdown sources (the folder given as the first argument, e.g. a checkout of
graphql/graphql-spec's `spec/`), takes every fenced block whose info string names `graphql`
(```graphql, ```graphql example, ```graphql counter-example, ```raw graphql example, …), parses it
with graphql-core and writes Tests/GraphQLLanguageTests/Fixtures/spec-examples/spec-examples.json:
the blocks with their provenance (file, line, kind) and the verdict — parses, or the syntax error's
message (in graphql-js's double-quote wording) and line:column. The Swift test
`SpecExampleParseTests` parses the same blocks and checks that Courier agrees, except for the
deviations that test lists (and GraphQLLanguage.docc/Conformance.md explains). Tests never run Python.

Usage: .build/reference-venv/bin/python scripts/reference/spec_examples.py PATH/TO/graphql-spec/spec COMMIT
       (graphql-core 3.3: python3 -m venv .build/reference-venv &&
        .build/reference-venv/bin/pip install graphql-core==3.3.2)
"""
import json
import pathlib
import re
import sys

import graphql

ROOT = pathlib.Path(__file__).resolve().parents[2]
TARGET = ROOT / "Tests/GraphQLLanguageTests/Fixtures/spec-examples/spec-examples.json"
FENCE = re.compile(r"^```(.*)$")


def blocks(folder: pathlib.Path):
    for path in sorted(folder.glob("*.md")):
        lines = path.read_text(encoding="utf-8").split("\n")
        index = 0
        while index < len(lines):
            match = FENCE.match(lines[index])
            if match and "graphql" in match.group(1).split():
                words = match.group(1).split()
                kind = "counter-example" if "counter-example" in words else "example" if "example" in words else "definition"
                start = index + 1
                end = start
                while not lines[end].startswith("```"):
                    end += 1
                yield path.name, start + 1, match.group(1), kind, "\n".join(lines[start:end]) + "\n"
                index = end
            index += 1


def js_quotes(message: str) -> str:
    if "single quote character" in message:
        return message
    return re.sub(r"'([^']*)'", lambda m: '"' + m.group(1) + '"', message)


def main() -> int:
    folder = pathlib.Path(sys.argv[1])
    commit = sys.argv[2] if len(sys.argv) > 2 else "unknown"
    entries = []
    for file_name, line, info, kind, source in blocks(folder):
        entry = {"id": "%s:%d" % (file_name, line), "info": info, "kind": kind, "source": source}
        try:
            graphql.parse(source)
            entry["parses"] = True
        except graphql.GraphQLError as error:
            location = error.locations[0]
            entry.update(parses=False, message=js_quotes(error.message), line=location.line, column=location.column)
        entries.append(entry)
    document = {
        "generator": "scripts/reference/spec_examples.py",
        "reference": "graphql-core %s" % graphql.__version__,
        "spec": "graphql/graphql-spec @ %s, spec/*.md (the GraphQL Specification, under its own licence: "
                "LICENSE.md beside this file)" % commit,
        "examples": entries,
    }
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    failing = sum(1 for entry in entries if not entry["parses"])
    print("wrote %d examples (%d do not parse) to %s" % (len(entries), failing, TARGET.relative_to(ROOT)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
