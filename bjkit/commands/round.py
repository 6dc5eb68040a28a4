"""`bjkit round`: play one round of the reference engine from the command line."""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict, dataclass
from pathlib import Path

from reference_impl.actions import parse_actions
from reference_impl.cards import CARD_LABELS
from reference_impl.catalog import OPTIONS, rules_from_mapping
from reference_impl.errors import RecordError, WagerError
from reference_impl.irregularities import Irregularity, IrregularityError, irregularity_from_mapping
from reference_impl.money import format_money, parse_money
from reference_impl.record import play, replay, round_report
from reference_impl.round import Round
from reference_impl.rules import TableRules
from reference_impl.side_wagers.multiple_action_2_18 import MULTIPLE_ACTION
from reference_impl.transcript import Event
from reference_impl.wager_model import Offering, declarations
from reference_impl.wagers import BoxWager

__all__ = ["register"]

_EPILOG = """\
wagers:     --bet BOX=AMOUNT, or --bet BOX:PLAYER=AMOUNT for several people on one box (2.13);
            the first person named on a box is seated there unless --unseated BOX is given,
            in which case the highest wager calls the decisions (2.13(b)).
            Side wagers follow the main wager: --bet BOX[:PLAYER]=AMOUNT,KIND=AMOUNT,...
            with a kind the table offers (--side-wagers; `bjkit rules` lists them), e.g.
            --side-wagers same-suit --bet 1=10,same-suit=1 (2.17);
            --side-wagers "buster buster-free-bonus" --bet 1=10,buster=5 (2.30: the Free
            Bonus is paid with a winning Buster wager, never placed);
            --edition nj-2024+bet-the-set --side-wagers bet-the-set --bet 1=10,bet-the-set=5
            (2.29). Pay tables: --side-wager-pay-tables buster:C,buster-free-bonus:B3.
            Multiple action (2.18): the wagers on the second and third spots, against the
            dealer's second and third hands, follow the main wager (spot 1):
            --side-wagers multiple-action-blackjack --bet 1=10,second-spot=10,third-spot=10
            (--multiple-action-wagers three requires all three).
shoe:       the cards in the order they leave the shoe for this round, e.g. "AS 9D KH 7C";
            ranks A 2-9 T (or 10) J Q K, suits S H D C. The deal follows 2.6(e): one card to
            each box from the dealer's left, the dealer's card, a second card to each box,
            then the hole card under 2.6(j)/(k), then the cards the decisions need.
decisions:  in the order the round asks for them:
            hit | stand | double | double:AMOUNT (double for less) | split | surrender
            insure | insure:AMOUNT | no-insurance      (asked when the dealer shows an ace)
            no-double | cover | keep | move           (other people on a box, 2.13(d), (e))
            accept-card | refuse-card | deal-later | dead-hand   (irregularities, 2.15)
irregularities (2.15), each at a named point of the round: --irregularity KIND[:FIELD=VALUE,...]
            card-face-up-in-shoe:card=N         the Nth card the round takes is face up (a)
            card-drawn-in-error:card=N          ... drawn in error, face unseen (b)
            exposed-card-drawn-in-error:decision=N   a card exposed at the Nth decision (c)
            dealer-draws-on-seventeen            the dealer draws on 17 or more (d)
            dealer-misses-card:dealer_card=1|2   the dealer misses his first/second card (e)
            insufficient-cards:card=N           the shoe runs out before its Nth card (f)
            no-cards-to-box:box=B | one-card-to-box:box=B                                (g)
            wrong-side-of-double-shoe            (h, with --shoe-kind double)
            requested-card-not-dealt:decision=N  the hit asked at the Nth decision (i)
            hole-card-into-reader[:reader_reveals=true]   (j, with a card reader)
            card-reader-malfunction              (k, with a card reader)
            up-card-not-moved:dealer_hand=2|3    the up card not moved to that hand (l)
            up-card-discarded:dealer_hand=2|3    the up card discarded before that hand (m)
                                                 (l, m with --side-wagers multiple-action-blackjack)
example:    bjkit round --hole-card face-down-card-reader --bet 1=10 \\
                --shoe "TS 9D 6H 7C 4C 9C" --decisions "hit stand"
"""


# House options whose own name is taken by a flag of the command: `--shoe` is the round's cards.
_FLAG_OF_OPTION = {"shoe": "shoe-kind"}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "round",
        help="play one round of the reference engine",
        description="Play one round of the reference engine and print its account, ledger "
        "and transcript. House options are listed by `bjkit rules`.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--bet", action="append", default=[], metavar="BOX[:PLAYER]=AMOUNT[,KIND=AMOUNT...]"
    )
    parser.add_argument("--unseated", action="append", type=int, default=[], metavar="BOX")
    parser.add_argument("--shoe", help="the cards in dealing order")
    parser.add_argument("--decisions", default="", help="decisions in the order asked")
    parser.add_argument(
        "--irregularity",
        action="append",
        default=[],
        metavar="KIND[:FIELD=VALUE,...]",
        help="inject an irregularity of 2.15 at a named point (see below); repeatable",
    )
    parser.add_argument("--json", action="store_true", help="print the round as JSON")
    parser.add_argument("--replay", type=Path, metavar="FILE", help="replay a JSON round record")
    options = parser.add_argument_group("house options (see `bjkit rules`)")
    for spec in OPTIONS:
        options.add_argument(
            f"--{_FLAG_OF_OPTION.get(spec.name, spec.name.replace('_', '-'))}",
            dest=f"option_{spec.name}",
            metavar="VALUE",
            help=f"{spec.summary} [{spec.clause or 'edition'}]: {spec.values}",
        )
    parser.set_defaults(handler=run)


def _wagers(args: argparse.Namespace) -> list[BoxWager]:
    wagers = []
    for text in args.bet:
        main, *sides = str(text).split(",")
        where, equals, amount = main.partition("=")
        box_text, _, player = where.partition(":")
        if not equals or not box_text.strip().isdigit():
            raise WagerError(
                f"--bet {text!r}: write BOX=AMOUNT or BOX:PLAYER=AMOUNT, then ,KIND=AMOUNT for "
                "each side wager"
            )
        box = int(box_text)
        wagers.append(
            BoxWager.of(
                box,
                parse_money(amount, field=f"--bet {text}"),
                player.strip(),
                seated=box not in args.unseated,
                side=_side_wagers(text, sides),
            )
        )
    if not wagers:
        raise WagerError("no wager: give at least one --bet BOX=AMOUNT (2.3(a))")
    return wagers


def _side_wagers(text: str, parts: list[str]) -> dict[str, object] | None:
    """The side wagers of one --bet, `KIND=AMOUNT` each; the engine judges kind and amount."""
    side: dict[str, object] = {}
    for part in parts:
        kind, equals, amount = part.partition("=")
        kind = kind.strip()
        if not equals or not kind:
            raise WagerError(f"--bet {text!r}: write each side wager as KIND=AMOUNT, not {part!r}")
        if kind in side:
            raise WagerError(f"--bet {text!r}: the {kind} wager is given twice")
        side[kind] = parse_money(amount, field=f"--bet {text}: {kind}")
    return side or None


def _irregularity(text: str) -> Irregularity:
    """Read `KIND[:FIELD=VALUE,...]`, e.g. `exposed-card-drawn-in-error:decision=2`."""
    kind, _, placement = text.partition(":")
    data: dict[str, object] = {"kind": kind.strip()}
    for part in filter(None, (item.strip() for item in placement.split(","))):
        name, equals, value = part.partition("=")
        if not equals:
            raise IrregularityError(f"--irregularity {text!r}: write FIELD=VALUE, not {part!r}")
        data[name.strip()] = (
            value.strip().lower() == "true" if name.strip() == "reader_reveals" else value.strip()
        )
    return irregularity_from_mapping(data)


def run(args: argparse.Namespace) -> int:
    if args.replay is not None:
        try:
            record = json.loads(args.replay.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as error:
            raise RecordError(f"--replay {args.replay}: {error}") from None
        game = replay(record)
    else:
        if not args.shoe:
            raise RecordError("--shoe is required: the cards in the order they leave the shoe")
        chosen = {
            spec.name: getattr(args, f"option_{spec.name}")
            for spec in OPTIONS
            if getattr(args, f"option_{spec.name}") is not None
        }
        rules = rules_from_mapping(chosen)
        game = play(
            rules,
            args.shoe,
            _wagers(args),
            parse_actions(args.decisions),
            irregularities=[_irregularity(text) for text in args.irregularity],
        )
    if args.json:
        report = round_report(game)
        procedure = _procedure_json(game)
        if procedure is not None:
            report["side_wager_procedure"] = procedure
        print(json.dumps(report, indent=2))
    else:
        _print_account(game)
    return 0


def _offered(rules: TableRules) -> list[Offering]:
    """The offerings the table offers that the engine deals, by name."""
    offerings, _ = declarations()
    return [
        offerings[name]
        for name in sorted(rules.side_wagers)
        if name in offerings and offerings[name].played
    ]


def _side_wager_table(rules: TableRules) -> str:
    """What the table offers: each offering, its pay table and its options, with their clauses."""
    parts = []
    for offering in _offered(rules):
        text = offering.name
        if offering.pay_tables is not None and offering.pay_tables(rules):
            chosen = rules.pay_table_of(offering.name) or offering.default_pay_table
            clause = rules.profile.cite(offering.pay_table_clause or offering.clause)
            text += f" at pay table {chosen} [{clause}]"
        options = [f"{o.name}: {rules.side_option(o.name)}" for o in offering.options]
        parts.append(text + (f" ({', '.join(options)})" if options else ""))
    return "; ".join(parts)


def _procedure_clauses(rules: TableRules) -> frozenset[str]:
    """The clauses of the dealer's procedure for the side wagers offered: the cards kept under a
    wager and the dealer's hand completed for it (2.30(f))."""
    clauses: set[str] = set()
    for offering in _offered(rules):
        if offering.kept_cards is not None:
            clauses.add(rules.profile.cite(offering.kept_cards.blackjack_path))
            clauses.add(rules.profile.cite(offering.kept_cards.bust_path))
        if offering.dealer_completion is not None:
            clauses.add(rules.profile.cite(offering.dealer_completion.path))
    return frozenset(clauses)


@dataclass(frozen=True)
class _Kept:
    """A player's cards kept face up under his side wager (2.30(f)1, (f)2)."""

    box: int
    hand: int
    offering: str
    cards: tuple[str, ...]
    clause: str


@dataclass(frozen=True)
class _Completion:
    """The dealer's hand as completed for an offering's wagers (2.30(f)3): the cards he drew for
    them and the hand they made."""

    offering: str
    clause: str
    draws: tuple[str, ...]
    cards: tuple[str, ...]
    total: int
    busted: bool
    blackjack: bool


def _side_wager_procedure(game: Round) -> tuple[list[_Kept], list[_Completion]] | None:
    """The cards kept under side wagers and the dealer's hand completed for them (2.30(f)), as
    the transcript gives them; None at a table whose offerings have no such procedure."""
    rules = game.rules
    offered = _offered(rules)
    if not any(o.kept_cards is not None or o.dealer_completion is not None for o in offered):
        return None
    state = game.state
    kept = [
        _Kept(
            event.box or 0,
            event.hand or 1,
            event.note or "",
            _cards_of(game, event.box or 0, event.hand or 1),
            event.clause,
        )
        for event in game.events
        if event.kind == "cards-under-side-wager"
    ]
    placed = {side.kind for wager in game.wagers for side in wager.side}
    dealer = state.dealer
    completions = []
    for offering in offered:
        completion = offering.dealer_completion
        if completion is None or not placed & set(offering.kinds):
            continue
        clause = rules.profile.cite(completion.path)
        completions.append(
            _Completion(
                offering.name,
                clause,
                tuple(
                    e.card
                    for e in game.events
                    if e.kind == "dealer-draw" and e.clause == clause and e.card is not None
                ),
                _cards_of(game, 0, 1),
                dealer.total,
                dealer.busted,
                state.dealer_blackjack,
            )
        )
    return kept, completions


def _cards_of(game: Round, box: int, hand: int) -> tuple[str, ...]:
    """The final cards of a box's hand (box 0: the dealer's)."""
    state = game.state
    if box == 0:
        return tuple(CARD_LABELS[card] for card in state.dealer.cards)
    for each in state.boxes:
        if each.number == box:
            for found in each.hands:
                if found.number == hand:
                    return tuple(CARD_LABELS[card] for card in found.cards)
    return ()


def _procedure_json(game: Round) -> dict[str, object] | None:
    """`side_wager_procedure` of `--json` (tuples print as JSON lists)."""
    procedure = _side_wager_procedure(game)
    if procedure is None:
        return None
    kept, completions = procedure
    return {
        "cards_kept": [asdict(item) for item in kept],
        "dealer_completion": [{**asdict(c), "card_count": len(c.cards)} for c in completions],
    }


def _print_side_wager_procedure(game: Round) -> None:
    procedure = _side_wager_procedure(game)
    if procedure is None or not any(procedure):
        return
    kept, completions = procedure
    print("\nThe dealer's procedure for the side wagers:")
    for item in kept:
        print(
            f"  box {item.box} hand {item.hand}: {' '.join(item.cards)} kept face up under the "
            f"{item.offering} wager [{item.clause}]"
        )
    for done in completions:
        if done.blackjack:
            said = f"the dealer's blackjack decides the {done.offering} wagers; no card drawn"
        elif done.draws:
            said = (
                f"the dealer completed his hand for the {done.offering} wagers, drawing "
                f"{' '.join(done.draws)}"
            )
        else:
            said = f"the dealer's hand needed no card for the {done.offering} wagers"
        busted = ", bust" if done.busted else ""
        print(
            f"  {said}: {' '.join(done.cards)} = {done.total} in {len(done.cards)} cards"
            f"{busted} [{done.clause}]"
        )


def _print_account(game: Round) -> None:
    report = round_report(game)
    rules = game.rules
    print(f"Round under {rules.edition}, hole card {rules.hole_card.value}, {rules.decks} decks")
    if _offered(rules):
        print(f"Side wagers offered: {_side_wager_table(rules)}")
    print("Wagers placed:")
    for wager in game.wagers:
        sides = "".join(f", {s.kind} {format_money(s.amount)}" for s in wager.side)
        print(f"  box {wager.box} {wager.who:<8} main {format_money(wager.amount)}{sides}")
    for irregularity in game.irregularities:
        clause = rules.profile.cite(irregularity.clause_path)
        print(f"Irregularity injected: {irregularity} [{clause}]")
    procedure = _procedure_clauses(rules)
    several = _several_dealer_hands(rules)
    for event in game.events:
        who = _whose(event.box, event.hand, several)
        # The remedies of 2.15 are marked, so that the irregularity's handling stands out, and
        # so is the dealer's procedure for a side wager (2.30(f)).
        marker = "!" if "-2.15(" in event.clause else "*" if event.clause in procedure else " "
        parts = [f"{event.seq:>3}.{marker}{event.kind:<26}"]
        if event.box is not None:
            parts.append(who)
        if event.card is not None:
            parts.append(event.card)
        if event.total is not None:
            parts.append(f"total {event.total}")
        if event.kind == "cards-under-side-wager":
            parts.append(f"({_kept_note(game, event)})")
        elif event.note:
            parts.append(f"({event.note})")
        parts.append(f"[{event.clause}]")
        if event.interpretation:
            parts.append(f"<{event.interpretation}>")
        print(" ".join(parts))
    _print_side_wager_procedure(game)
    print("\nLedger:")
    width = max([9, *(len(entry.kind.value) for entry in game.ledger.entries)])
    fixed = _paid_not_placed()
    # At a multiple action table each entry names the dealer's hand of its spot (2.18(i)).
    against = any(entry.dealer_hand is not None for entry in game.ledger.entries)
    for entry in game.ledger.entries:
        odds = (
            f" at {entry.odds}"
            if entry.odds
            else " fixed amount"
            if entry.kind.value in fixed
            else ""
        )
        versus = ""
        if against:
            shown = "" if entry.dealer_hand is None else f"vs dealer hand {entry.dealer_hand}"
            versus = f"{shown:<17} "
        print(
            f"  box {entry.box} hand {entry.hand} {entry.player:<8} {entry.kind.value:<{width}} "
            f"{versus}stake {format_money(entry.stake):>8}  {entry.result.value:<12}{odds:<13} "
            f"net {format_money(entry.net):>8}  [{entry.clause}]"
            + (f" <{entry.interpretation}>" if entry.interpretation else "")
        )
    print(f"Players' net: {report['player_net']}; ledger balanced: {report['balanced']}")
    for hand in game.final_hands():
        who = _whose(hand["box"], hand["hand"], several)  # type: ignore[arg-type]
        cards = " ".join(str(card) for card in hand["cards"])  # type: ignore[attr-defined]
        print(f"  {who}: {cards} = {hand['total']}")


def _several_dealer_hands(rules: TableRules) -> bool:
    """Whether the dealer forms several hands in a round at this table: multiple action
    blackjack (2.18(e), (g), (h)), whose events and hands name the dealer's hand."""
    return MULTIPLE_ACTION in rules.side_wagers


def _whose(box: int | None, hand: int | None, several: bool) -> str:
    """`box 1 hand 2`, `dealer`, or at a multiple action table `dealer hand 2`."""
    if box != 0:
        return f"box {box} hand {hand}"
    return f"dealer hand {hand or 1}" if several else "dealer"


def _kept_note(game: Round, event: Event) -> str:
    """`AS KD under the buster wager`: the cards the event keeps (its hand's final cards)."""
    cards = " ".join(_cards_of(game, event.box or 0, event.hand or 1))
    return f"{cards} under the {event.note} wager"


def _paid_not_placed() -> frozenset[str]:
    """The ledger kinds paid with another wager and never placed (the Free Bonus, 2.30(h))."""
    offerings, _ = declarations()
    return frozenset(
        kind for offering in offerings.values() if not offering.staked for kind in offering.kinds
    )
