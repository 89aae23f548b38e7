"""Streamed HTTP responses served by Strawberry's own HTTP view, not by hand-written bodies:
Apollo's multipart subscription protocol (`subscriptionSpec=1.0`, boundary `graphql`, `{}`
heartbeats) through Strawberry's `MultipartSubscriptionTransport`, and `@defer`/`@stream` through
Strawberry's experimental incremental execution (graphql-core 3.3) and its `multipart/mixed`
transport (boundary `-`).

`graphql_http.py` still decides *whether* a request streams (so that request errors, APQ, the
request log and fault injection behave as for every other request); once it does, the request
is handed to `STREAMING_VIEW` with a JSON body rebuilt from the resolved operation, and the
bytes on the wire are exactly what a stock Strawberry server sends."""

from __future__ import annotations

import json
from typing import Any, Optional

from starlette.requests import Request
from strawberry.asgi import GraphQL
from strawberry.http.streaming import MultipartSubscriptionTransport
from strawberry.subscriptions import MULTIPART_SUBSCRIPTION_PROTOCOL

from .schema import schema
from .state import STATE


def accepts_multipart_subscriptions(accept: str) -> bool:
    accept = accept.lower().replace(" ", "")
    return "multipart/mixed" in accept and "subscriptionspec" in accept


def accepts_multipart_defer(accept: str) -> bool:
    accept = accept.lower().replace(" ", "")
    return "multipart/mixed" in accept and "deferspec=20220824" in accept


class HeartbeatControlledTransport(MultipartSubscriptionTransport):
    """Strawberry's multipart subscription transport, with the heartbeat interval read from
    `/control` (`multipart_heartbeat_ms`) instead of its fixed 5 s."""

    @property
    def heartbeat_interval(self) -> float:  # type: ignore[override]
        return STATE.multipart_heartbeat_ms / 1000

    @heartbeat_interval.setter
    def heartbeat_interval(self, _value: float) -> None:
        pass


class StreamingView(GraphQL):
    """Strawberry's ASGI view for the streamed cases only (multipart subscriptions, @defer)."""

    stream_transport_classes_by_protocol = {MULTIPART_SUBSCRIPTION_PROTOCOL: HeartbeatControlledTransport}


STREAMING_VIEW = StreamingView(schema, graphql_ide=None, allow_queries_via_get=False,
                               subscription_protocols=(MULTIPART_SUBSCRIPTION_PROTOCOL,))


class StrawberryStreamingResponse:
    """An ASGI response that replays one resolved operation, as a JSON POST, into
    `STREAMING_VIEW` (the original request may have been a GET or an APQ hash)."""

    def __init__(self, request: Request, query: str, variables: Optional[dict],
                 operation_name: Optional[str], extensions: Optional[dict]):
        payload: dict[str, Any] = {"query": query}
        if variables is not None:
            payload["variables"] = variables
        if operation_name is not None:
            payload["operationName"] = operation_name
        extensions = {k: v for k, v in (extensions or {}).items() if k != "persistedQuery"}
        if extensions:
            payload["extensions"] = extensions
        self.body = json.dumps(payload).encode()
        headers = [(k, v) for k, v in request.scope["headers"]
                   if k.lower() not in (b"content-type", b"content-length")]
        headers += [(b"content-type", b"application/json"), (b"content-length", str(len(self.body)).encode())]
        self.scope = {**request.scope, "method": "POST", "query_string": b"", "headers": headers}

    async def __call__(self, scope, receive, send) -> None:
        delivered = False

        async def replay():
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": self.body, "more_body": False}
            return await receive()  # http.disconnect when the client goes away

        await STREAMING_VIEW(self.scope, replay, send)


def subscription_response(request: Request, query: str, params: dict) -> StrawberryStreamingResponse:
    STATE.counts["multipartSubscriptions"] += 1
    return StrawberryStreamingResponse(request, query, params.get("variables"), params.get("operationName"),
                                       params.get("extensions"))


def defer_response(request: Request, query: str, params: dict) -> StrawberryStreamingResponse:
    STATE.counts["deferredResponses"] += 1
    return StrawberryStreamingResponse(request, query, params.get("variables"), params.get("operationName"),
                                       params.get("extensions"))
