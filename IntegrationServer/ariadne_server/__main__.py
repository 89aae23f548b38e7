"""Runs the Ariadne server: `python -m ariadne_server --port 0 --url-file F --owner-pid PID`, with
the same lifecycle as courier_server (exits when the owner process is gone)."""

from __future__ import annotations

import asyncio
import logging
import sys

from courier_server.lifecycle import parse_args, serve

from .app import app


def main(argv=None) -> None:
    args = parse_args("ariadne_server", sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    asyncio.run(serve(app, args, "ariadne_server"))


if __name__ == "__main__":
    main()
