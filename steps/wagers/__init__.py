"""Step definitions of the wagers beside the main wager, one sub-package per wager, and the steps
that every side wager shares (`side_wager_steps`)."""
