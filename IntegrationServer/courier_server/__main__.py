"""Runs the server: `python -m courier_server --port 0 --url-file F --owner-pid PID`.

Binds 127.0.0.1 only. With `--port 0` the kernel picks a free port (no race); once uvicorn listens,
the URL is written atomically to `--url-file`. The server exits by itself
when `--owner-pid` is gone (so a killed test run leaves nothing behind) or after `--max-lifetime`
seconds."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys

import uvicorn

from . import raw_websocket, state
from .app import app


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="courier_server")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--raw-ws-port", type=int, default=0, help="port of the scripted raw WebSocket server")
    parser.add_argument("--url-file")
    parser.add_argument("--owner-pid", type=int, default=0, help="exit when this process is gone (0: never)")
    parser.add_argument("--max-lifetime", type=float, default=4 * 3600, help="seconds (0: unlimited)")
    parser.add_argument("--log-level", default="warning")
    return parser.parse_args(argv)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


async def _watchdog(server: uvicorn.Server, owner_pid: int, max_lifetime: float) -> None:
    elapsed = 0.0
    while not server.should_exit:
        await asyncio.sleep(0.5)
        elapsed += 0.5
        if owner_pid and not _alive(owner_pid):
            logging.getLogger("courier_server").warning("owner %d is gone: exiting", owner_pid)
            server.should_exit = True
        if max_lifetime and elapsed >= max_lifetime:
            logging.getLogger("courier_server").warning("max lifetime reached: exiting")
            server.should_exit = True


def _write_url(server: uvicorn.Server, url_file: str | None) -> str:
    port = server.servers[0].sockets[0].getsockname()[1]
    url = f"http://127.0.0.1:{port}"
    if url_file:
        tmp = url_file + ".tmp"
        with open(tmp, "w") as f:
            f.write(url + "\n")
        os.replace(tmp, url_file)
    print(f"courier_server listening on {url}", flush=True)
    return url


async def _announce(server: uvicorn.Server, url_file: str | None) -> None:
    while not server.started:
        if server.should_exit:
            return
        await asyncio.sleep(0.02)
    _write_url(server, url_file)


async def serve(args) -> None:
    # uvicorn binds the port itself (port 0: the kernel picks a free one; handing uvicorn a
    # pre-bound socket instead costs ~40 ms per response through Nagle + delayed ACKs).
    config = uvicorn.Config(app, host="127.0.0.1", port=args.port, log_level=args.log_level,
                            ws="websockets-sansio", lifespan="off", timeout_graceful_shutdown=2,
                            ws_max_size=64 * 1024 * 1024)
    server = uvicorn.Server(config)
    state.UVICORN_SERVER = server
    raw = await raw_websocket.start(args.raw_ws_port)
    state.RAW_WEBSOCKET_URL = f"ws://127.0.0.1:{raw.sockets[0].getsockname()[1]}"
    tasks = [asyncio.create_task(_watchdog(server, args.owner_pid, args.max_lifetime)),
             asyncio.create_task(_announce(server, args.url_file))]
    try:
        await server.serve()
    finally:
        for task in tasks:
            task.cancel()
        raw.close()


def main(argv=None) -> None:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    asyncio.run(serve(args))


if __name__ == "__main__":
    main()
