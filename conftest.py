"""The kit's steps plugin, for `pytest features ...` run from the repository."""

pytest_plugins = ["steps.plugin"]
