"""Output files written whole or not at all (``--out`` rows, ``--plot`` images).

:class:`OutputFile` writes to a temporary file beside the target and renames it over the
target when :meth:`~OutputFile.commit` is called, so that a run that fails (a full disk, a
game that raises) leaves the target as it was, and a reader never sees half a file under
its name. A target that exists and is not a regular file (``/dev/null``, a named pipe, a
link to one) is written in place: renaming over it would replace the device.

:func:`check_writable` tells before any game is played whether a target can be written:
it creates and removes a file in the target's directory (which also holds for root, whom
permission bits do not stop, and for read-only file systems).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path
from typing import IO, Any

__all__ = ["OutputFile", "check_writable"]


def _regular_or_absent(path: Path) -> bool:
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except FileNotFoundError:
        return True


def check_writable(path: str | Path) -> None:
    """Raise :class:`OSError` (its ``strerror`` says why) or :class:`IsADirectoryError`
    unless ``path`` can be written: its directory exists and takes a new file, and an
    existing ``path`` is a file this process may write."""
    target = Path(path).resolve()
    if target.is_dir():
        raise IsADirectoryError(21, "it is a directory", str(path))
    if not target.parent.is_dir():
        raise FileNotFoundError(2, "its directory does not exist", str(path))
    if target.exists() and not os.access(target, os.W_OK):
        raise PermissionError(13, "Permission denied", str(path))
    if not _regular_or_absent(target):
        return  # a device or a pipe: written in place, no file is made beside it
    handle, probe = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".probe")
    os.close(handle)
    os.unlink(probe)


class OutputFile:
    """``path``, written through a temporary file beside it (module docstring).

    :meth:`open` makes the temporary file and returns it; :meth:`commit` closes it and
    renames it to ``path``; :meth:`discard` closes and removes it, leaving ``path`` as it
    was. Either may be called after the other or twice (the first one wins).
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._target = self.path.resolve()
        self._in_place = not _regular_or_absent(self._target)
        self._temp: Path | None = None
        self._file: IO[Any] | None = None

    def open(self) -> IO[str]:
        """The text file to write to (UTF-8, no newline translation, as ``csv`` wants)."""
        return self._open("w", newline="", encoding="utf-8")

    def open_binary(self) -> IO[bytes]:
        """The binary file to write to."""
        return self._open("wb")

    def _open(self, mode: str, **kwargs: Any) -> IO[Any]:
        if self._in_place:
            self._file = open(self._target, mode, **kwargs)  # noqa: SIM115
            return self._file
        handle, name = tempfile.mkstemp(
            dir=self._target.parent, prefix=f".{self._target.name}.", suffix=".part"
        )
        self._temp = Path(name)
        try:
            self._file = os.fdopen(handle, mode, **kwargs)
        except BaseException:
            os.close(handle)
            self._temp.unlink()
            raise
        return self._file

    def commit(self) -> None:
        """Close the file and give it its name; :class:`OSError` (a full disk at the last
        flush) removes the temporary file and leaves ``path`` as it was."""
        try:
            if self._file is not None:
                self._file.close()
            if self._temp is not None:
                if self._target.exists():  # keep the mode of the file replaced
                    os.chmod(self._temp, stat.S_IMODE(self._target.stat().st_mode))
                else:  # mkstemp's 0600 would hide the rows from the owner's group
                    umask = os.umask(0)
                    os.umask(umask)
                    os.chmod(self._temp, 0o666 & ~umask)
                os.replace(self._temp, self._target)
                self._temp = None
        except BaseException:
            self.discard()
            raise
        finally:
            self._file = None

    def discard(self) -> None:
        """Close and remove the temporary file; ``path`` is left as it was."""
        file, self._file = self._file, None
        if file is not None:
            with contextlib.suppress(OSError):  # a full disk fails the last flush too
                file.close()
        temp, self._temp = self._temp, None
        if temp is not None:
            with contextlib.suppress(FileNotFoundError):
                temp.unlink()
