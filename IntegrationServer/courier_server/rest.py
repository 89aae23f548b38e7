"""A small REST-ish JSON API over the same data, for the REST client tests."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from . import data

EPISODES = ("NEWHOPE", "EMPIRE", "JEDI")


def character_json(record: dict) -> dict:
    kind = "Human" if record["id"] in data.HUMANS else "Droid"
    result = {"id": record["id"], "type": kind, "name": record["name"],
              "appearsIn": record["appearsIn"], "friends": record["friends"]}
    if kind == "Human":
        result.update(homePlanet=record["homePlanet"], height=record["height"], mass=record["mass"],
                      starships=record["starships"])
    else:
        result["primaryFunction"] = record["primaryFunction"]
    return result


async def list_characters(request: Request) -> Response:
    records = list(data.HUMANS.values()) + list(data.DROIDS.values())
    return JSONResponse({"characters": [character_json(r) for r in records]})


async def get_character(request: Request) -> Response:
    record = data.character_record(request.path_params["id"])
    if record is None:
        return JSONResponse({"error": "not found", "id": request.path_params["id"]}, status_code=404)
    return JSONResponse(character_json(record))


def review_json(review: data.ReviewRecord) -> dict:
    return {"episode": review.episode, "stars": review.stars, "commentary": review.commentary}


async def reviews(request: Request) -> Response:
    if request.method == "GET":
        episode = request.query_params.get("episode")
        return JSONResponse({"reviews": [review_json(r) for r in data.REVIEWS.for_episode(episode)]})
    try:
        body = json.loads(await request.body())
    except ValueError:
        return JSONResponse({"error": "body is not JSON"}, status_code=400)
    if not isinstance(body, dict):
        return JSONResponse({"error": "body must be a JSON object"}, status_code=422)
    stars, episode, commentary = body.get("stars"), body.get("episode"), body.get("commentary")
    if isinstance(stars, bool) or not isinstance(stars, int) or not 0 <= stars <= 5:
        return JSONResponse({"error": "stars must be an integer from 0 to 5"}, status_code=422)
    if episode is not None and episode not in EPISODES:
        return JSONResponse({"error": f"unknown episode {episode!r}"}, status_code=422)
    if commentary is not None and not isinstance(commentary, str):
        return JSONResponse({"error": "commentary must be a string"}, status_code=422)
    record = data.ReviewRecord(episode=episode, stars=stars, commentary=commentary)
    data.REVIEWS.add(record)
    return JSONResponse(review_json(record), status_code=201,
                        headers={"Location": f"/rest/reviews/{len(data.REVIEWS.reviews) - 1}"})


async def echo(request: Request) -> Response:
    """Echoes the request: method, path, query, headers (in order, repeated ones kept) and body."""
    body = await request.body()
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    return JSONResponse({
        "method": request.method,
        "path": request.url.path,
        "query": [[k, v] for k, v in request.query_params.multi_items()],
        "headers": [[k.decode("latin-1"), v.decode("latin-1")] for k, v in request.headers.raw],
        "body": text,
        "bodyBase64": base64.b64encode(body).decode(),
        "bodySize": len(body),
        "bodySha256": hashlib.sha256(body).hexdigest(),
    })


async def form(request: Request) -> Response:
    """Parses a multipart/form-data body with Starlette (python-multipart) and describes each part in
    order: field name, file name, Content-Type, size and SHA-256 of its bytes (and a text field's value)."""
    content_type = request.headers.get("content-type", "")
    if not content_type.lower().startswith("multipart/form-data"):
        return JSONResponse({"error": "expected multipart/form-data"}, status_code=415)
    parts = []
    async with request.form(max_files=100, max_fields=100) as fields:
        for name, value in fields.multi_items():
            if isinstance(value, str):
                raw = value.encode("utf-8")
                parts.append({"name": name, "filename": None, "contentType": None, "size": len(raw),
                              "sha256": hashlib.sha256(raw).hexdigest(), "value": value})
                continue
            digest = hashlib.sha256()
            size = 0
            while chunk := await value.read(64 * 1024):
                digest.update(chunk)
                size += len(chunk)
            parts.append({"name": name, "filename": value.filename, "contentType": value.content_type,
                          "size": size, "sha256": digest.hexdigest(), "value": None})
    return JSONResponse({"parts": parts})


async def status(request: Request) -> Response:
    code = request.path_params["code"]
    if not 200 <= code <= 599:
        return JSONResponse({"error": "status must be 200...599"}, status_code=400)
    if code in (204, 304):
        return Response(status_code=code)
    return JSONResponse({"status": code}, status_code=code)


async def slow(request: Request) -> Response:
    try:
        ms = max(0, min(int(request.query_params.get("ms", "0")), 60_000))
    except ValueError:
        return JSONResponse({"error": "ms must be an integer"}, status_code=400)
    await asyncio.sleep(ms / 1000)
    return JSONResponse({"slept": ms})


ROUTES = [
    Route("/rest/characters", list_characters, methods=["GET"]),
    Route("/rest/characters/{id}", get_character, methods=["GET"]),
    Route("/rest/reviews", reviews, methods=["GET", "POST"]),
    Route("/rest/echo", echo, methods=["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]),
    Route("/rest/form", form, methods=["POST"]),
    Route("/rest/status/{code:int}", status, methods=["GET", "POST", "PUT", "PATCH", "DELETE"]),
    Route("/rest/slow", slow, methods=["GET"]),
]
