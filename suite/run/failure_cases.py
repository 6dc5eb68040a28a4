"""The round behind a failure, kept as a case a person can replay against any game.

When a scenario fails, the kit keeps the round that shows it: the table's options, the wagers
(every box's and player's main wager with its side wagers and its spots of multiple action,
2.18(b)), the irregularities of 2.15, the cards, the decisions in the order
asked (and those the scenario stated that the game never took), what the game made of it, and
what the reference engine makes of the same round. The case is written as JSON to the run's
cases folder; it is a round record in the format `bjkit round --replay` reads (format, rules,
wagers, shoe, decisions), with the scenario, both outcomes and the `bjkit replay` command added.
`bjkit replay CASE` plays it again, on the game named in it or on any other.

The reference engine plays the case on the prompts the game asked (the case's `prompts`, or
those of the game's replay), not on its list of decisions: a stand-only prompt the game skipped,
insurance asked inside its play prompt and the game's own insurance amount are followed
(vendor_adapters.prompt_following). A decision the reference refuses is reported, not hidden.
`replay_verdict` says whether the game's replay and the reference's agree, and how they differ
(suite.run.replay_comparison, whose names this module gives too).
"""

from __future__ import annotations

import hashlib
import json
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from reference_impl.catalog import rules_to_dict
from regulations.errors import KitError
from suite.harness.round_under_test import automatic_answer
from suite.run.certification import effective_options
from suite.run.replay_comparison import (
    moment_differences,
    order_differences,
    replay_verdict,
    settlement_moments,
)
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.prompt_following import RefusedDecision, follow_prompts
from vendor_adapters.protocol import (
    Irregularity,
    Outcome,
    Prompt,
    SideWager,
    Wager,
)
from vendor_adapters.session import GameSession, RoundScript

__all__ = [
    "CASE_FORMAT",
    "CaseError",
    "RoundCase",
    "load_case",
    "moment_differences",
    "order_differences",
    "play_case",
    "play_reference",
    "prepare_case",
    "replay_command",
    "replay_verdict",
    "save_case",
    "settlement_moments",
]

CASE_FORMAT = 1


class CaseError(KitError):
    """A case file that cannot be read or does not describe a round."""


@dataclass(frozen=True)
class RoundCase:
    """A round as the kit replays it: on a table with `options`, deal `shoe` to `wagers`, answer
    the prompts with `decisions` in order and then with the answers that change nothing."""

    edition: str
    options: dict[str, object]
    wagers: tuple[Wager, ...]
    shoe: tuple[str, ...]
    decisions: tuple[str, ...]
    scenario: str = ""
    nodeid: str = ""
    adapter: str = "reference"
    game: Mapping[str, Any] = field(default_factory=dict)
    irregularities: tuple[Irregularity, ...] = ()  # 2.15, protocol 1.1
    # The prompt the game asked for each of `decisions`, when known: the reference follows them.
    prompts: tuple[Prompt, ...] = ()

    def record(self, reference: Mapping[str, Any], replay: str) -> dict[str, Any]:
        """The case as JSON-ready data; `rules` lets `bjkit round --replay` read it."""
        rules = rules_to_dict(effective_options(self.edition, self.options))
        return {
            "format": CASE_FORMAT,
            "kind": "bjkit-case",
            "scenario": self.scenario,
            "nodeid": self.nodeid,
            "adapter": self.adapter,
            "edition": self.edition,
            "options": dict(self.options),
            "rules": rules,
            "wagers": [dict(w) for w in self.wagers],
            "shoe": list(self.shoe),
            "decisions": list(self.decisions),
            **(
                {"irregularities": [dict(i) for i in self.irregularities]}
                if self.irregularities
                else {}
            ),
            **({"prompts": [dict(p) for p in self.prompts]} if self.prompts else {}),
            "game": dict(self.game),
            "game_ledger": list(self.game.get("ledger", [])),
            "reference": dict(reference),
            "replay": replay,
        }


# The most decisions a replayed round may ask for: a game that asks on and on is an adapter error.
_DECISION_LIMIT = 80


def _refusal_fields(error: BaseException) -> dict[str, Any]:
    """`error` as a played side's `error`, with the refusal's `code` when the game refused."""
    fields: dict[str, Any] = {"error": f"{type(error).__name__}: {error}"}
    if isinstance(error, AdapterRefusal):
        fields["code"] = error.code
    return fields


def play_case(case: RoundCase, session: GameSession) -> dict[str, Any]:
    """Play the case on a game: the case's decisions in the order the game asks, then the answers
    that change nothing. Its outcome (ledger, final hands, transcript, cards dealt), the decisions
    and prompts it asked, and `unused`, the case's decisions it never asked for; or `error` with
    why it could not be played (`code` when it refused), and when it refused one of the case's
    decisions, `refused`: which one, at which prompt, and why."""
    given = list(case.decisions)
    decisions: list[str] = []
    prompts: list[Prompt] = []
    try:
        table = session.table(case.edition, case.options)
        round_id, status = session.begin(table, case.shoe, case.wagers, case.irregularities)
        while (prompt := status["prompt"]) is not None:
            if len(decisions) >= _DECISION_LIMIT:
                raise AdapterError(
                    "inconsistent",
                    f"the round still asks for decisions after {_DECISION_LIMIT}",
                    method="apply",
                )
            from_case = bool(given)
            token = given.pop(0) if from_case else automatic_answer(prompt)
            try:
                status = session.decide(round_id, token)
            except AdapterRefusal as refusal:
                number = len(decisions) + 1
                return {
                    **_refusal_fields(refusal),
                    "refused": {
                        **_refused(number, prompt, token, refusal),
                        "case_decision": number if from_case else None,
                    },
                    "decisions": decisions,
                    "prompts": [dict(p) for p in prompts],
                }
            decisions.append(token)
            prompts.append(prompt)
        outcome = session.finish(round_id, case.shoe, case.wagers)
        protocol = session.handshake()["protocol"]
    except (AdapterRefusal, AdapterError, KitError) as error:
        return _refusal_fields(error)
    return {
        **_outcome_fields(outcome),
        "protocol": protocol,
        "decisions": decisions,
        "prompts": [dict(p) for p in prompts],
        "unused": given,
        "error": None,
    }


def _refused(
    number: int,
    prompt: Prompt,
    token: str,
    refusal: AdapterRefusal,
    game_decision: int | None = None,
) -> dict[str, Any]:
    """A refused decision as a played side keeps it: its number in the side's own prompts, the
    prompt, the decision, the refusal's code, message and clause; `game_decision` is the game's
    decision the reference was following, when it followed the game's prompts."""
    return {
        "number": number,
        "box": prompt["box"],
        "hand": prompt["hand"],
        "kind": prompt["kind"],
        "legal": list(prompt["legal"]),
        "decision": token,
        "game_decision": game_decision,
        "code": refusal.code,
        "why": refusal.message,
        "clause": refusal.data.get("clause"),
    }


def _asked(case: RoundCase, game: Mapping[str, Any] | None) -> RoundScript | None:
    """The round as the game asked it: the decisions and prompts of the game's play of the case
    (`game`, from `play_case`), else the case's own when it keeps the prompts; None when unknown.
    A game that never asked for some of the case's decisions (it ended the round early, or gave
    no prompt the scenario stated a decision for) played another round than the case's: the
    reference plays the case's."""
    if game is not None and not game.get("error") and "prompts" in game and not game.get("unused"):
        decisions, prompts = game["decisions"], game["prompts"]
    else:
        decisions, prompts = list(case.decisions), list(case.prompts)
    if not prompts or len(prompts) != len(decisions):
        return None
    return RoundScript(
        case.shoe,
        case.wagers,
        tuple(decisions),
        case.irregularities,
        tuple(prompts),
    )


def play_reference(
    case: RoundCase, session: GameSession, game: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """Play the case on the reference engine following the prompts the game asked (`game` is the
    game's `play_case` result; else the case's prompts; without either, the case's decisions in
    order). Besides the outcome: the decisions given, `notes` on those that are not simply the
    game's, and on a refused decision `error` with `refused` (which decision, and why)."""
    script = _asked(case, game)
    if script is None:
        return play_case(case, session)
    try:
        table = session.table(case.edition, case.options)
        followed = follow_prompts(session, table, script, limit=_DECISION_LIMIT)
    except RefusedDecision as refusal:
        step = refusal.supplied
        return {
            **_refusal_fields(refusal),
            "refused": _refused(
                refusal.number, step.prompt, step.token, refusal.refusal, step.game_index
            ),
        }
    except (AdapterRefusal, AdapterError, KitError) as error:
        return _refusal_fields(error)
    return {
        **_outcome_fields(followed.outcome),
        "decisions": list(followed.decisions),
        # Which of the game's decisions answered each prompt of the reference, for the order
        # of play (`order_differences`).
        "followed": [
            {
                "box": step.prompt["box"],
                "hand": step.prompt["hand"],
                "kind": step.prompt["kind"],
                "decision": step.token,
                "game_decision": step.game_index,
                "why": step.why,
            }
            for step in followed.supplied
        ],
        "notes": followed.notes(),
        "error": None,
    }


def _outcome_fields(outcome: Outcome | Mapping[str, Any]) -> dict[str, Any]:
    return {
        "ledger": list(outcome.get("ledger", [])),
        "final_hands": list(outcome.get("final_hands", [])),
        "transcript": list(outcome.get("transcript", [])),
        "cards_dealt": list(outcome.get("cards_dealt", [])),
    }


def minimal(case: RoundCase, reference: Mapping[str, Any]) -> RoundCase:
    """The case with its shoe cut to the cards either side dealt, so the round reads short."""
    if not case.game.get("cards_dealt"):
        # A round the game never finished: the reference's cards say nothing of what the
        # game would deal, so the whole shoe stays.
        return case
    dealt = max(len(case.game["cards_dealt"]), len(reference.get("cards_dealt", [])))
    if dealt >= len(case.shoe):
        return case
    return replace(case, shoe=case.shoe[:dealt])


def replay_command(path: Path, adapter: str) -> str:
    """The command that plays the case again on the game and on the reference engine."""
    command = f"bjkit replay {shlex.quote(str(path))}"
    return command if adapter == "reference" else f"{command} --adapter {shlex.quote(adapter)}"


def prepare_case(case: RoundCase, oracle: GameSession, folder: Path) -> dict[str, Any]:
    """Play the case on the reference engine, cut the shoe to the cards dealt, and return the
    record with the `file` it is saved as (`round-<digest>.json` in `folder`); nothing is written
    yet, so a property can name the file of each shrinking step and save only the last."""
    reference = play_reference(case, oracle)
    case = minimal(case, reference)
    text = json.dumps(case.record(reference, ""), sort_keys=True)
    path = folder / f"round-{hashlib.sha256(text.encode()).hexdigest()[:12]}.json"
    return {**case.record(reference, replay_command(path, case.adapter)), "file": str(path)}


def save_case(record: Mapping[str, Any]) -> Path:
    """Write a prepared case to its file."""
    path = Path(str(record["file"]))
    path.parent.mkdir(parents=True, exist_ok=True)
    body = {key: value for key, value in record.items() if key != "file"}
    path.write_text(json.dumps(body, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return path


def load_case(path: Path) -> RoundCase:
    """A case file written by a run (or a `bjkit round --json` record with an edition)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise CaseError(f"{path}: cannot read the case: {error}") from None
    if not isinstance(data, dict):
        raise CaseError(f"{path}: a case is a JSON object, not {type(data).__name__}")
    missing = [key for key in ("wagers", "shoe") if key not in data]
    edition = data.get("edition") or (data.get("rules") or {}).get("edition")
    if missing or not edition:
        what = ", ".join(missing + ([] if edition else ["edition"]))
        raise CaseError(f"{path}: not a round case: it lacks {what}")
    options = data.get("options")
    if options is None:
        options = {k: v for k, v in (data.get("rules") or {}).items() if k != "edition"}
    try:
        return RoundCase(
            edition=str(edition),
            options=dict(options),
            wagers=tuple(_wager(w) for w in data["wagers"]),
            shoe=tuple(str(card) for card in data["shoe"]),
            decisions=tuple(str(d) for d in data.get("decisions", [])),
            scenario=str(data.get("scenario", "")),
            nodeid=str(data.get("nodeid", "")),
            adapter=str(data.get("adapter", "reference")),
            game=dict(data.get("game") or {"ledger": data.get("game_ledger", [])}),
            irregularities=tuple(dict(i) for i in data.get("irregularities", [])),  # type: ignore[misc]
            prompts=tuple(dict(p) for p in data.get("prompts", [])),  # type: ignore[misc]
        )
    except (KeyError, TypeError, ValueError) as error:
        raise CaseError(f"{path}: a wager or card is malformed: {error!r}") from None


def _wager(item: Mapping[str, Any]) -> Wager:
    """A wager of the case as the protocol places it: the main wager on its box, and with it
    every additional wager (protocol 1.2: the side wagers, and the second and third spots of
    multiple action blackjack, 2.18(b)). A side wager dropped here
    would replay a different round, one that cannot show the failure."""
    wager = Wager(box=int(item["box"]), player=str(item["player"]), amount=str(item["amount"]))
    if "seated" in item:
        wager["seated"] = bool(item["seated"])
    if "side_wagers" in item:
        wager["side_wagers"] = [
            SideWager(kind=str(side["kind"]), amount=str(side["amount"]))
            for side in item["side_wagers"]
        ]
    return wager
