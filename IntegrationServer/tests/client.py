"""Small HTTP helpers for the self-test (stdlib only)."""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
import uuid
from dataclasses import dataclass
from typing import Any, Optional


@dataclass
class Reply:
    status: int
    headers: Any
    body: bytes

    @property
    def json(self) -> Any:
        return json.loads(self.body)

    @property
    def content_type(self) -> str:
        return self.headers.get("Content-Type", "")


def http(method: str, url: str, body: Optional[bytes] = None, headers: Optional[dict] = None,
         timeout: float = 15) -> Reply:
    request = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return Reply(response.status, response.headers, response.read())
    except urllib.error.HTTPError as error:
        return Reply(error.code, error.headers, error.read())


def post_json(url: str, payload: Any, headers: Optional[dict] = None, timeout: float = 15) -> Reply:
    return http("POST", url, json.dumps(payload).encode(),
                {"Content-Type": "application/json", **(headers or {})}, timeout)


def gql(base: str, query: str, variables: Optional[dict] = None, **extra) -> Reply:
    payload = {"query": query}
    if variables is not None:
        payload["variables"] = variables
    payload.update({k: v for k, v in extra.items() if k != "headers"})
    return post_json(base + "/graphql", payload, extra.get("headers"))


def gql_get(base: str, params: dict, headers: Optional[dict] = None) -> Reply:
    encoded = {k: v if isinstance(v, str) else json.dumps(v) for k, v in params.items()}
    return http("GET", base + "/graphql?" + urllib.parse.urlencode(encoded), headers=headers)


def control(base: str, **settings) -> dict:
    reply = post_json(base + "/control", settings)
    assert reply.status == 200, reply.body
    return reply.json


def multipart(fields: list[tuple[str, str]], files: list[tuple[str, str, str, bytes]]) -> tuple[bytes, str]:
    """A multipart/form-data body: text fields in order, then (field, filename, type, bytes) files."""
    boundary = "courier-" + uuid.uuid4().hex
    parts = []
    for name, value in fields:
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode())
    for name, filename, content_type, data in files:
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{filename}"\r\n'
                     f'Content-Type: {content_type}\r\n\r\n'.encode() + data + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"
