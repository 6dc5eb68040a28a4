"""The wager model: every side wager is a declaration that the engine, the protocol, the command
line, the strategies and the settlement oracle all read.

An `Offering` is what a table offers (one side wager the rule text authorises, or a section the
text only names): its clause, the editions whose text has it, how much may be wagered, its
pay-table options, the offerings it requires, and what it asks of the dealer's hand (the
combinations the rule text forbids are read from the corpus by `offering_matrix`). A
`SideWagerKind` is what a player places under an offering (one kind, or several where the
offering has two sides a player chooses between): the point of the round at which it is decided
and the rule that decides it. Declarations live in the modules of the `reference_impl.side_wagers`
package (or of an installed distribution, `reference_impl.plugins`) and register themselves;
adding a wager is adding a module.
"""

from __future__ import annotations

import enum
import functools
import importlib
import pkgutil
from collections.abc import Callable, Iterable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from reference_impl.clauses import record_declared
from reference_impl.ledger import Result
from reference_impl.money import Odds
from reference_impl.plugins import installed_wagers
from regulations import Corpus
from regulations.paytables import TableShape

if TYPE_CHECKING:
    from reference_impl.table_view import HandView, PlacedWager, TableView

__all__ = [
    "OFFERINGS",
    "SIDE_WAGERS",
    "AmountLimits",
    "DealerCompletion",
    "DecisionPoint",
    "KeptCards",
    "Offering",
    "OfferingOption",
    "ParAsk",
    "ParDetail",
    "ParGrid",
    "ParModel",
    "ParOptions",
    "ParPart",
    "ParRow",
    "PrintedAmount",
    "SideBonus",
    "SideOutcome",
    "SideView",
    "SideWagerKind",
    "declarations",
    "paid_with",
    "register",
]

# (the least, the most, the path of the clause): an amount a wager's text allows.
AmountLimits = tuple[Decimal | None, Decimal | None, str]


class DecisionPoint(enum.Enum):
    """The named points of a round at which a side wager can be decided."""

    INITIAL_DEAL = "initial-deal"  # every player has two cards, no further card dealt yet
    FIRST_DECISION = "first-decision"  # a box's first election carried out, its card dealt
    DEALER_DONE = "dealer-done"  # the dealer's hand is complete, before the main settlement
    ROUND_END = "round-end"  # before the cards are picked up: whatever is still open


@dataclass(frozen=True, slots=True)
class SideBonus:
    """A fixed amount paid in addition to a winning side wager, entered in the ledger under the
    wager `kind` names (that of an offering declared with `staked=False`, paid on another
    offering's wager), with no stake of its own."""

    kind: str
    amount: Decimal
    path: str
    line: str | None = None
    interpretation: str | None = None


@dataclass(frozen=True, slots=True)
class SideOutcome:
    """How a side wager is settled: its result, the odds of a win, the clause path that decides
    it, the pay-table line it won on, the interpretation it rests on, if any, and a bonus paid
    with it, if any."""

    result: Result
    odds: Odds | None
    path: str
    line: str | None = None
    interpretation: str | None = None
    bonus: SideBonus | None = None


@dataclass(frozen=True, slots=True)
class SideView:
    """What a side wager's rule reads at a point of the round: the cards the box received in the
    order it received them (up to its third), whether its first election was a split, the
    dealer's cards, whether the box's hand is dead (2.15), the table, whether the box's hand is a
    blackjack, and the amount of the wager being decided."""

    point: DecisionPoint
    cards: tuple[int, ...]
    split_first: bool
    dealer: tuple[int, ...]
    dead: bool
    rules: TableView
    blackjack: bool = False  # the box's first hand is a blackjack (2.2, not after a split)
    stake: Decimal = Decimal(0)  # the amount of the wager being decided
    dealer_blackjack: bool = False  # the dealer's blackjack is known (revealed or peeked)


Decider = Callable[[SideView], SideOutcome | None]


@dataclass(frozen=True, slots=True)
class ParAsk:
    """What a par sheet is asked beside the table: the stake that prices fixed amounts paid with
    the wager (a `SideBonus`), and whether the player takes the third card that a wager decided
    by a third card lets him draw."""

    stake: Decimal | None = None
    third_card: bool = True


# (the table, what is asked) -> the wager's par sheet (a `reference_impl.par.ParSheet`).
ParModel = Callable[[Any, ParAsk], Any]


@dataclass(frozen=True, kw_only=True)
class ParRow:
    """One par sheet the par-sheet document shows: the wager, the table's options (edition,
    side wagers, pay tables; the deck count is the document's column), and what is asked."""

    label: str
    kind: str
    options: Mapping[str, object]
    ask: ParAsk = field(default_factory=ParAsk)


@dataclass(frozen=True, kw_only=True)
class ParGrid:
    """A table of house edges: a row per `ParRow`, a column per deck count."""

    title: str
    rows: tuple[ParRow, ...]


@dataclass(frozen=True, kw_only=True)
class ParOptions:
    """A list of house edges, a line per deck count, each over the pay-table options the text
    prints for that deck count."""

    title: str
    kind: str
    options: Mapping[str, object]


@dataclass(frozen=True, kw_only=True)
class ParDetail:
    """One par sheet shown line by line."""

    row: ParRow


# What a wager's page of the par-sheet document (docs/PAR_SHEETS.md) shows, in order; a `str` is
# a paragraph.
ParPart = ParGrid | ParOptions | ParDetail | str


@dataclass(frozen=True, slots=True)
class PrintedAmount:
    """An amount a wager's rule text prints, as `bjkit impact` compares it between editions:
    what it is, the clause path that prints it, its printed form and the value two printings
    must share to be the same (an odds ratio, an amount)."""

    what: str
    clause: str
    value: str
    same_as: str


@dataclass(frozen=True, kw_only=True)
class SideWagerKind:
    """One wager a player may place under an offering, and the rule that decides it: `decide`
    returns None while the wager cannot be decided yet."""

    name: str
    offering: str
    clause: str  # edition-neutral path, e.g. "2.17(b)1"
    summary: str
    decide: Decider
    # The features' words for the wager (`words` in "box 1's <words> wager wins") and for placing
    # it (`placed_words` in "box 1 wagers $10 and $5 <placed_words>"); empty where no feature
    # names it.
    words: str = ""
    placed_words: str = ""
    # The path of the clause that fixes what a winning wager is paid: the clause a wrong return
    # breaks (`bjkit rtp`).
    pay_clause: str | None = None
    # Its par sheet at a table (`reference_impl.par`): exact probabilities of every outcome from
    # the shoe, priced at the table's pay table; None where the wager has none.
    par: ParModel | None = None
    # The player of a return verification draws one card after his first two cards where this
    # holds for them (for a wager that a third card decides when the first two qualify).
    par_player_draws: Callable[[tuple[int, ...]], bool] | None = None

    # Cached on the instance at its first use (the declaration is frozen), so that reading it,
    # as every ledger entry of a side wager does twice, is a plain attribute lookup after that.
    @functools.cached_property
    def value(self) -> str:
        """The wager's name as the ledger and the protocol report it."""
        return self.name

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, kw_only=True)
class DealerCompletion:
    """The dealer's hand completed for an offering's wagers once every blackjack wager is
    determined, for a wager his completed hand decides: `must_draw` says whether he draws another
    card, `path` is the clause that makes him. Where `table_wide` names an option and its value
    ((option, value)), a table that chose it draws by `must_draw` for every wager."""

    must_draw: Callable[[HandView], bool]
    path: str
    table_wide: tuple[str, str] | None = None
    interpretation: str | None = None


@dataclass(frozen=True, kw_only=True)
class KeptCards:
    """The player's cards placed under an open wager of the offering instead of going to the
    discard rack: after his blackjack is paid (`blackjack_path`) and after his busted hand's
    wager is collected (`bust_path`), each the path of the clause that says so."""

    blackjack_path: str
    bust_path: str


@dataclass(frozen=True, kw_only=True)
class OfferingOption:
    """A house option an offering declares (an interpretation where labs could differ): it
    becomes a house option of its own name in `bjkit rules`, rules files and the protocol."""

    name: str
    clause: str
    values: tuple[str, ...]
    default: str
    summary: str
    interpretation: str | None = None


@dataclass(frozen=True, kw_only=True)
class Offering:
    """A side wager a table may offer: what the rule text allows, edition by edition."""

    name: str
    clause: str  # the subsection that authorises it, e.g. "2.17(a)1"
    summary: str
    editions: AbstractSet[str]
    kinds: tuple[str, ...]  # the wagers placed under it
    placement_clause: str  # who places it and when
    # The paths of the clauses that govern placing its wagers (when, with what, how much) and
    # that the generic placement check enforces (`side_wager_placement.check_side_stakes`): the
    # registry of cited clauses records them on that check, so that `bjkit impact` flags it for
    # review when one of them is amended.
    placement_paths: tuple[str, ...] = ()
    # Edition -> (the one amount allowed, the path that fixes it).
    fixed_amount: Mapping[str, tuple[Decimal, str]] = field(default_factory=dict)
    # Edition -> (the least, the most, the path) its text allows, a bound None where the text
    # sets none; None where it states no amount. Read from the text, where an amendment may
    # print a range instead of one amount (I-2.17a-amount-range).
    amount_limits: Callable[[str], AmountLimits | None] | None = None
    minimum: tuple[Decimal, str] | None = None  # the least amount and the path that sets it
    main_wager_cap: str | None = None  # the path capping it at the main wager, if one does
    maximum_clause: str | None = None  # the path of the licensee's maximum, if one applies
    pay_table_clause: str | None = None
    # How that clause prints its pay table, for the one reader of `regulations.paytables`.
    pay_table_text: TableShape | None = None
    # (rules) -> the pay-table options this table may choose; empty when the table has none.
    pay_tables: Callable[[TableView], tuple[str, ...]] | None = None
    default_pay_table: str | None = None
    one_of_group: str | None = None  # path of a clause allowing only one offering of its group
    options: tuple[OfferingOption, ...] = ()
    played: bool = True  # False: a named offering the engine does not deal (its section is absent)
    staked: bool = True  # False: paid on another offering's wager, never placed (a bonus)
    requires: tuple[str, ...] = ()  # offerings the table must offer with this one
    dealer_completion: DealerCompletion | None = None
    kept_cards: KeptCards | None = None
    # A variant of the round the offering plays (multiple action blackjack, 2.18): the
    # "module:Class" of the `RoundProcedure` mixin whose steps a table offering it plays by.
    round_variant: str | None = None
    # (rules, cite) -> None: refuses, with a `RulesError`, a table the offering cannot be dealt at.
    table_check: Callable[[TableView, Callable[[str], str]], None] | None = None
    # (rules, wager, cite) -> None: refuses, with a `WagerError`, a person's wagers the offering
    # does not take (one made without another it requires, for example).
    placement_check: Callable[[TableView, PlacedWager, Callable[[str], str]], None] | None = None

    several_kinds: bool = False  # a person may place several of its kinds (the spots, 2.18(b))
    adapter_capability: str | None = None  # the capability's name where it is not the default
    # The features' words for the offering (`words` in "the table offers the <words> wager").
    words: str = ""
    # The adapter protocol version that gave the wager's capability its meaning; None: the
    # current version (a wager added later means the kit's wager only to a game of it).
    since_protocol: tuple[int, int] | None = None
    # The least wager on which it is paid where it is paid on another offering's wager
    # (`staked=False`), and the path of the clause that sets it: a return verification stakes at
    # least this much, and `bjkit impact` compares it with the text of an amended edition.
    least_paid_wager: tuple[Decimal, str] | None = None
    # Its page of the par-sheet document (docs/PAR_SHEETS.md), what that document assumes of it,
    # and how its figures are checked against others' (`reports.par_docs`).
    par_page: tuple[ParPart, ...] = ()
    par_assumption: str = ""
    par_checked_against: str = ""
    # The amounts of its rule text that an amendment may change, for `bjkit impact` to compare
    # between editions: (corpus, edition) -> the amounts, each described and cited.
    amounts: Callable[[Corpus, str], Iterable[PrintedAmount]] | None = None

    @property
    def capability(self) -> str:
        """The adapter capability of a game that takes this wager."""
        return self.adapter_capability or f"side-wager:{self.name}"


OFFERINGS: dict[str, Offering] = {}
SIDE_WAGERS: dict[str, SideWagerKind] = {}


def register(offering: Offering, *kinds: SideWagerKind) -> None:
    """Declare `offering` and the wagers placed under it."""
    if offering.name in OFFERINGS:
        raise ValueError(f"two offerings are named {offering.name!r}")
    names = tuple(kind.name for kind in kinds)
    if names != offering.kinds:
        raise ValueError(f"{offering.name}: declares kinds {offering.kinds}, registers {names}")
    OFFERINGS[offering.name] = offering
    record_declared(offering)
    for kind in kinds:
        if kind.name in SIDE_WAGERS:
            raise ValueError(f"two side wagers are named {kind.name!r}")
        SIDE_WAGERS[kind.name] = kind


@functools.cache
def _import_declaring_modules() -> None:
    package = importlib.import_module("reference_impl.side_wagers")
    for module in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{package.__name__}.{module.name}")
    for plugin in installed_wagers():
        plugin.load()


def paid_with(offering: str) -> tuple[str, ...]:
    """The offerings paid with `offering`'s wager and never placed (they require it and are not
    staked: the Free Bonus with its wager), in the order they are declared."""
    offerings, _ = declarations()
    return tuple(o.name for o in offerings.values() if offering in o.requires and not o.staked)


def declarations() -> tuple[dict[str, Offering], dict[str, SideWagerKind]]:
    """The registries, once every module of `reference_impl.side_wagers` has declared its
    wagers."""
    _import_declaring_modules()
    return OFFERINGS, SIDE_WAGERS
