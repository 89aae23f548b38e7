"""Runs the server: `python -m courier_server --port 0 --url-file F --owner-pid PID` (see
`lifecycle.py`), with the scripted raw WebSocket server on a second port."""

from __future__ import annotations

import asyncio
import logging
import sys

from . import raw_websocket, state
from .app import app
from .lifecycle import parse_args, serve


async def start_raw_websocket(server, port: int):
    state.UVICORN_SERVER = server
    raw = await raw_websocket.start(port)
    state.RAW_WEBSOCKET_URL = f"ws://127.0.0.1:{raw.sockets[0].getsockname()[1]}"
    return raw.close


def main(argv=None) -> None:
    args = parse_args("courier_server", sys.argv[1:] if argv is None else argv,
                      lambda p: p.add_argument("--raw-ws-port", type=int, default=0,
                                               help="port of the scripted raw WebSocket server"))
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    asyncio.run(serve(app, args, "courier_server", around=lambda server: start_raw_websocket(server, args.raw_ws_port)))


if __name__ == "__main__":
    main()
