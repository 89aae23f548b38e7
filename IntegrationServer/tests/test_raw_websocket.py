"""The scripted raw WebSocket server (`rawWebSocketUrl` in /control) for client edge cases."""

from __future__ import annotations

import base64
import os
import socket
import struct
import urllib.parse

import pytest
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus
from websockets.sync.client import connect

from client import http


@pytest.fixture
def raw_url(base_url):
    url = http("GET", base_url + "/control").json["rawWebSocketUrl"]
    assert url.startswith("ws://127.0.0.1:")
    return url


def closed_by_client(raw_url: str, scenario: str, **options) -> ConnectionClosed:
    with connect(raw_url + scenario, open_timeout=5, close_timeout=2, **options) as socket_:
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                socket_.recv(timeout=5)
    return closed.value


def test_echo_text_binary_and_fragments(raw_url):
    with connect(raw_url + "/echo", open_timeout=5, subprotocols=["chat"]) as ws:
        assert ws.subprotocol == "chat"
        ws.send("hello")
        assert ws.recv(timeout=5) == "hello"
        ws.send(b"\x00\x01\x02")
        assert ws.recv(timeout=5) == b"\x00\x01\x02"
        ws.send(["frag", "mented"])  # one message in two frames
        assert ws.recv(timeout=5) == "fragmented"
        ws.ping(b"x").wait(5)


def test_unmasked_client_frame_is_refused_with_1002(raw_url):
    url = urllib.parse.urlsplit(raw_url)
    key = base64.b64encode(os.urandom(16)).decode()
    with socket.create_connection((url.hostname, url.port), timeout=5) as raw:
        raw.sendall((f"GET /echo HTTP/1.1\r\nHost: {url.netloc}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                     f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += raw.recv(1024)
        assert head.startswith(b"HTTP/1.1 101")
        raw.sendall(bytes([0x81, 0x02]) + b"hi")  # FIN + text, length 2, no mask bit
        reply = head.split(b"\r\n\r\n", 1)[1] + raw.recv(1024)
        assert reply[0] == 0x88 and struct.unpack("!H", reply[2:4])[0] == 1002


def test_bad_handshakes(raw_url):
    with pytest.raises(InvalidHandshake):
        connect(raw_url + "/bad-accept", open_timeout=5)
    with pytest.raises(InvalidStatus) as status:
        connect(raw_url + "/no-upgrade", open_timeout=5)
    assert status.value.response.status_code == 200
    with pytest.raises(InvalidStatus) as missing:
        connect(raw_url + "/no-such-scenario", open_timeout=5)
    assert missing.value.response.status_code == 404


def test_fragmented_message_with_interleaved_ping(raw_url):
    with connect(raw_url + "/fragmented", open_timeout=5) as ws:
        assert ws.recv(timeout=5) == "Hello, fragmented world"


def test_server_ping_gets_the_same_payload_back(raw_url):
    with connect(raw_url + "/ping", open_timeout=5) as ws:
        assert ws.recv(timeout=5) == "pong ok"


@pytest.mark.parametrize("scenario, code", [("/malformed", 1002), ("/masked", 1002), ("/bad-opcode", 1002),
                                            ("/invalid-utf8", 1007)])
def test_protocol_violations_make_the_client_close(raw_url, scenario, code):
    assert closed_by_client(raw_url, scenario).sent.code == code


def test_oversized_message(raw_url):
    assert closed_by_client(raw_url, "/oversized?size=2097152", max_size=1 << 20).sent.code == 1009
    with connect(raw_url + "/oversized?size=300000", open_timeout=5, max_size=1 << 20) as ws:
        assert len(ws.recv(timeout=5)) == 300000


def test_close_code_and_reason(raw_url):
    closed = closed_by_client(raw_url, "/close?code=4001&reason=going")
    assert closed.rcvd.code == 4001 and closed.rcvd.reason == "going"


def test_drop_without_close_frame(raw_url):
    with connect(raw_url + "/drop", open_timeout=5) as ws:
        assert ws.recv(timeout=5) == "about to drop"
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=5)
    assert closed.value.rcvd is None


def test_graphql_server_that_never_acks(raw_url):
    with connect(raw_url + "/graphql-no-ack", open_timeout=5, subprotocols=["graphql-transport-ws"]) as ws:
        ws.send('{"type":"connection_init"}')
        with pytest.raises(TimeoutError):
            ws.recv(timeout=0.5)


def test_graphql_server_that_sends_bad_json(raw_url):
    with connect(raw_url + "/graphql-bad-json", open_timeout=5, subprotocols=["graphql-transport-ws"]) as ws:
        ws.send('{"type":"connection_init"}')
        assert ws.recv(timeout=5) == '{"type": "connection_ack"}'
        assert ws.recv(timeout=5) == "{this is not json"
