"""`TableRules`: every house option of 2.3 to 2.16 and of the shoe procedures (2.5, 2.6, 2.20),
frozen and validated for its edition."""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal

from reference_impl.editions import Edition, get_edition
from reference_impl.errors import RulesError
from reference_impl.money import Odds, PayoutRounding
from reference_impl.offering_matrix import refuse_forbidden
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
    shoe_procedure_refusal,
)
from reference_impl.side_wager_table import frozen_pairs, validate_offerings
from reference_impl.wager_model import declarations
from regulations import load_corpus

__all__ = ["MAX_BOXES", "TableRules"]

MAX_BOXES = 7


@dataclass(frozen=True, kw_only=True)
class TableRules:
    """The options a licensee chose for one table, in one edition. Refuses forbidden combinations
    with the option and the clause that forbids it."""

    edition: str = "nj-2024"
    decks: int = 6  # 2.2(a)
    boxes: int = MAX_BOXES  # player boxes on the layout; 2.11(e) depends on it
    hole_card: HoleCardProcedure = HoleCardProcedure.NO_HOLE_CARD  # 2.6(h), (j), (k)
    surrender: bool = False  # 2.8(c)
    insurance_timing: InsuranceTiming = InsuranceTiming.AFTER_DEAL  # 2.9(b)
    consolidated_net_payout: bool = False  # 2.7(c), nj-2004 on
    max_splits: int = 1  # 2.11(c)1; 2 or 3 under 2.11(e)
    aces_split_once: bool = False  # 2.11(e) second sentence
    five_card_21: bool = False  # 2.16, 2.3(a)4
    bonus_suited_678: bool = False  # 2.3(e)1, 2 to 1
    bonus_three_sevens: bool = False  # 2.3(e)2, 3 to 2
    designated_blackjack: DesignatedBlackjack | None = None  # 2.3(e)3 (incomplete in source)
    bonus_five_card_21_odds: Odds | None = None  # 2.3(e)4 (incomplete in source)
    players_per_box: int = 1  # 2.13(a): up to three
    multiple_boxes_per_player: bool = False  # 2.14
    table_minimum: Decimal = Decimal(5)
    table_maximum: Decimal = Decimal(5000)
    chip_unit: Decimal = Decimal(1)  # 2.9(b) allowance; wagers are whole chip units
    payout_rounding: PayoutRounding = PayoutRounding.EXACT
    entry_restrictions: frozenset[EntryRestriction] = field(default_factory=frozenset)
    # Table-level shoe procedures (reference_impl.shoe_session); a single round ignores them.
    shoe: ShoeKind = ShoeKind.SINGLE  # 2.2(c), 2.3(k), 2.6(d)
    shuffling: Shuffling = Shuffling.MANUAL  # 2.5, 2.6(c), (l), (m), 2.20
    recut_by: RecutBy = RecutBy.LAST_CUTTER  # 2.5(g)
    # Interpretations where labs may reasonably differ (docs/INTERPRETATIONS.md).
    dealer_second_card_when_no_effect: DealerSecondCard = DealerSecondCard.DEAL
    blackjack_payment_when_hole_card_known: BlackjackPaymentWhenHoleCardKnown = (
        BlackjackPaymentWhenHoleCardKnown.AFTER_PLAYERS
    )
    additional_wagers_on_busted_hands: AdditionalWagersOnBustedHands = (
        AdditionalWagersOnBustedHands.RETURN
    )
    bonus_odds_on_additional_wagers: bool = True
    # Side wagers (reference_impl.wager_model): the offerings the table offers, the pay-table
    # option and licensee's maximum of each, and the options their declarations add.
    side_wagers: frozenset[str] = field(default_factory=frozenset)
    side_wager_pay_tables: tuple[tuple[str, str], ...] = ()
    side_wager_maximums: tuple[tuple[str, Decimal], ...] = ()
    side_wager_options: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        profile = get_edition(self.edition)
        if not isinstance(self.side_wagers, frozenset):
            object.__setattr__(self, "side_wagers", frozenset(self.side_wagers))
        for name in ("side_wager_pay_tables", "side_wager_maximums", "side_wager_options"):
            object.__setattr__(self, name, frozen_pairs(getattr(self, name), name))
        if self.side_wager_options:
            # An option at its declared default is the same table as one that leaves it out.
            defaults = {
                option.name: option.default
                for offering in declarations()[0].values()
                for option in offering.options
            }
            kept = tuple(
                (key, value) for key, value in self.side_wager_options if defaults.get(key) != value
            )
            object.__setattr__(self, "side_wager_options", kept)
        _validate(self, profile)
        if self.side_wagers:
            validate_offerings(self, profile.cite)
        # Derived values read on the hot path, computed once (the dataclass stays frozen).
        object.__setattr__(self, "profile", profile)
        object.__setattr__(
            self, "card_reader", self.hole_card is HoleCardProcedure.FACE_DOWN_CARD_READER
        )
        object.__setattr__(self, "face_up_hole_card", self.hole_card is HoleCardProcedure.FACE_UP)
        object.__setattr__(
            self, "round_variant", _round_variant(self.side_wagers) if self.side_wagers else None
        )

    # Derived, not options: the edition profile, 2.6(j) with a card reader, 2.6(k).
    profile: Edition = field(init=False, repr=False, compare=False)
    card_reader: bool = field(init=False, repr=False, compare=False)
    face_up_hole_card: bool = field(init=False, repr=False, compare=False)
    # The steps of a variant of the round an offering plays (multiple action, 2.18), if any.
    round_variant: type | None = field(init=False, repr=False, compare=False)

    def refuse_forbidden_offerings(self) -> None:
        """Refuse a combination of table offerings that an exclusion clause of the edition forbids
        (the matrix read from the text, `offering_matrix`); a variant of the game may override it
        in a subclass named by its procedure's `table_rules_class`."""
        refuse_forbidden(self)

    def pay_table_of(self, offering: str) -> str | None:
        """The pay-table option the table chose for `offering`, else its declared default."""
        for name, option in self.side_wager_pay_tables:
            if name == offering:
                return option
        declared = declarations()[0].get(offering)
        return None if declared is None else declared.default_pay_table

    def side_wager_maximum(self, offering: str) -> Decimal | None:
        """The licensee's maximum for `offering`, if the table posts one."""
        for name, maximum in self.side_wager_maximums:
            if name == offering:
                return maximum
        return None

    def side_option(self, name: str) -> str:
        """The value of a side wager's declared option at this table, else its default."""
        return self._side_option_values[name]

    @functools.cached_property
    def _side_option_values(self) -> dict[str, str]:
        # Every declared option at its default, then the table's choices: read once per table,
        # since the side wagers' rules read an option on every round they decide.
        values = {
            option.name: option.default
            for offering in declarations()[0].values()
            for option in offering.options
        }
        values.update(self.side_wager_options)
        return values


@functools.cache
def _round_variant(offered: frozenset[str]) -> type | None:
    """The mixin of round steps an offering of the table names (`Offering.round_variant`)."""
    offerings = declarations()[0]
    for name in sorted(offered):
        offering = offerings.get(name)
        if offering is not None and offering.round_variant is not None:
            module, _, attribute = offering.round_variant.partition(":")
            variant: type = getattr(importlib.import_module(module), attribute)
            return variant
    return None


@functools.cache
def _continuous_shuffling_text(edition: str, section: str) -> bool:
    """Whether the edition's `section` (2.20) is the continuous shuffling shoe or device."""
    found = load_corpus().editions[edition].sections
    return any(s.id == section and "continuous shuffling" in s.heading.lower() for s in found)


def _refuse(option: str, value: object, clause: str, why: str) -> RulesError:
    return RulesError(f"{option}={value}: {why} [{clause}]")


def _validate(rules: TableRules, edition: Edition) -> None:
    cite = edition.cite
    if not 1 <= rules.decks <= 8:
        raise _refuse("decks", rules.decks, cite("2.2(a)"), "at least one deck, at most eight")
    if not 1 <= rules.boxes <= MAX_BOXES:
        raise _refuse("boxes", rules.boxes, cite("2.11(e)"), "a table has one to seven boxes")
    face_up = rules.hole_card is HoleCardProcedure.FACE_UP
    if face_up and rules.surrender:
        raise _refuse(
            "surrender", True, cite("2.6(k)3"), "not available with the face-up hole card"
        )
    if rules.shuffling is Shuffling.CONTINUOUS_SHUFFLER and not _continuous_shuffling_text(
        edition.name, cite("2.20")
    ):
        raise _refuse(
            "shuffling",
            rules.shuffling.value,
            cite("2.20"),
            f"in {edition.name} this section is not the continuous shuffling shoe or device, "
            "whose number no source of the edition gives (I-notice-2.20-bonus-wager)",
        )
    deck_count = shoe_procedure_refusal(rules.shuffling, rules.decks)
    if deck_count is not None:  # 2.5(h)2, 2.6(m): I-2.6m-smallest-shoe
        paths = ", ".join(cite(path) for path in deck_count.paths)
        raise _refuse("shuffling", rules.shuffling.value, paths, deck_count.why)
    if rules.consolidated_net_payout and not edition.consolidated_net_payout_available:
        raise _refuse(
            "consolidated_net_payout", True, cite("2.7(c)"), f"not in edition {edition.name}"
        )
    if rules.consolidated_net_payout and face_up:
        raise _refuse(
            "consolidated_net_payout",
            True,
            cite("2.6(k)3"),
            "insurance is not available with the face-up hole card",
        )
    if rules.insurance_timing is InsuranceTiming.BEFORE_OWN_DECISIONS:
        value = rules.insurance_timing.value
        if not edition.early_insurance_available:
            raise _refuse("insurance_timing", value, cite("2.9(b)"), f"not in {edition.name}")
        if face_up:
            raise _refuse(
                "insurance_timing", value, cite("2.6(k)3"), "no insurance with a face-up hole card"
            )
        if rules.hole_card is HoleCardProcedure.FACE_DOWN_CARD_READER:
            raise _refuse(
                "insurance_timing",
                value,
                cite("2.9(b)"),
                "with a card reader all insurance is placed before the hole card is inserted",
            )
    _validate_splits(rules, cite)
    _validate_bonuses(rules, cite)
    if not 1 <= rules.players_per_box <= 3:
        raise _refuse(
            "players_per_box", rules.players_per_box, cite("2.13(a)"), "one to three people"
        )
    _validate_money(rules, cite)
    chosen = rules.entry_restrictions
    for first, second in (
        (
            EntryRestriction.NO_ENTRY_UNTIL_RESHUFFLE,
            EntryRestriction.NEWCOMER_MINIMUM_UNTIL_RESHUFFLE,
        ),
        (EntryRestriction.NO_RETURN_AFTER_SITTING_OUT, EntryRestriction.MINIMUM_AFTER_SITTING_OUT),
    ):
        if first in chosen and second in chosen:
            raise _refuse(
                "entry_restrictions",
                f"{first.value}+{second.value}",
                cite("2.3(i)"),
                f"options (i){first.value} and (i){second.value} are alternatives",
            )


def _validate_splits(rules: TableRules, cite: Callable[[str], str]) -> None:
    if not 1 <= rules.max_splits <= 3:
        raise _refuse(
            "max_splits", rules.max_splits, cite("2.11(e)"), "one split, or up to three times"
        )
    if rules.max_splits > 1 and rules.hole_card is HoleCardProcedure.FACE_UP:
        raise _refuse(
            "max_splits",
            rules.max_splits,
            cite("2.6(k)5"),
            "pairs may not be split again with the face-up hole card",
        )
    if rules.max_splits == 3 and rules.boxes > 6:
        raise _refuse(
            "max_splits",
            3,
            cite("2.11(e)"),
            f"three splits only at tables of up to six boxes; this table has {rules.boxes}",
        )
    if rules.aces_split_once and rules.max_splits == 1:
        raise _refuse(
            "aces_split_once",
            True,
            cite("2.11(e)"),
            "the ace restriction applies only where splitting more than once is offered",
        )


def _validate_bonuses(rules: TableRules, cite: Callable[[str], str]) -> None:
    odds = rules.bonus_five_card_21_odds
    if odds is not None:
        if not rules.five_card_21:
            raise _refuse(
                "bonus_five_card_21_odds",
                odds,
                cite("2.3(a)4"),
                "five cards totalling 21 win only where the table offers 2.16 (five_card_21)",
            )
        if odds.win != 2:
            raise _refuse(
                "bonus_five_card_21_odds",
                odds,
                cite("2.3(e)4"),
                "the surviving text reads 'at odds of 2 to'; only the second term is open",
            )


def _validate_money(rules: TableRules, cite: Callable[[str], str]) -> None:
    unit = rules.chip_unit
    for name in ("chip_unit", "table_minimum", "table_maximum"):
        value = getattr(rules, name)
        if not isinstance(value, Decimal) or value <= 0:
            raise RulesError(f"{name}={value!r}: a positive Decimal amount")
    if rules.table_minimum > rules.table_maximum:
        raise RulesError(
            f"table_minimum={rules.table_minimum} exceeds table_maximum={rules.table_maximum}"
        )
    for name in ("table_minimum", "table_maximum"):
        if getattr(rules, name) % unit:
            raise RulesError(f"{name}={getattr(rules, name)} is not a multiple of chip_unit={unit}")
