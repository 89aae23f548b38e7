"""GraphQL over HTTP, hand-rolled on Starlette so that every behaviour the client tests need is
explicit: POST JSON and GET, batching (a JSON array in, a JSON array out), Apollo automatic
persisted queries, the GraphQL multipart request spec for uploads, and content negotiation
between `application/json` (always 200 once the request is well-formed) and
`application/graphql-response+json` (4xx for request errors)."""

from __future__ import annotations

import asyncio
import hashlib
import inspect
import json
from typing import Any, Optional

from graphql import (GraphQLError, GraphQLSyntaxError, OperationType, Visitor,
                     experimental_execute_incrementally, get_operation_ast, parse, validate, visit)
from starlette.requests import Request
from starlette.responses import Response

from . import streaming
from .schema import field_failures, schema
from .state import SCOPE_HEADER, STATE

GRAPHQL_RESPONSE_JSON = "application/graphql-response+json"
MAX_BATCH = 100
_document_cache: dict[str, tuple[Any, list, bool]] = {}


class RequestError(Exception):
    """A GraphQL request error: the response has `errors` and no `data`."""

    def __init__(self, message: str, code: str, status: int = 400, headers: Optional[dict] = None):
        super().__init__(message)
        self.message = message
        self.code = code
        self.status = status
        self.headers = headers or {}

    def payload(self) -> dict:
        return {"errors": [{"message": self.message, "extensions": {"code": self.code}}]}


class MalformedRequest(Exception):
    """An HTTP request that is not a GraphQL request at all (always 400, JSON body)."""


class _IncrementalFinder(Visitor):
    def __init__(self):
        super().__init__()
        self.found = False

    def enter_directive(self, node, *_):
        if node.name.value in ("defer", "stream"):
            self.found = True


def _parse_and_validate(query: str):
    """(document, validation errors, whether it uses @defer/@stream), cached per query text."""
    cached = _document_cache.get(query)
    if cached is None:
        incremental = False
        try:
            document = parse(query)
            errors = validate(schema._schema, document)
            finder = _IncrementalFinder()
            visit(document, finder)
            incremental = finder.found
        except GraphQLSyntaxError as error:
            document, errors = None, [error]
        if len(_document_cache) > 2000:
            _document_cache.clear()
        cached = (document, errors, incremental)
        _document_cache[query] = cached
    return cached


def _resolve_persisted_query(params: dict, log: dict) -> Optional[str]:
    query = params.get("query")
    extensions = params.get("extensions") or {}
    persisted = extensions.get("persistedQuery") if isinstance(extensions, dict) else None
    if persisted is None:
        return query
    if not STATE.apq_enabled:
        log["apq"] = "unsupported"
        raise RequestError("PersistedQueryNotSupported", "PERSISTED_QUERY_NOT_SUPPORTED", status=400)
    if not isinstance(persisted, dict) or persisted.get("version") != 1 \
            or not isinstance(persisted.get("sha256Hash"), str):
        raise RequestError("Unsupported persistedQuery extension (version must be 1, with sha256Hash)",
                           "BAD_REQUEST")
    wanted = persisted["sha256Hash"].lower()
    STATE.counts["apqRequests"] += 1
    if query is None:
        stored = STATE.persisted_queries.get(wanted)
        if stored is None:
            log["apq"] = "miss"
            STATE.counts["apqMisses"] += 1
            # Apollo's convention: a normal GraphQL error, HTTP 200 under application/json.
            raise RequestError("PersistedQueryNotFound", "PERSISTED_QUERY_NOT_FOUND",
                               status=STATE.apq_not_found_status)
        log["apq"] = "hit"
        STATE.counts["apqHits"] += 1
        return stored
    if not isinstance(query, str) or hashlib.sha256(query.encode()).hexdigest() != wanted:
        log["apq"] = "mismatch"
        raise RequestError("provided sha does not match query", "PERSISTED_QUERY_HASH_MISMATCH")
    STATE.persisted_queries[wanted] = query
    log["apq"] = "registered"
    STATE.counts["apqRegistrations"] += 1
    return query


async def execute_operation(params: Any, request: Request, via_get: bool, log: dict,
                            allow_stream: bool = False) -> tuple[Any, int]:
    """Runs one operation; returns its JSON payload and the status it calls for
    (200 for an executed operation; a request error's own status otherwise), or a streaming
    ASGI response handing the request to Strawberry's own HTTP view (multipart subscription or
    @defer, see streaming.py) when `allow_stream` and the client accepts it."""
    accept = request.headers.get("accept", "")
    try:
        if not isinstance(params, dict):
            raise RequestError("An operation must be a JSON object", "BAD_REQUEST")
        for key, kind in (("query", str), ("operationName", str), ("variables", dict), ("extensions", dict)):
            if params.get(key) is not None and not isinstance(params[key], kind):
                raise RequestError(f"`{key}` must be a {kind.__name__}", "BAD_REQUEST")
        operation_name = params.get("operationName")
        log.setdefault("operations", []).append(operation_name)
        query = _resolve_persisted_query(params, log)
        if not query:
            raise RequestError("No GraphQL query found in the request", "BAD_REQUEST")
        document, errors, incremental = _parse_and_validate(query)
        if errors:
            status = 400
            code = "GRAPHQL_PARSE_FAILED" if document is None else "GRAPHQL_VALIDATION_FAILED"
            return {"errors": [_with_code(e, code) for e in errors]}, status
        operation = get_operation_ast(document, operation_name)
        if operation is None:
            raise RequestError("Unknown operation, or operationName needed for a multi-operation document",
                               "BAD_REQUEST")
        if operation.operation == OperationType.SUBSCRIPTION:
            if not (allow_stream and streaming.accepts_multipart_subscriptions(accept)):
                raise RequestError("Subscriptions need WebSocket, or a single HTTP operation with "
                                   "Accept: multipart/mixed;subscriptionSpec=\"1.0\"", "BAD_REQUEST")
            STATE.operation_counts[operation_name or "<anonymous>"] += 1
            return streaming.subscription_response(request, query, params), 200
        if incremental and not (allow_stream and streaming.accepts_multipart_defer(accept)):
            raise RequestError("@defer/@stream need a single operation with "
                               "Accept: multipart/mixed;deferSpec=20220824", "INCREMENTAL_DELIVERY_NOT_ACCEPTED",
                               status=406)
        if via_get and operation.operation == OperationType.MUTATION:
            raise RequestError("Mutations cannot be sent with GET", "METHOD_NOT_ALLOWED", status=405,
                               headers={"Allow": "POST"})
        STATE.operation_counts[operation_name or "<anonymous>"] += 1
        if incremental:
            # Strawberry's own incremental execution and multipart/mixed body (see streaming.py).
            return streaming.defer_response(request, query, params), 200
        # graphql-core directly on Strawberry's schema with the cached document: Strawberry's own
        # execute re-parses and re-validates every time (~3 ms a request), which would dominate the
        # client-versus-raw-URLSession throughput figure.
        # (The incremental entry point: plain `execute` refuses a schema that declares @defer;
        # documents using @defer never get here, they stream through Strawberry above.)
        result = experimental_execute_incrementally(
            schema._schema, document, variable_values=params.get("variables"),
            context_value={"request": request}, operation_name=operation_name,
            middleware=[field_failures])
        if inspect.isawaitable(result):
            result = await result
    except RequestError as error:
        log.setdefault("errors", []).append(error.code)
        return error.payload(), error.status
    if result.errors:
        schema.process_errors(result.errors)
    payload: dict = {}
    if result.errors and result.data is None and all(e.path is None for e in result.errors):
        # Variable coercion and the like: a request error, no `data` key.
        return {"errors": [e.formatted for e in result.errors]}, 400
    payload["data"] = result.data
    if result.errors:
        payload["errors"] = [e.formatted for e in result.errors]
    if result.extensions:
        payload["extensions"] = dict(result.extensions)
    return payload, 200


def _with_code(error: GraphQLError, code: str) -> dict:
    formatted = dict(error.formatted)
    extensions = dict(formatted.get("extensions") or {})
    extensions.setdefault("code", code)
    formatted["extensions"] = extensions
    return formatted


def _set_path(target: Any, path: str, value: Any) -> None:
    segments = path.split(".")
    for segment in segments[:-1]:
        target = target[int(segment)] if isinstance(target, list) else target[segment]
    last = segments[-1]
    if isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value


async def _read_multipart(request: Request) -> Any:
    form = await request.form(max_files=100, max_fields=100)
    try:
        operations = json.loads(form["operations"])
        mapping = json.loads(form.get("map") or "{}")
    except (KeyError, ValueError) as error:
        raise MalformedRequest(f"multipart request needs JSON `operations` and `map` fields ({error})")
    if not isinstance(mapping, dict):
        raise MalformedRequest("`map` must be a JSON object")
    for key, paths in mapping.items():
        upload = form.get(key)
        if upload is None or isinstance(upload, str):
            raise MalformedRequest(f"map names file `{key}` but no such file part was sent")
        for path in paths if isinstance(paths, list) else []:
            try:
                _set_path(operations, path, upload)
            except (KeyError, IndexError, ValueError, TypeError):
                raise MalformedRequest(f"map path `{path}` does not exist in operations")
    return operations


async def _read_body(request: Request) -> Any:
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if content_type == "multipart/form-data":
        STATE.counts["multipart"] += 1
        return await _read_multipart(request)
    body = await request.body()
    if content_type == "application/graphql":
        return {"query": body.decode("utf-8", "replace")}
    try:
        return json.loads(body)
    except ValueError:
        raise MalformedRequest("The request body is not valid JSON")


def _read_query_string(request: Request) -> dict:
    params: dict = {}
    for key in ("query", "operationName"):
        if key in request.query_params:
            params[key] = request.query_params[key]
    for key in ("variables", "extensions"):
        if key in request.query_params:
            try:
                params[key] = json.loads(request.query_params[key])
            except ValueError:
                raise MalformedRequest(f"`{key}` is not valid JSON")
    return params


def _wants_graphql_response_json(request: Request) -> bool:
    return GRAPHQL_RESPONSE_JSON in request.headers.get("accept", "").lower()


def _response(payload: Any, status: int, modern: bool, headers: Optional[dict] = None) -> Response:
    media = GRAPHQL_RESPONSE_JSON if modern else "application/json"
    return Response(json.dumps(payload, separators=(",", ":")), status_code=status,
                    media_type=f"{media}; charset=utf-8", headers=headers)


async def graphql_endpoint(request: Request) -> Response:
    """`/graphql` over HTTP (GET or POST)."""
    request_id = STATE.next_request_id()
    log: dict = {"id": request_id, "method": request.method, "path": request.url.path,
                 "headers": {k: v for k, v in request.headers.items()}}
    test_scope = request.headers.get(SCOPE_HEADER)
    if test_scope is not None:
        log["scope"] = test_scope
        STATE.scope_request_counts[test_scope] += 1
    STATE.request_log.append(log)
    STATE.counts["graphqlRequests"] += 1
    modern = _wants_graphql_response_json(request)
    try:
        body = _read_query_string(request) if request.method == "GET" else await _read_body(request)
    except MalformedRequest as error:
        log["errors"] = ["MALFORMED_REQUEST"]
        return _response({"errors": [{"message": str(error), "extensions": {"code": "BAD_REQUEST"}}]},
                         400, modern)
    via_get = request.method == "GET"
    if isinstance(body, list):
        if via_get or not body or len(body) > MAX_BATCH:
            return _response({"errors": [{"message": f"A batch must be a non-empty JSON array of at most "
                                                     f"{MAX_BATCH} operations, sent with POST",
                                          "extensions": {"code": "BAD_REQUEST"}}]}, 400, modern)
        STATE.counts["batches"] += 1
        log["batchSize"] = len(body)
        results = await asyncio.gather(*(execute_operation(p, request, False, log) for p in body))
        payloads = [_decorate(p, request_id) for p, _ in results]
        return _response(payloads, 200, modern)
    payload, status = await execute_operation(body, request, via_get, log, allow_stream=True)
    if isinstance(payload, streaming.StrawberryStreamingResponse):
        return payload
    headers = {"Allow": "POST"} if status == 405 else None
    if not modern and status not in (405, 406):
        # application/json: a well-formed GraphQL request always answers 200, except malformed
        # operations (bad parameter shapes or no query at all), which answer 400.
        codes = {e.get("extensions", {}).get("code") for e in payload.get("errors", [])}
        if "BAD_REQUEST" in codes or "PERSISTED_QUERY_HASH_MISMATCH" in codes:
            status = 400
        elif "PERSISTED_QUERY_NOT_FOUND" in codes:
            status = STATE.apq_not_found_status
        else:
            status = 200
    return _response(_decorate(payload, request_id), status, modern, headers)


def _decorate(payload: dict, request_id: int) -> dict:
    if STATE.response_extensions:
        extensions = dict(payload.get("extensions") or {})
        extensions["requestId"] = request_id
        payload["extensions"] = extensions
    return payload
