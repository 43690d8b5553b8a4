"""The socket ``cityknights serve`` listens on, opened before anything else is."""

from __future__ import annotations

import socket

import click


def listening_socket(host: str, port: int) -> socket.socket:
    """A socket bound to ``host``:``port`` and listening, or a one-line click error naming
    the address and the reason (a host that does not resolve, a port in use), before the
    server says it serves."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
        sock = socket.socket(family, kind, proto)
    except (OSError, UnicodeError) as error:
        raise click.ClickException(f"cannot listen on {host}:{port}: {_reason(error)}") from None
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn does
        sock.bind(address)
        sock.listen(2048)
    except OSError as error:
        sock.close()
        raise click.ClickException(f"cannot listen on {host}:{port}: {_reason(error)}") from None
    return sock


def _reason(error: Exception) -> str:
    return error.strerror if isinstance(error, OSError) and error.strerror else str(error)
