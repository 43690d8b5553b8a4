"""The documents a bot's author reads, served by the server (`GET /docs/{name}`): the
lobby's "Your bots" panel links docs/bot-api.md there, and that guide sends its reader to
docs/protocol.md. A browser (whose Accept names text/html) is given the Markdown rendered
as an HTML page, styled by the client's docs.css (the server's CSP allows no inline style
or script, and the page has none); `?raw`, or a client that does not ask for HTML (curl,
httpx, a bot's author fetching the file), is given the Markdown itself as UTF-8 plain
text. A wheel holds them inside the package (setup.py copies them to cityknights/docs); a
checkout serves its own docs/."""

from __future__ import annotations

import html
import re
from functools import lru_cache
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.token import Token
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, Response

#: The documents served, by file name (setup.py's SERVED_DOCS, which a test holds equal).
SERVED_DOCS = ("bot-api.md", "protocol.md")
_PACKAGE = Path(__file__).resolve().parent.parent
#: Where they are looked for, in this order: the installed package's copy, the checkout's.
DOC_DIRS = (_PACKAGE / "docs", _PACKAGE.parent / "docs")
#: The served pages' stylesheet, one of the client's files (cityknights/web/docs.css).
STYLESHEET = "/docs.css"


def doc_path(name: str) -> Path | None:
    """The file of the served document `name`, or None (not served, or not installed)."""
    if name not in SERVED_DOCS:
        return None
    return next((d / name for d in DOC_DIRS if (d / name).is_file()), None)


def _slug(text: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as
    hyphens (the docs link each other's sections so)."""
    return re.sub(r"\s", "-", re.sub(r"[^\w\- ]", "", text.strip().lower()))


#: A served document named in the text ("see docs/protocol.md"): linked on the page.
_MENTION = re.compile(r"\bdocs/(" + "|".join(re.escape(n) for n in SERVED_DOCS) + r")\b")


def _link_mentions(children: list[Token]) -> list[Token]:
    """The inline tokens with each mention of a served document in plain text (not in
    code, not in a link already) made a link to its page."""
    out: list[Token] = []
    in_link = 0
    for tok in children:
        if tok.type == "link_open":
            in_link += 1
        elif tok.type == "link_close":
            in_link -= 1
        if tok.type != "text" or in_link or not _MENTION.search(tok.content):
            out.append(tok)
            continue
        at = 0
        for found in _MENTION.finditer(tok.content):
            if found.start() > at:
                out.append(Token("text", "", 0, content=tok.content[at : found.start()]))
            out.append(Token("link_open", "a", 1, attrs={"href": found.group(1)}))
            out.append(Token("text", "", 0, content=found.group(0)))
            out.append(Token("link_close", "a", -1))
            at = found.end()
        if at < len(tok.content):
            out.append(Token("text", "", 0, content=tok.content[at:]))
    return out


def _prepare(tokens: list[Token]) -> str:
    """Gives each heading its anchor, links the served documents the text names, and
    turns a link to a document this server does not serve (docs/records.md, ...: a 404
    here) into its words, its file named in a title. The first heading's text: the
    page's title."""
    title = ""
    seen: dict[str, int] = {}
    for i, tok in enumerate(tokens):
        if tok.type == "heading_open" and i + 1 < len(tokens):
            text = tokens[i + 1].content
            title = title or text
            slug = _slug(text)
            seen[slug] = seen.get(slug, -1) + 1
            tok.attrSet("id", slug if not seen[slug] else f"{slug}-{seen[slug]}")
        if tok.children:
            tok.children = _link_mentions(tok.children)
        children = tok.children or []
        for j, child in enumerate(children):
            if child.type != "link_open":
                continue
            target = str(child.attrGet("href") or "").split("#", 1)[0]
            if target.endswith(".md") and "/" not in target and target not in SERVED_DOCS:
                child.tag = "span"
                child.attrs = {"class": "elsewhere", "title": f"docs/{target}"}
                close = next(c for c in children[j:] if c.type == "link_close")
                close.tag = "span"
    return title


@lru_cache(maxsize=len(SERVED_DOCS) * 2)
def render_page(name: str, text: str) -> str:
    """The HTML page of the Markdown `text` of the served document `name`. Markdown's raw
    HTML is escaped, not passed through."""
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    tokens = md.parse(text)
    title = _prepare(tokens) or name
    body = md.renderer.render(tokens, md.options, {})
    return (
        "<!doctype html>\n"
        '<html lang="en" dir="ltr">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{html.escape(title)} · cityknights</title>\n"
        f'<link rel="stylesheet" href="{STYLESHEET}">\n'
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml">\n'
        "</head>\n<body>\n"
        f'<nav class="doc-nav"><a href="/">cityknights</a> · <span>docs/{html.escape(name)}</span>'
        f' · <a href="{html.escape(name)}?raw" type="text/markdown">Markdown source</a></nav>\n'
        f'<main class="doc">\n{body}</main>\n</body>\n</html>\n'
    )


def wants_html(request: Request) -> bool:
    """A browser's request for the page: Accept names text/html and `raw` is not asked."""
    if "raw" in request.query_params:
        return False
    return "text/html" in request.headers.get("accept", "")


async def serve_doc(request: Request) -> Response:
    """The document as an HTML page to a browser, else (or with `?raw`) as UTF-8 plain
    text; 404 (`no_such_route`) for a name not served."""
    name = request.path_params["name"]
    path = doc_path(name)
    if path is None:
        raise HTTPException(404)
    text = path.read_text(encoding="utf-8")
    vary = {"vary": "Accept"}
    if wants_html(request):
        return HTMLResponse(render_page(name, text), headers=vary)
    return PlainTextResponse(text, headers=vary)
