"""The card table: scene, card items, hand, panels, reveal, controls and the widget that holds them."""

from ..qt_guard import protect_none

protect_none()

from .table_widget import TableWidget  # noqa: E402

__all__ = ["TableWidget"]
