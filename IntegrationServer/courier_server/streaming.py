"""Streamed HTTP responses: Apollo's multipart subscription protocol (`subscriptionSpec="1.0"`,
boundary `graphql`, `{}` heartbeats) and `@defer` incremental delivery in the
`deferSpec=20220824` multipart format (boundary `-`) that Apollo clients speak."""

from __future__ import annotations

import asyncio
import json
from typing import Any, AsyncIterator, Optional

from starlette.responses import StreamingResponse

from .state import STATE

SUBSCRIPTION_BOUNDARY = "graphql"
DEFER_BOUNDARY = "-"
SUBSCRIPTION_CONTENT_TYPE = f'multipart/mixed;boundary="{SUBSCRIPTION_BOUNDARY}";subscriptionSpec="1.0"'
DEFER_CONTENT_TYPE = f'multipart/mixed;boundary="{DEFER_BOUNDARY}";deferSpec=20220824'


def accepts_multipart_subscriptions(accept: str) -> bool:
    accept = accept.lower().replace(" ", "")
    return "multipart/mixed" in accept and "subscriptionspec" in accept


def accepts_multipart_defer(accept: str) -> bool:
    accept = accept.lower().replace(" ", "")
    return "multipart/mixed" in accept and "deferspec=20220824" in accept


def _part(boundary: str, payload: Any) -> bytes:
    body = json.dumps(payload, separators=(",", ":"))
    return (f"\r\n--{boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{body}").encode()


def _end(boundary: str) -> bytes:
    return f"\r\n--{boundary}--\r\n".encode()


def _formatted(result) -> dict:
    payload: dict = {"data": result.data}
    if result.errors:
        payload["errors"] = [e.formatted for e in result.errors]
    return payload


async def _with_heartbeats(source: AsyncIterator[bytes], heartbeat: bytes, interval: float):
    """`source`'s chunks, with `heartbeat` whenever `interval` seconds pass without one."""
    iterator = source.__aiter__()
    pending: Optional[asyncio.Future] = None
    try:
        while True:
            if pending is None:
                pending = asyncio.ensure_future(iterator.__anext__())
            done, _ = await asyncio.wait({pending}, timeout=interval)
            if not done:
                yield heartbeat
                continue
            future, pending = pending, None
            try:
                chunk = future.result()
            except StopAsyncIteration:
                return
            yield chunk
    finally:
        if pending is not None:
            pending.cancel()
        aclose = getattr(iterator, "aclose", None)
        if aclose is not None:
            try:
                await aclose()
            except (RuntimeError, asyncio.CancelledError):
                pass


def subscription_response(results) -> StreamingResponse:
    """Streams a subscription's results as `{"payload": result}` parts, then the closing boundary.
    A failure of the source stream ends it with `{"payload": null, "errors": [...]}`."""

    async def parts():
        try:
            async for result in results:
                yield _part(SUBSCRIPTION_BOUNDARY, {"payload": _formatted(result)})
        except Exception as error:  # noqa: BLE001 - reported to the client, then the stream ends
            yield _part(SUBSCRIPTION_BOUNDARY, {"payload": None, "errors": [{"message": str(error)}]})
        yield _end(SUBSCRIPTION_BOUNDARY)

    STATE.counts["multipartSubscriptions"] += 1
    interval = STATE.multipart_heartbeat_ms / 1000
    stream = _with_heartbeats(parts(), _part(SUBSCRIPTION_BOUNDARY, {}), interval)
    return StreamingResponse(stream, media_type=SUBSCRIPTION_CONTENT_TYPE)


def defer_response(results) -> StreamingResponse:
    """Streams an incremental result: the initial part `{"data", "hasNext": true}`, then parts
    `{"incremental": [{"data", "path", "label"?, "errors"?}], "hasNext"}`."""

    async def parts():
        initial = results.initial_result
        pending = {p.id: p for p in initial.pending}
        first = _formatted(initial)
        first["hasNext"] = initial.has_next
        yield _part(DEFER_BOUNDARY, first)
        async for subsequent in results.subsequent_results:
            for p in subsequent.pending or ():
                pending[p.id] = p
            items = []
            for increment in subsequent.incremental or ():
                origin = pending[increment.id]
                item: dict = {"data": increment.data,
                              "path": list(origin.path) + list(getattr(increment, "sub_path", None) or [])}
                if origin.label:
                    item["label"] = origin.label
                if increment.errors:
                    item["errors"] = [e.formatted for e in increment.errors]
                items.append(item)
            for completed in subsequent.completed or ():
                if completed.errors:  # the deferred fragment failed as a whole
                    origin = pending[completed.id]
                    item = {"data": None, "path": list(origin.path),
                            "errors": [e.formatted for e in completed.errors]}
                    if origin.label:
                        item["label"] = origin.label
                    items.append(item)
            payload: dict = {"hasNext": subsequent.has_next}
            if items:
                payload["incremental"] = items
            yield _part(DEFER_BOUNDARY, payload)
        yield _end(DEFER_BOUNDARY)

    STATE.counts["deferredResponses"] += 1
    return StreamingResponse(parts(), media_type=DEFER_CONTENT_TYPE)
