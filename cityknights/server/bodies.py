"""A lobby request's body, read within bounds."""

from __future__ import annotations

import logging

from starlette.requests import ClientDisconnect, Request

from .hub import BadRequest

log = logging.getLogger("cityknights.server")
#: The largest lobby request body.
MAX_BODY = 64 * 1024


async def read_body(request: Request) -> bytes:
    """The request's body, refused as soon as it is known to pass :data:`MAX_BODY`: by its
    declared length, else while it arrives (a body of gigabytes is never held whole)."""
    too_big = BadRequest("bad_request", 400, detail=f"body over {MAX_BODY} bytes")
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY:
        raise too_big
    chunks: list[bytes] = []
    size = 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > MAX_BODY:
                raise too_big
            chunks.append(chunk)
    except ClientDisconnect:  # nobody is left to answer: a line in the log, nothing done
        log.info(
            "%s %s: the client left before its whole body came", request.method, request.url.path
        )
        raise BadRequest("bad_request", 400, detail="the body was cut short") from None
    return b"".join(chunks)
