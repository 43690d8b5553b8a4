"""One line in the log, without a traceback, for what a client did wrong.

uvicorn logs a websocket text frame that is not UTF-8 with ``logger.exception``: an ERROR
and a traceback for every such frame (a fuzzing client made 96 in one run), though the
server did what the websocket protocol asks, closing the socket with code 1007. The
filter below rewrites that record into one warning line naming the fault.
"""

from __future__ import annotations

import logging

#: uvicorn's message for a text frame that is not UTF-8 (protocols/websockets).
INVALID_UTF8 = "Invalid UTF-8 sequence received from client."


class ClientFaultFilter(logging.Filter):
    """Rewrites uvicorn's record of a non-UTF-8 text frame: one line, no traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg == INVALID_UTF8:
            reason = record.exc_info[1] if record.exc_info else None
            record.msg = "websocket: a text frame that is not UTF-8 (%s); closed with code 1007"
            record.args = (reason,)
            record.levelno, record.levelname = logging.WARNING, "WARNING"
            record.exc_info = record.exc_text = None
        return True


def quiet_client_faults() -> None:
    """Install the filter on uvicorn's error logger, once per process."""
    logger = logging.getLogger("uvicorn.error")
    if not any(isinstance(f, ClientFaultFilter) for f in logger.filters):
        logger.addFilter(ClientFaultFilter())
