"""The HTML certification report, on results documents built here and validated against the schema.

Every document a test renders first passes reports/schemas/results.schema.json, so the fixtures
cannot drift from the contract; the one test that leaves the contract (a number as the game's name)
says so by asserting that the schema refuses its document.
"""

from __future__ import annotations

import copy
import html
import json
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from jsonschema import Draft7Validator

from regulations import Clause, load_corpus
from reports.html_report import CSP, PAGES, render_pages, render_report, write_report

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "reports/schemas/results.schema.json").read_text(encoding="utf-8"))
WORST_FIRST = (
    "error", "fail", "unexpected pass", "expected failure", "pass", "manual", "not applicable",
)  # fmt: skip
BLACKJACK = "19:47-2.7(a)"  # as the features tag it; nj-2024 calls it 13:69F-2.7(a)
SURRENDER = "13:69F-2.8(a)"
REPLAY = "bjkit replay out/certify/cases/case-3f2a.json --adapter 'stdio:./mygame --serve'"


def _valid(document: dict[str, Any]) -> dict[str, Any]:
    errors = [error.message for error in Draft7Validator(SCHEMA).iter_errors(document)]
    assert errors == [], errors
    return document


@cache
def _clauses() -> tuple[Clause, ...]:
    return tuple(load_corpus().edition("nj-2024").clauses.values())


def _text_of(clause_id: str) -> str:
    return next(clause.text for clause in _clauses() if clause.id == clause_id)


def scenario(
    name: str,
    verdict: str = "pass",
    *,
    clauses: Sequence[str] = (BLACKJACK,),
    message: str = "",
    failure: Mapping[str, Any] | None = None,
    expectation: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """One scenario's result."""
    return {
        "nodeid": f"features/2.7.feature::test_{name.replace(' ', '_')}",
        "feature": "19:47-2.7 Payment of blackjack",
        "rule": clauses[0] if clauses else None,
        "scenario": name,
        "clauses": list(clauses),
        "editions": ["nj-2024"],
        "kind": "example",
        "verdict": verdict,
        "message": message,
        "duration": 0.25,
        "expectation": dict(expectation) if expectation is not None else None,
        "failure": dict(failure) if failure is not None else None,
    }


def entry(net: str, *, kind: str = "main", stake: str = "10.00", **fields: Any) -> dict[str, Any]:
    """A ledger entry of box 1, hand 1, won at 3 to 2 unless told otherwise."""
    return {
        "box": 1, "player": "p1", "hand": 1, "kind": kind, "stake": stake, "result": "win",
        "odds": "3 to 2", "net": net, "clause": "13:69F-2.7(a)", **fields,
    }  # fmt: skip


def case(game_ledger: list[Any], reference_ledger: list[Any], **overrides: Any) -> dict[str, Any]:
    """The minimal round of a failure: a blackjack against a dealer's 9."""
    played = {"cards_dealt": ["AS", "9D", "KH", "7C"], "final_hands": [], "transcript": []}
    document = {
        "file": "cases/case-3f2a.json",
        "edition": "nj-2024",
        "rules": {"decks": 6, "hole_card": "no-hole-card", "surrender": False},
        "wagers": [{"box": 1, "player": "p1", "amount": "10.00"}],
        "shoe": ["AS", "9D", "KH", "7C"],
        "decisions": ["no-insurance", "stand"],
        "game": {
            **played,
            "ledger": game_ledger,
            "final_hands": [{"box": 1, "hand": 1, "cards": ["AS", "KH"], "total": 21}],
            "transcript": [{"seq": 1, "kind": "deal", "card": "AS", "note": "first card"}],
        },
        "reference": {**played, "ledger": reference_ledger},
        "replay": REPLAY,
    }
    return {**document, **overrides}


def results(
    scenarios: Iterable[dict[str, Any]],
    *,
    not_run: Sequence[dict[str, Any]] = (),
    incomplete_reason: str | None = None,
    manual: Sequence[dict[str, Any]] = (),
    notices: Sequence[dict[str, Any]] = (),
    **run: Any,
) -> dict[str, Any]:
    """A valid results document: every clause of nj-2024 with the verdict its scenarios give."""
    finished = list(scenarios)
    counts: dict[str, Counter[str]] = {clause.id: Counter() for clause in _clauses()}
    named = {name: clause.id for clause in _clauses() for name in (clause.id, *clause.aliases)}
    for done in [*finished, *({**s, "verdict": "not run"} for s in not_run)]:
        for cited in done["clauses"]:
            counts[named[cited]][done["verdict"]] += 1
    verdicts = {cid: _clause_verdict(c) for cid, c in counts.items()}
    headings = {s.id: s.heading for s in load_corpus().edition("nj-2024").sections}
    rows = [
        {
            "id": clause.id, "aliases": list(clause.aliases), "section": clause.section,
            "heading": headings[clause.section], "label": clause.label, "depth": clause.depth,
            "text": clause.text, "verdict": verdicts[clause.id], "via": None,
            "counts": dict(counts[clause.id]),
        }
        for clause in _clauses()
    ]  # fmt: skip
    by_verdict = Counter(s["verdict"] for s in finished)
    failing = any(by_verdict[v] for v in ("fail", "error", "unexpected pass"))
    outcome = "fail" if failing else "pass" if incomplete_reason is None else "incomplete"
    adapter = {
        "spec": "stdio:./mygame --serve",
        "identity": {"name": "MyGame", "version": "4.2", "build_digest": "sha256:9f2c"},
        "protocol": "1.0",
        "capabilities": ["forced-shoe", "surrender"],
        "forced_shoe": True,
    }
    run_info = {
        "kit": {"version": "0.1.0", "fingerprint": "sha256:k1t"},
        "edition": "nj-2024",
        "edition_title": "N.J.A.C. 13:69F Blackjack",
        "house_options": {"decks": 6},
        "rules_file": None,
        "table": {"decks": 6, "hole_card": "no-hole-card", "surrender": False},
        "adapter": adapter,
        "profile": "certify",
        "seed": "12345",
        "certification_mode": True,
        "required_capabilities": ["forced-shoe"],
        "expectations": None,
        "started": "2025-01-06T09:00:00+00:00",
        "ended": None if incomplete_reason else "2025-01-06T09:30:00+00:00",
        "machine": {"hostname": "lab-7", "platform": "Linux", "python": "3.12.3", "cpus": 8},
        "command": "bjkit certify --adapter 'stdio:./mygame --serve'",
        **run,
    }
    return _valid({
        "format": 1,
        "complete": incomplete_reason is None,
        "incomplete_reason": incomplete_reason,
        "run": run_info,
        "summary": {
            "outcome": outcome,
            "scenarios": dict(by_verdict),
            "clauses": dict(Counter(verdicts.values())),
            "collected": len(finished) + len(not_run),
            "finished": len(finished),
        },
        "clauses": rows,
        "scenarios": finished,
        "not_run": list(not_run),
        "manual_checklist": list(manual),
        "interpretations": [
            {
                "id": "I-3", "clauses": "13:69F-2.7(c)", "question": "When is it consolidated?",
                "choice": "only with the option", "option": "consolidated_net_payout",
                "value": "false",
            }
        ],
        "notices": list(notices),
    })  # fmt: skip


def _clause_verdict(counts: Counter[str]) -> str:
    if not counts:
        return "not covered"
    for verdict in WORST_FIRST:
        if counts[verdict]:
            return verdict
    return "not run"


class _Page(HTMLParser):
    """Every tag with its attributes, and the text a reader sees."""

    def __init__(self, markup: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []
        self.feed(markup)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _section(page: str, anchor: str) -> str:
    """The markup of the report's section (or failure) with this id."""
    start = page.index(f'id="{anchor}"')
    return page[start : page.index("</section>", start)]


def _passing() -> dict[str, Any]:
    return results([
        scenario("a blackjack against a 9 is paid 3 to 2"),
        scenario("a blackjack against a 2 is paid 3 to 2"),
        scenario("surrender returns half the wager", clauses=[SURRENDER]),
    ])  # fmt: skip


def test_a_complete_passing_run_says_pass_lists_every_clause_and_counts_the_verdicts() -> None:
    document = _passing()
    pages = render_pages(document)
    page = pages["report.html"]

    assert '<div class="verdict-line outcome-pass"><strong class="outcome-word">PASS' in page
    assert "No scenario failed, erred or passed unexpectedly." in _section(page, "letter")
    assert "INCOMPLETE" not in page and "did not finish" not in page
    assert re.search(r"<title>Partial certification: [^<]* — nj-2024 — MyGame 4\.2</title>", page)
    matrix = pages["clauses.html"]
    for clause in document["clauses"]:
        assert f"<strong>{html.escape(clause['id'])}</strong>" in matrix
    assert len(re.findall(r'<tr id="clause-[A-Za-z0-9-]+"', matrix)) == len(document["clauses"])
    run = _section(page, "run")
    assert '<span class="verdict v-pass">pass</span> 3' in run
    covered = document["summary"]["clauses"]["not covered"]
    assert f'<span class="verdict v-not-covered">not covered</span> {covered}' in run
    assert "None: no scenario failed." in pages["findings.html"]
    assert "sha256:9f2c" in run and "forced-shoe" in run


def _failing() -> dict[str, Any]:
    ledger_game = [entry("10.00"), entry("-5.00", kind="insurance", stake="5.00", result="lose")]
    failure = {"details": "AssertionError: box 1 net 10.00 != 15.00", "case": case(
        ledger_game, [entry("15.00")])}  # fmt: skip
    return results([
        scenario("a blackjack against a 9 is paid 3 to 2", "fail",
                 message="box 1 was paid 10.00; the rule pays 15.00", failure=failure),
        scenario("a blackjack against a 2 is paid 3 to 2"),
        scenario("the adapter answers the deal", "error", clauses=[SURRENDER],
                 message="adapter died", failure={"details": "BrokenPipeError", "case": None}),
    ])  # fmt: skip


def test_a_failure_is_a_finding_with_the_clause_both_ledgers_and_the_round() -> None:
    """A results.json written before findings existed: the report forms them itself."""
    document = _failing()
    assert "findings" not in document
    pages = render_pages(document)

    assert '<div class="verdict-line outcome-fail">' in pages["report.html"]
    assert "1 finding breaks 1 clause. Also failing: 1 error." in "".join(
        _Page(_section(pages["report.html"], "letter")).text
    )
    finding = _section(pages["findings.html"], "finding-F1")
    assert "a blackjack against a 9 is paid 3 to 2" in finding  # found by
    assert f"<blockquote>{html.escape(_text_of('13:69F-2.7(a)'))}</blockquote>" in finding
    assert "box 1 was paid 10.00; the rule pays 15.00" in finding
    assert '<td class="diff"><strong>15.00</strong></td>' in finding  # expected net
    assert '<td class="diff"><strong>10.00</strong></td>' in finding  # actual net
    assert "<td>differs: net</td>" in finding
    assert '<td class="missing" colspan="5">— no entry —</td>' in finding
    assert "only in the game&#x27;s ledger" in finding
    assert "<code>AS</code> <code>9D</code> <code>KH</code> <code>7C</code>" in finding
    assert '<ol class="inline"><li>no-insurance</li><li>stand</li></ol>' in finding
    assert f'<pre class="replay">{html.escape(REPLAY)}</pre>' in finding
    assert "first card" in finding  # the game's transcript
    # The error is no finding of the rules: it has its own section.
    error = _section(pages["findings.html"], "failure-1")
    assert "the adapter answers the deal" in error and "BrokenPipeError" in error
    matrix = pages["clauses.html"]
    row = re.search(r'<tr id="clause-13-69F-2-7-a".*?</tr>', matrix)
    assert row is not None and 'href="findings.html#finding-F1"' in row.group(0)


HOSTILE = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "</pre><iframe src=//evil>",
    "javascript:alert(document.cookie)",
    "R&amp;D &lt;b&gt;",
]


def _hostile() -> dict[str, Any]:
    """A run where everything the adapter wrote is an attack on the page."""
    a, b, c, d, e = HOSTILE
    nested = {"note": b, "list": [c, 7, None]}
    ledger = [
        entry("10.00", player=a, clause=b, extra=nested),
        {"box": 2, "player": c, "hand": "1", "kind": d, "stake": 5, "net": None, "odds": [e]},
    ]
    round_case = case(
        ledger, [entry("15.00")], rules={"decks": a, "surrender": 1, "limits": nested},
        decisions=[b], shoe=[c], replay=d, wagers=[{"box": 1, "player": e, "amount": nested}],
    )  # fmt: skip
    round_case["game"]["transcript"] = [{"seq": 1, "kind": a, "note": c}, {"note": nested}]
    round_case["game"]["error"] = e
    failure = {"details": f"{c}\n{a}", "case": round_case}
    return results(
        [
            scenario(a, "fail", message=b, failure=failure),
            scenario(c, "not applicable", message=d),
            scenario(e, "expected failure", message=a, expectation={"reason": b}),
        ],
        notices=[{"kind": a, "message": b}],
        manual=[{"clauses": [c], "scenario": d, "reason": e}],
        house_options={"decks": a, "limits": nested, "surrender": 1},
        rules_file={"file": d, "sha256": a, "description": b},
        command=c,
        adapter={
            "spec": d, "identity": {"name": a, "version": b, "build_digest": c},
            "protocol": e, "capabilities": HOSTILE, "forced_shoe": False, "handshake_error": a,
        },
    )  # fmt: skip


def _assert_inert(page: str) -> None:
    parsed = _Page(page)
    names = {tag for tag, _ in parsed.tags}
    assert names.isdisjoint({"script", "img", "iframe", "link", "object", "embed", "base"})
    for _, attributes in parsed.tags:
        assert "src" not in attributes
        assert not any(name.startswith("on") for name in attributes)
        target, _, _ = (attributes.get("href") or "#").partition("#")
        assert target in ("", *PAGES)  # its own anchors and its sibling pages, nothing else
    csp = [a for t, a in parsed.tags if t == "meta" and a.get("http-equiv")]
    assert csp == [{"http-equiv": "Content-Security-Policy", "content": CSP}]
    for raw in ("<script", "<img", "<iframe", "</pre><iframe"):
        assert raw not in page.lower()


def test_hostile_strings_from_the_adapter_are_shown_as_text_and_never_become_markup() -> None:
    document = _hostile()
    pages = render_pages(document)

    for page in pages.values():
        _assert_inert(page)
        assert "onerror=" not in page.replace(html.escape(HOSTILE[1], quote=True), "")
    every = "".join(pages.values())
    text = "".join("".join(_Page(page).text) for page in pages.values())
    for payload in HOSTILE:  # the reader still sees exactly what the adapter sent
        assert payload in text
        assert html.escape(payload, quote=True) in every
    assert "R&amp;amp;D &amp;lt;b&amp;gt;" in every  # an entity is shown, not decoded
    assert '{"list": ["</pre><iframe src=//evil>", 7, null]' in text  # nested values as JSON
    assert "— nj-2024 — <script>alert(1)</script>" in text


def test_a_value_of_the_wrong_type_is_rendered_not_fatal() -> None:
    """A number as the game's name is outside the contract; the report still shows it."""
    document = _hostile()
    document["run"]["adapter"]["identity"]["name"] = 12345
    assert list(Draft7Validator(SCHEMA).iter_errors(document))  # off-contract on purpose
    off = copy.deepcopy(document)
    off["run"]["adapter"]["capabilities"] = {"nested": HOSTILE[0]}
    off["clauses"][0]["depth"] = "deep"
    off["scenarios"][0]["failure"]["case"]["game"]["ledger"] = [HOSTILE[2], 3, None]
    off["run"]["table"] = {"hole_card": ["no", HOSTILE[1]], "decks": {"x": 1}}
    for variant in (document, off):
        for page in render_pages(variant).values():
            _assert_inert(page)
            assert "— nj-2024 — 12345 " in page


def test_what_the_contract_leaves_optional_may_be_missing() -> None:
    document = results(
        _passing()["scenarios"],
        machine={"hostname": "lab-7"},
        seed=None,
        expectations={"file": "vendor/expect.toml", "sha256": "e3b0c442", "entries": 2},
    )
    del document["run"]["edition_title"]
    document["run"]["adapter"]["identity"] = None
    document["summary"]["collected"] = None
    page = render_report(_valid(document))

    assert re.search(r"<title>[^<]* — nj-2024 — stdio:\./mygame --serve \(no identity\)", page)
    assert "none given by the game" in _section(page, "letter")  # the build digest
    run = _section(page, "run")
    assert "no identity given" in run and "hostname lab-7" in run
    assert "vendor/expect.toml" in run and "e3b0c442" in run
    assert "none (derandomized)" in run
    assert "3 scenarios finished of — collected." in page


def test_an_incomplete_run_says_so_with_its_reason_and_the_scenarios_that_did_not_run() -> None:
    missing = [
        {"nodeid": "features/2.8.feature::test_late_surrender", "scenario": "late surrender",
         "clauses": [SURRENDER], "feature": "19:47-2.8 Surrender", "kind": "example"},
        {"nodeid": "features/2.7.feature::test_even_money", "scenario": "even money",
         "clauses": [BLACKJACK]},
    ]  # fmt: skip
    reason = "the adapter died (exit status -9) after 3 scenarios"
    page = render_report(_valid(results(_passing()["scenarios"], not_run=missing,
                                         incomplete_reason=reason)))  # fmt: skip

    verdict = page[page.index('<div class="verdict-line') :]
    verdict = verdict[: verdict.index("</div>")]
    assert (
        '<div class="verdict-line outcome-other"><strong class="outcome-word">INCOMPLETE' in verdict
    )
    assert reason in verdict
    assert "3 of 5 scenarios collected finished." in verdict
    not_run = _section(page, "not-run")
    assert "late surrender" in not_run and "even money" in not_run
    assert "features/2.8.feature::test_late_surrender" in not_run
    assert "— (the run did not end)" in page


def test_expected_failures_unexpected_passes_not_applicable_and_manual_checks_have_sections() -> (
    None
):
    documents = [
        scenario("splits aces once", "expected failure", message="split a third time (I-3)",
                 expectation={"reason": "VEN-12: resplit aces fixed in 4.3"}),
        scenario("pays 6 to 5", "unexpected pass",
                 expectation={"reason": "VEN-9: we pay 6 to 5 on single deck"}),
        scenario("surrender after a split", "not applicable", clauses=[SURRENDER],
                 message="the game does not offer surrender"),
        scenario("late surrender", "not applicable", clauses=[SURRENDER],
                 message="the game does not offer surrender"),
        scenario("a hole card in the reader", "not applicable",
                 message="the game has no card reader"),
        scenario("the dealer announces", "manual", message="the announcement is spoken"),
    ]  # fmt: skip
    manual = [{"clauses": [BLACKJACK], "scenario": "the dealer announces",
               "reason": "the dealer announces the blackjack aloud"}]  # fmt: skip
    pages = render_pages(results(documents, manual=manual))
    page = pages["report.html"]

    expected = _section(page, "expected-failures")
    assert "splits aces once" in expected and "VEN-12: resplit aces fixed in 4.3" in expected
    assert "split a third time" in expected
    assert 'href="findings.html#finding-F1"' in expected  # the expected finding
    unexpected = _section(pages["findings.html"], "failure-1")
    assert '<span class="verdict v-unexpected-pass">unexpected pass</span>' in unexpected
    assert "VEN-9: we pay 6 to 5 on single deck" in unexpected
    not_applicable = _section(page, "not-applicable")
    grouped = '<td rowspan="2" class="reason">the game does not offer surrender</td>'
    assert grouped in not_applicable
    reader = not_applicable.index("the game has no card reader")
    assert not_applicable.index("does not offer surrender") < reader  # sorted by reason
    assert not_applicable.index("late surrender") < not_applicable.index("surrender after")
    checklist = _section(page, "manual")
    assert "<th>checked by / date</th>" in checklist
    assert "the dealer announces the blackjack aloud" in checklist
    assert "When is it consolidated?" in _section(page, "interpretations")  # I-3 is cited


def test_an_interpretation_no_verdict_cites_is_left_out() -> None:
    page = render_report(_passing())
    assert "When is it consolidated?" not in _section(page, "interpretations")
    assert "0 of the 1 interpretations" in _section(page, "interpretations")


def test_notices_are_shown_in_the_letter_before_the_run_information() -> None:
    notice = {"kind": "expectation", "message": "VEN-3 matched no scenario"}
    page = render_report(results(_passing()["scenarios"], notices=[notice]))

    letter = _section(page, "letter")
    assert "<strong>expectation: </strong>VEN-3 matched no scenario" in letter
    assert page.index("VEN-3 matched no scenario") < page.index('id="run"')


def test_the_report_is_self_contained_and_written_where_asked(tmp_path: Path) -> None:
    path = write_report(_failing(), tmp_path / "out" / "report.html")

    page = path.read_text(encoding="utf-8")
    assert path == tmp_path / "out" / "report.html"
    assert page.startswith("<!DOCTYPE html>")
    for name in PAGES:
        _assert_inert((tmp_path / "out" / name).read_text(encoding="utf-8"))
    assert "@media print" in page and "break-inside:avoid" in page
    assert "Generated by bjkit 0.1.0" in page and "manifest.json" in page
