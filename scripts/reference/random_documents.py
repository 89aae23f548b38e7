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
    """Makes random documents; a `clean` maker avoids every mistake it knows how to avoid (so
    its documents are mostly valid, and what remains wrong is the subtle part)."""

    def __init__(self, schema, rng, clean=False):
        self.schema = schema
        self.rng = rng
        self.clean = clean
        self.spread_names = {}  # definition name -> fragment names it spreads
        self.composites = [t for name, t in schema.type_map.items() if not name.startswith("__")
                           and isinstance(t, (GraphQLObjectType, GraphQLInterfaceType, GraphQLUnionType))]
        self.fragments = []  # (name, type name)
        self.variables = []

    def literal(self, type_):
        named = get_named_type(type_)
        if self.clean:
            return self.fitting_literal(type_)
        if self.rng.random() < 0.85:  # mostly fitting values
            if isinstance(named, GraphQLEnumType):
                return self.rng.choice(list(named.values))
            if isinstance(named, GraphQLInputObjectType):
                fields = [f for f in named.fields if self.rng.random() < 0.6]
                return "{" + ", ".join("%s: %s" % (f, self.literal(named.fields[f].type)) for f in fields) + "}"
            if isinstance(named, GraphQLScalarType):
                return {"Int": "7", "Float": "2.5", "String": "\"t\"", "Boolean": "false", "ID": "\"4\""}.get(named.name, "\"any\"")
        return self.rng.choice(LITERALS)

    def fitting_literal(self, type_):
        """The same fitting literal every time for a type, so that repeated fields merge."""
        named = get_named_type(type_)
        inner = type_.of_type if isinstance(type_, GraphQLNonNull) else type_
        if isinstance(inner, GraphQLList):
            return "[%s]" % self.fitting_literal(inner.of_type)
        if isinstance(named, GraphQLEnumType):
            return list(named.values)[0]
        if isinstance(named, GraphQLInputObjectType):
            required = [f for f, d in named.fields.items() if isinstance(d.type, GraphQLNonNull) and d.default_value is graphql_undefined()]
            return "{" + ", ".join("%s: %s" % (f, self.fitting_literal(named.fields[f].type)) for f in required) + "}"
        return {"Int": "7", "Float": "2.5", "String": "\"t\"", "Boolean": "false", "ID": "\"4\""}.get(named.name, "\"any\"")

    def arguments(self, args):
        if self.clean:
            parts = ["%s: %s" % (name, self.fitting_literal(arg.type)) for name, arg in args.items()]
            return "(" + ", ".join(parts) + ")" if parts else ""
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
        if self.clean:
            return " @include(if: true)" if roll < 0.05 else ""
        if roll < 0.08:
            return " @include(if: %s)" % self.rng.choice(["true", "false", "$" + self.variables[0][0] if self.variables else "true"])
        if roll < 0.09:
            return " @skip(if: true) @skip(if: false)"
        return ""

    def overlapping(self, type_):
        """Composite types a fragment on `type_` may be spread into (mostly), or any (rarely)."""
        if not self.clean and self.rng.random() < 0.1:
            return self.composites
        possible = set(t.name for t in self.schema.get_possible_types(type_)) if not isinstance(type_, GraphQLObjectType) else {type_.name}
        return [t for t in self.composites
                if possible & (set(x.name for x in self.schema.get_possible_types(t)) if not isinstance(t, GraphQLObjectType) else {t.name})]

    def selections(self, type_, depth, fragment_index=-1, owner="Q"):
        items = []
        for _ in range(self.rng.randint(1, 4)):
            roll = self.rng.random()
            if roll < 0.6 and isinstance(type_, (GraphQLObjectType, GraphQLInterfaceType)):
                items.append(self.field(type_, depth, owner))
            elif roll < 0.62:
                items.append("__typename")
            elif roll < 0.63 and not self.clean:
                items.append("unknownField")
            elif roll < 0.85 and depth < 4:
                target = self.rng.choice(self.overlapping(type_))
                items.append("... on %s%s { %s }" % (target.name, self.directives(), self.selections(target, depth + 1, fragment_index, owner)))
            else:
                # Spread later fragments only (rarely any), so that cycles stay rare.
                backward = 0 if self.clean else 0.05
                candidates = [f for i, f in enumerate(self.fragments) if i > fragment_index or self.rng.random() < backward]
                fitting = [f for f in candidates if f[1] in {t.name for t in self.overlapping(type_)}]
                if fitting:
                    name = self.rng.choice(fitting)[0]
                    self.spread_names.setdefault(owner, []).append(name)
                    items.append("...%s%s" % (name, self.directives()))
        return " ".join(items) or "__typename"

    def field(self, type_, depth, owner="Q"):
        name, field = self.rng.choice(list(type_.fields.items()))
        alias = self.rng.choice(ALIASES) + ": " if self.rng.random() < 0.35 and not self.clean else ""
        text = alias + name + self.arguments(field.args) + self.directives()
        named = get_named_type(field.type)
        if isinstance(named, (GraphQLObjectType, GraphQLInterfaceType, GraphQLUnionType)):
            if self.clean or self.rng.random() < 0.99:
                text += " { %s }" % (self.selections(named, depth + 1, owner=owner) if depth < 3 else "__typename")
        elif self.rng.random() < 0.01 and not self.clean:
            text += " { bad }"
        return text

    def document(self):
        self.spread_names = {}
        self.variables = [] if self.clean else [("v%d" % i, self.rng.choice(VARIABLE_TYPES)) for i in range(self.rng.randint(0, 3))]
        self.fragments = [("F%d" % i, self.rng.choice(self.composites).name) for i in range(self.rng.randint(0, 3))]
        parts = []
        bodies = {}
        for index, (fragment_name, type_name) in enumerate(self.fragments):
            body = self.selections(self.schema.type_map[type_name], 1, index, fragment_name)
            bodies[fragment_name] = "fragment %s on %s { %s }" % (fragment_name, type_name, body)
        header = "(" + ", ".join("$%s: %s" % v for v in self.variables) + ")" if self.variables else ""
        query = "query Q%s { %s }" % (header, self.selections(self.schema.query_type, 0, owner="Q"))
        if self.clean:
            # Keep only the fragments the query reaches.
            reached, pending = set(), list(self.spread_names.get("Q", []))
            while pending:
                name = pending.pop()
                if name not in reached:
                    reached.add(name)
                    pending.extend(self.spread_names.get(name, []))
            bodies = {name: body for name, body in bodies.items() if name in reached}
        return query + "\n" + "\n".join(bodies.values())


def graphql_undefined():
    from graphql.pyutils import Undefined
    return Undefined


def random_documents(schema, seed, count, clean=False):
    rng = random.Random(seed)
    maker = DocumentMaker(schema, rng, clean)
    return [maker.document() for _ in range(count)]
