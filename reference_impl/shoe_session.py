"""A shoe played at the table: shuffle, cut, cutting card, burn, rounds, reshuffles (2.5, 2.6(c),
(d), (l), (m), 2.15(f), 2.20), every shuffled order and answer given by a `ShoeScript`."""

from __future__ import annotations

from typing import Any

from reference_impl.cards import CARD_LABELS, SUIT_OF
from reference_impl.clauses import implements
from reference_impl.options import ShoeKind, Shuffling
from reference_impl.procedure import RoundProcedure
from reference_impl.round import Round
from reference_impl.rules import TableRules
from reference_impl.shoe import Shoe, full_decks
from reference_impl.shoe_cut import cut_procedure, insert_cutting_card
from reference_impl.shoe_script import (
    SIDES,
    ShoeEvent,
    ShoeProcedureError,
    ShoeRound,
    ShoeRun,
    ShoeScript,
    ShuffleScript,
    check_cards,
)
from reference_impl.shoe_stacks import Reach, Stack, bart_carter_insert, receiver

__all__ = ["ONE_DECK", "play_shoe"]

ONE_DECK = 52  # 2.6(m) "approximately one deck": more than 52 cards (I-2.6m-one-deck)
_RED_SUITS = frozenset({1, 2})  # hearts, diamonds (2.6(d)1)


def play_shoe(
    rules: TableRules, script: ShoeScript, procedure: RoundProcedure | None = None
) -> ShoeRun:
    """Play `script` at a table with `rules`: the opening shuffle, every round (each played by
    `procedure`, the reference engine's by default), and the procedures between rounds that the
    rules prescribe. Raises `ShoeProcedureError` (or the round's own errors) for a script the
    procedures cannot play."""
    table = _Table(rules, script, procedure)
    table.open()
    for number, planned in enumerate(script.rounds, 1):
        table.play_round(number, planned)
    return table.finish()


class _RoundShoe(Shoe):
    """The shoe a `Round` sees: each draw comes from the table (`_Table.deal_card`)."""

    __slots__ = ("_table",)

    def __init__(self, table: _Table, decks: int) -> None:
        super().__init__((), decks=decks, validate=False)
        self._table = table

    def draw(self) -> int:
        card = self._table.deal_card(self._position)
        self._cards.append(card)
        self._position += 1
        return card


class _Table:
    def __init__(
        self, rules: TableRules, script: ShoeScript, procedure: RoundProcedure | None = None
    ) -> None:
        self.procedure = procedure
        self.rules = rules
        self.script = script
        self.cite = rules.profile.cite
        self.run = ShoeRun()
        self.round: int | None = None
        self.used = 0
        self.double = rules.shoe is ShoeKind.DOUBLE
        self.manual = rules.shuffling is Shuffling.MANUAL
        names: tuple[str | None, ...] = SIDES if self.double else (None,)
        self.stacks = {name: Stack(name, full_decks(rules.decks)) for name in names}
        self.dealing = self.stacks[names[0]]
        self.pending: int | None = None
        self.reaches: list[Reach] = []
        self.round_shoe: _RoundShoe | None = None
        _check_script(rules, script, self.cite)

    # Events and scripts -----------------------------------------------------------------

    def emit(
        self,
        kind: str,
        path: str,
        *,
        box: int | None = None,
        card: int | None = None,
        note: str | None = None,
        interpretation: str | None = None,
    ) -> None:
        label = None if card is None else CARD_LABELS[card]
        self.run.events.append(
            ShoeEvent(
                kind=kind,
                clause=self.cite(path),
                box=box,
                card=label,
                round=self.round,
                note=note,
                interpretation=interpretation,
            )
        )

    def where(self) -> str:
        return "before round 1" if self.round is None else f"round {self.round}"

    def next_shuffle(self, why: str, path: str, side: str | None) -> ShuffleScript:
        shuffles = self.script.shuffles
        if self.used >= len(shuffles):
            raise ShoeProcedureError(
                f"{self.where()}: {why} needs shuffle {self.used + 1}, but the script gives "
                f"{len(shuffles)} [{self.cite(path)}]"
            )
        shuffle = shuffles[self.used]
        self.used += 1
        what = f"shuffle {self.used} ({why}, {self.where()})"
        if shuffle.side != side:
            expected = "no side" if side is None else f"side {side!r}"
            raise ShoeProcedureError(
                f"{what} names side {shuffle.side!r}; it must name {expected} "
                f"[{self.cite('2.6(d)')}]"
            )
        if (shuffle.stacks is None) != (shuffle.locations is None) or (
            shuffle.stacks is not None and path != "2.6(m)"
        ):
            raise ShoeProcedureError(
                f"{what}: stacks and locations belong to the Bart Carter reinsert only, and "
                f"together [{self.cite('2.6(m)')}]"
            )
        if self.rules.shuffling is not Shuffling.MANUAL and shuffle.cutting_card is not None:
            clause = "2.20" if path == "2.20" else "2.5(d)"
            raise ShoeProcedureError(
                f"{what}: {self.rules.shuffling.value} uses no cutting card, but the script "
                f"inserts one {shuffle.cutting_card} cards in [{self.cite(clause)}]"
            )
        return shuffle

    # Shuffles ---------------------------------------------------------------------------

    @implements("2.4(d)", "2.5(a)", "2.6(c)", "2.6(d)", "2.6(l)3", "2.5(h)1")
    def shuffle_all(self, stack: Stack, why: str, path: str, first: int, first_path: str) -> None:
        """Shuffle every card of `stack` (2.5(a)), cut it (2.5(b) to (g)), insert the cutting
        card (2.5(d), not with the Bart Carter shuffle), and burn the first card (2.6(c); not
        with a double shoe, 2.6(d), nor the Bart Carter shuffle). A double shoe's sides are
        shuffled separately (2.4(d), 2.6(l)3)."""
        shuffle = self.next_shuffle(why, path, stack.side)
        check_cards(shuffle.cards, stack.all_cards, f"shuffle {self.used}", self.cite(path))
        stack.discards.clear()  # every card of the stack is in the shuffle
        self.emit("shuffle", path, note=stack.label(why))
        self.cut(stack, shuffle, first, first_path)
        if self.manual and not self.double:
            self.burn(stack, "2.6(c)")

    def cut(
        self,
        stack: Stack,
        shuffle: ShuffleScript,
        first: int,
        first_path: str,
        interpretation: str | None = None,
    ) -> None:
        cards = cut_procedure(
            shuffle,
            list(shuffle.cards),
            players=self.script.players,
            first=first,
            first_path=first_path,
            recut_by=self.rules.recut_by,
            emit=self.emit,
            cite=self.cite,
            where=f"shuffle {self.used} ({self.where()})",
            interpretation=interpretation,
        )
        cut_at = None
        if self.manual:
            where = f"shuffle {self.used} ({self.where()})"
            cut_at = insert_cutting_card(
                len(cards), shuffle.cutting_card, self.emit, self.cite, where
            )
        stack.load(cards, cut_at)

    def burn(self, stack: Stack, path: str, note: str | None = None) -> None:
        card = self.take(stack, None)
        stack.discards.append(card)
        self.emit("burn", path, card=card, note=note)

    def take(self, stack: Stack, round_index: int | None) -> int:
        if not stack.remaining:
            self.insufficient(stack)
        card, reached = stack.take()
        if reached:
            self.reaches.append(Reach(len(self.run.events), card, round_index, stack.side))
            self.emit("cutting-card-reached", "2.6(l)", card=card, note=stack.side)
        return card

    @implements("2.15(f)")
    def insufficient(self, stack: Stack) -> None:
        """Too few cards to complete the round: the discards (of that side of a double shoe)
        are shuffled and cut as 2.5 provides, the first card is burned, and the round goes on
        (2.15(f)). The cut is offered to the player farthest to the dealer's right
        (I-2.15f-cutter)."""
        if self.rules.shuffling is Shuffling.CONTINUOUS_SHUFFLER:
            raise ShoeProcedureError(
                f"{self.where()}: the continuous shuffler ran out of cards [{self.cite('2.20')}]"
            )
        held = self.round_shoe.discard_rack if self.round_shoe is not None else []
        stack.discards.extend(held)
        held.clear()
        if not stack.discards:
            raise ShoeProcedureError(
                f"{self.where()}: the shoe is empty and so is the discard rack "
                f"[{self.cite('2.15(f)')}]"
            )
        self.emit("insufficient-cards", "2.15(f)", note=stack.side)
        shuffle = self.next_shuffle("insufficient cards", "2.15(f)", stack.side)
        check_cards(shuffle.cards, stack.discards, f"shuffle {self.used}", self.cite("2.15(f)"))
        stack.discards.clear()
        self.emit("shuffle", "2.15(f)", note=stack.label("the discards"))
        players = self.script.players
        self.cut(stack, shuffle, max(players), "2.15(f)", "I-2.15f-cutter")
        self.burn(stack, "2.15(f)")

    # Rounds -----------------------------------------------------------------------------

    @implements("2.4(d)", "2.5(e)1")
    def open(self) -> None:
        """The opening shuffle and cut, offered first to the first player to arrive (2.5(e)1);
        each side of a double shoe on its own (2.4(d))."""
        if self.rules.shuffling is Shuffling.CONTINUOUS_SHUFFLER:
            return
        first = self.script.players[0]
        for stack in self.stacks.values():
            self.shuffle_all(stack, "opening", "2.5(a)", first, "2.5(e)1")

    def play_round(self, number: int, planned: ShoeRound) -> None:
        self.round = number
        self.reaches.clear()
        if self.rules.shuffling is Shuffling.CONTINUOUS_SHUFFLER:
            self.device_shuffle()
        if planned.new_dealer:
            self.new_dealer()
        if self.double:
            self.determinant(planned)
        self.emit("round-begins", "2.6(e)1")
        shoe = self.round_shoe = _RoundShoe(self, self.rules.decks)
        kwargs: dict[str, Any] = {}
        if planned.irregularities:
            kwargs["irregularities"] = planned.irregularities
        game = Round(self.rules, shoe, planned.wagers, procedure=self.procedure, **kwargs)
        for index, action in enumerate(planned.decisions, 1):
            if game.is_complete:
                raise ShoeProcedureError(
                    f"round {number} is complete, but the script has {len(planned.decisions)} "
                    f"decisions; decision {index} ({action}) is left over"
                )
            game.apply(action)
        if not game.is_complete:
            raise ShoeProcedureError(
                f"round {number} waits for a decision ({game.prompt}), but the script's "
                f"{len(planned.decisions)} decisions ran out"
            )
        self.round_shoe = None
        self.dealing.discards.extend(shoe.discard_rack)
        self.run.rounds.append(game)
        for reach in self.reaches:
            self.place_reach(reach, game)
        self.emit("round-ends", "2.6(i)")
        self.after_round(planned)

    def deal_card(self, index: int) -> int:
        if self.pending is not None:
            card, self.pending = self.pending, None
            return card
        return self.take(self.dealing, index)

    def new_dealer(self) -> None:
        """2.6(c): each new dealer burns one card; not with a double shoe (2.6(d)), the Bart
        Carter shuffle (2.6(c) last sentence) or a continuous shuffler (2.20)."""
        if self.manual and not self.double:
            self.burn(self.dealing, "2.6(c)", "new dealer")
            return
        path = {Shuffling.BART_CARTER: "2.6(c)", Shuffling.CONTINUOUS_SHUFFLER: "2.20"}.get(
            self.rules.shuffling, "2.6(d)"
        )
        self.emit("new-dealer", path, note="no burn card")

    @implements("2.6(d)1", "2.6(d)2", "2.3(k)")
    def determinant(self, planned: ShoeRound) -> None:
        """Draw the determinant card from the side the script names (2.6(d)1). Its suit names
        the side the round is dealt from: hearts and diamonds red, spades and clubs black. If
        it names the side it came from it is the first box's first card; otherwise it is burned
        in that side's segregated area (2.6(d)2)."""
        drawn = self.stacks[planned.determinant_side]
        card = self.take(drawn, 0)
        names = "red" if SUIT_OF[card] in _RED_SUITS else "black"
        self.emit("determinant-card", "2.6(d)1", card=card, note=drawn.side)
        self.dealing = self.stacks[names]
        if names == drawn.side:
            self.pending = card
            return
        for reach in self.reaches:
            if reach.card == card and reach.round_index == 0:
                reach.round_index = None
        drawn.discards.append(card)
        self.emit("burn", "2.6(d)2", card=card, note=f"segregated area of the {drawn.side} side")

    def place_reach(self, reach: Reach, game: Round) -> None:
        box = None if reach.round_index is None else receiver(game, reach.card, reach.round_index)
        old = self.run.events[reach.event]
        note = old.note if box is not None else "not dealt to a hand"
        self.run.events[reach.event] = ShoeEvent(
            kind=old.kind, clause=old.clause, box=box, card=old.card, round=old.round, note=note
        )

    @implements("2.6(l)", "2.6(l)1", "2.6(l)2i", "2.6(l)2ii", "2.5(e)2", "2.5(e)3", "2.5(e)4")
    def after_round(self, planned: ShoeRound) -> None:
        """After a round in which the cutting card was reached: its cards collected (2.6(i)),
        the cards left in the shoe (or that side of a double shoe) put in the discard rack
        (2.6(l)1, 2), and those cards shuffled (2.6(l)3), the cut offered to the player on
        whose box the cutting card appeared (2.5(e)2), or farthest to the dealer's right when
        it appeared on the dealer's hand (2.5(e)3). The licensee may reshuffle after any round
        (2.5(h)1; cut per 2.5(e)4); a shoe (or side) just reshuffled for its cutting card is not
        reshuffled again for it (I-2.5h-one-reshuffle). With the Bart Carter shuffle, the
        discards are reinserted once they exceed one deck (2.5(h)2, 2.6(m))."""
        players = self.script.players
        if self.rules.shuffling is Shuffling.CONTINUOUS_SHUFFLER:
            for stack in self.stacks.values():
                stack.discards.clear()  # back into the device (2.20)
            return
        done: set[str | None] = set()
        for reach in self.reaches:
            if reach.side in done:
                continue
            done.add(reach.side)
            box = self.run.events[reach.event].box
            first, path = (box, "2.5(e)2") if box else (max(players), "2.5(e)3")
            side = self.stacks[reach.side]
            self.to_rack(side, "2.6(l)2ii" if self.double else "2.6(l)2i")
            self.shuffle_all(side, "cutting card reached", "2.6(l)3", first, path)
        if planned.reshuffle_after:
            for stack in self.stacks.values():
                if stack.side in done:
                    continue  # reshuffled for its cutting card already (I-2.5h-one-reshuffle)
                self.to_rack(stack, "2.5(h)1")
                self.shuffle_all(stack, "licensee's reshuffle", "2.5(h)1", max(players), "2.5(e)4")
            return
        rack = self.dealing
        if self.rules.shuffling is Shuffling.BART_CARTER and len(rack.discards) > ONE_DECK:
            self.bart_carter(rack)

    def to_rack(self, stack: Stack, path: str) -> None:
        left = stack.remaining
        stack.discards.extend(stack.take_rest())
        self.emit("cards-to-discard-rack", path, note=f"{left} cards left in {stack.label()}")

    @implements("2.5(h)2", "2.6(m)")
    def bart_carter(self, stack: Stack) -> None:
        """More than approximately one deck in the discard rack (I-2.6m-one-deck): the rack is
        shuffled, split into three stacks and each inserted at a premarked location of the
        remaining cards (2.5(h)2, 2.6(m)); no cut, no cutting card, no burn."""
        shuffle = self.next_shuffle("Bart Carter reshuffle", "2.6(m)", None)
        where = f"shuffle {self.used} ({self.where()})"
        check_cards(shuffle.cards, stack.discards, where, self.cite("2.6(m)"))
        if shuffle.cut_answers or shuffle.recut_answers:
            raise ShoeProcedureError(
                f"{where}: the discards reinserted by the Bart Carter shuffle are not cut "
                f"[{self.cite('2.6(m)')}]"
            )
        sizes, places = shuffle.stacks, shuffle.locations
        if sizes is None or places is None:
            raise ShoeProcedureError(
                f"{where}: give the sizes of the three stacks and their premarked locations "
                f"[{self.cite('2.6(m)')}]"
            )
        remaining = stack.take_rest()
        problem = bart_carter_insert(list(shuffle.cards), sizes, places, remaining)
        if isinstance(problem, str):
            raise ShoeProcedureError(f"{where}: {problem} [{self.cite('2.6(m)')}]")
        self.emit(
            "bart-carter-reshuffle",
            "2.6(m)",
            note=f"{len(shuffle.cards)} cards in stacks of {sizes} at {places}",
            interpretation="I-2.6m-one-deck",
        )
        stack.discards.clear()
        stack.load(problem, None)

    @implements("2.20")
    def device_shuffle(self) -> None:
        """A continuous shuffler gives each round its own order of all the cards (2.20): no
        cut, no cutting card, no burn."""
        stack = self.dealing
        shuffle = self.next_shuffle("continuous shuffler", "2.20", None)
        where = f"shuffle {self.used} ({self.where()})"
        if shuffle.cut_answers or shuffle.recut_answers:
            raise ShoeProcedureError(
                f"{where}: a continuous shuffler's cards are not cut [{self.cite('2.20')}]"
            )
        check_cards(shuffle.cards, stack.all_cards, where, self.cite("2.20"))
        self.emit("shuffle", "2.20", note="continuous shuffler")
        stack.discards.clear()
        stack.load(list(shuffle.cards), None)

    def finish(self) -> ShoeRun:
        if self.used < len(self.script.shuffles):
            raise ShoeProcedureError(
                f"the script gives {len(self.script.shuffles)} shuffles, but the procedures "
                f"used {self.used}"
            )
        places = self.run.places
        for stack in self.stacks.values():
            if self.rules.shuffling is Shuffling.CONTINUOUS_SHUFFLER:
                places["device"] = tuple(stack.all_cards)
            elif stack.side is None:
                places["shoe"] = tuple(stack.cards[stack.next :])
                places["discard-rack"] = tuple(stack.discards)
            else:
                places[f"{stack.side}-side"] = tuple(stack.cards[stack.next :])
                places[f"{stack.side}-segregated"] = tuple(stack.discards)
        return self.run


def _check_script(rules: TableRules, script: ShoeScript, cite: Any) -> None:
    players = script.players
    if not players or len(set(players)) != len(players):
        raise ShoeProcedureError(
            f"players={players}: give each occupied box once, in the order the players "
            f"arrived [{cite('2.5(e)1')}]"
        )
    if any(not 1 <= box <= rules.boxes for box in players):
        raise ShoeProcedureError(f"players={players}: boxes are 1 to {rules.boxes}")
    if rules.shoe is ShoeKind.DOUBLE and rules.shuffling is not Shuffling.MANUAL:
        clause = "2.20" if rules.shuffling is Shuffling.CONTINUOUS_SHUFFLER else "2.6(m)"
        raise ShoeProcedureError(
            f"shoe=double with shuffling={rules.shuffling.value}: the reference engine plays "
            f"the double shoe with the shuffle of 2.5 and 2.6(d) only [{cite(clause)}]"
        )
    for number, planned in enumerate(script.rounds, 1):
        for wager in planned.wagers:
            if wager.box not in players:
                raise ShoeProcedureError(
                    f"round {number} wagers on box {wager.box}, but the players sit at "
                    f"{players} [{cite('2.5(e)')}]"
                )
        side = planned.determinant_side
        if rules.shoe is ShoeKind.DOUBLE and side not in SIDES:
            raise ShoeProcedureError(
                f"round {number}: determinant_side={side!r}; a double shoe draws the "
                f"determinant card from 'red' or 'black' [{cite('2.6(d)1')}]"
            )
        if rules.shoe is ShoeKind.SINGLE and side is not None:
            raise ShoeProcedureError(
                f"round {number}: determinant_side={side!r} without a double shoe "
                f"[{cite('2.6(d)')}]"
            )
        if rules.shuffling is Shuffling.CONTINUOUS_SHUFFLER and planned.reshuffle_after:
            raise ShoeProcedureError(
                f"round {number}: reshuffle_after with a continuous shuffler, which reshuffles "
                f"every round [{cite('2.20')}]"
            )
