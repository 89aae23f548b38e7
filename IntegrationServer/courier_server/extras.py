"""Test-only additions to the Star Wars schema (NOT in the fixture): a field that always errors,
a slow field, a header echo, uploads, a large list, and subscriptions that count, echo the
connection_init payload, or drop the WebSocket. `schema.py` merges them into Query, Mutation and
Subscription; `check_schema.py` lists them as the only differences from the fixture."""

from __future__ import annotations

import asyncio
import hashlib
from typing import AsyncGenerator, List, Optional

import strawberry
from graphql import GraphQLError
from strawberry import UNSET
from strawberry.file_uploads import Upload
from strawberry.types import Info

from . import data, state
from .starwars import Character, Episode, make_character, _episode_name

MAX_SLEEP_MS = 60_000
MAX_COUNT = 100_000
MAX_REPEAT = 10_000
MAX_MESSAGE = 64 * 1024 * 1024


@strawberry.type(description="[test] What the server received for one uploaded file")
class UploadedFile:
    name: Optional[str] = strawberry.field(description="The file name sent in the multipart part")
    contentType: Optional[str] = strawberry.field(description="The part's Content-Type")
    size: int = strawberry.field(description="The number of bytes received")
    sha256: str = strawberry.field(description="Lower-case hex SHA-256 of the bytes received")


async def describe_upload(upload) -> UploadedFile:
    digest = hashlib.sha256()
    size = 0
    while True:
        chunk = await upload.read(64 * 1024)
        if not chunk:
            break
        digest.update(chunk)
        size += len(chunk)
    return UploadedFile(name=upload.filename, contentType=upload.content_type, size=size,
                        sha256=digest.hexdigest())


def _sleep_seconds(ms: int) -> float:
    return max(0, min(ms, MAX_SLEEP_MS)) / 1000


@strawberry.type
class ExtraQuery:
    @strawberry.field(description="[test] Always resolves to null with an error (extensions.code INTENTIONAL_ERROR)")
    def heroWithError(self, episode: Optional[Episode] = UNSET) -> Optional[Character]:
        raise GraphQLError(f"heroWithError always fails (episode: {_episode_name(episode)})",
                           extensions={"code": "INTENTIONAL_ERROR"})

    @strawberry.field(description="[test] Sleeps `ms` milliseconds (at most 60000) without blocking, then answers")
    async def slow(self, ms: int) -> Optional[str]:
        await asyncio.sleep(_sleep_seconds(ms))
        return f"slept {ms}ms"

    @strawberry.field(description="[test] The value of a request header (comma-joined if repeated), or null")
    def echoHeader(self, info: Info, name: str) -> Optional[str]:
        values = info.context["request"].headers.getlist(name)
        return ", ".join(values) if values else None

    @strawberry.field(description="[test] Every human and droid, `repeat` times over (at most 10000), for large responses")
    def allCharacters(self, repeat: int = 1) -> List[Character]:
        ids = list(data.HUMANS) + list(data.DROIDS)
        return [make_character(i) for _ in range(max(0, min(repeat, MAX_REPEAT))) for i in ids]


@strawberry.type
class ExtraMutation:
    @strawberry.mutation(description="[test] Renames a human or droid until the next reset; null for an unknown id")
    def renameCharacter(self, id: strawberry.ID, name: str) -> Optional[Character]:
        record = data.character_record(str(id))
        if record is None:
            return None
        record["name"] = name
        return make_character(str(id))

    @strawberry.mutation(description="[test] One file per the GraphQL multipart request spec")
    async def singleUpload(self, file: Upload) -> UploadedFile:
        return await describe_upload(file)

    @strawberry.mutation(description="[test] Several files per the GraphQL multipart request spec")
    async def multipleUpload(self, files: List[Upload]) -> List[UploadedFile]:
        return [await describe_upload(f) for f in files]


@strawberry.type
class ExtraSubscription:
    @strawberry.subscription(description="[test] Yields 1, 2, ... `to` (at most 100000), `intervalMs` apart, then completes")
    async def count(self, to: int, intervalMs: Optional[int] = 10) -> AsyncGenerator[int, None]:
        for i in range(1, max(0, min(to, MAX_COUNT)) + 1):
            if i > 1 and intervalMs:
                await asyncio.sleep(_sleep_seconds(intervalMs))
            yield i

    @strawberry.subscription(description="[test] Yields 1...n, `intervalMs` apart, then closes the WebSocket with close code `code`, or with `abrupt` aborts the TCP connection without a close frame")
    async def dropAfter(self, info: Info, n: int, intervalMs: Optional[int] = 10,
                        code: Optional[int] = 1011, abrupt: Optional[bool] = False) -> AsyncGenerator[int, None]:
        for i in range(1, max(0, min(n, MAX_COUNT)) + 1):
            if i > 1 and intervalMs:
                await asyncio.sleep(_sleep_seconds(intervalMs))
            yield i
        # Let the last message reach the socket before closing under the subscription.
        await asyncio.sleep(0.05)
        socket = info.context["request"]
        if not (abrupt and state.abort_connection(socket.scope.get("client"))):
            await socket.close(code=code or 1011)
        await asyncio.sleep(3600)  # cancelled when the connection handler tears down

    @strawberry.subscription(description="[test] Yields 1...n, then the source stream raises an error")
    async def failAfter(self, n: int) -> AsyncGenerator[int, None]:
        for i in range(1, max(0, min(n, MAX_COUNT)) + 1):
            yield i
        raise GraphQLError(f"failAfter: the stream failed after {n}", extensions={"code": "STREAM_FAILED"})

    @strawberry.subscription(description="[test] Yields one string of `size` ASCII characters (at most 64 MiB), then completes, for message-size limits")
    async def largeMessage(self, size: int) -> AsyncGenerator[str, None]:
        yield "x" * max(0, min(size, MAX_MESSAGE))

    @strawberry.subscription(description="[test] Yields the named value of the connection_init payload once (as a string), then completes")
    async def connectionParam(self, info: Info, name: str) -> AsyncGenerator[Optional[str], None]:
        params = info.context.get("connection_params") or {}
        value = params.get(name) if isinstance(params, dict) else None
        yield None if value is None else str(value)
