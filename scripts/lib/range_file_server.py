"""A small HTTP file server that honours byte ranges, for Courier's resumable-download tests.

Python standard library only. Python's http.server does not answer Range requests, so this
one does, the way RFC 9110 describes: `Accept-Ranges: bytes`, a strong `ETag` (a hash of the
content), `Range: bytes=N-` / `N-M` answered with `206` and `Content-Range`, `If-Range` with
another validator answered with the whole file (`200`), and `416` for a range past the end.

Files live in memory and are set by the tests:

    PUT /files/NAME[?ranges=0][&drop_after=N]   store the request body as NAME; `ranges=0` makes
                                                GETs ignore Range; `drop_after=N` makes the next
                                                GET close the connection after N body bytes
    GET /files/NAME                             the file (or the requested range of it)

Prints `http://127.0.0.1:PORT` once listening (and writes it to --url-file). Exits when
--owner-pid is gone, or on SIGTERM.
"""

import argparse
import hashlib
import http.server
import os
import re
import signal
import sys
import threading
import time
from urllib.parse import parse_qs, urlsplit

FILES = {}
LOCK = threading.Lock()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def _name(self):
        parts = urlsplit(self.path)
        match = re.fullmatch(r"/files/([A-Za-z0-9._-]+)", parts.path)
        return (match.group(1) if match else None), parse_qs(parts.query)

    def _reply(self, status, headers=(), body=b""):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_PUT(self):
        name, query = self._name()
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        if name is None:
            return self._reply(404)
        entry = {
            "data": body,
            "etag": '"%s"' % hashlib.sha256(body).hexdigest()[:16],
            "ranges": query.get("ranges", ["1"])[0] != "0",
            "drop_after": int(query["drop_after"][0]) if "drop_after" in query else None,
        }
        with LOCK:
            FILES[name] = entry
        self._reply(204, [("ETag", entry["etag"])])

    def do_GET(self):
        name, _ = self._name()
        with LOCK:
            entry = FILES.get(name)
            drop_after = entry and entry["drop_after"]
            if entry:
                entry["drop_after"] = None
        if entry is None:
            return self._reply(404, body=b"no such file\n")
        data, size = entry["data"], len(entry["data"])
        status, start, end = 200, 0, size
        headers = [("Content-Type", "application/octet-stream"), ("ETag", entry["etag"])]
        if entry["ranges"]:
            headers.append(("Accept-Ranges", "bytes"))
            wanted = re.fullmatch(r"bytes=(\d+)-(\d*)", self.headers.get("Range", ""))
            condition = self.headers.get("If-Range")
            if wanted and (condition is None or condition == entry["etag"]):
                first = int(wanted.group(1))
                if first >= size:
                    return self._reply(416, headers + [("Content-Range", "bytes */%d" % size)])
                last = min(int(wanted.group(2)) if wanted.group(2) else size - 1, size - 1)
                status, start, end = 206, first, last + 1
                headers.append(("Content-Range", "bytes %d-%d/%d" % (first, last, size)))
        self.send_response(status)
        for header, value in headers:
            self.send_header(header, value)
        self.send_header("Content-Length", str(end - start))
        self.end_headers()
        if drop_after is not None:
            self.wfile.write(data[start:min(end, start + drop_after)])
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(2)
            return
        self.wfile.write(data[start:end])


def watch_owner(pid):
    while True:
        try:
            os.kill(pid, 0)
        except OSError:
            os._exit(0)
        time.sleep(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--owner-pid", type=int, default=0)
    parser.add_argument("--url-file")
    arguments = parser.parse_args()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", arguments.port), Handler)
    server.daemon_threads = True
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    if arguments.owner_pid:
        threading.Thread(target=watch_owner, args=(arguments.owner_pid,), daemon=True).start()
    url = "http://127.0.0.1:%d" % server.server_address[1]
    if arguments.url_file:
        with open(arguments.url_file + ".tmp", "w") as handle:
            handle.write(url + "\n")
        os.replace(arguments.url_file + ".tmp", arguments.url_file)
    print(url, flush=True)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
