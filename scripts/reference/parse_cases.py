#!/usr/bin/env python3
"""Regenerates Tests/GraphQLLanguageTests/Parser/ReferenceCases.generated.swift.

Each case is a small document; the expected outcome is graphql-core's: the print_ast text of the
parsed document, or the syntax error's message and line:column. Positions are converted to
line:column the way graphql-js does it (graphql-core's get_location counts one line too few when
the text before the error ends with a line terminator). graphql-core quotes values in
messages with single quotes where graphql-js (whose wording we follow) uses double quotes, so
quotes are converted. Run from the repository root:

    python3 scripts/reference/parse_cases.py

Needs graphql-core 3.3 (pip install graphql-core==3.3.2, e.g. in .build/reference-venv).
"""
import pathlib
import re

import graphql

ROOT = pathlib.Path(__file__).resolve().parents[2]
TARGET = ROOT / "Tests/GraphQLLanguageTests/Parser/ReferenceCases.generated.swift"

CASES = [
    '{ a }',
    '{ }',
    '',
    '   ',
    'query',
    '{ a(x: 01) }',
    '{ a(x: 1.) }',
    '{ a(x: 1e) }',
    '{ a(x: 1.0e+5) }',
    '{ a(x: 123abc) }',
    '{ a(x: 0x1) }',
    '{ a(x: -0) }',
    '{ a(x: -) }',
    '{ a(x: 1.5.3) }',
    '{ a(x: 00) }',
    '{ a(x: "\\u{1F600}") }',
    '{ a(x: "\\uD83D\\uDE00") }',
    '{ a(x: "\\uD83D") }',
    '{ a(x: "\\uDE00") }',
    '{ a(x: "\\u{D800}") }',
    '{ a(x: "\\u{110000}") }',
    '{ a(x: "\\u{}") }',
    '{ a(x: "\\x") }',
    '{ a(x: "abc) }',
    '{ a(x: "a\nb") }',
    "{ a(x: 'a') }",
    '{ a ? }',
    '{ a . }',
    '{ a .. }',
    '\ufeff{ a }',
    '{ a(x: """\n   x\n  y\n""") }',
    '{ a(x: """a \\""" b""") }',
    '{ a(x: """unterminated ) }',
    '{ é }',
    'query Q { a } extra',
    '{ a(x: $v) }',
    'query ($v: Int = $w) { a }',
    'type T { a: Int }',
    'extend type T',
    'extend schema',
    'schema {}',
    'type T {}',
    'enum E { true }',
    'enum E { null }',
    'fragment on on T { a }',
    'fragment F T { a }',
    'directive @d on FOO',
    'directive @d repeatable on FIELD | | QUERY',
    '"desc" query { a }',
    '"desc" { a }',
    'union U = | A | B',
    'interface I implements & A & B { a: Int }',
    'query Q($a: [[Int!]]!) @x { ... on T @y { b } ...F @z }',
    '{ a(x: {b: [1, 2.5, "s", true, null, ENUM, {c: $d}]}) }',
    'extend schema @d { query: Q }',
    'scalar S @d',
    '{ a(x: "\\u00e9\\t\\\\ \\/ \\b\\f\\n\\r") }',
    '{ a(x: -1.5E-3) }',
    '\r\n\r\n  { ? }',
    '\r\r{ ? }',
    '# c\n{ a }',
    '{ a(x: 1e5abc) }',
    '{ a(x: "\\u{0000000041}") }',
    '{ a(x: "\\u{00000041}") }',
    '{ a(x: "\\uXYZW") }',
    'mutation { a }',
    'subscription S { a }',
    '{ ...on }',
    '{ ... on }',
    'query Q(): T',
    '{ a() }',
    '{ a(b:) }',
    'type T implements { a: Int }',
    'input I { a: Int = $x }',
    '{ a(x: [1 2 3]) }',
    '{ a: }',
    '{ a\x07 }',
    '{ a(x: "é😀") ? }',
    '# é😀\n  { a(x: "ü") b(y: 1) ? }',
    '{ a(x: """\n  é\n    😀\n""") ? }',
    '{ a(x: """  leading""") }',
    '{ a(x: """trailing quote\\"""") }',
    '{ a(x: "tab\there") }',
    '{ a(x: "ctl\x01\x7f\x85") }',
    '{ a(x: """a\r\nb\rc""") }',
    '{ a(x: """\n\n   \n  a\n\n b  \n\n""") }',
    '{ a(x: """ends with slash\\\\""") }',
    '{ a(x: """xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx""") }',
    '{ a(x: """has \\""" inside""") }',
    '{ a(x: """\\"""""") }',
    '{ a(x: """\ttab first\n  second""") }',
    'query { field(arg1: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", arg2: "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb") }',
    'type T { f("""multi\nline""" a: Int, b: Int): Int }',
    'directive @d("""multi\nline""" a: Int) on FIELD',
    '"""desc"""\nscalar S',
    '"desc with \\"quotes\\""\ntype T { a: Int }',
    'schema @d { query: Q mutation: M }',
    '{ a(x: "\\u{1F600}\\u0041") }',
    '\ufeff\ufeff{ a }',
    '{ a } \ufeff',
    '{a,,,b,c}',
    'query Q($x: Int = 1 @d) { a }',
    'extend interface I @d',
    'extend union U = A',
    'extend enum E { A }',
    'extend input I { a: Int }',
    'extend scalar S',
    'extend foo',
    'extend "x"',
    '{ a(x: {}) b(y: []) }',
    '{ a(x: {a: 1, a: 2}) }',
    'query Q @d(a: $v) { a }',
    '{ __typename }',
    'fragment F on T @d { ...G }',
    '{ ... @include(if: true) { a } }',
    '{ a(x: 1.0) b(x: 1E10) c(x: 0.0e-0) d(x: -0.5) }',
    '{ a(x: 1.e5) }',
    '{ a(x: .5) }',
    '{ a(x: 1_000) }',
    'type T implements A B { a: Int }',
    'type T implements A & B & { a: Int }',
    'union U = A | | B',
    'union U =',
    'input I { a: Int! = 1 }',
    'type T { a(b: Int = [1, {c: ENUM}]): [[T!]!] }',
    'query Q { a(x: """\n   first\n     second\n   """) }',
    # Descriptions on executable definitions and directive deprecation (graphql-js 17).
    '"""Fetch the hero""" query Hero("the episode" $episode: Episode) { a }',
    '"d" mutation M { a }',
    '"d" subscription { a }',
    '"d" fragment F on T { a }',
    'query ($a: Int, """b\nc""" $b: Int = 1 @d) { a }',
    'query Q("" $a: Int) { a }',
    '"d" extend type T @d',
    '"d" foo',
    '"d"',
    '"d" "e" query { a }',
    'query ("d") { a }',
    'directive @d(a: Int) @deprecated(reason: "x") repeatable on FIELD | DIRECTIVE_DEFINITION',
    'directive @d repeatable @deprecated on FIELD',
    'directive @d on FRAGMENT_VARIABLE_DEFINITION',
    'directive @d @deprecated(reason: $v) on FIELD',
    # The shorthand after a definition that could take it as its body keeps the keyword.
    'type Query query{ currentNumber: Int }',
    'type Query\n{ a }',
    'enum E @d query { a }',
    'interface I implements J query { a }',
    'extend type T @d query { a }',
    'input I query { a }',
    'scalar S query { a }',
    'type T { a: Int } query { a }',
    'fragment F on T { a } query { a }',
    'directive @d on FIELD query { a }',
]


def swift_literal(text: str) -> str:
    out = []
    for ch in text:
        code = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif code < 0x20 or 0x7F <= code <= 0x9F or code == 0xFEFF:
            out.append("\\u{%X}" % code)
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def js_location(body: str, position: int) -> tuple:
    """graphql-js's getLocation: 1-based line and column of a position."""
    line, line_start = 1, 0
    for match in re.finditer(r"\r\n|[\n\r]", body):
        if match.start() >= position:
            break
        line_start = match.end()
        line += 1
    return line, position + 1 - line_start


def js_quotes(message: str) -> str:
    if "single quote character" in message:
        return message
    return re.sub(r"'([^']*)'", lambda m: '"' + m.group(1) + '"', message)


def print_document(document) -> str:
    """graphql-core's print_ast with one fix: an anonymous query printed as the shorthand `{ … }`
    right after a type-system definition whose text does not end in `}` (`type Query`) would
    parse back as that definition's body, so it keeps its `query` keyword (graphql-core 3.3.2
    prints the shorthand and changes the document's meaning)."""
    parts = []
    previous_is_open = False
    for definition in document.definitions:
        text = graphql.print_ast(definition)
        if previous_is_open and isinstance(definition, graphql.OperationDefinitionNode) and text.startswith("{"):
            text = "query " + text
        executable = isinstance(definition, (graphql.OperationDefinitionNode, graphql.FragmentDefinitionNode))
        previous_is_open = not executable and not text.endswith("}")
        parts.append(text)
    return "\n\n".join(parts)


# Deliberate deviations (GraphQLLanguage.docc/Conformance.md): the case, and Courier's outcome instead of
# graphql-core's.
DEVIATIONS = {
    # graphql-core 3.3 accepts an empty selection set; the spec grammar (SelectionSet : { Selection+ })
    # does not, and neither does graphql-js 16 or Courier.
    '{ }': '.error("Syntax Error: Expected Name, found \\"}\\".", line: 1, column: 3)',
}


def main() -> None:
    lines = [
        "// Generated by scripts/reference/parse_cases.py from graphql-core %s. Do not edit." % graphql.__version__,
        "",
        "/// Small documents with graphql-core's outcome: printed text, or error message and position.",
        "let referenceParseCases: [ReferenceParseCase] = [",
    ]
    for case in CASES:
        try:
            printed = print_document(graphql.parse(case))
            expected = ".printed(%s)" % swift_literal(printed)
        except graphql.GraphQLError as error:
            line, column = js_location(case, error.positions[0])
            message = js_quotes(error.message)
            expected = ".error(%s, line: %d, column: %d)" % (swift_literal(message), line, column)
        if case in DEVIATIONS:
            expected = DEVIATIONS[case]
        lines.append("    ReferenceParseCase(%s, %s)," % (swift_literal(case), expected))
    lines.append("]")
    TARGET.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(CASES)} cases to {TARGET.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
