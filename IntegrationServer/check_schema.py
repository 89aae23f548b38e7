"""Checks the server's printed schema against the Star Wars fixture.

    .build/integration-venv/bin/python IntegrationServer/check_schema.py          # compare
    .build/integration-venv/bin/python IntegrationServer/check_schema.py --write  # also refresh schema.graphqls

Every type, field, argument (type and default), enum value, interface, union member, input field,
description and directive of the fixture must exist identically in the server's
`strawberry.printer.print_schema` output; what the server adds (the test extras) is listed, and
field-order differences are reported as notes only. `IntegrationServer/schema.graphqls` is the
server's full printed SDL (fixture + extras), for test writers who need the extra fields; the check
fails when it is stale. Exit status 0 when everything matches.
"""

from __future__ import annotations

import pathlib
import sys

from graphql import (GraphQLEnumType, GraphQLInputObjectType, GraphQLInterfaceType, GraphQLObjectType,
                     GraphQLUnionType, Undefined, ast_from_value, build_schema, print_ast)

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
FIXTURE = HERE.parent / "Tests/GraphQLLanguageTests/Fixtures/starwars/schema.graphqls"
SERVER_SDL = HERE / "schema.graphqls"


def server_sdl() -> str:
    from strawberry.printer import print_schema
    from courier_server.schema import schema
    return print_schema(schema) + "\n"


def _default(arg) -> str | None:
    """The printed default value of an argument or input field (None: no default)."""
    default = getattr(arg, "default", None)  # graphql-core 3.3 keeps SDL defaults as literals
    if default is not None and getattr(default, "literal", None) is not None:
        return print_ast(default.literal)
    value = default.value if default is not None else arg.default_value
    if value is Undefined:
        return None
    node = ast_from_value(value, arg.type)
    return print_ast(node) if node else repr(value)


def _args(args) -> dict:
    return {name: (str(a.type), _default(a), a.description or None) for name, a in args.items()}


def describe(named) -> dict:
    """A comparable summary of one named type: {member: signature}."""
    out: dict = {"<kind>": type(named).__name__, "<description>": (named.description or "").strip() or None}
    if isinstance(named, (GraphQLObjectType, GraphQLInterfaceType)):
        out["<interfaces>"] = sorted(i.name for i in named.interfaces)
        for name, f in named.fields.items():
            out[name] = (str(f.type), _args(f.args), f.description or None)
    elif isinstance(named, GraphQLInputObjectType):
        for name, f in named.fields.items():
            out[name] = (str(f.type), _default(f), f.description or None)
    elif isinstance(named, GraphQLEnumType):
        for name, v in named.values.items():
            out[name] = (v.description or None,)
    elif isinstance(named, GraphQLUnionType):
        out["<members>"] = sorted(t.name for t in named.types)
    return out


def compare(fixture_sdl: str, server: str) -> tuple[list[str], list[str], list[str]]:
    """(mismatches, additions, notes) of the server's SDL against the fixture's."""
    expected, actual = build_schema(fixture_sdl), build_schema(server)
    mismatches, additions, notes = [], [], []
    for name, named in expected.type_map.items():
        if name.startswith("__"):
            continue
        other = actual.type_map.get(name)
        if other is None:
            mismatches.append(f"type {name} is missing")
            continue
        want, got = describe(named), describe(other)
        for member, signature in want.items():
            if member not in got:
                mismatches.append(f"{name}.{member} is missing")
            elif got[member] != signature:
                mismatches.append(f"{name}.{member}: fixture {signature!r} != server {got[member]!r}")
        additions += [f"{name}.{m}" for m in got if m not in want]
        if hasattr(named, "fields") and not isinstance(named, GraphQLInputObjectType):
            order = [m for m in other.fields if m in named.fields]
            if order != list(named.fields):
                notes.append(f"{name}: field order differs ({', '.join(order)})")
    additions += [f"type {n}" for n in actual.type_map if n not in expected.type_map and not n.startswith("__")]
    for directive in expected.directives:
        found = actual.get_directive(directive.name)
        if found is None:
            mismatches.append(f"directive @{directive.name} is missing")
        elif (sorted(l.name for l in found.locations) != sorted(l.name for l in directive.locations)
              or _args(found.args) != _args(directive.args)):
            mismatches.append(f"directive @{directive.name} differs")
    return mismatches, additions, notes


def main(argv: list[str]) -> int:
    sdl = server_sdl()
    mismatches, additions, notes = compare(FIXTURE.read_text(), sdl)
    if "--write" in argv:
        SERVER_SDL.write_text(sdl)
    elif not SERVER_SDL.exists() or SERVER_SDL.read_text() != sdl:
        mismatches.append(f"{SERVER_SDL.name} is stale: run check_schema.py --write")
    for line in notes:
        print(f"note: {line}")
    for line in additions:
        print(f"added: {line}")
    for line in mismatches:
        print(f"MISMATCH: {line}")
    print("schema check:", "FAILED" if mismatches else "ok (fixture types match; additions listed above)")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
