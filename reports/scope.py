"""What a certification speaks for: the scope of the run, in the letter and the report's title.

A run is **partial** when `--clause` limited it (read back from the command the run recorded,
`bjkit certify --clause 2.7 --clause 2.9`, or a re-certification's clauses), or when a clause
with a requirement of the game certified is not covered by any scenario. Two kinds of uncovered
clause leave a certification whole, and the scope line names them: a "(Reserved)" clause, which
states no requirement (13:69F-2.19), and the clauses of another game the edition holds (craps and
baccarat in nj-1996), which a blackjack certification does not speak for.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass

from regulations import load_corpus
from regulations.errors import KitError
from regulations.model import Edition
from reports.html_parts import Context, as_list, as_map, code, short_id
from reports.markup import Html, el, join, show

__all__ = ["Scope", "edition_of", "scope_line", "scope_of"]


def edition_of(name: object) -> Edition | None:
    """The corpus's edition of this name, None when the corpus has none (a results.json from
    another machine's corpus still renders)."""
    try:
        return load_corpus().editions.get(show(name))
    except KitError:
        return None


@dataclass(frozen=True)
class Scope:
    """What the verdict speaks for: the clauses `--clause` selected (none: every scenario ran),
    the clauses with a requirement of the certified game that no scenario checked, and the
    clauses left aside (reserved, or of another game)."""

    selected: tuple[str, ...]
    uncovered: tuple[str, ...]
    reserved: tuple[str, ...]
    other_games: tuple[str, ...]
    total: int
    chapter: str | None = None

    @property
    def checked(self) -> int:
        return self.total - len(self.uncovered) - len(self.reserved) - len(self.other_games)

    @property
    def partial(self) -> bool:
        return bool(self.selected or self.uncovered)

    def title(self) -> str:
        if self.selected:
            return "Partial certification: " + ", ".join(self.selected)
        if self.uncovered:
            named = ", ".join(short_id(c, self.chapter) for c in self.uncovered[:4])
            more = f" and {len(self.uncovered) - 4} more" if len(self.uncovered) > 4 else ""
            return f"Partial certification: {self.checked} clauses checked, not {named}{more}"
        return "Certification report"


def _selected(ctx: Context) -> list[str]:
    """The clauses `--clause` selected, from the command the run recorded; a re-certification's
    clauses."""
    recertified = as_list(as_map(ctx.results.get("recertification")).get("clauses"))
    try:
        argv = shlex.split(show(ctx.run.get("command")))
    except ValueError:
        argv = []
    chosen = [argv[i + 1] for i, word in enumerate(argv[:-1]) if word == "--clause"]
    chosen += [word.split("=", 1)[1] for word in argv if word.startswith("--clause=")]
    return list(dict.fromkeys([*chosen, *(show(c) for c in recertified)]))


def scope_of(ctx: Context) -> Scope:
    edition = edition_of(ctx.run.get("edition"))
    game_of = {s.id: s.game for s in edition.sections} if edition is not None else {}
    covered_games = {
        game_of.get(show(c.get("section")))
        for c in ctx.clauses
        if c.get("verdict") != "not covered"
    }
    uncovered, reserved, other = [], [], []
    for clause in ctx.clauses:
        if clause.get("verdict") != "not covered":
            continue
        cid = show(clause.get("id"))
        if " ".join(show(clause.get("text")).split()).strip("()").lower() in ("reserved", ""):
            reserved.append(cid)
        elif covered_games and game_of.get(show(clause.get("section"))) not in covered_games:
            other.append(cid)
        else:
            uncovered.append(cid)
    return Scope(
        selected=tuple(_selected(ctx)),
        uncovered=tuple(uncovered),
        reserved=tuple(reserved),
        other_games=tuple(other),
        total=len(ctx.clauses),
        chapter=ctx.chapter,
    )


def scope_line(ctx: Context, scope: Scope) -> Html:
    parts: list[object] = []
    if scope.selected:
        parts += [
            el("strong", "Partial: "),
            "only the scenarios of ",
            join(scope.selected, ", "),
            " were run (",
            code("--clause"),
            "). ",
        ]
    elif scope.uncovered:
        parts += [
            el("strong", "Partial: "),
            "no scenario checks ",
            ctx.clause_links(scope.uncovered[:12], short=True),
            f" and {len(scope.uncovered) - 12} more" if len(scope.uncovered) > 12 else "",
            ". ",
        ]
    else:
        parts += [el("strong", "Full: "), "every scenario of the edition's features ran. "]
    finished = ctx.summary.get("finished")
    parts.append(f"{scope.checked} of {scope.total} clauses checked by {show(finished)} scenarios")
    aside = []
    if scope.reserved:
        aside.append(
            f"{len(scope.reserved)} reserved (no requirement: "
            f"{', '.join(ctx.short(c) for c in scope.reserved)})"
        )
    if scope.other_games:
        aside.append(f"{len(scope.other_games)} of other games, outside this certification")
    parts.append(f"; {'; '.join(aside)}." if aside else ".")
    return join(parts)
