"""Checks of command-line values that click's own types let through."""

from __future__ import annotations

import math
import socket

import click


def not_nan(ctx: click.Context, param: click.Parameter, value: float | None) -> float | None:
    """Click callback: a FloatRange lets NaN through (NaN compares false with both bounds),
    and a NaN rate or time would make every comparison made with it false."""
    if value is not None and math.isnan(value):
        raise click.BadParameter("nan is not a number")
    return value


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
