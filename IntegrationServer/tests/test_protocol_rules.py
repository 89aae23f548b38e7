"""The WebSocket protocol rules each server enforces, checked with a raw client against both
the Strawberry and the Ariadne server: what the Swift client must be ready for. Where the two
servers differ, the test says what each one does (the differences are listed in README.md)."""

from __future__ import annotations

import json
import threading
import time

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

TRANSPORT_WS = "graphql-transport-ws"
LEGACY_WS = "graphql-ws"
INIT = {"type": "connection_init", "payload": {}}


def subscribe(operation_id: str, query: str = "subscription { count(to: 2, intervalMs: 300) }",
              kind: str = "subscribe") -> dict:
    return {"id": operation_id, "type": kind, "payload": {"query": query}}


def exchange(base_url: str, messages: list, subprotocol: str = TRANSPORT_WS, wait: float = 3) -> tuple[list, object]:
    """Sends `messages`, then reads until the server closes or `wait` seconds pass in silence.
    Returns (the messages received, the close code or None for silence; "abnormal" when the
    connection ended without a close frame)."""
    received = []
    with connect(base_url.replace("http://", "ws://") + "/graphql", subprotocols=[subprotocol],
                 open_timeout=10, close_timeout=2) as socket:
        assert socket.subprotocol == subprotocol
        for message in messages:
            socket.send(message if isinstance(message, str) else json.dumps(message))
        try:
            while True:
                received.append(json.loads(socket.recv(timeout=wait)))
        except TimeoutError:
            return received, None
        except ConnectionClosed as closed:
            return received, closed.rcvd.code if closed.rcvd else "abnormal"


def types(received: list) -> list:
    return [m["type"] for m in received]


def test_subscribe_before_the_acknowledgement_is_4401(server):
    _, base = server
    assert exchange(base, [subscribe("1")]) == ([], 4401)


def test_legacy_start_before_init_is_4401(server):
    _, base = server
    assert exchange(base, [subscribe("1", kind="start")], subprotocol=LEGACY_WS) == ([], 4401)


def test_a_second_connection_init_is_4429(server):
    _, base = server
    received, code = exchange(base, [INIT, INIT])
    assert types(received) == ["connection_ack"] and code == 4429


def test_a_duplicate_operation_id_is_4409(server):
    _, base = server
    received, code = exchange(base, [INIT, subscribe("1"), subscribe("1")])
    assert types(received)[0] == "connection_ack" and code == 4409


def test_an_unknown_message_type_is_4400(server):
    _, base = server
    received, code = exchange(base, [INIT, {"type": "whatever"}])
    assert types(received) == ["connection_ack"] and code == 4400


def test_a_message_that_is_not_json(server):
    name, base = server
    received, code = exchange(base, [INIT, "{not json"])
    assert types(received) == ["connection_ack"]
    # The protocol asks for 4400; Ariadne 1.1 drops the connection without a close frame.
    assert code == (4400 if name == "strawberry" else "abnormal")


def test_ping_is_answered_with_pong_and_an_unsolicited_pong_is_ignored(server):
    _, base = server
    received, code = exchange(base, [INIT, {"type": "pong"}, {"type": "ping", "payload": {"n": 1}}], wait=0.5)
    assert types(received) == ["connection_ack", "pong"] and code is None


def test_a_rejected_connection_init(server):
    name, base = server
    received, code = exchange(base, [{"type": "connection_init", "payload": {"reject": True}}])
    # graphql-transport-ws asks for 4403 Forbidden; Ariadne closes normally (1000) when its
    # on_connect hook raises.
    assert received == [] and code == (4403 if name == "strawberry" else 1000)


def test_an_invalid_document_is_an_error_message_not_a_close(server):
    _, base = server
    received, code = exchange(base, [INIT, subscribe("1", "subscription { noSuchField }")], wait=0.5)
    assert types(received) == ["connection_ack", "error"] and code is None
    assert received[1]["id"] == "1" and "noSuchField" in received[1]["payload"][0]["message"]


def test_complete_from_the_client_stops_the_operation(server):
    _, base = server
    received, code = exchange(base, [INIT, subscribe("1", "subscription { count(to: 100, intervalMs: 200) }"),
                                     {"id": "1", "type": "complete"}], wait=0.5)
    assert types(received)[0] == "connection_ack" and "next" not in types(received)[2:] and code is None


@pytest.mark.parametrize("close_code", [4400, 4401, 4403, 4409, 4429, 4500])
def test_a_server_close_code_reaches_the_client(server, close_code):
    """`dropAfter(code:)` makes each server close with a protocol code (4500 included, which
    neither server sends by itself), so that the client's mapping can be tested against both."""
    _, base = server
    query = f"subscription {{ dropAfter(n: 1, intervalMs: 1, code: {close_code}) }}"
    received, code = exchange(base, [INIT, subscribe("1", query)])
    assert types(received) == ["connection_ack", "next"] and code == close_code


def test_the_connection_init_timeout_is_4408(base_url, ariadne_url):
    """Both servers wait 10 s for connection_init, then close 4408; checked at once on both so
    that the wait is paid once."""
    outcomes: dict = {}

    def wait_silently(name: str, base: str) -> None:
        started = time.monotonic()
        outcomes[name] = exchange(base, [], wait=20), time.monotonic() - started

    threads = [threading.Thread(target=wait_silently, args=item)
               for item in (("strawberry", base_url), ("ariadne", ariadne_url))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    for name in ("strawberry", "ariadne"):
        (received, code), elapsed = outcomes[name]
        assert received == [] and code == 4408, name
        assert 9 <= elapsed < 15, f"{name} closed after {elapsed:.1f} s"
