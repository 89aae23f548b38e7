"""The server's per-run test state: injected faults, field failures, the persisted-query store and
the request log that `/control` exposes. One process, one event loop: no locks needed."""

from __future__ import annotations

import collections
from dataclasses import dataclass, field
from typing import Optional

from . import data


@dataclass
class Fault:
    """A canned HTTP answer given instead of the real one (`status` None: only a delay)."""

    status: Optional[int]
    retry_after: Optional[str]
    body: Optional[str]
    content_type: str
    delay_ms: int
    path_prefix: str


@dataclass
class FieldFailure:
    """Makes a field resolve to an error: `Type.field` (concrete parent type) or `*.field`."""

    message: str
    remaining: Optional[int]  # None: until reset


@dataclass
class ServerState:
    faults: collections.deque = field(default_factory=collections.deque)
    field_failures: dict[str, FieldFailure] = field(default_factory=dict)
    persisted_queries: dict[str, str] = field(default_factory=dict)
    apq_enabled: bool = True
    apq_not_found_status: int = 200
    response_extensions: bool = True
    multipart_heartbeat_ms: int = 5000
    request_counter: int = 0
    counts: collections.Counter = field(default_factory=collections.Counter)
    operation_counts: collections.Counter = field(default_factory=collections.Counter)
    request_log: collections.deque = field(default_factory=lambda: collections.deque(maxlen=200))

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
        data.REVIEWS.reset()

    def next_request_id(self) -> int:
        self.request_counter += 1
        return self.request_counter

    def take_fault(self, path: str) -> Optional[Fault]:
        """The next queued fault that applies to `path`, consumed."""
        for index, fault in enumerate(self.faults):
            if path.startswith(fault.path_prefix):
                del self.faults[index]
                return fault
        return None

    def field_failure(self, type_name: str, field_name: str) -> Optional[str]:
        """The error message if this field must fail now (consuming one use), else None."""
        for key in (f"{type_name}.{field_name}", f"*.{field_name}"):
            failure = self.field_failures.get(key)
            if failure is None:
                continue
            if failure.remaining is not None:
                failure.remaining -= 1
                if failure.remaining <= 0:
                    del self.field_failures[key]
            return failure.message
        return None

    def snapshot(self) -> dict:
        """What `GET /control` answers."""
        return {
            "requestCount": self.request_counter,
            "counts": dict(self.counts),
            "operationCounts": dict(self.operation_counts),
            "pendingFaults": len(self.faults),
            "fieldFailures": {k: v.remaining for k, v in self.field_failures.items()},
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
