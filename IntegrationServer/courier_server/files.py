"""`/rest/files/{name}`: a small file store for the transfer examples (the demo's upload and
download step). `PUT` keeps the request body under the name and answers its size; `GET` answers
the kept bytes with their `Content-Length`. Files live in memory and are capped in size."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

MAXIMUM_FILE_BYTES = 64 * 1024 * 1024
FILES: dict[str, bytes] = {}


async def file_endpoint(request: Request) -> Response:
    name = request.path_params["name"]
    if request.method == "PUT":
        body = bytearray()
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAXIMUM_FILE_BYTES:
                return JSONResponse({"error": "file too large"}, status_code=413)
        FILES[name] = bytes(body)
        return JSONResponse({"name": name, "size": len(body)}, status_code=201)
    content = FILES.get(name)
    if content is None:
        return JSONResponse({"error": "not found", "name": name}, status_code=404)
    return Response(content, media_type="application/octet-stream")


ROUTES = [Route("/rest/files/{name}", file_endpoint, methods=["GET", "PUT"])]
