"""A state's history: every action applied since the initial state, shared by clones.

`State.clone()` copies one reference, so the history is a persistent chain: each `apply`
puts a new node in front of the old one, which every clone made before still shares.
Two kinds of node (both plain tuples):

- ``(action, older)``: one action;
- ``(actions, older, count)``: a chunk, the ``count`` actions that up to ``CHUNK``
  applications made one node each, folded into one tuple in the order they were applied.

Why chunks: CPython's cyclic garbage collector handles every object it tracks at each full
collection (its reference count copied, adjusted, the object moved between lists), and a
chain of two-item nodes stays tracked (an `Action` is a tuple subclass, which the
collector never untracks, so neither is a tuple holding one). A long game's thousands of
nodes, across many games in one process (a server, a vector environment of 64 games),
made a full collection cost hundreds of milliseconds: up to half the time of a process
stepping many games (benchmarks/README.md, "The garbage collector's share"). Folded, a game keeps one tracked node per ``CHUNK`` actions, and the
collector only follows the chunk's references to the actions (most of them the action
tables' own objects, which exist anyway).

The newest node is also the state's identity for the legal list it handed out
(`State._legal_at`): every push and every fold makes a new node.
"""

from __future__ import annotations

from typing import Any, Final

from .actions import Action

# Actions per chunk: the fold walks this many nodes once per this many applications.
CHUNK: Final = 64

Node = tuple[Any, ...]


def pushed(node: Node | None, length: int, action: Action) -> Node:
    """The history `node` (of `length` actions) with `action` applied after them."""
    out: Node = (action, node)
    if (length + 1) % CHUNK == 0:
        out = folded(out)
    return out


def folded(node: Node) -> Node:
    """The single-action nodes at the front of `node` folded into one chunk node."""
    recent: list[Action] = []
    older: Node | None = node
    while older is not None and len(older) == 2:
        recent.append(older[0])
        older = older[1]
    recent.reverse()
    return (tuple(recent), older, len(recent))


def actions(node: Node | None) -> list[Action]:
    """The actions of history `node`, oldest first."""
    out: list[Action] = []
    while node is not None:
        if len(node) == 2:
            out.append(node[0])
        else:
            chunk: tuple[Action, ...] = node[0]
            for i in range(len(chunk) - 1, -1, -1):
                out.append(chunk[i])
        node = node[1]
    out.reverse()
    return out


def from_actions(applied: list[Action]) -> Node | None:
    """The history of `applied`, oldest first, as `State.apply` would have made it."""
    node: Node | None = None
    for i, action in enumerate(applied):
        node = pushed(node, i, action)
    return node
