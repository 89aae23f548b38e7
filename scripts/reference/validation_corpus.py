#!/usr/bin/env python3
"""Writes the differential corpus for document validation.

For every (schema, document) case in validation_cases.py (plus the Star Wars operation fixtures,
validated together as one document), runs graphql-core's `validate` with its specified rules and
records the verdict and the errors in
Tests/GraphQLLanguageTests/Validation/Corpus/corpus.json. Messages are rewritten in graphql-js's wording
(double quotes, upper-case directive locations). The Swift test
`ValidationCorpusTests` runs our validator over the same cases; tests never run Python.

Usage: python3 scripts/reference/validation_corpus.py   (needs graphql-core 3.2)
"""
import json
import os
import re
import sys

import graphql

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
from validation_cases import CASES  # noqa: E402

TESTS = os.path.join(ROOT, "Tests", "GraphQLLanguageTests")
SCHEMAS = {
    "harness": os.path.join(TESTS, "Validation", "Corpus", "harness.graphqls"),
    "starwars": os.path.join(TESTS, "Fixtures", "starwars", "schema.graphqls"),
    "boxes": os.path.join(TESTS, "Validation", "Corpus", "boxes.graphqls"),
}
OUTPUT = os.path.join(TESTS, "Validation", "Corpus", "corpus.json")
STARWARS_OPERATIONS = os.path.join(TESTS, "Fixtures", "starwars", "operations")


def load_schemas():
    schemas = {}
    for name, path in SCHEMAS.items():
        with open(path, encoding="utf-8") as handle:
            schema = graphql.build_schema(handle.read())
        problems = graphql.validate_schema(schema)
        if problems:
            raise SystemExit("schema %s is invalid: %s" % (name, problems))
        schemas[name] = schema
    return schemas


def starwars_operations():
    texts = []
    for file_name in sorted(os.listdir(STARWARS_OPERATIONS)):
        if file_name.endswith(".graphql"):
            with open(os.path.join(STARWARS_OPERATIONS, file_name), encoding="utf-8") as handle:
                texts.append(handle.read())
    return "\n".join(texts)


LOCATION_MESSAGE = re.compile(r"may not be used on ([a-z ]+)\.$")


def graphql_js_wording(message):
    """graphql-core quotes with ' and names directive locations in lower case; graphql-js uses
    double quotes and the enum names (`FIELD`, `INLINE_FRAGMENT`)."""
    message = message.replace("'", '"')
    return LOCATION_MESSAGE.sub(lambda match: "may not be used on %s." % match.group(1).upper().replace(" ", "_"), message)


def node_locations(error):
    """Where the error's nodes start. Taken from each node's first token: graphql-core 3.2's
    `get_location` miscounts lines at a position right after a blank line."""
    if error.nodes:
        return [[node.loc.start_token.line, node.loc.start_token.column] for node in error.nodes if node.loc]
    return [[location.line, location.column] for location in (error.locations or [])]


def run_case(schema, document_text):
    document = graphql.parse(document_text)
    errors = graphql.validate(schema, document)
    return [
        {
            "message": graphql_js_wording(error.message),
            "locations": node_locations(error),
        }
        for error in errors
    ]


def main():
    schemas = load_schemas()
    cases = list(CASES) + [("StarWarsFixtures", "starwars", starwars_operations())]
    entries = []
    for number, (tag, schema_name, document_text) in enumerate(cases):
        errors = run_case(schemas[schema_name], document_text)
        entries.append({
            "id": "%03d-%s" % (number, tag),
            "rule": tag,
            "schema": schema_name,
            "document": document_text,
            "valid": not errors,
            "errors": errors,
        })
    corpus = {
        "generator": "scripts/reference/validation_corpus.py",
        "reference": "graphql-core %s" % graphql.__version__,
        "cases": entries,
    }
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        json.dump(corpus, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    invalid = sum(1 for entry in entries if not entry["valid"])
    print("wrote %d cases (%d valid, %d invalid) to %s" % (len(entries), len(entries) - invalid, invalid, OUTPUT))


if __name__ == "__main__":
    main()
