"""`/control`: the test-control endpoint (fault injection, field failures, APQ switches, reset)
and the fault-injection middleware that applies queued faults to `/graphql` and `/rest`."""

from __future__ import annotations

import asyncio
import json

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from .state import SCOPE_HEADER, STATE, Fault, FieldFailure

FAULTABLE_PREFIXES = ("/graphql", "/rest")


class ControlError(ValueError):
    pass


def _int(body: dict, key: str, default=None, minimum: int = 0):
    value = body.get(key, default)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise ControlError(f"`{key}` must be an integer >= {minimum}")
    return value


def apply_control(body: dict) -> None:
    """Applies one control request (see README.md for the shapes)."""
    scope = body.get("scope")
    if scope is not None and not isinstance(scope, str):
        raise ControlError("`scope` must be a string")
    if body.get("reset"):
        if scope is None:
            STATE.reset()
        else:
            STATE.reset_scope(scope)
    if "forget_persisted_queries" in body and body["forget_persisted_queries"]:
        STATE.persisted_queries.clear()
    if "apq_enabled" in body:
        STATE.apq_enabled = bool(body["apq_enabled"])
    if "apq_not_found_status" in body:
        STATE.apq_not_found_status = _int(body, "apq_not_found_status", minimum=100)
    if "multipart_heartbeat_ms" in body:
        STATE.multipart_heartbeat_ms = _int(body, "multipart_heartbeat_ms", minimum=10)
    if "response_extensions" in body:
        STATE.response_extensions = bool(body["response_extensions"])
    path_prefix = body.get("path", "/")
    if not isinstance(path_prefix, str):
        raise ControlError("`path` must be a string prefix such as /graphql or /rest")
    delay_ms = _int(body, "delay_ms", 0)
    if "fail_next" in body:
        retry_after = body.get("retry_after")
        default_body = json.dumps({"error": "injected fault"}) if body.get("content_type") in (
            None, "application/json") else "injected fault"
        for _ in range(_int(body, "fail_next", minimum=1)):
            STATE.faults.append(Fault(
                status=_int(body, "status", 503, minimum=100),
                retry_after=None if retry_after is None else str(retry_after),
                body=body.get("body", default_body),
                content_type=body.get("content_type") or "application/json",
                delay_ms=delay_ms, path_prefix=path_prefix, scope=scope))
    if "delay_next" in body:
        for _ in range(_int(body, "delay_next", minimum=1)):
            STATE.faults.append(Fault(status=None, retry_after=None, body=None, content_type="",
                                      delay_ms=delay_ms, path_prefix=path_prefix, scope=scope))
    if "fail_field" in body:
        names = body["fail_field"] if isinstance(body["fail_field"], list) else [body["fail_field"]]
        for name in names:
            if not isinstance(name, str) or name.count(".") != 1:
                raise ControlError("`fail_field` must be \"Type.field\" or \"*.field\" (or a list of them)")
            STATE.field_failures[(scope, name)] = FieldFailure(
                message=body.get("fail_field_message") or f"Injected failure of {name}",
                remaining=_int(body, "fail_field_times", None, minimum=1))


async def control_endpoint(request: Request) -> Response:
    """GET: the state and request log (`?scope=` for one scope's). POST: apply a control request,
    answer the new state (that scope's when the request names one)."""
    scope = request.query_params.get("scope")
    if request.method == "POST":
        try:
            body = json.loads(await request.body() or b"{}")
            if not isinstance(body, dict):
                raise ControlError("the control body must be a JSON object")
            apply_control(body)
            scope = body.get("scope", scope)
        except (ValueError, ControlError) as error:
            return JSONResponse({"error": str(error)}, status_code=400)
    return JSONResponse(STATE.snapshot(scope))


def _header(scope, name: str):
    wanted = name.encode()
    for key, value in scope.get("headers", ()):
        if key.lower() == wanted:
            return value.decode("latin-1")
    return None


def _log_rest_request(scope, test_scope) -> None:
    """REST requests join the request log (GraphQL requests are logged by graphql_http)."""
    entry = {"id": STATE.next_request_id(), "method": scope["method"], "path": scope["path"],
             "headers": {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", ())}}
    STATE.counts["restRequests"] += 1
    if test_scope is not None:
        entry["scope"] = test_scope
        STATE.scope_request_counts[test_scope] += 1
    STATE.request_log.append(entry)


class FaultInjectionMiddleware:
    """Answers a queued fault instead of the real response (or delays the real one)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or not scope["path"].startswith(FAULTABLE_PREFIXES):
            await self.app(scope, receive, send)
            return
        test_scope = _header(scope, SCOPE_HEADER)
        fault = STATE.take_fault(scope["path"], test_scope) if STATE.faults else None
        if fault is not None:
            STATE.counts["faultsServed" if fault.status is not None else "delaysServed"] += 1
            if fault.delay_ms:
                await asyncio.sleep(min(fault.delay_ms, 60_000) / 1000)
        if fault is None or fault.status is None:  # served for real (maybe after a delay)
            if scope["path"].startswith("/rest"):
                _log_rest_request(scope, test_scope)
            await self.app(scope, receive, send)
            return
        entry = {"path": scope["path"], "method": scope["method"], "fault": fault.status}
        if test_scope is not None:
            entry["scope"] = test_scope
        STATE.request_log.append(entry)
        headers = {"Retry-After": fault.retry_after} if fault.retry_after is not None else None
        response = Response(fault.body or b"", status_code=fault.status, media_type=fault.content_type,
                            headers=headers)
        await response(scope, receive, send)
