"""`bjkit show SECTION`: a whole section, every subsection and paragraph in order, checked against
the corpus itself (the ids, labels and words each section holds), not against earlier output."""

from __future__ import annotations

import json

import pytest

from bjkit.cli import main
from regulations import Edition, Section, load_corpus


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _section(edition: str, section_id: str) -> Section:
    """The section as the corpus data holds it, found without the lookup under test."""
    return next(
        section
        for section in load_corpus().edition(edition).sections
        if section_id in (section.id, *section.aliases)
    )


def _sections_with_subsections() -> list[tuple[str, str]]:
    editions: list[Edition] = list(load_corpus().editions.values())
    return [
        (edition.name, section.id)
        for edition in editions
        for section in edition.sections
        if section.id not in edition.clauses
    ]


def _assert_in_order(out: str, pieces: list[str]) -> None:
    """Every piece is in the output, each after the one before it."""
    at = 0
    for piece in pieces:
        found = out.find(piece, at)
        assert found >= 0, f"{piece!r} missing after position {at}:\n{out}"
        at = found + len(piece)


def test_the_corpus_has_sections_with_subsections_in_every_edition() -> None:
    # The parametrised test below is only as good as the sections it is given.
    by_edition = {name for name, _ in _sections_with_subsections()}
    assert by_edition == set(load_corpus().editions)


@pytest.mark.parametrize(("edition", "section_id"), _sections_with_subsections())
def test_a_section_prints_every_clause_in_order(
    capsys: pytest.CaptureFixture[str], edition: str, section_id: str
) -> None:
    section = _section(edition, section_id)
    status, out, err = _run(capsys, "show", section_id, "--edition", edition)
    assert status == 0, err
    first_line = out.splitlines()[0]
    assert first_line == f"{section.id}  {section.heading}  [{edition}]"
    pieces: list[str] = []
    for clause in section.clauses:
        lines = [line.strip() for line in clause.own_text.splitlines()]
        label = f"{clause.label} " if clause.label else ""
        pieces.append(label + lines[0])
        pieces += [line for line in lines[1:] if line]
    _assert_in_order(out, pieces)


def test_a_section_is_found_by_its_alias_and_without_its_chapter(
    capsys: pytest.CaptureFixture[str],
) -> None:
    outputs = {
        spelled: _run(capsys, "show", spelled, "--edition", "nj-2024")
        for spelled in ("13:69F-2.30", "19:47-2.30", "2.30", "N.J.A.C. 13:69F-2.30")
    }
    assert {status for status, _, _ in outputs.values()} == {0}
    assert len({out for _, out, _ in outputs.values()}) == 1
    # Without --edition the default edition is read, as for a clause.
    assert _run(capsys, "show", "2.30")[1] == outputs["13:69F-2.30"][1]


def test_a_number_without_its_chapter_is_read_in_the_chapter_that_has_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # nj-2024 writes 13:69F, but 1.10 is a section of 13:69E (the equipment rules).
    (equipment,) = [s for s in load_corpus().edition("nj-2024").sections if s.id.endswith("-1.10")]
    assert not equipment.id.startswith("13:69F")
    status, out, err = _run(capsys, "show", "1.10", "--edition", "nj-2024")
    assert status == 0, err
    assert out.startswith(f"{equipment.id}  {equipment.heading}")
    status, out, _ = _run(capsys, "show", "2.7(a)", "--edition", "nj-1996", "--json")
    assert status == 0
    assert json.loads(out)["id"] == "19:47-2.7(a)"


def test_a_section_as_json_lists_the_record_of_each_clause(
    capsys: pytest.CaptureFixture[str],
) -> None:
    section = _section("nj-1996", "19:47-2.7")
    status, out, _ = _run(capsys, "show", "2.7", "--edition", "nj-1996", "--json")
    assert status == 0
    record = json.loads(out)
    assert (record["id"], record["kind"], record["heading"]) == (
        section.id,
        "section",
        section.heading,
    )
    assert record["subsections"] == [c.id for c in section.clauses if c.depth == 1]
    assert [c["id"] for c in record["clauses"]] == [c.id for c in section.clauses]
    assert [c["text"] for c in record["clauses"]] == [c.text for c in section.clauses]
    assert [c["sha256"] for c in record["clauses"]] == [c.sha256 for c in section.clauses]
    # A clause within it gives the same record alone.
    status, out, _ = _run(capsys, "show", section.clauses[0].id, "--edition", "nj-1996", "--json")
    assert json.loads(out) == record["clauses"][0]


def test_a_section_with_paragraphs_nests_them_under_their_subsection(
    capsys: pytest.CaptureFixture[str],
) -> None:
    section = _section("nj-2024", "13:69F-2.30")
    nested = [clause for clause in section.clauses if clause.depth > 1]
    assert nested, "2.30 has paragraphs in the corpus"
    status, out, _ = _run(capsys, "show", "13:69F-2.30", "--json")
    assert status == 0
    record = json.loads(out)
    assert [c["id"] for c in record["clauses"]] == [c.id for c in section.clauses]
    _, text, _ = _run(capsys, "show", "13:69F-2.30")
    lines = text.splitlines()
    for clause in nested:
        first = clause.own_text.splitlines()[0]
        (line,) = [line for line in lines if line.endswith(f"{clause.label} {first}")]
        # Deeper clauses are indented further than their subsection's label at the margin.
        assert line.startswith(" " * 4 * (clause.depth - 1) + clause.label)


def test_a_section_says_which_of_its_clauses_are_incomplete(
    capsys: pytest.CaptureFixture[str],
) -> None:
    section = _section("nj-2024", "13:69F-2.18")
    incomplete = [clause for clause in section.clauses if not clause.complete]
    assert incomplete, "the corpus marks 2.18(a) of nj-2024 incomplete"
    status, out, _ = _run(capsys, "show", "2.18", "--edition", "nj-2024")
    assert status == 0
    assert f"incomplete: {', '.join(c.id for c in incomplete)}" in out
    for clause in incomplete:
        _assert_in_order(
            out, [clause.own_text.splitlines()[0], f"[incomplete: {clause.status_note}]"]
        )


def test_a_section_names_the_subsections_its_sources_lack(
    capsys: pytest.CaptureFixture[str],
) -> None:
    section = _section("nj-2024", "13:69E-1.10")
    assert section.absent
    first, last = section.absent[0], section.absent[-1]
    status, out, _ = _run(capsys, "show", section.id, "--edition", "nj-2024")
    assert status == 0
    assert f"not in the sources: ({first.letter}) to ({last.letter}): {first.reason}" in out


def test_a_section_without_subsections_is_still_its_one_clause(
    capsys: pytest.CaptureFixture[str],
) -> None:
    clause = load_corpus().edition("nj-1996").clauses["19:47-2.14"]
    status, out, _ = _run(capsys, "show", "2.14", "--edition", "nj-1996", "--json")
    assert status == 0
    record = json.loads(out)
    assert (record["id"], record["text"], record["sha256"]) == (
        clause.id,
        clause.text,
        clause.sha256,
    )
    assert "clauses" not in record


def _closest(err: str) -> list[str]:
    assert "; closest: " in err, err
    return err.strip().split("; closest: ")[1].split(", ")


@pytest.mark.parametrize(
    ("typed", "edition", "section_id", "named"),
    [
        ("2.30(z)", "nj-2024", "13:69F-2.30", "13:69F-2.30(z)"),
        ("13:69F-2.30(z)", "nj-2024", "13:69F-2.30", "13:69F-2.30(z)"),
        ("19:47-2.7(z)", "nj-1996", "19:47-2.7", "19:47-2.7(z)"),
        # Spelled in the other chapter, the id is named as typed; suggestions are the edition's.
        ("13:69F-2.7(z)", "nj-1996", "19:47-2.7", "13:69F-2.7(z)"),
        ("2.6(zz)", "nj-2004", "19:47-2.6", "19:47-2.6(zz)"),
    ],
)
def test_an_unknown_subsection_suggests_its_sections_subsections_first(
    capsys: pytest.CaptureFixture[str], typed: str, edition: str, section_id: str, named: str
) -> None:
    subsections = [c.id for c in _section(edition, section_id).clauses if c.depth == 1]
    status, _, err = _run(capsys, "show", typed, "--edition", edition)
    assert status == 2
    assert f"no clause {named} in {edition}" in err
    suggested = _closest(err)
    assert suggested[: len(subsections)] == subsections
    # A section with few subsections still gets a few other suggestions after them.
    assert len(suggested) >= 5


def test_an_unknown_paragraph_suggests_the_paragraphs_beside_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    parent = load_corpus().edition("nj-2024").clauses["13:69F-2.17(e)2"]
    assert parent.children
    status, _, err = _run(capsys, "show", "2.17(e)2vii")
    assert status == 2
    assert "no clause 13:69F-2.17(e)2vii in nj-2024" in err
    assert _closest(err)[: len(parent.children)] == list(parent.children)


def test_an_unknown_section_fails_and_names_the_closest(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = _run(capsys, "show", "2.31", "--edition", "nj-2024")
    assert (status, out) == (2, "")
    assert "no clause 13:69F-2.31 in nj-2024" in err
    assert "13:69F-2.30" in _closest(err)
    status, _, err = _run(capsys, "show", "2.30", "--edition", "nj-1996")
    assert status == 2
    assert "no clause 19:47-2.30 in nj-1996 (it is in nj-2024" in err


def test_text_that_is_no_id_is_still_refused(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _run(capsys, "show", "hello")
    assert status == 2
    assert "'hello' is not a clause id" in err
