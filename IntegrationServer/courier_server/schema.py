"""The executable schema: the fixture's Star Wars types with the test extras merged into the root
types, the fixture's `@apollo_client_ios_localCacheMutation` directive, and the field-failure hook
driven by `/control`."""

from __future__ import annotations

import logging

import strawberry
from graphql import DirectiveLocation, GraphQLError
from strawberry.directive import DirectiveValue
from strawberry.extensions import SchemaExtension
from strawberry.schema.config import StrawberryConfig

from .extras import ExtraMutation, ExtraQuery, ExtraSubscription
from .starwars import StarWarsMutation, StarWarsQuery, StarWarsSubscription
from .state import SCOPE_HEADER, STATE

logger = logging.getLogger("courier_server")


@strawberry.type(name="Query",
                 description="The query type, represents all of the entry points into our object graph")
class Query(StarWarsQuery, ExtraQuery):
    pass


@strawberry.type(name="Mutation",
                 description="The mutation type, represents all updates we can make to our data")
class Mutation(StarWarsMutation, ExtraMutation):
    pass


@strawberry.type(name="Subscription",
                 description="The subscription type, represents all subscriptions we can make to our data")
class Subscription(StarWarsSubscription, ExtraSubscription):
    pass


@strawberry.directive(
    locations=[DirectiveLocation.QUERY, DirectiveLocation.MUTATION, DirectiveLocation.SUBSCRIPTION,
               DirectiveLocation.FRAGMENT_DEFINITION],
    name="apollo_client_ios_localCacheMutation",
    description="A directive used by the Apollo iOS client to annotate operations or fragments that "
                "should be used exclusively for generating local cache mutations instead of as "
                "standard operations.",
)
def apollo_client_ios_local_cache_mutation(value: DirectiveValue[str]) -> str:
    return value


def field_failures(next_resolver, root, info, **kwargs):
    """graphql-core middleware failing the fields named through `POST /control {"fail_field": ...}`
    (the HTTP path executes with graphql-core directly, see graphql_http.py)."""
    if STATE.field_failures:
        request = info.context.get("request") if isinstance(info.context, dict) else None
        scope = request.headers.get(SCOPE_HEADER) if request is not None else None
        message = STATE.field_failure(info.parent_type.name, info.field_name, scope)
        if message is not None:
            raise GraphQLError(message, extensions={"code": "INJECTED_FIELD_ERROR"})
    return next_resolver(root, info, **kwargs)


class FieldFailures(SchemaExtension):
    """The same failures for operations Strawberry executes itself (WebSocket, multipart subscriptions)."""

    def resolve(self, _next, root, info, *args, **kwargs):
        return field_failures(lambda r, i, **k: _next(r, i, *args, **k), root, info, **kwargs)


class CourierSchema(strawberry.Schema):
    def process_errors(self, errors, execution_context=None) -> None:
        for error in errors:
            logger.info("graphql error: %s (path %s)", error.message, error.path)


schema = CourierSchema(
    query=Query,
    mutation=Mutation,
    subscription=Subscription,
    directives=[apollo_client_ios_local_cache_mutation],
    extensions=[FieldFailures],
    config=StrawberryConfig(enable_experimental_incremental_execution=True),  # @defer / @stream
)
