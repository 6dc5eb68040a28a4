"""How a faulty game is made: the reference engine, with a rule replaced in a private copy.

The engine's rules are module-level functions (`reference_impl.flow`, `player_turn`,
`settlement`, `dealer`, `legality`, `deal`, `irregular_flow`) that call each other through their
modules' globals. A
faulty game must not patch those globals: the reference engine runs in the same process as the
oracle. So `EngineVariant` copies every function of those modules into private namespaces (the
same code objects, new globals dictionaries) and swaps the faulty objects in there only. Its
copy of `Round.__init__` starts the private `run_round`, and `FaultyRound` is a `Round` built
that way. `FaultyAdapter` is the reference adapter dealing `FaultyRound`s and introducing itself
as the faulty game. Nothing of `reference_impl` or `vendor_adapters` is modified.

A replacement is keyed by the object it replaces (`{settlement.hand_result: faulty}`), and must
be referenced by some engine module: a refactored engine makes the faulty game fail to build
rather than silently lose its defect.

The shoe-side remedies of 2.15 are methods of `IrregularShoe`, which `RoundState.__init__` builds
for a round with irregularities. A defect there is a subclass of `IrregularShoe` given as
`irregular_shoe`: the variant's rounds are played on a `RoundState` subclass (swapped for
`RoundState` in the private copy only) whose shoe is that subclass.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from types import FunctionType, ModuleType
from typing import Any, cast

from reference_impl import deal, dealer, flow, irregular_flow, legality, player_turn, settlement
from reference_impl import round as round_module
from reference_impl.actions import Action, Prompt
from reference_impl.entry import EntryHistory
from reference_impl.irregularities import Irregularity, IrregularShoe, RoundIrregularities
from reference_impl.round import Round
from reference_impl.rules import TableRules
from reference_impl.shoe import Shoe
from reference_impl.state import RoundState
from reference_impl.wagers import BoxWager, SeatedBox, Seating
from vendor_adapters import reference as reference_module
from vendor_adapters.protocol import (
    KIT_VERSION,
    BatchResult,
    Handshake,
    KitInfo,
    ScriptedRound,
    Status,
)
from vendor_adapters.reference import ReferenceAdapter, reference_build_digest

__all__ = [
    "ENGINE_MODULES",
    "AmountCheck",
    "EngineVariant",
    "FaultyAdapter",
    "FaultyRound",
    "copy_function",
    "private_namespaces",
]

# The modules whose functions play a round; `round` holds `Round.__init__`, which starts it.
ENGINE_MODULES: tuple[ModuleType, ...] = (
    flow,
    player_turn,
    settlement,
    dealer,
    legality,
    deal,
    irregular_flow,
    round_module,
)

# Replaces `Round._check_amount` (the limit on a double's or an insurance's amount).
AmountCheck = Callable[[Round, Prompt, Action], None]


def _function(value: object) -> FunctionType:
    if not isinstance(value, FunctionType):
        raise TypeError(f"{value!r} is not a Python function")
    return value


def copy_function(function: FunctionType, namespace: dict[str, Any]) -> FunctionType:
    """`function` with `namespace` for its globals: the same code, looking names up there."""
    copy = FunctionType(
        function.__code__,
        namespace,
        function.__name__,
        function.__defaults__,
        function.__closure__,
    )
    copy.__kwdefaults__ = function.__kwdefaults__
    copy.__qualname__ = function.__qualname__
    copy.__doc__ = function.__doc__
    return copy


def private_namespaces(
    modules: Iterable[ModuleType], replacements: Mapping[object, object]
) -> dict[str, dict[str, Any]]:
    """Copies of the modules' globals, by module name, in which each function defined in one of
    the modules is a copy looking its names up in these copies, and each key of `replacements`
    is its value. The modules themselves are left as they are."""
    modules = tuple(modules)
    namespaces = {module.__name__: dict(vars(module)) for module in modules}
    swap: dict[int, object] = {id(old): new for old, new in replacements.items()}
    for module in modules:
        for value in vars(module).values():
            if (
                isinstance(value, FunctionType)
                and value.__module__ == module.__name__
                and id(value) not in swap
            ):
                swap[id(value)] = copy_function(value, namespaces[module.__name__])
    replaced: set[int] = set()
    for namespace in namespaces.values():
        for name, value in namespace.items():
            new = swap.get(id(value))
            if new is not None:
                namespace[name] = new
                replaced.add(id(value))
    missing = [repr(old) for old in replacements if id(old) not in replaced]
    if missing:
        raise LookupError(
            f"no module of {', '.join(namespaces)} uses {', '.join(missing)}: "
            "the reference engine has changed, and the faulty game with it"
        )
    return namespaces


def round_state_with(shoe_class: type[IrregularShoe]) -> type[RoundState]:
    """A `RoundState` whose shoe, in a round with irregularities, is a `shoe_class`."""

    class VariantRoundState(RoundState):
        __slots__ = ()

        def __init__(
            self,
            rules: TableRules,
            shoe: Shoe,
            boxes: tuple[SeatedBox, ...],
            irregular: RoundIrregularities | None = None,
        ) -> None:
            super().__init__(rules, shoe, boxes, irregular)
            if irregular is not None:
                self.shoe = shoe_class(shoe, irregular, self._shoe_note)

    VariantRoundState.__name__ = VariantRoundState.__qualname__ = (
        f"RoundState[{shoe_class.__name__}]"
    )
    return VariantRoundState


class EngineVariant:
    """The reference engine with `replacements` (original object -> faulty one) made in a private
    copy of its modules; `check_amount`, if given, replaces `Round._check_amount`, and
    `irregular_shoe`, if given, is the shoe of the rounds with irregularities."""

    def __init__(
        self,
        replacements: Mapping[object, object] | None = None,
        *,
        check_amount: AmountCheck | None = None,
        irregular_shoe: type[IrregularShoe] | None = None,
    ) -> None:
        replacements = dict(replacements or {})
        if irregular_shoe is not None:
            if RoundState in replacements:
                raise ValueError("a variant replaces RoundState or the irregular shoe, not both")
            replacements[RoundState] = round_state_with(irregular_shoe)
        engine = private_namespaces(ENGINE_MODULES, replacements)
        self.round_init = copy_function(_function(Round.__init__), engine[round_module.__name__])
        self.check_amount = check_amount
        # The reference adapter's `deal` and `play_rounds`, dealing this variant's rounds.
        adapter = private_namespaces(
            (reference_module,), {Round: functools.partial(FaultyRound, variant=self)}
        )[reference_module.__name__]
        self.deal = copy_function(_function(ReferenceAdapter.deal), adapter)
        self.play_rounds = copy_function(_function(ReferenceAdapter.play_rounds), adapter)


class FaultyRound(Round):
    """A `Round` played by an `EngineVariant`'s copy of the engine."""

    __slots__ = ("_variant",)

    def __init__(
        self,
        rules: TableRules,
        shoe: Shoe,
        wagers: Sequence[BoxWager] | Seating,
        *,
        entry: EntryHistory | None = None,
        irregularities: Sequence[Irregularity] = (),
        variant: EngineVariant,
    ) -> None:
        self._variant = variant
        variant.round_init(self, rules, shoe, wagers, entry=entry, irregularities=irregularities)

    def _check_amount(self, prompt: Prompt, action: Action) -> None:
        check = self._variant.check_amount
        if check is None:
            super()._check_amount(prompt, action)
        else:
            check(self, prompt, action)


class FaultyAdapter(ReferenceAdapter):
    """The reference adapter playing an `EngineVariant`, introducing itself as the faulty game
    `name` ("faulty: DEFECT") with a build digest of its own."""

    def __init__(self, name: str, defect: str, variant: EngineVariant) -> None:
        super().__init__()
        self.name = name
        self.defect = defect
        self._variant = variant

    @property
    def build_digest(self) -> str:
        digest = hashlib.sha256(f"{reference_build_digest()}\n{self.name}\n".encode())
        return f"sha256:{digest.hexdigest()}"

    def handshake(self, *, protocol: str, kit: KitInfo) -> Handshake:
        answer = super().handshake(protocol=protocol, kit=kit)
        answer["identity"] = {
            "name": f"faulty: {self.defect}",
            "version": KIT_VERSION,
            "build_digest": self.build_digest,
        }
        return answer

    def deal(self, *, round: str) -> Status:
        return cast(Status, self._variant.deal(self, round=round))

    def play_rounds(
        self, *, table: str, rounds: Sequence[ScriptedRound], transcript: bool = False
    ) -> BatchResult:
        return cast(
            BatchResult,
            self._variant.play_rounds(self, table=table, rounds=rounds, transcript=transcript),
        )
