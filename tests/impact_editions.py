"""Editions held in memory for the impact tests: an edition of the corpus with one clause's words
changed, as a register notice would restate it."""

from __future__ import annotations

import dataclasses

from bjkit.impact.engine import under
from regulations.model import Edition
from regulations.normalise import text_sha256

__all__ = ["amended"]


def amended(base: Edition, name: str, clause_id: str, old: str, new: str) -> Edition:
    """`base` under `name`, carrying `base` over, with `old` replaced by `new` in the own text
    of `clause_id` and in the text of that clause and every clause it stands under (a
    subsection's text holds its paragraphs), each hash recomputed."""
    target = base.clauses[clause_id]
    assert old in target.own_text, f"{old!r} is not in {clause_id}"
    sections = []
    for section in base.sections:
        clauses = []
        for clause in section.clauses:
            changes: dict[str, object] = {"edition": name}
            if under(clause.id, clause_id):
                text = clause.text.replace(old, new)
                changes.update(text=text, sha256=text_sha256(text))
                if clause.id == clause_id:
                    changes["own_text"] = clause.own_text.replace(old, new)
            clauses.append(dataclasses.replace(clause, **changes))  # type: ignore[arg-type]
        sections.append(dataclasses.replace(section, edition=name, clauses=tuple(clauses)))
    return dataclasses.replace(
        base, name=name, carries_over_from=base.name, sections=tuple(sections), _clauses={}
    )
