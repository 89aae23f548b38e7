"""Subscriptions over WebSocket: graphql-transport-ws and the legacy graphql-ws protocol."""

from __future__ import annotations

import contextlib
import json
import time
import urllib.request

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from client import control, gql

TRANSPORT_WS = "graphql-transport-ws"
LEGACY_WS = "graphql-ws"


def ws_url(base_url: str) -> str:
    return base_url.replace("http://", "ws://") + "/graphql"


def receive(socket, timeout: float = 10) -> dict:
    return json.loads(socket.recv(timeout=timeout))


def review_subscribers(base_url: str) -> int:
    with urllib.request.urlopen(base_url + "/control", timeout=10) as response:
        return json.load(response)["reviewSubscribers"]


def wait_for_review_subscribers(base_url: str, count: int) -> None:
    deadline = time.monotonic() + 5
    while review_subscribers(base_url) != count:
        assert time.monotonic() < deadline, f"never reached {count} reviewAdded subscribers"
        time.sleep(0.05)


@contextlib.contextmanager
def open_transport_ws(base_url: str, payload: dict | None = None, max_size: int | None = 1 << 20):
    with connect(ws_url(base_url), subprotocols=[TRANSPORT_WS], open_timeout=10, close_timeout=2,
                 max_size=max_size) as socket:
        assert socket.subprotocol == TRANSPORT_WS
        socket.send(json.dumps({"type": "connection_init", "payload": payload or {}}))
        assert receive(socket)["type"] == "connection_ack"
        yield socket


def test_count_subscription_transport_ws(base_url):
    with open_transport_ws(base_url) as socket:
        socket.send(json.dumps({"id": "1", "type": "subscribe",
                                "payload": {"query": "subscription { count(to: 5, intervalMs: 1) }"}}))
        messages = [receive(socket) for _ in range(6)]
        assert [m["payload"]["data"]["count"] for m in messages[:5]] == [1, 2, 3, 4, 5]
        assert messages[5] == {"id": "1", "type": "complete"}
        socket.send(json.dumps({"type": "ping"}))
        assert receive(socket)["type"] == "pong"


def test_review_added_is_fed_by_create_review(base_url):
    with open_transport_ws(base_url) as socket:
        socket.send(json.dumps({"id": "r", "type": "subscribe", "payload": {
            "query": "subscription($ep: Episode) { reviewAdded(episode: $ep) { episode stars commentary } }",
            "variables": {"ep": "JEDI"}}}))
        wait_for_review_subscribers(base_url, 1)
        mutation = "mutation($ep: Episode) { createReview(episode: $ep, review: {stars: 3, commentary: \"ok\"}) { stars } }"
        gql(base_url, mutation, {"ep": "EMPIRE"})  # filtered out
        gql(base_url, mutation, {"ep": "JEDI"})
        message = receive(socket)
        assert message["id"] == "r" and message["type"] == "next"
        assert message["payload"]["data"]["reviewAdded"] == {"episode": "JEDI", "stars": 3, "commentary": "ok"}
        control(base_url, fail_field="Review.commentary", fail_field_times=1)
        gql(base_url, mutation, {"ep": "JEDI"})
        failed = receive(socket)["payload"]
        assert failed["data"]["reviewAdded"] == {"episode": "JEDI", "stars": 3, "commentary": None}
        assert failed["errors"][0]["path"] == ["reviewAdded", "commentary"]
        socket.send(json.dumps({"id": "r", "type": "complete"}))
        wait_for_review_subscribers(base_url, 0)


def test_connection_params_and_rejection(base_url):
    with open_transport_ws(base_url, {"authToken": "secret"}) as socket:
        socket.send(json.dumps({"id": "p", "type": "subscribe",
                                "payload": {"query": "subscription { connectionParam(name: \"authToken\") }"}}))
        assert receive(socket)["payload"]["data"] == {"connectionParam": "secret"}
        assert receive(socket) == {"id": "p", "type": "complete"}
    with connect(ws_url(base_url), subprotocols=[TRANSPORT_WS], open_timeout=10) as socket:
        socket.send(json.dumps({"type": "connection_init", "payload": {"reject": True}}))
        with pytest.raises(ConnectionClosed) as closed:
            receive(socket)
    assert closed.value.rcvd.code == 4403


def test_drop_after_closes_the_socket_mid_stream(base_url):
    with open_transport_ws(base_url) as socket:
        socket.send(json.dumps({"id": "d", "type": "subscribe",
                                "payload": {"query": "subscription { dropAfter(n: 3, intervalMs: 1, code: 4500) }"}}))
        values = [receive(socket)["payload"]["data"]["dropAfter"] for _ in range(3)]
        assert values == [1, 2, 3]
        with pytest.raises(ConnectionClosed) as closed:
            receive(socket)
    assert closed.value.rcvd.code == 4500
    # The server keeps serving new connections afterwards.
    with open_transport_ws(base_url) as again:
        again.send(json.dumps({"id": "1", "type": "subscribe", "payload": {"query": "subscription { count(to: 1) }"}}))
        assert receive(again)["payload"]["data"] == {"count": 1}


def test_drop_after_abrupt_aborts_without_a_close_frame(base_url):
    with open_transport_ws(base_url) as socket:
        socket.send(json.dumps({"id": "d", "type": "subscribe",
                                "payload": {"query": "subscription { dropAfter(n: 2, intervalMs: 1, abrupt: true) }"}}))
        assert [receive(socket)["payload"]["data"]["dropAfter"] for _ in range(2)] == [1, 2]
        with pytest.raises(ConnectionClosed) as closed:
            receive(socket)
    assert closed.value.rcvd is None  # no close frame came: the TCP connection was cut


def test_count_subscription_legacy_graphql_ws(base_url):
    with connect(ws_url(base_url), subprotocols=[LEGACY_WS], open_timeout=10) as socket:
        assert socket.subprotocol == LEGACY_WS
        socket.send(json.dumps({"type": "connection_init", "payload": {}}))
        assert receive(socket)["type"] == "connection_ack"
        socket.send(json.dumps({"id": "1", "type": "start", "payload": {"query": "subscription { count(to: 3) }"}}))
        messages = [receive(socket) for _ in range(4)]
        assert [m["type"] for m in messages] == ["data", "data", "data", "complete"]
        assert [m["payload"]["data"]["count"] for m in messages[:3]] == [1, 2, 3]
        socket.send(json.dumps({"id": "2", "type": "start", "payload": {"query": "subscription { count(to: 1000, intervalMs: 50) }"}}))
        assert receive(socket)["payload"]["data"] == {"count": 1}
        socket.send(json.dumps({"id": "2", "type": "stop"}))
        socket.send(json.dumps({"id": "3", "type": "start", "payload": {"query": "subscription { count(to: 1) }"}}))
        # After `stop`, id 2 stops (at most a value already in flight); id 3 runs to completion.
        seen = []
        while not seen or seen[-1] != {"id": "3", "type": "complete"}:
            assert len(seen) < 10, seen
            seen.append(receive(socket))
        assert [m for m in seen if m["id"] == "3"] == [
            {"id": "3", "type": "data", "payload": {"data": {"count": 1}}}, {"id": "3", "type": "complete"}]
        assert all(m["payload"]["data"]["count"] <= 2 for m in seen if m["id"] == "2" and m["type"] == "data")


def test_many_subscribe_cancel_cycles_leave_no_subscribers(base_url):
    with open_transport_ws(base_url) as socket:
        for i in range(200):
            socket.send(json.dumps({"id": str(i), "type": "subscribe",
                                    "payload": {"query": "subscription { reviewAdded { stars } }"}}))
            socket.send(json.dumps({"id": str(i), "type": "complete"}))
        socket.send(json.dumps({"type": "ping"}))
        assert receive(socket)["type"] == "pong"
    wait_for_review_subscribers(base_url, 0)


def test_large_message(base_url):
    with open_transport_ws(base_url, max_size=None) as socket:
        socket.send(json.dumps({"id": "big", "type": "subscribe",
                                "payload": {"query": "subscription { largeMessage(size: 3000000) }"}}))
        message = json.loads(socket.recv(timeout=10))
        assert len(message["payload"]["data"]["largeMessage"]) == 3_000_000
        assert receive(socket) == {"id": "big", "type": "complete"}


def test_stream_failure_and_invalid_subscription(base_url):
    with open_transport_ws(base_url) as socket:
        socket.send(json.dumps({"id": "f", "type": "subscribe",
                                "payload": {"query": "subscription { failAfter(n: 1) }"}}))
        assert receive(socket)["payload"] == {"data": {"failAfter": 1}}
        failed = receive(socket)
        assert failed["type"] == "next" and failed["payload"]["data"] is None
        assert failed["payload"]["errors"][0]["extensions"]["code"] == "STREAM_FAILED"
        assert receive(socket) == {"id": "f", "type": "complete"}
        socket.send(json.dumps({"id": "v", "type": "subscribe", "payload": {"query": "subscription { nope }"}}))
        invalid = receive(socket)
        assert invalid["type"] == "error" and invalid["id"] == "v" and "nope" in invalid["payload"][0]["message"]
