"""The ASGI application: routes, the WebSocket endpoint and the fault-injection middleware."""

from __future__ import annotations

from datetime import timedelta

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route, WebSocketRoute
from strawberry.asgi import GraphQL
from strawberry.exceptions import ConnectionRejectionError
from strawberry.subscriptions import GRAPHQL_TRANSPORT_WS_PROTOCOL, GRAPHQL_WS_PROTOCOL

from . import files, rest
from .control import FaultInjectionMiddleware, control_endpoint
from .graphql_http import graphql_endpoint
from .schema import schema
from .state import STATE


class SubscriptionsView(GraphQL):
    """Strawberry's WebSocket handling (both subprotocols); HTTP is served by `graphql_http`."""

    async def on_ws_connect(self, context):
        STATE.counts["websocketConnections"] += 1
        params = context.get("connection_params")
        if isinstance(params, dict) and params.get("reject"):
            raise ConnectionRejectionError({"reason": "rejected by request"})
        return await super().on_ws_connect(context)


subscriptions = SubscriptionsView(
    schema,
    graphql_ide=None,
    subscription_protocols=(GRAPHQL_TRANSPORT_WS_PROTOCOL, GRAPHQL_WS_PROTOCOL),
    connection_init_wait_timeout=timedelta(seconds=10),
    max_subscriptions_per_connection=1000,
    allowed_origins=["*"],
)


async def health(request: Request) -> Response:
    return PlainTextResponse("ok")


def create_app() -> Starlette:
    return Starlette(
        routes=[
            Route("/graphql", graphql_endpoint, methods=["GET", "POST"]),
            WebSocketRoute("/graphql", subscriptions),
            Route("/control", control_endpoint, methods=["GET", "POST"]),
            Route("/health", health, methods=["GET"]),
            *rest.ROUTES,
            *files.ROUTES,
        ],
        middleware=[Middleware(FaultInjectionMiddleware)],
    )


app = create_app()
