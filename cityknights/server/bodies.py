"""A lobby request's body, read within bounds."""

from __future__ import annotations

import logging

from starlette.requests import ClientDisconnect, Request

from .hub import BadRequest
from .json_keys import twice_given

log = logging.getLogger("cityknights.server")
#: The largest lobby request body.
MAX_BODY = 64 * 1024


async def read_body(
    request: Request, limit: int = MAX_BODY, too_big: BadRequest | None = None
) -> bytes:
    """The request's body, refused (`too_big`, by default a 400 `bad_request`) as soon as
    it is known to pass `limit` bytes: by its declared length, else while it arrives (a
    body of gigabytes is never held whole). A lobby body (at most MAX_BODY) holding a
    key twice in one object is refused naming it (json_keys.py); a larger one (a record)
    is its reader's to check, off the event loop."""
    if too_big is None:
        too_big = BadRequest("bad_request", 400, detail=f"body over {limit} bytes")
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise too_big
    chunks: list[bytes] = []
    size = 0
    try:
        async for chunk in request.stream():
            size += len(chunk)
            if size > limit:
                raise too_big
            chunks.append(chunk)
    except ClientDisconnect:  # nobody is left to answer: a line in the log, nothing done
        log.info(
            "%s %s: the client left before its whole body came", request.method, request.url.path
        )
        raise BadRequest("bad_request", 400, detail="the body was cut short") from None
    body = b"".join(chunks)
    if limit <= MAX_BODY:
        twice = twice_given(body)
        if twice is not None:
            raise BadRequest("bad_request", 400, detail=f"{twice}: given more than once")
    return body
