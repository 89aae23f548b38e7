"""Resolvers for the Star Wars SDL, written against Ariadne's schema-first API. Records are the
plain dicts of `courier_server.data` (the shared fixture data, not the Strawberry code)."""

from __future__ import annotations

import asyncio
import base64
import hashlib

from ariadne import (EnumType, InterfaceType, MutationType, ObjectType, QueryType, SubscriptionType,
                     UnionType, upload_scalar)
from graphql import GraphQLError

from courier_server import data

MAX_SLEEP_MS = 60_000
MAX_COUNT = 100_000

query = QueryType()
mutation = MutationType()
subscription = SubscriptionType()
character = InterfaceType("Character")
search_result = UnionType("SearchResult")
human = ObjectType("Human")
droid = ObjectType("Droid")
starship = ObjectType("Starship")
uploaded_file = ObjectType("UploadedFile")


def _record(character_id):
    return data.character_record(str(character_id))


@character.type_resolver
@search_result.type_resolver
def resolve_type(record, *_):
    if record.get("id") in data.HUMANS:
        return "Human"
    return "Droid" if record.get("id") in data.DROIDS else "Starship"


@query.field("hero")
def resolve_hero(*_, episode=None):
    return _record(data.hero_id(episode))


@query.field("character")
def resolve_character(*_, id):
    return _record(id)


@query.field("human")
def resolve_human(*_, id):
    return data.HUMANS.get(str(id))


@query.field("droid")
def resolve_droid(*_, id):
    return data.DROIDS.get(str(id))


@query.field("starship")
def resolve_starship(*_, id):
    return data.STARSHIPS.get(str(id))


@query.field("search")
def resolve_search(*_, text=None):
    needle = (text or "").lower()
    records = [*data.HUMANS.values(), *data.DROIDS.values(), *data.STARSHIPS.values()]
    return [r for r in records if needle in r["name"].lower()]


@query.field("reviews")
def resolve_reviews(*_, episode):
    return [vars(r) for r in data.REVIEWS.for_episode(episode)]


@query.field("heroWithError")
def resolve_hero_with_error(*_, episode=None):
    raise GraphQLError(f"heroWithError always fails (episode: {episode})", extensions={"code": "INTENTIONAL_ERROR"})


@query.field("slow")
async def resolve_slow(*_, ms):
    await asyncio.sleep(max(0, min(ms, MAX_SLEEP_MS)) / 1000)
    return f"slept {ms}ms"


@query.field("echoHeader")
def resolve_echo_header(_, info, name):
    values = info.context["request"].headers.getlist(name)
    return ", ".join(values) if values else None


@query.field("allCharacters")
def resolve_all_characters(*_, repeat=1):
    records = [*data.HUMANS.values(), *data.DROIDS.values()]
    return records * max(0, min(repeat, 10_000))


def resolve_friends(record, *_):
    return [_record(i) for i in record["friends"]]


def resolve_friends_connection(record, *_, first=None, after=None):
    ids = record["friends"]
    start = 0
    if after is not None:
        decoded = base64.b64decode(str(after).encode()).decode(errors="replace")
        if not decoded.startswith("friend:") or decoded[7:] not in ids:
            raise GraphQLError(f"invalid cursor: {after}")
        start = ids.index(decoded[7:]) + 1
    page = ids[start:] if first is None else ids[start:start + max(0, first)]
    cursor = lambda i: base64.b64encode(f"friend:{i}".encode()).decode()  # noqa: E731
    return {"totalCount": len(ids), "friends": [_record(i) for i in page],
            "edges": [{"cursor": cursor(i), "node": _record(i)} for i in page],
            "pageInfo": {"startCursor": cursor(page[0]) if page else None,
                         "endCursor": cursor(page[-1]) if page else None,
                         "hasNextPage": start + len(page) < len(ids)}}


for kind in (human, droid):
    kind.set_field("friends", resolve_friends)
    kind.set_field("friendsConnection", resolve_friends_connection)


@human.field("height")
def resolve_height(record, *_, unit="METER"):
    return data.convert_length(record.get("height"), unit)


@human.field("starships")
def resolve_starships(record, *_):
    return [data.STARSHIPS[i] for i in record.get("starships", [])]


@starship.field("length")
def resolve_length(record, *_, unit="METER"):
    return data.convert_length(record.get("length"), unit)


@mutation.field("createReview")
def resolve_create_review(*_, review, episode=None):
    if not 0 <= review["stars"] <= 5:
        raise GraphQLError("stars must be between 0 and 5")
    record = data.ReviewRecord(episode=episode, stars=review["stars"], commentary=review.get("commentary"))
    data.REVIEWS.add(record)
    return vars(record)


@mutation.field("renameCharacter")
def resolve_rename_character(*_, id, name):
    record = _record(id)
    if record is not None:
        record["name"] = name
    return record


async def _describe(upload) -> dict:
    digest, size = hashlib.sha256(), 0
    while chunk := await upload.read(64 * 1024):
        digest.update(chunk)
        size += len(chunk)
    return {"name": upload.filename, "contentType": upload.content_type, "size": size, "sha256": digest.hexdigest()}


@mutation.field("singleUpload")
async def resolve_single_upload(*_, file):
    return await _describe(file)


@mutation.field("multipleUpload")
async def resolve_multiple_upload(*_, files):
    return [await _describe(f) for f in files]


@subscription.source("count")
async def count_source(*_, to, intervalMs=10):
    for i in range(1, max(0, min(to, MAX_COUNT)) + 1):
        if i > 1 and intervalMs:
            await asyncio.sleep(min(intervalMs, MAX_SLEEP_MS) / 1000)
        yield i


@subscription.source("failAfter")
async def fail_after_source(*_, n):
    for i in range(1, max(0, min(n, MAX_COUNT)) + 1):
        yield i
    raise GraphQLError(f"failAfter: the stream failed after {n}", extensions={"code": "STREAM_FAILED"})


@subscription.source("dropAfter")
async def drop_after_source(_, info, n, intervalMs=10, code=1011, abrupt=False):
    for i in range(1, max(0, min(n, MAX_COUNT)) + 1):
        if i > 1 and intervalMs:
            await asyncio.sleep(min(intervalMs, MAX_SLEEP_MS) / 1000)
        yield i
    await asyncio.sleep(0.05)  # let the last message reach the socket
    await info.context["request"].close(code=code or 1011)
    await asyncio.sleep(3600)  # cancelled when the connection handler tears down


@subscription.source("reviewAdded")
async def review_added_source(*_, episode=None):
    queue: asyncio.Queue = asyncio.Queue()
    data.REVIEWS.subscribers.add(queue)
    try:
        while True:
            record = await queue.get()
            if episode is None or record.episode == episode:
                yield vars(record)
    finally:
        data.REVIEWS.subscribers.discard(queue)


@subscription.source("largeMessage")
async def large_message_source(*_, size):
    yield "x" * max(0, min(size, 64 * 1024 * 1024))


@subscription.source("connectionParam")
async def connection_param_source(_, info, name):
    params = info.context.get("connection_params") or {}
    value = params.get(name) if isinstance(params, dict) else None
    yield None if value is None else str(value)


for field_name in ("count", "failAfter", "dropAfter", "reviewAdded", "largeMessage", "connectionParam"):
    subscription.set_field(field_name, lambda value, *_, **__: value)

BINDABLES = [query, mutation, subscription, character, search_result, human, droid, starship, uploaded_file,
             upload_scalar, EnumType("Episode", {e: e for e in ("NEWHOPE", "EMPIRE", "JEDI")}),
             EnumType("LengthUnit", {u: u for u in ("METER", "FOOT")})]
