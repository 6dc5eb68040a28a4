"""Every house option of `TableRules`: its values, default, clause and text form.

`bjkit rules` prints this table; round records, golden files and the command line read and
write options through it, so that the text form of an option is defined once.
"""

from __future__ import annotations

import dataclasses
import enum
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal

from reference_impl.cards import card_label, parse_card
from reference_impl.editions import EDITIONS
from reference_impl.errors import RulesError
from reference_impl.money import Odds, PayoutRounding, format_money, parse_money
from reference_impl.options import (
    AdditionalWagersOnBustedHands,
    BlackjackPaymentWhenHoleCardKnown,
    DealerSecondCard,
    DesignatedBlackjack,
    EntryRestriction,
    HoleCardProcedure,
    InsuranceTiming,
    RecutBy,
    ShoeKind,
    Shuffling,
)
from reference_impl.rules import TableRules
from reference_impl.wager_model import declarations

__all__ = ["OPTIONS", "OptionSpec", "rules_from_mapping", "rules_to_dict"]


@dataclass(frozen=True, kw_only=True)
class OptionSpec:
    name: str
    clause: str  # section path(s), edition-neutral
    values: str
    summary: str
    parse: Callable[[object], object]
    show: Callable[[object], object]
    interpretation: str | None = None
    incomplete: bool = False  # the source text of the clause is cut off


def _bool(value: object) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("true", "yes", "on", "1"):
        return True
    if text in ("false", "no", "off", "0"):
        return False
    raise RulesError(f"{value!r} is not true or false")


def _int(value: object) -> int:
    if isinstance(value, bool) or not str(value).strip().isdigit():
        raise RulesError(f"{value!r} is not a whole number")
    return int(str(value))


def _enum(kind: type[enum.Enum]) -> Callable[[object], object]:
    def parse(value: object) -> object:
        if isinstance(value, kind):
            return value
        try:
            return kind(str(value).strip().lower())
        except ValueError:
            known = ", ".join(str(member.value) for member in kind)
            raise RulesError(f"{value!r} is not one of {known}") from None

    return parse


def _money(value: object) -> Decimal:
    try:
        return parse_money(value)
    except Exception as error:
        raise RulesError(str(error)) from None


def _odds_or_none(value: object) -> Odds | None:
    if value is None or isinstance(value, Odds):
        return value
    return None if str(value).lower() in ("", "none", "off") else Odds.parse(str(value))


def _designated(value: object) -> DesignatedBlackjack | None:
    """ "AS+KS@6:5" or {"ace": "AS", "face_card": "KS", "odds": "6 to 5"}."""
    if value is None or isinstance(value, DesignatedBlackjack):
        return value
    if isinstance(value, Mapping):
        ace, face, odds = value.get("ace"), value.get("face_card"), value.get("odds")
    else:
        text = str(value)
        if text.lower() in ("", "none", "off"):
            return None
        cards, _, odds = text.partition("@")
        ace, _, face = cards.partition("+")
    if not (ace and face and odds):
        raise RulesError(f"{value!r}: give the ace, the face card and the odds, e.g. AS+KS@6:5")
    return DesignatedBlackjack(
        ace=parse_card(str(ace)), face_card=parse_card(str(face)), odds=Odds.parse(str(odds))
    )


def _entries(value: object) -> frozenset[EntryRestriction]:
    if isinstance(value, frozenset):
        return value
    items = value if isinstance(value, list | tuple | set) else str(value).replace(",", " ").split()
    return frozenset(EntryRestriction(str(item).strip()) for item in items if str(item) != "none")


def _plain(value: object) -> object:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Decimal):
        return format_money(value)
    if isinstance(value, Odds | DesignatedBlackjack):
        return str(value) if isinstance(value, Odds) else _show_designated(value)
    if isinstance(value, frozenset):
        return sorted(str(item.value) for item in value)
    return value


def _show_designated(value: DesignatedBlackjack) -> str:
    return (
        f"{card_label(value.ace)}+{card_label(value.face_card)}@{value.odds.win}:{value.odds.stake}"
    )


def _values(kind: type[enum.Enum]) -> str:
    return " | ".join(str(member.value) for member in kind)


def _offering_clauses() -> str:
    """The subsections that authorise the offerings the engine deals, as the declarations give
    them, in the order of the rules."""
    found = {
        re.match(r"\d+\.\d+\([a-z]+\)", offering.clause).group(0)  # type: ignore[union-attr]
        for offering in declarations()[0].values()
        if offering.played
    }
    return ", ".join(sorted(found, key=lambda path: (_numbered(path), path)))


def _declared_clauses(field: str, *, with_pay_tables: bool = False) -> str:
    """The clauses the declared offerings give in `field` (`pay_table_clause`,
    `maximum_clause`), each once, in the order of the rules; with `with_pay_tables`, only those of
    offerings a table chooses a pay table for."""
    found = {
        path
        for offering in declarations()[0].values()
        if (path := getattr(offering, field)) and (offering.pay_tables or not with_pay_tables)
    }
    return ", ".join(sorted(found, key=lambda path: (_numbered(path), path)))


def _example(field: str) -> str:
    """An OFFERING:VALUE of the declarations, for the help of a keyed option."""
    offerings = declarations()[0].values()
    if field == "pay_table":
        named = next((o for o in offerings if o.pay_tables and o.default_pay_table), None)
        return f"{named.name}:{named.default_pay_table}" if named else "OFFERING:OPTION"
    named = next((o for o in offerings if o.maximum_clause), None)
    return f"{named.name}:25" if named else "OFFERING:AMOUNT"


def _numbered(path: str) -> tuple[int, ...]:
    return tuple(int(part) for part in path.split("(", maxsplit=1)[0].split("."))


def _spec(
    name: str,
    clause: str,
    values: str,
    summary: str,
    parse: Callable[[object], object],
    *,
    show: Callable[[object], object] = _plain,
    interpretation: str | None = None,
    incomplete: bool = False,
) -> OptionSpec:
    return OptionSpec(
        name=name,
        clause=clause,
        values=values,
        summary=summary,
        parse=parse,
        show=show,
        interpretation=interpretation,
        incomplete=incomplete,
    )


def _names(value: object) -> frozenset[str]:
    """An offering's name or "none", or a list of offering names."""
    if isinstance(value, frozenset | set | list | tuple):
        items = [str(item) for item in value]
    else:
        items = str(value).replace(",", " ").split()
    return frozenset(item.strip() for item in items if item.strip() not in ("", "none"))


def _show_names(value: object) -> object:
    assert isinstance(value, frozenset)
    return ",".join(sorted(value)) or "none"


def _keyed(parse_value: Callable[[str], object]) -> Callable[[object], object]:
    """ "OFFERING:VALUE,OFFERING:VALUE" (or a mapping) -> sorted pairs, each value read by
    `parse_value`."""

    def parse(value: object) -> object:
        if isinstance(value, Mapping):
            items = [(str(key), str(val)) for key, val in value.items()]
        elif isinstance(value, tuple):
            items = [(str(key), str(val)) for key, val in value]
        else:
            items = []
            for part in str(value).replace(",", " ").split():
                if part == "none":
                    continue
                key, sep, val = part.partition(":")
                if not sep or not key or not val:
                    raise RulesError(
                        f"{part!r}: write OFFERING:VALUE, e.g. {_example('pay_table')}"
                    )
                items.append((key, val))
        return tuple(sorted((key, parse_value(val)) for key, val in items))

    return parse


def _show_keyed(value: object) -> object:
    assert isinstance(value, tuple)
    return ",".join(f"{key}:{_plain(val)}" for key, val in value) or "none"


def _declared_options() -> tuple[OptionSpec, ...]:
    """The house options the side-wager declarations add, one each (wager_model)."""
    offerings, _ = declarations()
    specs = []
    for offering in offerings.values():
        for option in offering.options:
            choices = option.values

            def parse(value: object, choices: tuple[str, ...] = choices) -> object:
                text = str(value).strip().lower()
                if text not in choices:
                    raise RulesError(f"{value!r} is not one of {', '.join(choices)}")
                return text

            specs.append(
                _spec(
                    option.name,
                    option.clause,
                    " | ".join(option.values),
                    option.summary,
                    parse,
                    interpretation=option.interpretation,
                )
            )
    return tuple(specs)


OPTIONS: tuple[OptionSpec, ...] = (
    _spec("edition", "", " | ".join(EDITIONS), "edition of the rules", str),
    _spec("decks", "2.2(a)", "1-8", "decks in the shoe", _int),
    _spec("boxes", "2.11(e)", "1-7", "player boxes on the layout", _int),
    _spec(
        "hole_card",
        "2.6(h), 2.6(j), 2.6(k)",
        _values(HoleCardProcedure),
        "dealer's second card: none until players finish (h), face down with or without a "
        "card reader (j), face up (k)",
        _enum(HoleCardProcedure),
    ),
    _spec("surrender", "2.8(c)", "true | false", "late surrender offered", _bool),
    _spec(
        "insurance_timing",
        "2.9(b)",
        _values(InsuranceTiming),
        "insurance after the deal, or just before each player's own decisions (nj-2004 on)",
        _enum(InsuranceTiming),
    ),
    _spec(
        "consolidated_net_payout",
        "2.7(c)",
        "true | false",
        "blackjack insured for half paid 1 to 1 at once (nj-2004 on)",
        _bool,
    ),
    _spec(
        "max_splits",
        "2.11(c)1, 2.11(e)",
        "1 | 2 | 3",
        "times a pair may be split: 3 only at tables of up to six boxes",
        _int,
    ),
    _spec(
        "aces_split_once",
        "2.11(e)",
        "true | false",
        "aces split once only where resplitting is offered",
        _bool,
    ),
    _spec(
        "five_card_21",
        "2.16, 2.3(a)4",
        "true | false",
        "five cards totalling 21 paid 2 to 1; void against a dealer's 21",
        _bool,
    ),
    _spec("bonus_suited_678", "2.3(e)1", "true | false", "6-7-8 of one suit pays 2 to 1", _bool),
    _spec("bonus_three_sevens", "2.3(e)2", "true | false", "three 7's pay 3 to 2", _bool),
    _spec(
        "designated_blackjack",
        "2.3(e)3",
        "none | ACE+FACE@W:S (e.g. AS+KS@6:5)",
        "a designated ace and face card pays posted odds; the clause is incomplete in the "
        "source, so the odds must be given",
        _designated,
        incomplete=True,
    ),
    _spec(
        "bonus_five_card_21_odds",
        "2.3(e)4",
        "none | 2:N",
        "posted odds for five cards totalling 21; the clause is incomplete ('2 to'), so the "
        "odds must be given",
        _odds_or_none,
        incomplete=True,
    ),
    _spec("players_per_box", "2.13(a)", "1-3", "people who may wager on one box", _int),
    _spec(
        "multiple_boxes_per_player",
        "2.14",
        "true | false",
        "a player may wager on more than one box",
        _bool,
    ),
    _spec("table_minimum", "2.3(i)2", "amount", "posted minimum wager", _money),
    _spec("table_maximum", "2.3(a)", "amount", "posted maximum wager", _money),
    _spec("chip_unit", "2.9(b), 2.3(d)", "amount", "smallest chip; wagers are whole units", _money),
    _spec(
        "payout_rounding",
        "2.3(e)",
        _values(PayoutRounding),
        "payments that are not whole chip units: exact to the cent, or rounded",
        _enum(PayoutRounding),
    ),
    _spec(
        "entry_restrictions",
        "2.3(i), 2.3(j)",
        "none or any of 1 2 3 4 (1/2 and 3/4 exclusive)",
        "who may enter or return before a reshuffle",
        _entries,
    ),
    _spec(
        "shoe",
        "2.2(c), 2.3(k), 2.6(d)",
        _values(ShoeKind),
        "one dealing shoe, or a double shoe dealt by determinant card (decks: on each side)",
        _enum(ShoeKind),
    ),
    _spec(
        "shuffling",
        "2.5(a), 2.6(c), 2.6(l), 2.6(m), 2.20",
        _values(Shuffling),
        "shuffle, cut, cutting card and burn; the Bart Carter shuffle; or a continuous shuffler",
        _enum(Shuffling),
    ),
    _spec(
        "recut_by",
        "2.5(g)",
        _values(RecutBy),
        "who recuts when a supervisor requires it: the last cutter or the next person entitled",
        _enum(RecutBy),
    ),
    _spec(
        "dealer_second_card_when_no_effect",
        "2.6(h), 2.12(c)",
        _values(DealerSecondCard),
        "whether the 2.6(h) second card is dealt when it cannot change any outcome",
        _enum(DealerSecondCard),
        interpretation="I-2.12c-dealer-second-card",
    ),
    _spec(
        "blackjack_payment_when_hole_card_known",
        "2.7(b)",
        _values(BlackjackPaymentWhenHoleCardKnown),
        "when a blackjack against an ace or ten is paid once the hole card is known",
        _enum(BlackjackPaymentWhenHoleCardKnown),
        interpretation="I-2.7b-known-hole-card",
    ),
    _spec(
        "additional_wagers_on_busted_hands",
        "2.10(b), 2.11(d)",
        _values(AdditionalWagersOnBustedHands),
        "against a dealer's blackjack, double/split wagers of busted hands",
        _enum(AdditionalWagersOnBustedHands),
        interpretation="I-2.10b-busted-additional-wagers",
    ),
    _spec(
        "bonus_odds_on_additional_wagers",
        "2.3(e)1, 2.3(e)2",
        "true | false",
        "bonus odds also paid on double and split wagers of the hand",
        _bool,
        interpretation="I-2.3e-bonus-on-additional-wagers",
    ),
    _spec(
        "side_wagers",
        _offering_clauses(),
        "none or any of " + ", ".join(sorted(declarations()[0])),
        "the side wagers and named offerings the table offers (one of the additional wagers of "
        "2.17(a); combinations an exclusion clause forbids are refused: bjkit rules --offerings)",
        _names,
        show=_show_names,
    ),
    _spec(
        "side_wager_pay_tables",
        _declared_clauses("pay_table_clause", with_pay_tables=True),
        f"none or OFFERING:OPTION,... (e.g. {_example('pay_table')})",
        "the pay-table option chosen for each side wager that has several",
        _keyed(str),
        show=_show_keyed,
    ),
    _spec(
        "side_wager_maximums",
        _declared_clauses("maximum_clause"),
        f"none or OFFERING:AMOUNT,... (e.g. {_example('maximum')})",
        "the licensee's maximum for each side wager",
        _keyed(_money),
        show=_show_keyed,
    ),
    *_declared_options(),
)

_BY_NAME = {spec.name: spec for spec in OPTIONS}
_DECLARED = frozenset(spec.name for spec in _declared_options())


def rules_from_mapping(
    mapping: Mapping[str, object], rules_class: type[TableRules] = TableRules
) -> TableRules:
    """TableRules (or `rules_class`, a variant's subclass) from option names to text or values;
    an unknown option is named."""
    values: dict[str, object] = {}
    declared: dict[str, object] = {}
    for name, raw in mapping.items():
        key = name.replace("-", "_")
        spec = _BY_NAME.get(key)
        if spec is None:
            raise RulesError(f"unknown house option {name!r}; `bjkit rules` lists them")
        try:
            (declared if key in _DECLARED else values)[key] = spec.parse(raw)
        except RulesError as error:
            raise RulesError(f"{key}: {error}") from None
        except ValueError as error:
            raise RulesError(f"{key}={raw!r}: {error}") from None
    if declared:
        values["side_wager_options"] = tuple(sorted(declared.items()))
    return rules_class(**values)  # type: ignore[arg-type]


def rules_to_dict(rules: TableRules) -> dict[str, object]:
    """Every option of `rules` in its text form, the side wagers' declared options by name."""
    plain = {
        field.name: _BY_NAME[field.name].show(getattr(rules, field.name))
        for field in dataclasses.fields(rules)
        if field.init and field.name != "side_wager_options"
    }
    for name in sorted(_DECLARED):
        plain[name] = rules.side_option(name)
    return plain


def default_rules() -> TableRules:
    return TableRules()
