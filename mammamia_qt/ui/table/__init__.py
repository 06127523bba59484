"""The card table: scene, card items, hand, panels, reveal, controls and the widget that holds them."""

from mammamia_qt.ui.table.table_widget import TableWidget

__all__ = ["TableWidget"]
