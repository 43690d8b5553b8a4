"""Output files are written whole or not at all, and checked before a run."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cityknights.sim.outfiles import OutputFile, check_writable


def test_a_file_gets_its_name_only_when_committed(tmp_path: Path) -> None:
    path = tmp_path / "rows.csv"
    path.write_text("old\n")
    output = OutputFile(path)
    output.open().write("new\n")
    assert path.read_text() == "old\n"  # a reader still sees the old file whole
    assert len(list(tmp_path.iterdir())) == 2
    output.commit()
    assert path.read_text() == "new\n"
    assert list(tmp_path.iterdir()) == [path]


def test_a_discarded_file_leaves_the_path_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "run.png"
    output = OutputFile(path)
    output.open_binary().write(b"half an image")
    output.discard()
    output.discard()  # twice is harmless
    assert list(tmp_path.iterdir()) == []


def test_a_new_file_gets_the_usual_mode_and_a_replaced_one_keeps_its_own(tmp_path: Path) -> None:
    new, old = tmp_path / "new.csv", tmp_path / "old.csv"
    old.write_text("x")
    old.chmod(0o640)
    for path in (new, old):
        output = OutputFile(path)
        output.open().write("y")
        output.commit()
    umask = os.umask(0)
    os.umask(umask)
    assert new.stat().st_mode & 0o777 == 0o666 & ~umask
    assert old.stat().st_mode & 0o777 == 0o640


def test_a_device_is_written_in_place_not_replaced(tmp_path: Path) -> None:
    link = tmp_path / "rows.jsonl"
    link.symlink_to(os.devnull)
    output = OutputFile(link)
    output.open().write("row\n")
    output.commit()
    assert link.is_symlink() and Path(os.devnull).is_char_device()
    assert list(tmp_path.iterdir()) == [link]


def test_what_cannot_be_written_is_refused_before_a_run(tmp_path: Path) -> None:
    check_writable(tmp_path / "rows.csv")
    check_writable(os.devnull)
    with pytest.raises(IsADirectoryError):
        check_writable(tmp_path)
    with pytest.raises(FileNotFoundError):
        check_writable(tmp_path / "no" / "rows.csv")
    with pytest.raises(OSError):
        check_writable("/proc/rows.csv")
    assert list(tmp_path.iterdir()) == []  # the probe left nothing
