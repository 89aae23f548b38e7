#!/usr/bin/env python3
"""Writes the differential corpus for document validation.

For every (schema, document) case in validation_cases.py (plus the Star Wars operation fixtures,
validated together as one document, and seeded random documents from random_documents.py), runs graphql-core's `validate` with its specified rules and
records the verdict and the errors in
Tests/GraphQLLanguageTests/Validation/Corpus/corpus.json. Messages are rewritten in graphql-js's wording
(double quotes, upper-case directive locations). The Swift test
`ValidationCorpusTests` runs our validator over the same cases; tests never run Python.

Usage: .build/reference-venv/bin/python scripts/reference/validation_corpus.py
       (needs graphql-core 3.3: python3 -m venv .build/reference-venv &&
        .build/reference-venv/bin/pip install graphql-core==3.3.2)
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
from random_documents import random_documents  # noqa: E402

# (schema, seed, count, clean): noisy documents exercise the error paths, clean ones the
# absence of false alarms (and what subtle conflicts remain).
RANDOM_DOCUMENTS = [
    ("harness", 20261129, 150, False), ("starwars", 4, 60, False), ("boxes", 8, 40, False),
    ("harness", 15, 120, True), ("starwars", 16, 80, True), ("boxes", 23, 40, True),
]

TESTS = os.path.join(ROOT, "Tests", "GraphQLLanguageTests")
SCHEMAS = {
    "harness": os.path.join(TESTS, "Validation", "Corpus", "harness.graphqls"),
    "starwars": os.path.join(TESTS, "Fixtures", "starwars", "schema.graphqls"),
    "boxes": os.path.join(TESTS, "Validation", "Corpus", "boxes.graphqls"),
    "subscription": os.path.join(TESTS, "Fixtures", "subscription", "subscription-schema.graphqls"),
    "upload": os.path.join(TESTS, "Fixtures", "upload", "upload-schema.graphqls"),
    "github": os.path.join(TESTS, "Fixtures", "github", "schema.graphql"),
}
OUTPUT = os.path.join(TESTS, "Validation", "Corpus", "corpus.json")
# Operation fixtures validated together as one document each, by schema.
OPERATION_SETS = {
    "starwars": os.path.join(TESTS, "Fixtures", "starwars", "operations"),
    "subscription": os.path.join(TESTS, "Fixtures", "subscription"),
    "upload": os.path.join(TESTS, "Fixtures", "upload"),
}


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


def operation_set(folder):
    texts = []
    for file_name in sorted(os.listdir(folder)):
        if file_name.endswith(".graphql"):
            with open(os.path.join(folder, file_name), encoding="utf-8") as handle:
                texts.append(handle.read())
    return "\n".join(texts)


LOCATION_MESSAGE = re.compile(r"may not be used on ([a-z ]+)\.$")


def graphql_js_wording(message):
    """graphql-core quotes with ' and names directive locations in lower case; graphql-js uses
    double quotes and the enum names (`FIELD`, `INLINE_FRAGMENT`), and says null, not None."""
    message = message.replace("'", '"')
    # The Python port prints null as Python's None where graphql-js 17 prints null.
    message = message.replace(" not to be None.", " not to be null.")
    return LOCATION_MESSAGE.sub(lambda match: "may not be used on %s." % match.group(1).upper().replace(" ", "_"), message)


def reference_validate(schema, document):
    """graphql-core's validate with its specified rules. graphql-core 3.3 carries the
    graphql-js#4168 fix to OverlappingFieldsCanBeMerged that the 3.2.8 reference had to patch in
    (3.2.8 skipped nested fragments once some comparison had marked a fragment pair as done,
    which missed real conflicts and, on fragment cycles, recursed without end)."""
    return graphql.validate(schema, document)


def node_locations(error):
    """Where the error's nodes start, taken from each node's first token (graphql-core 3.2's
    `get_location` miscounted lines right after a blank line; the tokens are right in any version)."""
    if error.nodes:
        return [[node.loc.start_token.line, node.loc.start_token.column] for node in error.nodes if node.loc]
    return [[location.line, location.column] for location in (error.locations or [])]


def run_case(schema, document_text):
    document = graphql.parse(document_text)
    errors = reference_validate(schema, document)
    return [
        {
            "message": graphql_js_wording(error.message),
            "locations": node_locations(error),
        }
        for error in errors
    ]


def main():
    schemas = load_schemas()
    cases = list(CASES)
    for schema_name, folder in OPERATION_SETS.items():
        cases.append(("OperationFixtures", schema_name, operation_set(folder)))
    # The full introspection query, against a small and a large schema.
    for schema_name in ("harness", "github"):
        cases.append(("Introspection", schema_name, graphql.get_introspection_query(descriptions=True)))
    for schema_name, seed, count, clean in RANDOM_DOCUMENTS:
        for document in random_documents(schemas[schema_name], seed, count, clean):
            errors = reference_validate(schemas[schema_name], graphql.parse(document))
            # Past the error limit, which errors are kept depends on the order rules run in.
            if len(errors) < 100:
                cases.append(("RandomClean" if clean else "Random", schema_name, document))
    entries = []
    for number, (tag, schema_name, document_text) in enumerate(cases):
        errors = run_case(schemas[schema_name], document_text)
        entry = {
            "id": "%03d-%s" % (number, tag),
            "rule": tag,
            "schema": schema_name,
            "document": document_text,
            "valid": not errors,
            "errors": errors,
        }
        entries.append(entry)
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
