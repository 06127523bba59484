"""The guided first game on the real table: the lesson (gate and steps), its spotlight and bubble."""
