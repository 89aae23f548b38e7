"""The Ariadne ASGI application: `/graphql` over HTTP (GET and POST, JSON and the multipart
upload spec) and WebSocket, where the offered subprotocol picks Ariadne's graphql-transport-ws
or graphql-ws handler (one Ariadne `GraphQL` app serves one WebSocket protocol)."""

from __future__ import annotations

import pathlib
from datetime import timedelta

from ariadne import make_executable_schema
from graphql import DirectiveDefinitionNode, DocumentNode, parse, print_ast
from ariadne.asgi import GraphQL
from ariadne.asgi.handlers import GraphQLHTTPHandler, GraphQLTransportWSHandler, GraphQLWSHandler
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import PlainTextResponse
from starlette.routing import Route, WebSocketRoute

from .resolvers import BINDABLES

def stock_sdl() -> str:
    """The Strawberry server's SDL without its @defer/@stream declarations: Ariadne executes
    with graphql-core's plain `execute`, which refuses a schema that declares them."""
    document = parse((pathlib.Path(__file__).resolve().parents[1] / "schema.graphqls").read_text())
    definitions = [d for d in document.definitions
                   if not (isinstance(d, DirectiveDefinitionNode) and d.name.value in ("defer", "stream"))]
    return print_ast(DocumentNode(definitions=tuple(definitions)))


schema = make_executable_schema(stock_sdl(), *BINDABLES)


def remember_connection_params(websocket, payload) -> None:
    """`on_connect`: keeps the connection_init payload for `connectionParam`; `reject` refuses."""
    if isinstance(payload, dict) and payload.get("reject"):
        raise ValueError("rejected by request")
    websocket.scope["connection_params"] = payload


def context(request, _data) -> dict:
    return {"request": request, "connection_params": request.scope.get("connection_params")}


def graphql_app(websocket_handler) -> GraphQL:
    return GraphQL(schema, context_value=context, explorer=None, http_handler=GraphQLHTTPHandler(),
                   websocket_handler=websocket_handler)


transport_ws = graphql_app(GraphQLTransportWSHandler(on_connect=remember_connection_params,
                                                     connection_init_wait_timeout=timedelta(seconds=10)))
legacy_ws = graphql_app(GraphQLWSHandler(on_connect=remember_connection_params))


class SubprotocolDispatch:
    """An ASGI app handing a WebSocket to the handler of the subprotocol the client offers."""

    async def __call__(self, scope, receive, send) -> None:
        offered = scope.get("subprotocols") or []
        app = legacy_ws if "graphql-ws" in offered and "graphql-transport-ws" not in offered else transport_ws
        await app(scope, receive, send)


async def health(_request: Request) -> PlainTextResponse:
    return PlainTextResponse("ok")


app = Starlette(routes=[
    Route("/graphql", transport_ws, methods=["GET", "POST"]),
    WebSocketRoute("/graphql", SubprotocolDispatch()),
    Route("/health", health, methods=["GET"]),
])
