"""What one seat may know of a position: `SeatView` (see seat_view.py), and the dealing of
the hidden part behind its public skeleton and its resampling (hidden.py)."""

from .hidden import ResampleError
from .seat_view import SeatView

__all__ = ["ResampleError", "SeatView"]
