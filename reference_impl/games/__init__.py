"""The kit's own games, one declaration each (`reference_impl.game_model`); each module here is
also an entry point of the group `bjkit.games` in the kit's pyproject.toml."""
