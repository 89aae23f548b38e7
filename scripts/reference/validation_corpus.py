#!/usr/bin/env python3
"""Writes the differential corpus for document validation.

For every (schema, document) case in validation_cases.py (plus the Star Wars operation fixtures,
validated together as one document, and seeded random documents from random_documents.py), runs graphql-core's `validate` with its specified rules and
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
from graphql.validation.rules import overlapping_fields_can_be_merged as overlapping

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
    double quotes and the enum names (`FIELD`, `INLINE_FRAGMENT`)."""
    message = message.replace("'", '"')
    return LOCATION_MESSAGE.sub(lambda match: "may not be used on %s." % match.group(1).upper().replace(" ", "_"), message)


# graphql-core 3.2.8 carries OverlappingFieldsCanBeMerged as it was before graphql-js#4168
# (graphql-js 16.10): between a collection of fields and a fragment it skips nested fragments once
# *some* comparison marked the fragment pair as done, which misses real conflicts and, on fragment
# cycles through sub-selections, recurses without end. The reference here is graphql-core with
# that upstream fix applied: each (collection of fields, fragment) pair is compared once per
# mutual-exclusivity flag, and nested fragments are always followed.
FIELDS_AND_FRAGMENT_PAIRS = {}


def collect_conflicts_between_fields_and_fragment(context, conflicts, cached_fields_and_fragment_names,
                                                  compared_fragment_pairs, are_mutually_exclusive,
                                                  field_map, fragment_name):
    key = (id(field_map), fragment_name)
    recorded = FIELDS_AND_FRAGMENT_PAIRS.get(key)
    if recorded is not None and (are_mutually_exclusive or recorded == are_mutually_exclusive):
        return
    FIELDS_AND_FRAGMENT_PAIRS[key] = are_mutually_exclusive
    fragment = context.get_fragment(fragment_name)
    if not fragment:
        return
    field_map2, referenced_fragment_names = overlapping.get_referenced_fields_and_fragment_names(
        context, cached_fields_and_fragment_names, fragment)
    if field_map is field_map2:
        return
    overlapping.collect_conflicts_between(context, conflicts, cached_fields_and_fragment_names,
                                          compared_fragment_pairs, are_mutually_exclusive, field_map, field_map2)
    for referenced_fragment_name in referenced_fragment_names:
        collect_conflicts_between_fields_and_fragment(context, conflicts, cached_fields_and_fragment_names,
                                                      compared_fragment_pairs, are_mutually_exclusive,
                                                      field_map, referenced_fragment_name)


overlapping.collect_conflicts_between_fields_and_fragment = collect_conflicts_between_fields_and_fragment


def reference_validate(schema, document):
    """graphql-core's validate with the graphql-js#4168 fix (one memo per validation)."""
    FIELDS_AND_FRAGMENT_PAIRS.clear()
    return graphql.validate(schema, document)


def node_locations(error):
    """Where the error's nodes start. Taken from each node's first token: graphql-core 3.2's
    `get_location` miscounts lines at a position right after a blank line."""
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
        "reference": "graphql-core %s with the graphql-js#4168 fix" % graphql.__version__,
        "cases": entries,
    }
    with open(OUTPUT, "w", encoding="utf-8") as handle:
        json.dump(corpus, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    invalid = sum(1 for entry in entries if not entry["valid"])
    print("wrote %d cases (%d valid, %d invalid) to %s" % (len(entries), len(entries) - invalid, invalid, OUTPUT))


if __name__ == "__main__":
    main()
