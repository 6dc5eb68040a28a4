"""`Round`: one round of blackjack as a state machine with `legal_actions()` and `apply()`, played
by a `RoundProcedure` (the reference procedure unless it is given another)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from reference_impl.actions import Action, Prompt
from reference_impl.cards import CARD_LABELS
from reference_impl.entry import EntryHistory
from reference_impl.errors import IllegalActionError
from reference_impl.irregularities import Irregularity
from reference_impl.ledger import Ledger
from reference_impl.legality import explain_illegal
from reference_impl.procedure import REFERENCE_PROCEDURE, RoundProcedure
from reference_impl.rules import TableRules
from reference_impl.shoe import Shoe
from reference_impl.state import RoundState
from reference_impl.transcript import Event, events_of
from reference_impl.wagers import BoxWager, Seating

__all__ = ["Round"]


class Round:
    """A round dealt from `shoe` for the `wagers` placed before the first card.

    The round runs until it needs a decision; `prompt` says whose and which, `legal_actions()`
    lists the answers, `apply()` takes one. It is deterministic given the shoe and decisions.
    `procedure` plays it: its steps and rules (`reference_impl.procedure`), the reference
    engine's unless a variant is given.
    """

    __slots__ = (
        "_decisions",
        "_flow",
        "_prompt",
        "_start",
        "irregularities",
        "state",
        "table_rules",
        "wagers",
    )

    def __init__(
        self,
        rules: TableRules,
        shoe: Shoe,
        wagers: Sequence[BoxWager] | Seating,
        *,
        entry: EntryHistory | None = None,
        irregularities: Sequence[Irregularity] = (),
        procedure: RoundProcedure | None = None,
    ) -> None:
        if procedure is None:
            procedure = REFERENCE_PROCEDURE
        if rules.round_variant is not None:
            procedure = procedure.for_table(rules)
        self.table_rules = rules  # a card reader malfunction (2.15(k)) changes the round's own
        irregular = None
        if irregularities:
            rules, irregular = procedure.irregular_rules(rules, wagers, irregularities)
        if not isinstance(wagers, Seating) or wagers.rules is not rules or entry is not None:
            wagers = procedure.arrange_wagers(
                rules, tuple(wagers if not isinstance(wagers, Seating) else wagers.wagers), entry
            )
        self.wagers = wagers.wagers
        self.irregularities = tuple(irregularities) if irregularities else ()
        self.state = state = RoundState(rules, shoe, wagers.boxes, irregular, procedure)
        self._start = shoe.position
        self._decisions: list[Action] = []
        self._flow = procedure.run(state)
        self._prompt: Prompt | None = next(self._flow)

    @property
    def rules(self) -> TableRules:
        return self.state.rules

    @property
    def prompt(self) -> Prompt | None:
        """The decision the round waits for, or None once it is settled."""
        return self._prompt

    @property
    def is_complete(self) -> bool:
        return self._prompt is None

    def legal_actions(self) -> tuple[Action, ...]:
        prompt = self._prompt
        if prompt is None:
            return ()
        return tuple(Action(kind) for kind in prompt.legal)

    def apply(self, action: Action) -> None:
        """Take a decision; an illegal one raises `IllegalActionError` and changes nothing."""
        prompt = self._prompt
        if prompt is None or action.kind not in prompt.legal:
            self._refuse(prompt, action)
        assert prompt is not None
        if action.amount is not None:
            self.state.procedure.check_amount(self.state, prompt, action)
        self._decisions.append(action)
        self.state.decisions_made += 1
        self._prompt = self._flow.send(action)

    def play(self, actions: Iterable[Action]) -> Round:
        for action in actions:
            self.apply(action)
        return self

    def _refuse(self, prompt: Prompt | None, action: Action) -> None:
        reason, path = explain_illegal(self.state, prompt, action)
        where = (
            "" if prompt is None else f" on box {prompt.box} hand {prompt.hand} ({prompt.player})"
        )
        raise IllegalActionError(
            f"{action} is not allowed{where}: {reason}",
            legal=() if prompt is None else prompt.legal_tokens(),
            clause=self.state.cite(path),
        )

    # Results -----------------------------------------------------------------------------

    @property
    def ledger(self) -> Ledger:
        return self.state.ledger

    @property
    def events(self) -> list[Event]:
        return events_of(self.state.events)

    @property
    def decisions(self) -> tuple[Action, ...]:
        return tuple(self._decisions)

    def cards_dealt(self) -> tuple[int, ...]:
        """The cards this round took from the shoe, in order."""
        shoe = self.state.shoe
        return shoe.dealt_between(self._start, shoe.position)

    def final_hands(self) -> list[dict[str, object]]:
        # `map` over the labels' `__getitem__` rather than a comprehension, which is a function
        # call of its own in this Python: every outcome an adapter answers lists these.
        label = CARD_LABELS.__getitem__
        hands: list[dict[str, object]] = []
        for box in self.state.boxes:
            for hand in box.hands:
                hands.append(
                    {
                        "box": box.number,
                        "hand": hand.number,
                        "cards": list(map(label, hand.cards)),
                        "total": hand.total,
                        "blackjack": hand.blackjack,
                        "busted": hand.busted,
                        "doubled": hand.doubled,
                        "surrendered": hand.surrendered,
                    }
                )
        state = self.state
        dealers = state.dealer_hands or [state.dealer]
        for dealer in dealers:
            hands.append(
                {
                    "box": 0,
                    "hand": dealer.number,
                    "cards": list(map(label, dealer.cards)),
                    "total": dealer.total,
                    # Each hand of a multiple action dealer has no hole card: a two-card 21 is
                    # his blackjack (2.18(e), (g)).
                    "blackjack": state.dealer_blackjack
                    if len(dealers) == 1
                    else dealer.total == 21 and len(dealer.cards) == 2,
                    "busted": dealer.busted,
                    "doubled": False,
                    "surrendered": False,
                }
            )
        return hands
