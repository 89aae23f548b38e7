"""The server's per-run test state: injected faults, field failures, the persisted-query store and
the request log that `/control` exposes. One process, one event loop: no locks needed."""

from __future__ import annotations

import collections
from dataclasses import dataclass, field
from typing import Optional

from . import data

SCOPE_HEADER = "x-courier-test-scope"


@dataclass
class Fault:
    """A canned HTTP answer given instead of the real one (`status` None: only a delay)."""

    status: Optional[int]
    retry_after: Optional[str]
    body: Optional[str]
    content_type: str
    delay_ms: int
    path_prefix: str
    scope: Optional[str] = None  # None: any request; else only requests with that scope header


@dataclass
class FieldFailure:
    """Makes a field resolve to an error: `Type.field` (concrete parent type) or `*.field`."""

    message: str
    remaining: Optional[int]  # None: until reset


@dataclass
class ServerState:
    faults: collections.deque = field(default_factory=collections.deque)
    field_failures: dict[tuple, FieldFailure] = field(default_factory=dict)  # (scope, "Type.field")
    persisted_queries: dict[str, str] = field(default_factory=dict)
    apq_enabled: bool = True
    apq_not_found_status: int = 200
    response_extensions: bool = True
    multipart_heartbeat_ms: int = 5000
    request_counter: int = 0
    counts: collections.Counter = field(default_factory=collections.Counter)
    operation_counts: collections.Counter = field(default_factory=collections.Counter)
    request_log: collections.deque = field(default_factory=lambda: collections.deque(maxlen=200))
    scope_request_counts: collections.Counter = field(default_factory=collections.Counter)

    def reset(self) -> None:
        """Back to the state of a fresh start (reviews included)."""
        self.faults.clear()
        self.field_failures.clear()
        self.persisted_queries.clear()
        self.apq_enabled = True
        self.apq_not_found_status = 200
        self.response_extensions = True
        self.multipart_heartbeat_ms = 5000
        self.request_counter = 0
        self.counts.clear()
        self.operation_counts.clear()
        self.request_log.clear()
        self.scope_request_counts.clear()
        data.REVIEWS.reset()

    def reset_scope(self, scope: str) -> None:
        """Forgets one scope's faults, field failures, request count and log entries only."""
        self.faults = collections.deque(f for f in self.faults if f.scope != scope)
        for key in [k for k in self.field_failures if k[0] == scope]:
            del self.field_failures[key]
        self.scope_request_counts.pop(scope, None)
        kept = [r for r in self.request_log if r.get("scope") != scope]
        self.request_log.clear()
        self.request_log.extend(kept)

    def next_request_id(self) -> int:
        self.request_counter += 1
        return self.request_counter

    def take_fault(self, path: str, scope: Optional[str]) -> Optional[Fault]:
        """The next queued fault that applies to `path` and the request's scope, consumed."""
        for index, fault in enumerate(self.faults):
            if path.startswith(fault.path_prefix) and fault.scope in (None, scope):
                del self.faults[index]
                return fault
        return None

    def field_failure(self, type_name: str, field_name: str, scope: Optional[str]) -> Optional[str]:
        """The error message if this field must fail now (consuming one use), else None."""
        names = (f"{type_name}.{field_name}", f"*.{field_name}")
        keys = [(scope, n) for n in names] + ([(None, n) for n in names] if scope is not None else [])
        for key in keys:
            failure = self.field_failures.get(key)
            if failure is None:
                continue
            if failure.remaining is not None:
                failure.remaining -= 1
                if failure.remaining <= 0:
                    del self.field_failures[key]
            return failure.message
        return None

    def snapshot(self, scope: Optional[str] = None) -> dict:
        """What `GET /control` answers (`scope`: only that scope's requests and figures)."""
        if scope is not None:
            return {
                "scope": scope,
                "requestCount": self.scope_request_counts[scope],
                "pendingFaults": sum(1 for f in self.faults if f.scope == scope),
                "fieldFailures": {k[1]: v.remaining for k, v in self.field_failures.items() if k[0] == scope},
                "rawWebSocketUrl": RAW_WEBSOCKET_URL,
                "requests": [r for r in self.request_log if r.get("scope") == scope],
            }
        return {
            "requestCount": self.request_counter,
            "counts": dict(self.counts),
            "operationCounts": dict(self.operation_counts),
            "pendingFaults": len(self.faults),
            "fieldFailures": {(k[1] if k[0] is None else f"{k[0]}:{k[1]}"): v.remaining
                              for k, v in self.field_failures.items()},
            "persistedQueryCount": len(self.persisted_queries),
            "apqEnabled": self.apq_enabled,
            "apqNotFoundStatus": self.apq_not_found_status,
            "responseExtensions": self.response_extensions,
            "multipartHeartbeatMs": self.multipart_heartbeat_ms,
            "reviewCount": len(data.REVIEWS.reviews),
            "reviewSubscribers": len(data.REVIEWS.subscribers),
            "rawWebSocketUrl": RAW_WEBSOCKET_URL,
            "requests": list(self.request_log),
        }


STATE = ServerState()

# The running uvicorn.Server (set by __main__), so that a test can abort a TCP connection outright.
UVICORN_SERVER = None
# ws://127.0.0.1:PORT of the scripted raw WebSocket server (raw_websocket.py), set by __main__.
RAW_WEBSOCKET_URL = None


def abort_connection(client) -> bool:
    """Aborts the TCP connection of the peer `client` ((host, port) from the ASGI scope) without
    any close frame or FIN handshake. Returns False when it cannot be found."""
    server = UVICORN_SERVER
    if server is None or client is None:
        return False
    for connection in list(server.server_state.connections):
        if tuple(getattr(connection, "client", None) or ()) == tuple(client):
            connection.transport.abort()
            return True
    return False
