"""The pages of the additional wagers of 2.17 in the par-sheet document (docs/PAR_SHEETS.md):
over or under 13 and sevens by decks, same suit by decks and payout option."""

from __future__ import annotations

from reference_impl.wager_model import ParAsk, ParDetail, ParGrid, ParOptions, ParPart, ParRow

__all__ = ["OVER_UNDER_PAGE", "SAME_SUIT_PAGE", "SEVENS_PAGE"]

_NJ_2024 = "nj-2024"

OVER_UNDER_PAGE: tuple[ParPart, ...] = (
    ParGrid(
        title="## Over or under 13 (2.17(a)1): house edge by decks",
        rows=tuple(
            ParRow(
                label=label,
                kind=kind,
                options={"edition": _NJ_2024, "side_wagers": "over-under-13"},
            )
            for label, kind in (("over 13", "over-13"), ("under 13", "under-13"))
        ),
    ),
)
SAME_SUIT_PAGE: tuple[ParPart, ...] = (
    ParOptions(
        title="## Same suit (2.17(a)2, (e)2)",
        kind="same-suit",
        options={"edition": _NJ_2024, "side_wagers": "same-suit"},
    ),
    ParDetail(
        row=ParRow(
            label="",
            kind="same-suit",
            options={
                "edition": _NJ_2024,
                "side_wagers": "same-suit",
                "side_wager_pay_tables": "same-suit:1",
            },
        )
    ),
)
_SEVENS = {"edition": _NJ_2024, "side_wagers": "sevens"}
SEVENS_PAGE: tuple[ParPart, ...] = (
    ParGrid(
        title="## Sevens (2.17(a)3, (e)3): house edge by decks",
        rows=(
            ParRow(label="third card drawn", kind="sevens", options=_SEVENS),
            ParRow(
                label="stands on two sevens",
                kind="sevens",
                options=_SEVENS,
                ask=ParAsk(third_card=False),
            ),
        ),
    ),
    ParDetail(row=ParRow(label="", kind="sevens", options=_SEVENS)),
)
