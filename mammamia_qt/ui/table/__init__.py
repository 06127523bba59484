"""The card table: scene, card items, hand, panels, reveal, controls and the widget that holds them."""

from .table_widget import TableWidget

__all__ = ["TableWidget"]
