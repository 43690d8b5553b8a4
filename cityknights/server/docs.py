"""The documents a bot's author reads, served by the server as plain text
(`GET /docs/{name}`): the lobby's "Your bots" panel links docs/bot-api.md there, and that
guide sends its reader to docs/protocol.md. A wheel holds them inside the package
(setup.py copies them to cityknights/docs); a checkout serves its own docs/."""

from __future__ import annotations

from pathlib import Path

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response

#: The documents served, by file name (setup.py's SERVED_DOCS, which a test holds equal).
SERVED_DOCS = ("bot-api.md", "protocol.md")
_PACKAGE = Path(__file__).resolve().parent.parent
#: Where they are looked for, in this order: the installed package's copy, the checkout's.
DOC_DIRS = (_PACKAGE / "docs", _PACKAGE.parent / "docs")


def doc_path(name: str) -> Path | None:
    """The file of the served document `name`, or None (not served, or not installed)."""
    if name not in SERVED_DOCS:
        return None
    return next((d / name for d in DOC_DIRS if (d / name).is_file()), None)


async def serve_doc(request: Request) -> Response:
    """The document as UTF-8 plain text, which a browser shows as it is; 404
    (`no_such_route`) for a name not served."""
    path = doc_path(request.path_params["name"])
    if path is None:
        raise HTTPException(404)
    return PlainTextResponse(path.read_text(encoding="utf-8"))
