"""Seeded random documents for the validation corpus.

Each document is built from a schema's own types: fields (sometimes aliased to a shared name, so
that merging rules get work), arguments with literals of every kind or variables, inline
fragments and named fragments on composite types, directives. Most come out slightly wrong in
several ways at once, which is the point: the corpus compares every message and location.
"""
import random

from graphql import (
    GraphQLEnumType, GraphQLInputObjectType, GraphQLInterfaceType, GraphQLList, GraphQLNonNull,
    GraphQLObjectType, GraphQLScalarType, GraphQLUnionType, get_named_type,
)

ALIASES = ["a", "b", "x", "name", "id"]
VARIABLE_TYPES = ["Int", "Int!", "String", "Boolean!", "[String]", "FurColor", "ComplexInput", "ID", "Episode", "[Int!]"]
LITERALS = ["1", "0", "2147483648", "1.5", "\"s\"", "true", "null", "SIT", "BROWN", "JEDI", "[1]", "[\"a\", null]", "{requiredField: true}", "{}"]


class DocumentMaker:
    def __init__(self, schema, rng):
        self.schema = schema
        self.rng = rng
        self.composites = [t for name, t in schema.type_map.items() if not name.startswith("__")
                           and isinstance(t, (GraphQLObjectType, GraphQLInterfaceType, GraphQLUnionType))]
        self.fragments = []  # (name, type name)
        self.variables = []

    def literal(self, type_):
        named = get_named_type(type_)
        if self.rng.random() < 0.85:  # mostly fitting values
            if isinstance(named, GraphQLEnumType):
                return self.rng.choice(list(named.values))
            if isinstance(named, GraphQLInputObjectType):
                fields = [f for f in named.fields if self.rng.random() < 0.6]
                return "{" + ", ".join("%s: %s" % (f, self.literal(named.fields[f].type)) for f in fields) + "}"
            if isinstance(named, GraphQLScalarType):
                return {"Int": "7", "Float": "2.5", "String": "\"t\"", "Boolean": "false", "ID": "\"4\""}.get(named.name, "\"any\"")
        return self.rng.choice(LITERALS)

    def arguments(self, args):
        parts = []
        for name, arg in args.items():
            roll = self.rng.random()
            if roll < 0.35 and not isinstance(arg.type, GraphQLNonNull):
                continue
            if roll < 0.55 and self.variables:
                parts.append("%s: $%s" % (name, self.rng.choice(self.variables)[0]))
            else:
                parts.append("%s: %s" % (name, self.literal(arg.type)))
        if self.rng.random() < 0.02:
            parts.append("unknownArg: 1")
        return "(" + ", ".join(parts) + ")" if parts else ""

    def directives(self):
        roll = self.rng.random()
        if roll < 0.08:
            return " @include(if: %s)" % self.rng.choice(["true", "false", "$" + self.variables[0][0] if self.variables else "true"])
        if roll < 0.09:
            return " @skip(if: true) @skip(if: false)"
        return ""

    def overlapping(self, type_):
        """Composite types a fragment on `type_` may be spread into (mostly), or any (rarely)."""
        if self.rng.random() < 0.1:
            return self.composites
        possible = set(t.name for t in self.schema.get_possible_types(type_)) if not isinstance(type_, GraphQLObjectType) else {type_.name}
        return [t for t in self.composites
                if possible & (set(x.name for x in self.schema.get_possible_types(t)) if not isinstance(t, GraphQLObjectType) else {t.name})]

    def selections(self, type_, depth, fragment_index=-1):
        items = []
        for _ in range(self.rng.randint(1, 4)):
            roll = self.rng.random()
            if roll < 0.6 and isinstance(type_, (GraphQLObjectType, GraphQLInterfaceType)):
                items.append(self.field(type_, depth))
            elif roll < 0.62:
                items.append("__typename")
            elif roll < 0.63:
                items.append("unknownField")
            elif roll < 0.85 and depth < 4:
                target = self.rng.choice(self.overlapping(type_))
                items.append("... on %s%s { %s }" % (target.name, self.directives(), self.selections(target, depth + 1, fragment_index)))
            else:
                # Spread later fragments only (rarely any), so that cycles stay rare.
                candidates = [f for i, f in enumerate(self.fragments) if i > fragment_index or self.rng.random() < 0.05]
                fitting = [f for f in candidates if f[1] in {t.name for t in self.overlapping(type_)}]
                if fitting:
                    items.append("...%s%s" % (self.rng.choice(fitting)[0], self.directives()))
        return " ".join(items) or "__typename"

    def field(self, type_, depth):
        name, field = self.rng.choice(list(type_.fields.items()))
        alias = self.rng.choice(ALIASES) + ": " if self.rng.random() < 0.35 else ""
        text = alias + name + self.arguments(field.args) + self.directives()
        named = get_named_type(field.type)
        if isinstance(named, (GraphQLObjectType, GraphQLInterfaceType, GraphQLUnionType)):
            if self.rng.random() < 0.99:
                text += " { %s }" % (self.selections(named, depth + 1) if depth < 3 else "__typename")
        elif self.rng.random() < 0.01:
            text += " { bad }"
        return text

    def document(self):
        self.variables = [("v%d" % i, self.rng.choice(VARIABLE_TYPES)) for i in range(self.rng.randint(0, 3))]
        self.fragments = [("F%d" % i, self.rng.choice(self.composites).name) for i in range(self.rng.randint(0, 3))]
        parts = []
        for index, (fragment_name, type_name) in enumerate(self.fragments):
            parts.append("fragment %s on %s { %s }" % (fragment_name, type_name, self.selections(self.schema.type_map[type_name], 1, index)))
        header = "(" + ", ".join("$%s: %s" % v for v in self.variables) + ")" if self.variables else ""
        query = "query Q%s { %s }" % (header, self.selections(self.schema.query_type, 0))
        return query + "\n" + "\n".join(parts)


def random_documents(schema, seed, count):
    rng = random.Random(seed)
    maker = DocumentMaker(schema, rng)
    return [maker.document() for _ in range(count)]
