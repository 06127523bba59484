"""The Qt application: controller, table scene, windows and dialogs."""
