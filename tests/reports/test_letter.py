"""The report a lab signs: the letter first, the contents by verdict, the findings and the clause
matrix on their own pages, every link resolving, the sign-off, print styles, nothing loaded.

The results documents here are built by `reports.results.build_results` from the JSON lines of
a run of a game that pays blackjack 6 to 5 (and fails surrender, errs once, and has a declared
failure), so that findings, "affected" clauses and filing are those of a real run.
"""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from reference_impl.catalog import rules_to_dict
from reference_impl.rules import TableRules
from reports.html_report import PAGES, render_pages, write_report
from reports.markup import CSP
from reports.outputs import append_sign_off, write_outputs
from reports.results import RESULTS_SCHEMA, build_results
from reports.sign_off import SignOffError, merge_sign_offs, read_sign_off

REPOSITORY = Path(__file__).resolve().parents[2]
SCHEMA = json.loads(RESULTS_SCHEMA.read_text(encoding="utf-8"))
TABLE = rules_to_dict(TableRules())
GAME = {"name": "SixFive Deluxe", "version": "4.2", "build_digest": "sha256:5e1f00d"}
SIGN_OFF = {
    "lab": "Garden State Gaming Laboratory",
    "certifier": "A. Examiner",
    "certificate_number": "GSGL-2026-0042",
    "date": "2026-11-27",
}


def _case(clause: str, shoe: list[str], name: str) -> dict[str, Any]:
    """A blackjack the reference pays 3 to 2 under `clause` and the game pays 6 to 5."""
    expected = {
        "box": 1,
        "player": "box1",
        "hand": 1,
        "kind": "main",
        "stake": "10.00",
        "result": "win",
        "odds": "3 to 2",
        "net": "15.00",
        "clause": clause,
    }
    actual = {**expected, "odds": "6 to 5", "net": "12.00"}
    file = f"cases/round-{name}.json"
    return {
        "file": file,
        "edition": "nj-2024",
        "rules": dict(TABLE),
        "wagers": [{"box": 1, "player": "box1", "amount": "10.00"}],
        "shoe": shoe,
        "decisions": ["stand"],
        "game": {"ledger": [actual], "cards_dealt": shoe, "transcript": [], "final_hands": []},
        "reference": {
            "ledger": [expected],
            "cards_dealt": shoe,
            "transcript": [],
            "final_hands": [],
        },
        "replay": f"bjkit replay {file} --adapter python:sixfive:game",
    }


def _result(nodeid: str, host: str, verdict: str, **extra: Any) -> dict[str, Any]:
    return {
        "event": "result",
        "nodeid": nodeid,
        "feature": "blackjack",
        "rule": host,
        "scenario": extra.pop("scenario", f"scenario {nodeid}"),
        "clauses": [host],
        "editions": ["nj-2024"],
        "kind": "example",
        "verdict": verdict,
        "message": extra.pop("message", ""),
        "duration": 0.01,
        **extra,
    }


def _events(command: str = "bjkit certify --adapter python:sixfive:game") -> list[dict[str, Any]]:
    """A run of a game that pays blackjack 6 to 5 and shorts a surrender."""
    certify = {
        "event": "certify",
        "kit": {"version": "0.1.0", "fingerprint": "ab" * 32},
        "edition": "nj-2024",
        "house_options": {},
        "table": dict(TABLE),
        "adapter": {
            "spec": "python:sixfive:game",
            "identity": dict(GAME),
            "protocol": "1.4",
            "capabilities": ["forced-shoe"],
            "editions": ["nj-2024"],
            "handshake_error": None,
        },
        "profile": "ci",
        "seed": "derandomized",
        "certification_mode": True,
        "required_capabilities": ["forced-shoe"],
        "expectations": None,
        "started": "2026-11-27T10:00:00+00:00",
        "machine": {"hostname": "lab", "platform": "linux", "python": "3.11", "cpus": 2},
        "command": command,
    }
    results = [
        _result(
            "a1",
            "19:47-2.7(a)",
            "fail",
            scenario="A $10 blackjack against a 9 is paid $15",
            message="expected a win of $15.00 at 3 to 2; the game paid 6 to 5",
            failure={
                "details": "AssertionError",
                "clauses": ["13:69F-2.7(a)"],
                "case": _case("13:69F-2.7(a)", ["AS", "9D", "KH", "7C"], "a1"),
            },
        ),
        _result(
            "e1",
            "19:47-2.3(a)",
            "fail",
            scenario="Rounds from shuffled shoes settle as 2.3",
            message="13:69F-2.7(b): ledger differs (I-2.7b-known-hole-card)",
            failure={
                "details": "AssertionError",
                "clauses": ["13:69F-2.7(b)"],
                "case": _case("13:69F-2.7(b)", ["AS", "KD", "KH", "7C", "2S"], "e1"),
            },
        ),
        _result(
            "s1",
            "19:47-2.8(a)",
            "fail",
            scenario="Late surrender returns half the wager",
            message="surrender returned 4.00; the rules return 5.00",
            failure={"details": "AssertionError: 4.00 != 5.00", "case": None},
        ),
        _result(
            "x1",
            "19:47-2.9(a)",
            "expected failure",
            scenario="Insurance is offered",
            message="insurance was not offered",
            expectation={"reason": "VEN-12: known"},
            failure={"details": "AssertionError", "case": None},
        ),
        _result(
            "r1",
            "19:47-2.10(a)",
            "error",
            scenario="A double is dealt one card",
            message="adapter died (exit status -9)",
        ),
        _result("p1", "19:47-2.7(a)", "pass", scenario="A blackjack against a 2 is announced"),
        _result("p2", "19:47-2.3(a)", "pass", scenario="A 20 beats a 19"),
        _result(
            "m1",
            "19:47-2.2(c)",
            "manual",
            scenario="The double shoe is set up",
            message="the dealer sets two decks of different backs",
        ),
        _result(
            "n1",
            "19:47-2.6(k)",
            "not applicable",
            scenario="A face-up hole card",
            message="the game does not declare hole-card:face-up",
        ),
    ]
    collected = [
        {"nodeid": r["nodeid"], "scenario": r["scenario"], "clauses": r["clauses"]} for r in results
    ]
    return [
        certify,
        {"event": "collected", "scenarios": collected},
        *results,
        {"event": "end", "ended": 1.0},
        {"event": "finished", "ended": "2026-11-27T10:05:00+00:00", "status": 1},
    ]


def _results(events: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    document = build_results(events if events is not None else _events())
    jsonschema.Draft7Validator(SCHEMA).validate(document)
    return document


_BLOCKS = frozenset({"p", "div", "li", "td", "th", "tr", "h1", "h2", "h3", "h4", "section", "ul"})


class _Page(HTMLParser):
    """The ids, links, tags and text of a page, and the body's first element."""

    def __init__(self, markup: str) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self.hrefs: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []
        self.first_in_body: tuple[str, dict[str, str | None]] | None = None
        self._in_body = False
        self.feed(markup)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        self.tags.append((tag, found))
        if tag in _BLOCKS:  # a reader sees a cell or a line apart from the next
            self.text.append(" ")
        if self._in_body and self.first_in_body is None:
            self.first_in_body = (tag, found)
        self._in_body = self._in_body or tag == "body"
        if found.get("id"):
            self.ids.append(str(found["id"]))
        if tag == "a" and found.get("href") is not None:
            self.hrefs.append(str(found["href"]))

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def plain(self) -> str:
        return " ".join("".join(self.text).split())


def _between(page: str, anchor: str) -> str:
    """The markup of the element with this id, to the end of its section."""
    start = page.index(f'id="{anchor}"')
    return page[start : page.index("</section>", start)]


def _resolve(pages: dict[str, str], page: str, href: str) -> tuple[str, str]:
    target, _, anchor = href.partition("#")
    return (target or page), anchor


def _unresolved(pages: dict[str, str]) -> list[str]:
    parsed = {name: _Page(markup) for name, markup in pages.items()}
    missing = []
    for name, page in parsed.items():
        for href in page.hrefs:
            target, anchor = _resolve(pages, name, href)
            if target not in parsed or anchor not in parsed[target].ids:
                missing.append(f"{name}: {href}")
    return missing


def test_the_letter_is_the_first_thing_in_the_body_and_holds_what_a_lab_signs() -> None:
    document = _results(_events())
    document["run"]["sign_off"] = dict(SIGN_OFF)
    report = render_pages(document, signed_by="0123abcd4567ef89")["report.html"]
    page = _Page(report)

    assert page.first_in_body == ("section", {"class": "letter", "id": "letter"})
    letter = _Page(_between(report, "letter")).plain()
    # Nine scenarios check few of the edition's clauses: the title says the certification is
    # partial, and the scope names what no scenario checked.
    assert "Partial certification: 19 clauses checked, not 13:69E-1.10(x)" in letter
    assert "Scope Partial: no scenario checks 13:69E-1.10(x)" in letter
    assert "SixFive Deluxe 4.2" in letter and "sha256:5e1f00d" in letter
    assert "nj-2024" in letter
    assert "current through N.J. Register Vol. 56 No. 21 (4 November 2024)" in letter
    assert "002_071478d70f528b75.txt" in letter  # the edition's sources, from the corpus
    assert "State of New Jersey, Division of Gaming Enforcement: N.J.A.C. 13:69F" in letter
    assert "hole card: no hole card (2.6(h))" in letter  # the table in words, not tokens
    assert "surrender: no (2.8(c))" in letter and "table minimum: $5.00 (2.3(i)2)" in letter
    assert "hole_card" not in letter and "no-hole-card" not in letter
    assert "FAIL 2 findings break 3 clauses." in letter
    assert "Also failing: 1 error." in letter
    assert "Expected failures 1 scenario declared by the vendor (1 finding: F3)" in letter
    assert "Manual checks to do 1 physical procedure" in letter
    for label, value in SIGN_OFF.items():
        assert value in letter, label
    assert "Signature signed, Ed25519 key 0123abcd4567ef89 (manifest.sig)" in letter
    assert "key 0123abcd4567ef89, in manifest.sig" in _Page(_between(report, "run")).plain()
    # The letter comes before the contents, and the contents before every other section.
    assert report.index('id="letter"') < report.index('id="contents"') < report.index('id="run"')


def test_the_letters_findings_list_each_failing_finding_once_and_links_to_its_section() -> None:
    document = _results()
    pages = render_pages(document)
    rows = re.findall(
        r'<tr><td><a href="findings\.html#(finding-F\d+)">(F\d+)</a></td>',
        _between(pages["report.html"], "letter"),
    )
    failing = [f["id"] for f in document["findings"] if f["verdict"] == "fail"]
    assert [fid for _, fid in rows] == failing == ["F1", "F2"]
    findings_page = _Page(pages["findings.html"])
    for anchor, _ in rows:
        assert anchor in findings_page.ids
    f1 = document["findings"][0]
    assert f1["clauses"] == ["13:69F-2.7(a)", "13:69F-2.7(b)"] and f1["count"] == 2
    row = re.search(
        r"<tr><td><a href=\"findings\.html#finding-F1\">F1</a>.*?</tr>", pages["report.html"]
    ).group(0)  # type: ignore[union-attr]
    assert "main wager: expected win at 3 to 2, got win at 6 to 5" in row
    assert 'href="clauses.html#clause-13-69F-2-7-a"' in row and '<td class="number">2</td>' in row


def test_every_finding_of_the_results_has_one_section_with_its_round_and_finders() -> None:
    document = _results()
    findings_html = render_pages(document)["findings.html"]
    ids = re.findall(r'<section class="finding" id="finding-(F\d+)">', findings_html)
    assert ids == [f["id"] for f in document["findings"]] == ["F1", "F2", "F3"]
    f1 = _between(findings_html, "finding-F1")
    assert "If the first face up card dealt to the dealer" in f1  # 2.7(a) verbatim
    assert '<td class="diff"><strong>6 to 5</strong></td>' in f1  # both ledgers side by side
    assert '<td class="diff"><strong>3 to 2</strong></td>' in f1
    assert "<code>AS</code> <code>9D</code> <code>KH</code> <code>7C</code>" in f1  # smallest
    assert "bjkit replay cases/round-a1.json --adapter python:sixfive:game" in f1
    found_by = _Page(_between(findings_html, "found-by-F1")).plain()
    assert "A $10 blackjack against a 9 is paid $15" in found_by
    assert "Rounds from shuffled shoes settle as 2.3 under 2.3(a)" in found_by
    f3 = _between(findings_html, "finding-F3")
    assert "expected failure" in f3 and "VEN-12: known" in f3
    errors = _between(findings_html, "failure-1")
    assert "adapter died (exit status -9)" in errors


def test_every_link_of_every_page_resolves_and_the_contents_cover_each_clause() -> None:
    document = _results()
    pages = render_pages(document)

    assert _unresolved(pages) == []
    contents = _between(pages["report.html"], "contents")
    for clause in document["clauses"]:
        anchor = "clause-" + re.sub(r"[^A-Za-z0-9]+", "-", clause["id"]).strip("-")
        assert f'href="clauses.html#{anchor}"' in contents
    assert '<span class="verdict v-affected">affected</span>' in contents
    # A clause whose scenario failed only through 2.7(b)'s finding is affected by it.
    matrix = pages["clauses.html"]
    row = matrix[matrix.index('id="clause-13-69F-2-3-a"') :]
    row = row[: row.index("</tr>")]
    assert "affected by" in row and 'href="findings.html#finding-F1"' in row
    assert "A 20 beats a 19" in row  # passing scenarios by name under their clause


def test_a_broken_link_would_be_seen() -> None:
    pages = render_pages(_results())
    broken = dict(pages)
    broken["findings.html"] = broken["findings.html"].replace('id="finding-F2"', 'id="gone"')
    assert "report.html: findings.html#finding-F2" in _unresolved(broken)


@pytest.mark.parametrize(
    ("command", "title"),
    [
        ("bjkit certify --clause 2.7 --clause '2.9'", "Partial certification: 2.7, 2.9"),
        ("bjkit certify --clause=2.8(a)", "Partial certification: 2.8(a)"),
    ],
)
def test_a_run_limited_by_clause_says_partial_in_its_title(command: str, title: str) -> None:
    pages = render_pages(_results(_events(command)))
    for markup in pages.values():
        assert title in _Page(markup).plain()
    assert f"<h1>{title}</h1>" in pages["report.html"]
    assert "Scope Partial: only the scenarios of" in _Page(pages["report.html"]).plain()


def test_a_run_leaving_clauses_with_requirements_uncovered_is_partial_but_reserved_is_not() -> None:
    document = _results()
    full = copy.deepcopy(document)
    for clause in full["clauses"]:
        if clause["verdict"] == "not covered" and clause["id"] != "13:69F-2.19":
            clause["verdict"] = "pass"
    assert "<h1>Certification report</h1>" in render_pages(full)["report.html"]
    assert "1 reserved (no requirement: 2.19)" in _Page(render_pages(full)["report.html"]).plain()
    partial = copy.deepcopy(full)
    next(c for c in partial["clauses"] if c["id"] == "13:69F-2.5(a)")["verdict"] = "not covered"
    report = render_pages(partial)["report.html"]
    assert "<h1>Partial certification: 198 clauses checked, not 2.5(a)</h1>" in report


def test_an_older_edition_names_the_casino_control_commission() -> None:
    events = _events()
    events[0] = {**events[0], "edition": "nj-1996"}
    letter = _Page(_between(render_pages(_results(events))["report.html"], "letter")).plain()
    assert "State of New Jersey, Casino Control Commission: N.J.A.C. 19:47" in letter
    assert "supplement of 5-20-96" in letter


def test_an_unsigned_run_without_sign_off_leaves_lines_to_fill_in() -> None:
    letter = _between(render_pages(_results())["report.html"], "letter")
    assert letter.count('class="blank"') == 5  # lab, certifier, number, date, by hand
    assert "unsigned" in _Page(letter).plain()


def test_print_styles_put_the_letter_alone_on_the_first_sheet() -> None:
    for markup in render_pages(_results()).values():
        style = markup[markup.index("<style>") : markup.index("</style>")]
        assert "@media print{" in style and "@page{size:letter" in style
        assert ".letter{break-after:page}" in style and "section.long{break-before:page}" in style
    # The essentials of a finding are outside <details>, which a printer does not open.
    f1 = _between(render_pages(_results())["findings.html"], "finding-F1")
    outside = re.sub(r"<details.*?</details>", "", f1, flags=re.S)
    assert "diff" in outside and "bjkit replay" in outside and "found-by" in outside


def test_every_page_is_self_contained() -> None:
    for name, markup in render_pages(_results()).items():
        page = _Page(markup)
        assert {tag for tag, _ in page.tags}.isdisjoint(
            {"script", "img", "iframe", "link", "object", "embed", "base", "form"}
        ), name
        for _, attributes in page.tags:
            assert "src" not in attributes and not any(a.startswith("on") for a in attributes)
        for href in page.hrefs:
            target, _, _ = href.partition("#")
            assert target in ("", *PAGES), href  # no scheme, no host, no other file
        meta = [a for t, a in page.tags if t == "meta" and a.get("http-equiv")]
        assert meta == [{"http-equiv": "Content-Security-Policy", "content": CSP}]


def test_only_the_interpretations_this_runs_verdicts_cite_are_listed() -> None:
    document = _results()
    assert len(document["interpretations"]) > 40
    section = _Page(_between(render_pages(document)["report.html"], "interpretations")).plain()
    assert "I-2.7b-known-hole-card" in section  # cited in a message, and 2.7(b) fails
    assert "I-2.16-exactly-five-cards" not in section  # 2.16 passed or was not run
    assert "I-2.9d-reader-insurance" not in section  # 2.9 only failed as declared
    shown = re.findall(
        r"<td>(I-[^<]+)</td>", _between(render_pages(document)["report.html"], "interpretations")
    )
    assert len(shown) < 10


def test_write_report_writes_the_three_pages_side_by_side(tmp_path: Path) -> None:
    path = write_report(_results(), tmp_path / "run" / "report.html")
    assert path == tmp_path / "run" / "report.html"
    assert sorted(p.name for p in path.parent.iterdir()) == sorted(PAGES)


# --- the sign-off ------------------------------------------------------------------------------


def test_a_sign_off_file_is_read_and_refused_with_the_reason(tmp_path: Path) -> None:
    good = tmp_path / "sign-off.toml"
    good.write_text('lab = "GSGL"\ncertifier = "A. E."\ndate = 2026-11-27\n', "utf-8")
    assert read_sign_off(good) == {"lab": "GSGL", "certifier": "A. E.", "date": "2026-11-27"}
    for text, reason in (
        ('labs = "GSGL"\n', "unknown key 'labs'"),
        ("lab = 7\n", "lab = 7 is not text"),
        ("lab = \n", "not TOML"),
    ):
        good.write_text(text, "utf-8")
        with pytest.raises(SignOffError, match=re.escape(reason)):
            read_sign_off(good)
    with pytest.raises(SignOffError, match="cannot read it"):
        read_sign_off(tmp_path / "missing.toml")
    assert merge_sign_offs([{"lab": "A", "date": "1"}, None, {"lab": "B"}]) == {
        "lab": "B",
        "date": "1",
    }


def test_sign_offs_after_the_run_stand_over_the_runs_own_in_results_json(tmp_path: Path) -> None:
    events = _events()
    events[0] = {**events[0], "sign_off": {"lab": "First Lab", "date": "2026-11-27"}}
    (tmp_path / "results.jsonl").write_text("".join(json.dumps(e) + "\n" for e in events), "utf-8")
    append_sign_off(tmp_path, {"lab": "Second Lab", "certifier": "B"})
    append_sign_off(tmp_path, {"certificate_number": "N-1"})
    outputs = write_outputs(tmp_path)

    expected = {
        "lab": "Second Lab",
        "certifier": "B",
        "certificate_number": "N-1",
        "date": "2026-11-27",
    }
    results = json.loads((tmp_path / "results.json").read_text("utf-8"))
    assert results["run"]["sign_off"] == expected
    letter = _Page(_between(outputs.report_html.read_text("utf-8"), "letter")).plain()
    assert "Second Lab" in letter and "First Lab" not in letter and "N-1" in letter
    manifest = json.loads(outputs.manifest.read_text("utf-8"))
    assert {"report.html", "findings.html", "clauses.html"} <= set(manifest["outputs"])


def _bjkit(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bjkit", *argv],
        cwd=REPOSITORY,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_bjkit_report_takes_the_sign_off_options(tmp_path: Path) -> None:
    run = tmp_path / "run"
    run.mkdir()
    (run / "results.jsonl").write_text("".join(json.dumps(e) + "\n" for e in _events()), "utf-8")
    sign_off = tmp_path / "sign-off.toml"
    sign_off.write_text("".join(f'{k} = "{v}"\n' for k, v in SIGN_OFF.items()), "utf-8")
    before = (run / "results.jsonl").read_bytes()

    bad = tmp_path / "bad.toml"
    bad.write_text('signature = "x"\n', "utf-8")
    refused = _bjkit("report", str(run), "--sign-off", str(bad))
    assert refused.returncode == 2 and "unknown key 'signature'" in refused.stderr
    assert (run / "results.jsonl").read_bytes() == before
    assert not (run / "report.html").exists()

    done = _bjkit(
        "report",
        str(run),
        "--sign-off",
        str(sign_off),
        "--certifier",
        "C. Other",
        "--certificate-number",
        "N-7",
    )
    assert done.returncode == 1, done.stdout + done.stderr  # the run failed
    results = json.loads((run / "results.json").read_text("utf-8"))
    assert results["run"]["sign_off"] == {
        **SIGN_OFF,
        "certifier": "C. Other",
        "certificate_number": "N-7",
    }
    assert (run / "findings.html").is_file() and (run / "clauses.html").is_file()
    assert _bjkit("verify", str(run)).returncode == 0


def test_bjkit_certify_refuses_a_bad_sign_off_before_anything_runs(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("lab = [1]\n", "utf-8")
    done = _bjkit("certify", "--sign-off", str(bad), "--out", str(tmp_path / "run"))
    assert done.returncode == 2 and "is not text" in done.stderr
    assert not (tmp_path / "run").exists()


def test_a_clause_failed_in_its_paragraph_links_to_the_paragraph() -> None:
    document = _results()
    row = next(c for c in document["clauses"] if c["id"] == "13:69F-2.17(e)")
    row["failed_in"] = ["13:69F-2.17(e)2"]
    matrix = render_pages(document)["clauses.html"]
    start = matrix.index('id="clause-13-69F-2-17-e"')
    cells = matrix[start : matrix.index("</tr>", start)]
    assert '<small>failed in </small><a href="#clause-13-69F-2-17-e-2">2.17(e)2</a>' in cells
    assert 'id="clause-13-69F-2-17-e-2"' in matrix
