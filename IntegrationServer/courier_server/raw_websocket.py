"""A scripted, deliberately imperfect WebSocket server (RFC 6455 by hand, on its own 127.0.0.1
port) for testing a WebSocket client's edge cases: bad handshakes, fragmentation, control frames,
malformed frames, oversized messages, close codes and dropped connections. The scenario is the
request path; `/control` reports the URL as `rawWebSocketUrl`. See README.md for the scenarios."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
import logging
import os
import struct
import urllib.parse
from typing import Optional

GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
MAX_INCOMING = 16 * 1024 * 1024
logger = logging.getLogger("courier_server.raw_ws")


def accept_key(key: str) -> str:
    return base64.b64encode(hashlib.sha1((key + GUID).encode()).digest()).decode()


def frame(opcode: int, payload: bytes = b"", fin: bool = True, rsv: int = 0, mask: bool = False) -> bytes:
    """One server frame (unmasked unless `mask`, which a client must reject)."""
    first = (0x80 if fin else 0) | (rsv << 4) | opcode
    length = len(payload)
    if length < 126:
        header = struct.pack("!BB", first, (0x80 if mask else 0) | length)
    elif length < 1 << 16:
        header = struct.pack("!BBH", first, (0x80 if mask else 0) | 126, length)
    else:
        header = struct.pack("!BBQ", first, (0x80 if mask else 0) | 127, length)
    if mask:
        key = os.urandom(4)
        payload = bytes(b ^ key[i % 4] for i, b in enumerate(payload))
        header += key
    return header + payload


def close_frame(code: int, reason: str = "") -> bytes:
    return frame(0x8, struct.pack("!H", code) + reason.encode())


async def read_frame(reader: asyncio.StreamReader) -> tuple[bool, int, bytes, bool]:
    """(fin, opcode, unmasked payload, was_masked) of the next client frame."""
    first, second = await reader.readexactly(2)
    length = second & 0x7F
    if length == 126:
        (length,) = struct.unpack("!H", await reader.readexactly(2))
    elif length == 127:
        (length,) = struct.unpack("!Q", await reader.readexactly(8))
    if length > MAX_INCOMING:
        raise ValueError("frame too large")
    masked = bool(second & 0x80)
    key = await reader.readexactly(4) if masked else b""
    payload = await reader.readexactly(length)
    if masked:
        payload = bytes(b ^ key[i % 4] for i, b in enumerate(payload))
    return bool(first & 0x80), first & 0x0F, payload, masked


async def read_message(reader, writer) -> tuple[int, bytes]:
    """The next whole data message (fragments joined); answers pings; (0x8, payload) on close.
    Raises ValueError for an unmasked client frame (after sending close 1002)."""
    opcode, parts = None, []
    while True:
        fin, op, payload, masked = await read_frame(reader)
        if not masked:
            writer.write(close_frame(1002, "client frames must be masked"))
            raise ValueError("unmasked client frame")
        if op == 0x9:
            writer.write(frame(0xA, payload))
            continue
        if op == 0xA:
            continue
        if op == 0x8:
            return 0x8, payload
        if op != 0x0:
            opcode = op
        parts.append(payload)
        if fin:
            return opcode or 0x1, b"".join(parts)


class Scenario:
    def __init__(self, reader, writer, path: str, query: dict, headers: dict):
        self.reader, self.writer, self.path, self.query, self.headers = reader, writer, path, query, headers

    def param(self, name: str, default: str) -> str:
        return self.query.get(name, [default])[0]

    async def handshake(self, accept: Optional[str] = None, subprotocol: Optional[str] = None) -> None:
        key = self.headers.get("sec-websocket-key", "")
        lines = ["HTTP/1.1 101 Switching Protocols", "Upgrade: websocket", "Connection: Upgrade",
                 f"Sec-WebSocket-Accept: {accept if accept is not None else accept_key(key)}"]
        if subprotocol:
            lines.append(f"Sec-WebSocket-Protocol: {subprotocol}")
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
        await self.writer.drain()

    async def send(self, data: bytes) -> None:
        self.writer.write(data)
        await self.writer.drain()

    async def wait_for_close(self, timeout: float = 5) -> None:
        """Reads until the client's close frame (answered) or EOF, at most `timeout` seconds."""
        async def until_close():
            while True:
                op, payload = await read_message(self.reader, self.writer)
                if op == 0x8:
                    await self.send(frame(0x8, payload[:2]))
                    return
        try:
            await asyncio.wait_for(until_close(), timeout)
        except (asyncio.IncompleteReadError, ConnectionError, ValueError, asyncio.TimeoutError):
            return

    async def run(self) -> None:
        name = self.path.strip("/") or "echo"
        handler = getattr(self, "scenario_" + name.replace("-", "_"), None)
        if handler is None:
            await self.send(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            return
        await handler()

    # --- scenarios -------------------------------------------------------------------------

    async def scenario_echo(self):
        """Echoes text/binary messages (fragmented input joined), pongs pings, echoes close."""
        await self.handshake(subprotocol=self.headers.get("sec-websocket-protocol", "").split(",")[0].strip() or None)
        while True:
            try:
                op, payload = await read_message(self.reader, self.writer)
            except ValueError:
                return
            if op == 0x8:
                await self.send(frame(0x8, payload[:2]))
                return
            await self.send(frame(op, payload))

    async def scenario_bad_accept(self):
        await self.handshake(accept=base64.b64encode(b"not the right accept").decode())
        await self.wait_for_close(2)

    async def scenario_no_upgrade(self):
        body = b"<html>not a websocket</html>"
        await self.send(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: "
                        + str(len(body)).encode() + b"\r\nConnection: close\r\n\r\n" + body)

    async def scenario_fragmented(self):
        """"Hello, fragmented world" in three frames with a ping between them, then close 1000."""
        await self.handshake()
        await self.send(frame(0x1, b"Hello, ", fin=False) + frame(0x0, b"fragmented", fin=False)
                        + frame(0x9, b"mid") + frame(0x0, b" world", fin=True))
        await self.wait_for_close()

    async def scenario_ping(self):
        """Sends ping "p1"; answers text "pong ok" when the client's pong echoes it, else "pong bad"."""
        await self.handshake()
        await self.send(frame(0x9, b"p1"))

        async def until_pong():
            while True:
                _, op, payload, _ = await read_frame(self.reader)
                if op == 0xA:
                    return payload
        try:
            payload = await asyncio.wait_for(until_pong(), 5)
        except (asyncio.IncompleteReadError, ConnectionError, ValueError, asyncio.TimeoutError):
            return
        await self.send(frame(0x1, b"pong ok" if payload == b"p1" else b"pong bad"))
        await self.wait_for_close()

    async def scenario_malformed(self):
        """A text frame with RSV1 set although no extension was negotiated (client must fail, 1002)."""
        await self.handshake()
        await self.send(frame(0x1, b"bad bits", rsv=0b100))
        await self.wait_for_close()

    async def scenario_masked(self):
        """A masked frame from the server (forbidden by RFC 6455 5.1)."""
        await self.handshake()
        await self.send(frame(0x1, b"masked", mask=True))
        await self.wait_for_close()

    async def scenario_bad_opcode(self):
        await self.handshake()
        await self.send(frame(0x3, b"reserved opcode"))
        await self.wait_for_close()

    async def scenario_invalid_utf8(self):
        await self.handshake()
        await self.send(frame(0x1, b"\xff\xfe invalid"))
        await self.wait_for_close()

    async def scenario_oversized(self):
        """One text message of `size` bytes (default 2 MiB) of "x"."""
        await self.handshake()
        size = max(0, min(int(self.param("size", str(2 * 1024 * 1024))), 256 * 1024 * 1024))
        await self.send(frame(0x1, b"x" * size))
        await self.wait_for_close()

    async def scenario_close(self):
        """A close frame with `code` (default 4000) and `reason`, then waits for the client's."""
        await self.handshake()
        await self.send(close_frame(int(self.param("code", "4000")), self.param("reason", "bye")))
        await self.wait_for_close()

    async def scenario_drop(self):
        """Sends text "about to drop" then cuts the TCP connection (no close frame)."""
        await self.handshake()
        await self.send(frame(0x1, b"about to drop"))
        await asyncio.sleep(0.05)
        self.writer.transport.abort()

    async def scenario_graphql_no_ack(self):
        """graphql-transport-ws that reads connection_init and never acknowledges it."""
        await self.handshake(subprotocol="graphql-transport-ws")
        await self.wait_for_close(30)

    async def scenario_graphql_bad_json(self):
        """graphql-transport-ws that acknowledges, then sends a text message that is not JSON."""
        await self.handshake(subprotocol="graphql-transport-ws")
        try:
            op, payload = await read_message(self.reader, self.writer)
        except (ValueError, asyncio.IncompleteReadError):
            return
        await self.send(frame(0x1, json.dumps({"type": "connection_ack"}).encode()))
        await self.send(frame(0x1, b"{this is not json"))
        await self.wait_for_close()


async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
        request_line, *header_lines = head.decode("latin-1").split("\r\n")
        _, target, _ = request_line.split(" ", 2)
        headers = {}
        for line in header_lines:
            if ":" in line:
                name, value = line.split(":", 1)
                headers[name.strip().lower()] = value.strip()
        url = urllib.parse.urlsplit(target)
        await Scenario(reader, writer, url.path, urllib.parse.parse_qs(url.query), headers).run()
    except Exception as error:  # noqa: BLE001 - a broken test connection must not stop the server
        logger.info("raw websocket connection ended: %r", error)
    finally:
        if not writer.transport.is_closing():
            writer.close()


async def start(port: int = 0) -> asyncio.AbstractServer:
    return await asyncio.start_server(handle, "127.0.0.1", port)
