"""Wagers and games installed from outside the kit, found the way pytest finds its plugins: by
the entry points of an installed distribution.

A distribution adds a wager with an entry point of the group `bjkit.wagers` (and, for the games
to come, `bjkit.games`) whose value names a module::

    [project.entry-points."bjkit.wagers"]
    pair-square = "pair_square_wager"

Importing the module declares the wager (`reference_impl.wager_model.register`). The module may
also say, as module attributes, what the suite reads around the engine:

- `FEATURES`: the folder of its feature files (a `pathlib.Path`), run with the kit's features;
- `STEPS`: the modules of its step definitions, oracles and strategies (a tuple of names), loaded
  by a certification as pytest plugins;
- `SECTIONS`: the sections of the rule text its features quote (a tuple such as `("2.31",)`).

docs/SIDE_WAGERS.md walks through a wager written this way.
"""

from __future__ import annotations

import functools
import importlib
import importlib.metadata
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from regulations.errors import KitError

__all__ = [
    "GAMES_GROUP",
    "WAGERS_GROUP",
    "Plugin",
    "PluginError",
    "installed_games",
    "installed_wagers",
]

WAGERS_GROUP = "bjkit.wagers"
GAMES_GROUP = "bjkit.games"


class PluginError(KitError):
    """An installed plugin that cannot be loaded or says something the kit cannot read."""


@dataclass(frozen=True)
class Plugin:
    """One entry point of an installed distribution: its group, name, the module it names and
    the distribution that installs it."""

    group: str
    name: str
    value: str
    distribution: str

    @property
    def where(self) -> str:
        return f"the entry point {self.name} = {self.value} ({self.group}) of {self.distribution}"

    def load(self) -> ModuleType:
        """Import the plugin's module, which declares what it adds."""
        module_name = self.value.partition(":")[0].strip()
        try:
            return importlib.import_module(module_name)
        except KitError as error:
            raise PluginError(f"{self.where}: {error}") from None
        except Exception as error:
            raise PluginError(
                f"{self.where} cannot be imported: {type(error).__name__}: {error}"
            ) from None

    def features(self) -> Path | None:
        """The folder of the plugin's feature files, if it has one."""
        folder = getattr(self.load(), "FEATURES", None)
        if folder is None:
            return None
        path = Path(folder)
        if not path.is_dir():
            raise PluginError(f"{self.where}: its FEATURES folder {path} does not exist")
        return path

    def steps(self) -> tuple[str, ...]:
        """The modules of the plugin's step definitions, oracles and strategies."""
        names = getattr(self.load(), "STEPS", ())
        if isinstance(names, str) or not all(isinstance(name, str) for name in names):
            raise PluginError(f"{self.where}: STEPS must be a tuple of module names")
        return tuple(names)

    def sections(self) -> tuple[str, ...]:
        """The sections of the rule text the plugin's features quote."""
        sections = getattr(self.load(), "SECTIONS", ())
        if isinstance(sections, str) or not all(isinstance(name, str) for name in sections):
            raise PluginError(f"{self.where}: SECTIONS must be a tuple such as ('2.31',)")
        return tuple(sections)


def _installed(group: str) -> tuple[Plugin, ...]:
    found = []
    for entry in importlib.metadata.entry_points(group=group):
        distribution = entry.dist
        named = f"{distribution.name} {distribution.version}" if distribution else "a distribution"
        found.append(Plugin(group, entry.name, entry.value, named))
    return tuple(sorted(found, key=lambda plugin: plugin.name))


@functools.cache
def installed_wagers() -> tuple[Plugin, ...]:
    """The wagers installed distributions add (`bjkit.wagers`), by entry point name."""
    return _installed(WAGERS_GROUP)


@functools.cache
def installed_games() -> tuple[Plugin, ...]:
    """The games installed distributions add (`bjkit.games`), by entry point name."""
    return _installed(GAMES_GROUP)
