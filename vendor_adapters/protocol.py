"""The adapter protocol in Python: the `GameUnderTest` contract, its message shapes and codes.

docs/ADAPTERS.md is the contract in words; this module and the JSON Schemas in `schemas/` are the
same contract in code. A Python adapter implements `GameUnderTest`; `vendor_adapters.serve` puts
any such adapter on stdio, and `vendor_adapters.stdio_client` is the kit's side of the wire.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from importlib import metadata
from typing import Literal, NotRequired, Protocol, TypedDict, runtime_checkable

__all__ = [
    "DEFAULT_GAME",
    "KIT_VERSION",
    "METHODS",
    "NOT_OFFERED_CODES",
    "PROTOCOL_VERSION",
    "BatchResult",
    "ErrorCode",
    "FinalHand",
    "GameUnderTest",
    "Handshake",
    "Identity",
    "InjectsIrregularities",
    "Irregularity",
    "KitInfo",
    "LedgerEntry",
    "Outcome",
    "PlaysShoes",
    "PlaysTableGame",
    "Prompt",
    "RoundId",
    "ScriptedRound",
    "ShoeEvent",
    "ShoeResult",
    "ShoeRound",
    "ShuffleScript",
    "SideWager",
    "Status",
    "TableId",
    "Totals",
    "TranscriptEvent",
    "Wager",
]

# Major changes when a message or its meaning changes incompatibly, minor when something optional
# is added. docs/ADAPTERS.md carries the same number; a test keeps them equal.
PROTOCOL_VERSION = "1.5"


def _kit_version() -> str:
    # The distribution's metadata, not `bjkit.__version__`: adapters sit below the command layer.
    try:
        return metadata.version("bjkit")
    except metadata.PackageNotFoundError:
        return "0+unknown"


KIT_VERSION = _kit_version()

METHODS: tuple[str, ...] = (
    "handshake",
    "open_table",
    "close_table",
    "start_round",
    "load_shoe",
    "place_wagers",
    "deal",
    "legal_actions",
    "apply",
    "outcome",
    "play_rounds",
    "shutdown",
    "inject",  # 1.1
    "play_shoe",  # 1.1
    "play",  # 1.5: a whole round of a game other than blackjack
)

# 1.5: the game an adapter whose handshake names none plays.
DEFAULT_GAME = "blackjack"


class ErrorCode(enum.IntEnum):
    """JSON-RPC error codes: the standard ones, then the protocol's refusals (1000 and up)."""

    PARSE_ERROR = -32700
    INVALID_REQUEST = -32600
    METHOD_NOT_FOUND = -32601
    INVALID_PARAMS = -32602
    INTERNAL_ERROR = -32603
    UNSUPPORTED_OPTION = 1000  # the game does not offer this house option or value
    FORBIDDEN_RULES = 1001  # the rules of the edition forbid the option or combination
    UNKNOWN_EDITION = 1002
    ILLEGAL_DECISION = 1003  # data.legal lists what was legal, data.clause why not
    BAD_SHOE = 1004  # a card the decks cannot hold: more copies than the decks have
    SHOE_EXHAUSTED = 1005  # the forced shoe ran out before the round ended
    BAD_WAGER = 1006  # outside the limits, not in chips, on a box not allowed
    UNKNOWN_ID = 1007  # no such table or round
    OUT_OF_ORDER = 1008  # e.g. deal before load_shoe, a second deal
    UNSUPPORTED_CAPABILITY = 1009  # a request that needs a capability not declared
    IMPOSSIBLE_IRREGULARITY = 1010  # 1.1: an irregularity that cannot happen as placed, here
    SHOE_PROCEDURE = 1011  # 1.1: a cut, cutting card or shoe script the rules do not allow


# Refusals that mean "this game cannot be asked that", which scenarios report as not applicable.
NOT_OFFERED_CODES = frozenset(
    {ErrorCode.UNSUPPORTED_OPTION, ErrorCode.UNKNOWN_EDITION, ErrorCode.UNSUPPORTED_CAPABILITY}
)

TableId = str
RoundId = str


class KitInfo(TypedDict):
    name: str
    version: str


class Identity(TypedDict):
    name: str
    version: str
    build_digest: str


class Handshake(TypedDict):
    protocol: str
    identity: Identity
    capabilities: list[str]
    editions: list[str]
    max_batch: NotRequired[int]
    game: NotRequired[str]  # 1.5


class SideWager(TypedDict):
    """1.2: a side wager placed with a main wager: its kind (a name of
    `reference_impl.wager_model.SIDE_WAGERS`) and its amount."""

    kind: str
    amount: str


class Wager(TypedDict):
    box: int
    player: str
    amount: str
    seated: NotRequired[bool]
    side_wagers: NotRequired[list[SideWager]]  # 1.2


PromptKind = Literal[
    "play", "insurance", "other-player-double", "other-player-split", "exposed-card", "missed-card"
]


class Prompt(TypedDict):
    kind: PromptKind
    box: int
    hand: int
    player: str
    legal: list[str]
    max_amount: NotRequired[str | None]
    max_amounts: NotRequired[dict[str, str | None]]
    clause: NotRequired[str]
    spot: NotRequired[int]  # 1.4: the spot an insurance prompt covers at a multiple action table


class Status(TypedDict):
    complete: bool
    prompt: Prompt | None


class LedgerEntry(TypedDict):
    box: int
    player: str
    hand: int
    kind: str
    stake: str
    result: str
    odds: str | None
    net: str
    clause: NotRequired[str]
    interpretation: NotRequired[str]
    dealer_hand: NotRequired[int]  # 1.4: the dealer's hand (1 to 3) at a multiple action table


class Totals(TypedDict):
    staked: str
    returned: str
    player_net: str


class FinalHand(TypedDict):
    box: int
    hand: int
    cards: list[str]
    total: int
    blackjack: bool
    busted: bool
    doubled: NotRequired[bool]
    surrendered: NotRequired[bool]


class TranscriptEvent(TypedDict, total=False):
    seq: int
    kind: str
    clause: str
    box: int
    hand: int
    card: str
    total: int
    note: str
    interpretation: str


class Outcome(TypedDict):
    complete: bool
    prompt: Prompt | None
    cards_dealt: list[str]
    ledger: list[LedgerEntry]
    totals: Totals
    final_hands: list[FinalHand]
    transcript: NotRequired[list[TranscriptEvent]]


class Irregularity(TypedDict, total=False):
    """1.1: an irregularity of 2.15 and its placement (docs/ADAPTERS.md, Irregularities)."""

    kind: str
    card: int
    decision: int
    box: int
    dealer_card: int
    dealer_hand: int  # 1.4: 2 or 3, for the up card of multiple action (2.15(l), (m))
    reader_reveals: bool


class ScriptedRound(TypedDict):
    shoe: list[str]
    wagers: list[Wager]
    decisions: list[str]
    irregularities: NotRequired[list[Irregularity]]


class ShuffleScript(TypedDict, total=False):
    """1.1: one shuffle of a shoe script (docs/ADAPTERS.md, Shoe procedures)."""

    cards: list[str]
    cut_answers: list[str]
    cutting_card: int | None
    recut_answers: list[str]
    side: str
    stacks: list[int]
    locations: list[int]


class ShoeRound(TypedDict):
    wagers: list[Wager]
    decisions: list[str]
    new_dealer: NotRequired[bool]
    reshuffle_after: NotRequired[bool]
    determinant_side: NotRequired[str]
    irregularities: NotRequired[list[Irregularity]]


class ShoeEvent(TypedDict, total=False):
    kind: str
    clause: str
    box: int
    card: str
    round: int
    note: str
    interpretation: str


class ShoeResult(TypedDict):
    events: list[ShoeEvent]
    rounds: list[Outcome]


class BatchResult(TypedDict):
    results: list[Outcome | dict[str, object]]


class Empty(TypedDict):
    pass


class TableOpened(TypedDict):
    table: TableId


class RoundStarted(TypedDict):
    round: RoundId


@runtime_checkable
class GameUnderTest(Protocol):
    """A game engine as the kit sees it. Each method is one JSON-RPC method of the same name,
    its keyword arguments are the params, and its return value is the result.

    To refuse a request, raise `vendor_adapters.errors.AdapterRefusal` with a code of
    `ErrorCode`; any other exception is reported as the adapter's internal error.
    """

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake: ...

    def open_table(self, *, edition: str, options: Mapping[str, object]) -> TableOpened: ...

    def close_table(self, *, table: TableId) -> Empty: ...

    def start_round(self, *, table: TableId) -> RoundStarted: ...

    def load_shoe(self, *, round: RoundId, cards: Sequence[str]) -> Empty: ...

    def place_wagers(self, *, round: RoundId, wagers: Sequence[Wager]) -> Empty: ...

    def deal(self, *, round: RoundId) -> Status: ...

    def legal_actions(self, *, round: RoundId) -> Status: ...

    def apply(self, *, round: RoundId, decision: str) -> Status: ...

    def outcome(self, *, round: RoundId) -> Outcome: ...

    def play_rounds(
        self, *, table: TableId, rounds: Sequence[ScriptedRound], transcript: bool = False
    ) -> BatchResult: ...

    def shutdown(self) -> Empty: ...


@runtime_checkable
class InjectsIrregularities(Protocol):
    """Protocol 1.1, optional: a game that declares `irregularity:<kind>` capabilities also has
    `inject`, called after `place_wagers` and before `deal` for each irregularity of the round.
    A game without it is still a `GameUnderTest`; rounds with irregularities are then not
    applicable to it."""

    def inject(self, *, round: RoundId, irregularity: Irregularity) -> Empty: ...


@runtime_checkable
class PlaysShoes(Protocol):
    """Protocol 1.1, optional: a game that declares `shoe-procedures` plays a whole shoe at a
    table: the shuffles, cuts, cutting card, burns and reshuffles of 2.5, 2.6 and 2.20 around
    the rounds it is given."""

    def play_shoe(
        self,
        *,
        table: TableId,
        players: Sequence[int],
        shuffles: Sequence[ShuffleScript],
        rounds: Sequence[ShoeRound],
    ) -> ShoeResult: ...


@runtime_checkable
class PlaysTableGame(Protocol):
    """Protocol 1.5: a game other than blackjack. Its handshake names the game; a round is one
    `play` call whose `round` and outcome are the game's own objects, each with a JSON Schema of
    its game (`vendor_adapters/schemas/games/`)."""

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake: ...

    def open_table(self, *, edition: str, options: Mapping[str, object]) -> TableOpened: ...

    def close_table(self, *, table: TableId) -> Empty: ...

    def play(self, *, table: TableId, round: Mapping[str, object]) -> Mapping[str, object]: ...

    def shutdown(self) -> Empty: ...
