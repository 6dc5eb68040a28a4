"""The Register's notation round trip over the real corpus (issue 29, deliver 2).

For any clause of any edition and any edit of its words (delete, insert, replace; punctuation
included): the edit printed in the notation (`notation_readings.print_edit`) as a notice restating
that clause, read back with the amend path (`read_printed_notice`, `amend_edition`, what
`bjkit amend` runs), gives exactly the edited text; and `bjkit diff` (`diff_editions`) shows that
edit: that clause alone changes its own words, its redline reads back as the text before and the
text after, and it marks no more words than the edit deleted and inserted.

The examples are as many as the Hypothesis profile says (quick, ci, certify); no test here sets
`max_examples`. Left out: the definitions sections (a notice quotes some definitions and elides
the rest, `notice_amend.definitions`), which have no clause to restate word by word.
"""

from __future__ import annotations

import functools
import json
import re

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bjkit.cli import main
from regulations import Corpus, load_corpus
from regulations.edition_diff import Op, diff_editions, render_redline
from regulations.model import Clause, Edition, Section
from regulations.notation_readings import earlier_reading, new_reading, print_edit, tokens
from regulations.notice_apply import AmendOptions, amend_edition
from regulations.notice_text import read_printed_notice
from regulations.user_corpus import CORPUS_ENV

NEW = "roundtrip"
# Lines the notice reader reads as something other than a provision's text: a label opening a
# provision (bold or not), a "No Change" line, a heading, or page furniture in capitals.
_NOT_TEXT = re.compile(
    r"^(\*\*)?\s*(\([a-z]{1,2}\)|\([ivx]{1,5}\)|\(\d{1,2}\)|\d{1,2}\.|[ivx]{1,5}\.)\s"
    r"|No Change|^§|^\d+:\d+|^[A-Z0-9 .,;:'&-]+$",
    re.IGNORECASE,
)
_CLOSING = frozenset(".,;:!?)")
_EXTRA_WORDS = (",", ".", ";", ":", "$5.00", "$ 1.00", "13:69F-2.3(b)", "N.J.A.C.", "(a)3", "or")


@functools.cache
def _corpus() -> Corpus:
    return load_corpus()


@functools.cache
def _targets() -> tuple[tuple[str, str], ...]:
    found = []
    for edition in _corpus().editions.values():
        for section in edition.sections:
            if section.heading.casefold() == "definitions":
                continue
            found += [(edition.name, clause.id) for clause in section.clauses]
    return tuple(found)


def _parents(section: Section, clause: Clause) -> list[Clause]:
    by_child = {child: c for c in section.clauses for child in c.children}
    chain: list[Clause] = []
    at = clause.id
    while at in by_child:
        chain.insert(0, by_child[at])
        at = by_child[at].id
    return chain


def _section(edition: Edition, clause: Clause) -> Section:
    return next(s for s in edition.sections if s.id == clause.section)


def _notice(edition: Edition, clause: Clause, printed: str) -> str:
    """A notice restating `clause` of `edition` as `printed`, every provision above it kept."""
    section = _section(edition, clause)
    lines = [f"§ {section.id} {section.heading} (Amendment)", ""]
    lines += [f"{parent.label} (No change in text.)\n" for parent in _parents(section, clause)]
    lines.append(f"{clause.label} {printed}".strip())
    return "\n".join(lines) + "\n"


def _joined(words: list[str]) -> str:
    """Words joined the way the corpus spaces them: no space before closing punctuation or
    after an opening bracket."""
    text = ""
    for word in words:
        glue = not text or word in _CLOSING or text.endswith("(")
        text += word if glue else f" {word}"
    return text


def _edited(text: str, start: int, stop: int, inserted: list[str]) -> str:
    """`text` with its non-space tokens `start` to `stop` replaced by `inserted`; the spacing of
    the rest as it was, the spacing around the new words as the corpus spaces words."""
    pieces = tokens(text)
    words = [i for i, t in enumerate(pieces) if not t.isspace()]
    head = "".join(pieces[: words[start]]) if start < len(words) else text
    head = head.rstrip(" ")
    tail_at = words[stop] if stop < len(words) else len(pieces)
    tail = "".join(pieces[tail_at:])
    middle = _joined(inserted) if inserted else ""
    result = head
    for part in (middle, tail.lstrip(" ")):
        if not part:
            continue
        glued = not result or "\n" in (result[-1], part[0]) or part[0] in _CLOSING
        result += part if glued or result.endswith("(") else " " + part
    return "\n".join(" ".join(line.split()) for line in result.split("\n") if line.strip())


@st.composite
def edits(draw: st.DrawFn) -> tuple[str, str, str]:
    """(edition, clause, the clause's own text edited)."""
    name, clause_id = draw(st.sampled_from(_targets()))
    edition = _corpus().edition(name)
    clause = edition.clauses[clause_id]
    count = sum(1 for t in tokens(clause.own_text) if not t.isspace())
    start = draw(st.integers(0, count))
    stop = draw(st.integers(start, min(count, start + 6)))
    vocabulary = [t for t in tokens(clause.own_text) if not t.isspace() and t != "|"]
    inserted = draw(
        st.lists(st.sampled_from([*vocabulary, *_EXTRA_WORDS]), max_size=4)
        if stop > start
        else st.lists(st.sampled_from([*vocabulary, *_EXTRA_WORDS]), min_size=1, max_size=4)
    )
    return name, clause_id, _edited(clause.own_text, start, stop, inserted)


def _well_formed(before: str, after: str, printed: str) -> bool:
    """An edit the notation can say: a text left, no comma doubled, no space before a stop, rows
    of cells as the corpus holds them, and no line after the first that the reader would take
    for a label, a heading or furniture."""
    if not after or ",," in after or re.search(r" [.,;:)]|\( ", after):
        return False
    # A table row as the corpus holds one: cells stripped and not empty, joined by " | ".
    rows = [line for line in after.split("\n") if "|" in line]
    if any(line != " | ".join(c.strip() for c in line.split("|") if c.strip()) for line in rows):
        return False
    return not any(_NOT_TEXT.search(line) for line in printed.split("\n")[1:])


@given(edits())
def test_an_edit_printed_in_the_notation_reads_back_exactly(
    edit: tuple[str, str, str],
) -> None:
    name, clause_id, after = edit
    base = _corpus().edition(name)
    clause = base.clauses[clause_id]
    before = clause.own_text
    printed = print_edit(before, after)
    assume(_well_formed(before, after, printed))
    # The printing itself: its two readings are the two texts.
    assert (earlier_reading(printed), new_reading(printed)) == (before, after)

    amended = amend_edition(
        base,
        read_printed_notice(_notice(base, clause, printed), "roundtrip.txt"),
        AmendOptions(edition=NEW, notice="roundtrip"),
    )
    new = Edition(
        name=NEW,
        title=NEW,
        chapter=base.chapter,
        description="",
        sources=base.sources,
        carries_over_from=base.name,
        sections=amended.sections,
    )
    assert new.clauses[clause.id].own_text == after
    assert new.clauses[clause.id].label == clause.label

    diff = diff_editions(base, new)
    changed = [a for a in diff.amended if a.own_words_changed]
    assert not diff.added and not diff.removed
    if after == before:
        assert not changed
        return
    assert [a.id for a in changed] == [clause.id]
    (shown,) = changed
    redline = render_redline(shown.runs)
    assert (earlier_reading(redline), new_reading(redline)) == (before, after)
    # No more marked than the edit: the words of the stretch where the two texts differ (their
    # common beginning and end left out), on either side.
    old, new_ = tokens(before), tokens(after)
    head = 0
    while head < min(len(old), len(new_)) and old[head] == new_[head]:
        head += 1
    tail = 0
    while tail < min(len(old), len(new_)) - head and old[-1 - tail] == new_[-1 - tail]:
        tail += 1

    def words(pieces: list[str]) -> int:
        return sum(1 for piece in pieces if not piece.isspace())

    def marked(op: Op) -> int:
        return sum(words(tokens(r.text)) for r in shown.runs if r.op is op)

    assert marked(Op.DELETE) <= words(old[head : len(old) - tail])
    assert marked(Op.ADD) <= words(new_[head : len(new_) - tail])
    (record,) = [r for r in diff.record()["amended"] if r["id"] == clause.id]
    assert record["redline_text"] == redline


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edit=edits())
def test_the_same_through_bjkit_amend_and_bjkit_diff(
    edit: tuple[str, str, str],
    tmp_path_factory: pytest.TempPathFactory,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The commands a regulator runs: the notice saved to a file, `bjkit amend` writing the
    edition into a corpus folder, `bjkit show` and `bjkit diff --json` reading it back."""
    name, clause_id, after = edit
    base = _corpus().edition(name)
    clause = base.clauses[clause_id]
    before = clause.own_text
    printed = print_edit(before, after)
    assume(_well_formed(before, after, printed) and after != before)
    folder = tmp_path_factory.mktemp("roundtrip")
    monkeypatch.setenv(CORPUS_ENV, str(folder / "corpus"))
    notice = folder / "notice.txt"
    notice.write_text(_notice(base, clause, printed), encoding="utf-8")
    assert main(["amend", str(notice), "--to", name, "--name", "edited"]) == 0
    capsys.readouterr()
    assert main(["diff", name, "edited", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    changed = [a for a in record["amended"] if a["deleted_words"] or a["added_words"]]
    assert [a["id"] for a in changed] == [clause.id]
    (shown,) = changed
    assert (shown["before"], shown["after"]) == (before, after)
    redline = shown["redline_text"]
    assert (earlier_reading(redline), new_reading(redline)) == (before, after)
