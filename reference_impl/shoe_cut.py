"""The cut of 2.5: who is offered it, refusals, the cut itself, a recut, and the cutting card."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from reference_impl.clauses import implements
from reference_impl.options import RecutBy
from reference_impl.shoe_script import ShoeProcedureError, ShuffleScript

__all__ = ["MIN_CUT", "Emit", "clockwise_from", "cut_procedure", "insert_cutting_card"]

MIN_CUT = 10  # 2.5(c): at least 10 cards in from either end


class Emit(Protocol):
    def __call__(
        self,
        kind: str,
        path: str,
        *,
        box: int | None = None,
        card: int | None = None,
        note: str | None = None,
        interpretation: str | None = None,
    ) -> None: ...


class _Answers:
    """The script's answers to one cut's offers, taken in order."""

    def __init__(self, answers: Sequence[str], where: str, cite: Callable[[str], str]) -> None:
        self._answers = tuple(answers)
        self._used = 0
        self._where = where
        self._cite = cite

    def take(self, who: str) -> str:
        if self._used >= len(self._answers):
            raise ShoeProcedureError(
                f"{self._where}: the cut answers ran out at the offer to {who} "
                f"({self._used} given) [{self._cite('2.5(f)')}]"
            )
        answer = self._answers[self._used]
        self._used += 1
        return answer

    def finish(self) -> None:
        if self._used < len(self._answers):
            left = " ".join(self._answers[self._used :])
            raise ShoeProcedureError(
                f"{self._where}: answers left over after the cut was made: {left} "
                f"[{self._cite('2.5(f)')}]"
            )


def clockwise_from(players: Sequence[int], start: int) -> list[int]:
    """The occupied boxes from `start` clockwise (next higher box, wrapping to the lowest)."""
    boxes = sorted(set(players))
    index = boxes.index(start)
    return boxes[index:] + boxes[:index]


def _cut_position(answer: str, size: int, who: str, where: str, cite: Callable[[str], str]) -> int:
    text = answer.strip().lower()
    number = text.removeprefix("cut:")
    if text == number or not number.isdigit():
        raise ShoeProcedureError(
            f"{where}: cut answer {answer!r} from {who} is neither 'refuse' nor 'cut:N' "
            f"[{cite('2.5(c)')}]"
        )
    at = int(number)
    if not MIN_CUT <= at <= size - MIN_CUT:
        raise ShoeProcedureError(
            f"{where}: {who} places the cutting card {at} cards in from the front of "
            f"{size}, {size - at} from the back; it must be at least {MIN_CUT} cards in from "
            f"either end, {MIN_CUT} to {size - MIN_CUT} [{cite('2.5(c)')}]"
        )
    return at


@implements("2.5(b)", "2.5(c)", "2.5(d)", "2.5(f)")
def _offer(
    stack: list[int],
    *,
    players: Sequence[int],
    first: int,
    first_path: str,
    answers: _Answers,
    emit: Emit,
    cite: Callable[[str], str],
    where: str,
    interpretation: str | None = None,
) -> tuple[list[int], int]:
    """Offer the cut to `first`, then clockwise to each other player until one accepts; if
    none does, the dealer cuts (2.5(f)). The cut takes the cards in front of the cutting card
    to the back (2.5(d)), at least 10 cards in from either end (2.5(c))."""
    for index, box in enumerate(clockwise_from(players, first)):
        path = first_path if index == 0 else "2.5(f)"
        emit("cut-offered", path, box=box, interpretation=interpretation if index == 0 else None)
        answer = answers.take(f"box {box}")
        if answer.strip().lower() == "refuse":
            emit("cut-refused", "2.5(f)", box=box)
            continue
        at = _cut_position(answer, len(stack), f"box {box}", where, cite)
        emit("cut", "2.5(d)", box=box, note=f"{at} cards moved to the back")
        return stack[at:] + stack[:at], box
    answer = answers.take("the dealer")
    if answer.strip().lower() == "refuse":
        raise ShoeProcedureError(
            f"{where}: every player refused the cut, so the dealer cuts; the dealer cannot "
            f"refuse [{cite('2.5(f)')}]"
        )
    at = _cut_position(answer, len(stack), "the dealer", where, cite)
    emit("cut", "2.5(f)", box=0, note=f"{at} cards moved to the back")
    return stack[at:] + stack[:at], 0


@implements("2.5(d)")
def insert_cutting_card(
    size: int, cards_in_front: int | None, emit: Emit, cite: Callable[[str], str], where: str
) -> int:
    """The dealer inserts the cutting card at least approximately one quarter of the way in
    from the back (2.5(d)): at least `size // 4` cards behind it (I-2.5d-quarter). None puts
    it exactly there. Returns the number of cards in front of it."""
    quarter = size // 4
    front = size - quarter if cards_in_front is None else cards_in_front
    if not 0 <= front <= size - quarter:
        raise ShoeProcedureError(
            f"{where}: the cutting card with {front} cards in front of it leaves "
            f"{size - front} of {size} behind it; it goes at least one quarter in from the "
            f"back, {quarter} or more cards behind it (I-2.5d-quarter) [{cite('2.5(d)')}]"
        )
    emit("cutting-card-inserted", "2.5(d)", note=str(front), interpretation="I-2.5d-quarter")
    return front


@implements("2.5(e)1", "2.5(e)2", "2.5(e)3", "2.5(e)4", "2.5(g)")
def cut_procedure(
    shuffle: ShuffleScript,
    stack: list[int],
    *,
    players: Sequence[int],
    first: int,
    first_path: str,
    recut_by: RecutBy,
    emit: Emit,
    cite: Callable[[str], str],
    where: str,
    interpretation: str | None = None,
) -> list[int]:
    """Cut a shuffled stack: the cut offered to the player 2.5(e) designates (`first`, under
    `first_path`), refusals clockwise, the dealer last (2.5(f)); then, when the script has a
    supervisor require a recut, a recut before any card is dealt by the last cutter or the
    next person entitled under (f), at the licensee's option (2.5(g)). When the dealer made the
    cut, nobody after the dealer is entitled, and the dealer recuts."""
    answers = _Answers(shuffle.cut_answers, where, cite)
    stack, cutter = _offer(
        stack,
        players=players,
        first=first,
        first_path=first_path,
        answers=answers,
        emit=emit,
        cite=cite,
        where=where,
        interpretation=interpretation,
    )
    answers.finish()
    if shuffle.recut_answers:
        emit("recut-required", "2.5(g)", note=recut_by.value)
        again = cutter
        if recut_by is RecutBy.NEXT_ENTITLED and cutter != 0:
            order = clockwise_from(players, cutter)
            again = order[1] if len(order) > 1 else 0
        recut = _Answers(shuffle.recut_answers, f"{where} (recut)", cite)
        if again == 0:
            answer = recut.take("the dealer")
            at = _cut_position(answer, len(stack), "the dealer", where, cite)
            emit("cut", "2.5(g)", box=0, note=f"{at} cards moved to the back")
            stack = stack[at:] + stack[:at]
        else:
            stack, _ = _offer(
                stack,
                players=players,
                first=again,
                first_path="2.5(g)",
                answers=recut,
                emit=emit,
                cite=cite,
                where=where,
            )
        recut.finish()
    return stack
