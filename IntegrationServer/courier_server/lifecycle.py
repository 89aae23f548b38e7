"""How an integration server process runs (shared by courier_server and ariadne_server): binds
127.0.0.1 only; with `--port 0` the kernel picks a free port (no race); once uvicorn listens, the
URL is written atomically to `--url-file`. The process exits by itself when `--owner-pid` is gone
(so a killed test run leaves nothing behind) or after `--max-lifetime` seconds.

Imports neither Strawberry nor Ariadne, so that each server stays independent of the other."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
from typing import Awaitable, Callable, Optional

import uvicorn


def parse_args(prog: str, argv, extra: Optional[Callable[[argparse.ArgumentParser], None]] = None):
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--url-file")
    parser.add_argument("--owner-pid", type=int, default=0, help="exit when this process is gone (0: never)")
    parser.add_argument("--max-lifetime", type=float, default=4 * 3600, help="seconds (0: unlimited)")
    parser.add_argument("--log-level", default="warning")
    if extra is not None:
        extra(parser)
    return parser.parse_args(argv)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


async def _watchdog(server: uvicorn.Server, owner_pid: int, max_lifetime: float, name: str) -> None:
    elapsed = 0.0
    while not server.should_exit:
        await asyncio.sleep(0.5)
        elapsed += 0.5
        if owner_pid and not _alive(owner_pid):
            logging.getLogger(name).warning("owner %d is gone: exiting", owner_pid)
            server.should_exit = True
        if max_lifetime and elapsed >= max_lifetime:
            logging.getLogger(name).warning("max lifetime reached: exiting")
            server.should_exit = True


def _write_url(server: uvicorn.Server, url_file: Optional[str], name: str) -> str:
    port = server.servers[0].sockets[0].getsockname()[1]
    url = f"http://127.0.0.1:{port}"
    if url_file:
        tmp = url_file + ".tmp"
        with open(tmp, "w") as f:
            f.write(url + "\n")
        os.replace(tmp, url_file)
    print(f"{name} listening on {url}", flush=True)
    return url


async def _announce(server: uvicorn.Server, url_file: Optional[str], name: str) -> None:
    while not server.started:
        if server.should_exit:
            return
        await asyncio.sleep(0.02)
    _write_url(server, url_file, name)


async def serve(app, args, name: str,
                around: Optional[Callable[[uvicorn.Server], Awaitable[Callable[[], None]]]] = None) -> None:
    """Serves `app` until the owner is gone; `around(server)` runs first and returns a clean-up."""
    # uvicorn binds the port itself (port 0: the kernel picks a free one; handing uvicorn a
    # pre-bound socket instead costs ~40 ms per response through Nagle + delayed ACKs).
    config = uvicorn.Config(app, host="127.0.0.1", port=args.port, log_level=args.log_level,
                            ws="websockets-sansio", lifespan="off", timeout_graceful_shutdown=2,
                            ws_max_size=64 * 1024 * 1024)
    server = uvicorn.Server(config)
    cleanup = await around(server) if around is not None else (lambda: None)
    tasks = [asyncio.create_task(_watchdog(server, args.owner_pid, args.max_lifetime, name)),
             asyncio.create_task(_announce(server, args.url_file, name))]
    try:
        await server.serve()
    finally:
        for task in tasks:
            task.cancel()
        cleanup()
