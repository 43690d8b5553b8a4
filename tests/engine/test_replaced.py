"""`rules.common.replaced` and `replaced_row` build short tuples (a hand, a row of 3 to 6
seats) in one step: their results must be a list's item assignment's, for every index,
out of range included (IndexError; -1 the last item)."""

from __future__ import annotations

import pytest

from cityknights.engine.rules.common import replaced, replaced_row


def _assigned(values: tuple[object, ...], i: int, value: object) -> object:
    out = list(values)
    try:
        out[i] = value
    except IndexError:
        return IndexError
    return tuple(out)


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7, 8, 9, 54])
def test_replaced_is_an_item_assignment_at_every_index(n: int) -> None:
    values = tuple(range(10, 10 + n))
    for i in range(-n - 1, n + 2):
        try:
            got: object = replaced(values, i, 99)
        except IndexError:
            got = IndexError
        assert got == _assigned(values, i, 99), (n, i)
    assert values == tuple(range(10, 10 + n))  # the tuple given is never changed


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6, 7])
def test_replaced_row_is_an_item_assignment_at_every_index(n: int) -> None:
    rows = tuple((k, k + 1) for k in range(n))
    for i in range(-n - 1, n + 2):
        try:
            got: object = replaced_row(rows, i, (7, 7))
        except IndexError:
            got = IndexError
        assert got == _assigned(rows, i, (7, 7)), (n, i)
