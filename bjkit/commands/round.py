# Over 500 lines: one command's arguments, account and interactive mode share its printing.
"""`bjkit round`: play one round of the reference engine from the command line."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import IO

from bjkit.commands.common import readable_edition
from bjkit.commands.round_game import play_game_round
from bjkit.commands.table_flags import add_table_flags, read_table_flags
from reference_impl.actions import Prompt, parse_action, parse_actions
from reference_impl.cards import CARD_LABELS
from reference_impl.errors import IllegalActionError, RecordError, WagerError
from reference_impl.irregularities import Irregularity, IrregularityError, irregularity_from_mapping
from reference_impl.money import format_money, parse_money
from reference_impl.options import HoleCardProcedure
from reference_impl.record import play, replay, round_report
from reference_impl.round import Round
from reference_impl.rules import TableRules
from reference_impl.side_wagers.multiple_action_2_18 import MULTIPLE_ACTION
from reference_impl.transcript import Event
from reference_impl.wager_model import Offering, declarations, paid_with
from reference_impl.wagers import BoxWager
from regulations.corpus import DEFAULT_EDITION as DEFAULT
from suite.run.certification import effective_options
from vendor_adapters.protocol import DEFAULT_GAME

__all__ = ["register"]

_EPILOG = """\
wagers:     --bet BOX=AMOUNT, or --bet BOX:PLAYER=AMOUNT for several people on one box (2.13);
            the first person named on a box is seated there unless --unseated BOX is given,
            in which case the highest wager calls the decisions (2.13(b)).
            Side wagers follow the main wager: --bet BOX[:PLAYER]=AMOUNT,KIND=AMOUNT,...
            with a kind the table offers (--side-wagers; `bjkit rules` lists them), e.g.
%(side_wager_examples)s
            An offering paid with another's wager is offered beside it and never placed.
            Pay tables: --side-wager-pay-tables OFFERING:TABLE,... (`bjkit rules`).
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
            or --interactive: each decision asked on the terminal as the round reaches it,
            with the choices legal then (answers on stdin, one a line; a wrong one is
            refused and asked again; the input ending first is exit status 2)
house:      each option by its flag or as --house OPTION=VALUE (`bjkit rules` lists them):
            --hole-card face-up is --house hole_card=face-up; --rules FILE for a rules file
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


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "round",
        help="play one round of the reference engine",
        description="Play one round of the reference engine and print its account, ledger "
        "and transcript. House options are listed by `bjkit rules`; each is set with its flag "
        "(--hole-card face-up) or with --house OPTION=VALUE (--house hole_card=face-up), as in "
        "`bjkit rules`, `par` and `rtp`.",
        epilog=_EPILOG % {"side_wager_examples": _side_wager_examples()},
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--bet", action="append", default=[], metavar="BOX[:PLAYER]=AMOUNT[,KIND=AMOUNT...]"
    )
    parser.add_argument("--unseated", action="append", type=int, default=[], metavar="BOX")
    parser.add_argument("--shoe", help="the cards in dealing order")
    parser.add_argument("--decisions", default="", help="decisions in the order asked")
    parser.add_argument(
        "--interactive",
        action="store_true",
        help="instead of --decisions, ask each decision on the terminal with the choices legal "
        "at that point (answers read from stdin, one a line; the questions go to stderr)",
    )
    parser.add_argument(
        "--irregularity",
        action="append",
        default=[],
        metavar="KIND[:FIELD=VALUE,...]",
        help="inject an irregularity of 2.15 at a named point (see below); repeatable",
    )
    parser.add_argument("--json", action="store_true", help="print the round as JSON")
    parser.add_argument("--replay", type=Path, metavar="FILE", help="replay a JSON round record")
    parser.add_argument(
        "--game",
        default=DEFAULT_GAME,
        help="another game of the corpus (craps, baccarat-punto-banco): its round is given with "
        "--play and played on its reference engine, or on --adapter (default blackjack)",
    )
    parser.add_argument(
        "--play",
        metavar="JSON|@FILE",
        help="another game's round, as the protocol's `play` round (docs/ADAPTERS.md)",
    )
    parser.add_argument(
        "--adapter", default="reference", help="another game's adapter (default: reference)"
    )
    add_table_flags(
        parser, edition_help=f"edition of the rules (default: the rules file's, else {DEFAULT})"
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
    if args.game != DEFAULT_GAME:
        return play_game_round(args)
    if args.play:
        raise RecordError("--play is another game's round: give --game, or --shoe and --bet")
    if args.replay is not None:
        if args.interactive:
            raise RecordError("--replay plays the record's own decisions; drop --interactive")
        try:
            record = json.loads(args.replay.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError, UnicodeDecodeError) as error:
            raise RecordError(f"--replay {args.replay}: {error}") from None
        game = replay(record)
    else:
        if args.interactive and args.decisions:
            raise RecordError(
                "--interactive asks every decision on the terminal; drop --decisions, or drop "
                "--interactive to give them all with --decisions"
            )
        # The table first, so that an unknown edition or option is refused before the shoe.
        _, house = read_table_flags(args)
        rules = effective_options(args.edition, house)
        readable_edition(rules.edition)
        if not args.shoe:
            raise RecordError("--shoe is required: the cards in the order they leave the shoe")
        irregularities = [_irregularity(text) for text in args.irregularity]
        if args.interactive:
            game = play(
                rules,
                args.shoe,
                _wagers(args),
                (),
                stop_when_waiting=True,
                irregularities=irregularities,
            )
            _ask_decisions(game, sys.stdin, sys.stderr)
        else:
            game = play(
                rules,
                args.shoe,
                _wagers(args),
                parse_actions(args.decisions),
                irregularities=irregularities,
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


# The decisions that take an amount for less than the most (`double:5`, `insure:2.50`).
_FOR_LESS = ("double", "insure")


def _ask_decisions(game: Round, answers: IO[str], talk: IO[str]) -> None:
    """Play `game` to its end asking each decision: what happened since the last question (the
    transcript, as the account shows it: no face-down card is named), then whose decision it
    is, the hand, the dealer's card and the legal choices, and one answer read from `answers`.
    An answer the round does not take is refused with the legal ones and asked again; the end
    of `answers` before the round's is a `RecordError` (exit status 2)."""
    shown = 0
    while game.prompt is not None:
        events = game.events
        for event in events[shown:]:
            print(_event_line(game, event), file=talk)
        shown = len(events)
        prompt = game.prompt
        print(_question(game, prompt), file=talk)
        while True:
            talk.write("> ")
            talk.flush()
            line = answers.readline()
            if not line:
                raise RecordError(
                    f"--interactive: the input ended while the round waited for {_whom(prompt)} "
                    f"({prompt.kind.value}; legal: {', '.join(prompt.legal_tokens())}); the "
                    "round was not finished and nothing was settled"
                )
            if not answers.isatty():
                # Piped answers are not echoed by a terminal: show each with its question.
                talk.write(line if line.endswith("\n") else line + "\n")
            refusal = _answer(game, prompt, line.strip())
            if refusal is None:
                break
            print(refusal, file=talk)


def _answer(game: Round, prompt: Prompt, text: str) -> str | None:
    """Apply the answer `text`; None when the round took it, else why not, with the choices."""
    legal = ", ".join(prompt.legal_tokens())
    name = text.lower().partition(":")[0]
    if name not in prompt.legal_tokens():
        said = f"{text!r} is not" if text else "an empty answer is not"
        return f"  refused: {said} a decision this question takes; answer one of: {legal}"
    try:
        game.apply(parse_action(text))
    except (IllegalActionError, WagerError) as error:
        # A legal decision with an amount the round refuses (more than the wager, not in chips).
        return f"  refused: {error}; answer one of: {legal}"
    return None


def _whom(prompt: Prompt) -> str:
    spot = f" spot {prompt.spot}" if prompt.spot is not None else ""
    return f"{prompt.player} on box {prompt.box} hand {prompt.hand}{spot}"


def _question(game: Round, prompt: Prompt) -> str:
    """`box1 on box 1 hand 1: 6S 5H = 11; dealer shows 7D. play [13:69F-2.6(f)]: ...`."""
    cards = _cards_of(game, prompt.box, prompt.hand)
    hand = f"{' '.join(cards)} = {_total_of(game, prompt.box, prompt.hand)}" if cards else "no card"
    dealer = game.state.dealer.cards
    # The hole card is shown only where the table deals it face up (2.6(k)).
    seen = dealer if game.rules.hole_card is HoleCardProcedure.FACE_UP else dealer[:1]
    shows = f"; dealer shows {' '.join(CARD_LABELS[card] for card in seen)}" if seen else ""
    # Doubling and insuring take an amount, less than the most the clause allows (2.9(b),
    # 2.10(a)); the bare word takes the most.
    for_less = [token for token in prompt.legal_tokens() if token in _FOR_LESS]
    most = "" if prompt.max_amount is None else f", up to {format_money(prompt.max_amount)}"
    amount = f" ({' or '.join(f'{t}:AMOUNT' for t in for_less)} for less{most})" if for_less else ""
    return (
        f"{_whom(prompt)}: {hand}{shows}. {prompt.kind.value} [{prompt.clause}]: "
        f"{', '.join(prompt.legal_tokens())}{amount}"
    )


def _total_of(game: Round, box: int, hand: int) -> int:
    for each in game.state.boxes:
        if each.number == box:
            for found in each.hands:
                if found.number == hand:
                    return found.total
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


def _side_wager_examples() -> str:
    """One example a line for each side wager a person places, from the declarations: the edition
    to name where the default one lacks it, the offerings paid with it, and a wager of the amount
    its edition fixes (else $5)."""
    offerings, _ = declarations()
    lines = []
    for offering in offerings.values():
        if not offering.played or not offering.staked or offering.several_kinds:
            continue
        edition = DEFAULT if DEFAULT in offering.editions else min(offering.editions, default="")
        paid = paid_with(offering.name)
        offered = " ".join((offering.name, *paid))
        fixed = offering.fixed_amount.get(edition)
        amount = f"{fixed[0]:f}".rstrip("0").rstrip(".") if fixed else "5"
        named = f"--edition {edition} " if edition != DEFAULT else ""
        shown = f'"{offered}"' if paid else offered
        lines.append(
            f"            {named}--side-wagers {shown} --bet 1=10,{offering.kinds[0]}={amount} "
            f"({offering.clause})"
        )
    return "\n".join(lines)


def _procedure_clauses(rules: TableRules) -> frozenset[str]:
    """The clauses of the dealer's procedure for the side wagers offered: the cards kept under a
    wager and the dealer's hand completed for it (`Offering.kept_cards`, `dealer_completion`)."""
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
    """A player's cards kept face up under his side wager (`Offering.kept_cards`)."""

    box: int
    hand: int
    offering: str
    cards: tuple[str, ...]
    clause: str


@dataclass(frozen=True)
class _Completion:
    """The dealer's hand as completed for an offering's wagers (`Offering.dealer_completion`): the
    cards he drew for them and the hand they made."""

    offering: str
    clause: str
    draws: tuple[str, ...]
    cards: tuple[str, ...]
    total: int
    busted: bool
    blackjack: bool


def _side_wager_procedure(game: Round) -> tuple[list[_Kept], list[_Completion]] | None:
    """The cards kept under side wagers and the dealer's hand completed for them, as the
    transcript gives them; None at a table whose offerings have no such procedure."""
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
    for event in game.events:
        print(_event_line(game, event))
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
    several = _several_dealer_hands(rules)
    for hand in game.final_hands():
        who = _whose(hand["box"], hand["hand"], several)  # type: ignore[arg-type]
        cards = " ".join(str(card) for card in hand["cards"])  # type: ignore[attr-defined]
        print(f"  {who}: {cards} = {hand['total']}")


def _event_line(game: Round, event: Event) -> str:
    """One transcript event as the account prints it (and `--interactive` as it happens)."""
    rules = game.rules
    who = _whose(event.box, event.hand, _several_dealer_hands(rules))
    # The remedies of 2.15 are marked, so that the irregularity's handling stands out, and so is
    # the dealer's procedure for a side wager (`_procedure_clauses`).
    procedure = _procedure_clauses(rules)
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
    return " ".join(parts)


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
    """`AS KD under the OFFERING wager`: the cards the event keeps (its hand's final cards)."""
    cards = " ".join(_cards_of(game, event.box or 0, event.hand or 1))
    return f"{cards} under the {event.note} wager"


def _paid_not_placed() -> frozenset[str]:
    """The ledger kinds paid with another wager and never placed (an offering not `staked`)."""
    offerings, _ = declarations()
    return frozenset(
        kind for offering in offerings.values() if not offering.staked for kind in offering.kinds
    )
