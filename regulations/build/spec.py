"""What to read from each source: the line range of every section, and what in it is not rule text.

Line numbers are 1-based and refer to the files in `shared/regulation-sources/`. Every choice here
is checked by the corpus tests against the sources themselves.
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = [
    "KEPT_AS_PRINTED",
    "MANUAL_ERRATA",
    "SECTION_SPECS",
    "SOURCE_1996",
    "SOURCE_2004",
    "SOURCE_2024_ADDITIONAL_WAGERS",
    "SOURCE_2024_BUSTER",
    "SOURCE_BET_THE_SET",
    "ManualErratum",
    "SectionSpec",
]

SOURCE_2004 = "000_77663ce6b091f5ba.txt"
SOURCE_2024_BUSTER = "001_61880b8392bf859d.txt"
SOURCE_2024_ADDITIONAL_WAGERS = "002_071478d70f528b75.txt"
SOURCE_BET_THE_SET = "003_272356aa69b070ca.txt"
SOURCE_1996 = "004_aac599b28e9d2f65.txt"


@dataclass(frozen=True, kw_only=True)
class SectionSpec:
    """Where one section of one edition stands in its source and how to read it."""

    edition: str
    section: str
    heading: str
    game: str
    source: str
    heading_line: int
    body: tuple[int, int] | None
    inline: bool = False
    first_letter: str = "a"
    furniture: dict[int, str] = field(default_factory=dict)
    furniture_text: dict[int, tuple[str, ...]] = field(default_factory=dict)
    keep_hash: frozenset[int] = frozenset()
    table_cells: dict[int, tuple[str, ...]] = field(default_factory=dict)
    incomplete: dict[str, str] = field(default_factory=dict)
    absent: dict[str, str] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    definitions: bool = False


@dataclass(frozen=True, kw_only=True)
class ManualErratum:
    source: str
    line: int
    as_printed: str
    as_corrected: str
    why: str


_CUT_OFF = "The source stops mid-sentence here; the rest of the text is not in any source."
_NEXT_PAGE = "Page furniture: running foot of the printed page."

MANUAL_ERRATA: tuple[ManualErratum, ...] = (
    ManualErratum(
        source=SOURCE_1996,
        line=370,
        as_printed="Five Cards Totalling 21",
        as_corrected="4. Five Cards Totalling 21",
        why="The paragraph number is lost in the scan; the paragraph follows (e)3 and is the odds "
        "that 2.3(a)4 and 2.16 refer to, so it is (e)4.",
    ),
    ManualErratum(
        source=SOURCE_1996,
        line=363,
        as_printed="Notwith-standing",
        as_corrected="Notwithstanding",
        why="A hyphen left from a line break in the printed page.",
    ),
    ManualErratum(
        source=SOURCE_1996,
        line=557,
        as_printed="(1) Whenever",
        as_corrected="(l) Whenever",
        why="OCR read the letter l as the digit 1; the subsection follows (k) and precedes (m), "
        "and the history note recodifies (k)-(n) as (l)-(o).",
    ),
    ManualErratum(
        source=SOURCE_1996,
        line=794,
        as_printed="his of her",
        as_corrected="his or her",
        why="OCR slip; the same sentence reads 'his or her' in the later text of 2.15(j).",
    ),
    ManualErratum(
        source=SOURCE_1996,
        line=798,
        as_printed="(1) If the dealer",
        as_corrected="(l) If the dealer",
        why="OCR read the letter l as the digit 1; the subsection follows (k) and precedes (m).",
    ),
    ManualErratum(
        source=SOURCE_1996,
        line=856,
        as_printed="exceed 13:",
        as_corrected="exceed 13;",
        why="OCR read a semicolon as a colon; the paragraph ends a list item like (b)2, and the "
        "later text of 2.17(b)1 has the semicolon.",
    ),
    ManualErratum(
        source=SOURCE_1996,
        line=857,
        as_printed="less than 13: or",
        as_corrected="less than 13; or",
        why="OCR read a semicolon as a colon; the later text of 2.17(b)2 has the semicolon.",
    ),
    ManualErratum(
        source=SOURCE_1996,
        line=879,
        as_printed="Option.\t3",
        as_corrected="Option 3",
        why="OCR noise: a stray full stop and tab inside the column heading 'Option 3'.",
    ),
    ManualErratum(
        source=SOURCE_1996,
        line=907,
        as_printed="19:47–8,3",
        as_corrected="19:47-8.3",
        why="OCR read the full stop of the citation N.J.A.C. 19:47-8.3 as a comma.",
    ),
    ManualErratum(
        source=SOURCE_2024_BUSTER,
        line=41,
        as_printed="13:69F-2,6A",
        as_corrected="13:69F-2.6A",
        why="OCR read the full stop of the citation N.J.A.C. 13:69F-2.6A as a comma.",
    ),
)

# Slips noticed in the sources and deliberately left as printed, because they are not
# unambiguous transcription errors (they stand in every source, so they are the published text).
KEPT_AS_PRINTED: tuple[tuple[str, int, str, str], ...] = (
    (
        SOURCE_1996,
        696,
        "expect that",
        "Read as 'except that'; left as printed because the later text of 2.11(c) has it too.",
    ),
    (
        SOURCE_2004,
        187,
        "expect that",
        "Read as 'except that'; left as printed because the 1996 text of 2.11(c) has it too.",
    ),
    (
        SOURCE_1996,
        662,
        "paid at odds of 2 to 1",
        "The full stop is missing at the end of 2.9(c); punctuation is not restored.",
    ),
    (
        SOURCE_2024_ADDITIONAL_WAGERS,
        2,
        "$ 1.00",
        "The online code prints a space after the dollar sign; the corpus keeps the text as "
        "printed (verbatim), and whoever reads the amount reads it as $1.00 "
        "(I-verbatim-amount-spacing).",
    ),
)


def _s1996(
    number: str, heading: str, heading_line: int, body: tuple[int, int] | None, **kw: object
) -> SectionSpec:
    game = kw.pop("game", "blackjack")
    return SectionSpec(
        edition="nj-1996",
        section=f"19:47-{number}",
        heading=heading,
        game=str(game),
        source=SOURCE_1996,
        heading_line=heading_line,
        body=body,
        **kw,  # type: ignore[arg-type]
    )


def _s2004(
    number: str, heading: str, heading_line: int, body: tuple[int, int], **kw: object
) -> SectionSpec:
    return SectionSpec(
        edition="nj-2004",
        section=f"19:47-{number}",
        heading=heading,
        game="blackjack",
        source=SOURCE_2004,
        heading_line=heading_line,
        body=body,
        **kw,  # type: ignore[arg-type]
    )


SECTION_SPECS: tuple[SectionSpec, ...] = (
    # ---- nj-1996: N.J.A.C. 19:47, supplement of 5-20-96 -------------------------------------
    _s1996(
        "1.1",
        "Definitions",
        240,
        (248, 256),
        game="craps",
        definitions=True,
        furniture={
            242: "Table of contents of subchapter 18 printed into the page.",
            244: "Table of contents of subchapter 18 printed into the page.",
            246: "Table of contents of subchapter 18 printed into the page.",
            250: "Table of contents of subchapter 18 printed into the page.",
        },
        incomplete={
            "19:47-1.1": "This copy gives the introductory sentence and three definitions only; "
            "the rest of the section is not in any source."
        },
    ),
    _s1996("1.2", "Permissible wagers", 258, (260, 304), game="craps"),
    _s1996(
        "2.2",
        "Cards; number of decks; value of cards",
        324,
        (326, 333),
        notes=(
            "(b)3ii cites 2.17(a)1, the over/under 13 additional wager, for the value of an ace.",
        ),
    ),
    _s1996(
        "2.3",
        "Wagers",
        353,
        (355, 380),
        incomplete={
            "19:47-2.3(e)3": _CUT_OFF + " The odds of the designated ace and face card are "
            "not given.",
            "19:47-2.3(e)4": _CUT_OFF + " The odds read '2 to' and the second number is lost.",
        },
    ),
    _s1996("2.4", "Opening of table for gaming", 444, (446, 449)),
    _s1996("2.5", "Shuffle and cut of the cards", 473, (475, 490)),
    _s1996(
        "2.6",
        "Procedure for dealing cards",
        526,
        (528, 565),
        furniture={554: _NEXT_PAGE},
    ),
    _s1996("2.7", "Payment of blackjack", 605, (607, 608)),
    _s1996("2.8", "Surrender", 612, (614, 621)),
    _s1996("2.9", "Insurance wagers", 657, (659, 663)),
    _s1996("2.10", "Doubling down", 687, (689, 690)),
    _s1996("2.11", "Splitting pairs", 692, (694, 701)),
    _s1996("2.12", "Drawing of additional cards by players and dealers", 725, (727, 732)),
    _s1996("2.13", "More than one player wagering on a box", 742, (744, 750)),
    _s1996("2.14", "A player wagering on more than one box", 758, (760, 760)),
    _s1996("2.15", "Irregularities", 782, (784, 799)),
    _s1996("2.16", "Five cards totalling 21 rule", 833, (835, 837)),
    _s1996(
        "2.17",
        "Permissible additional wager",
        847,
        (849, 900),
        furniture={875: "OCR noise between two tables of the printed page."},
        table_cells={
            872: ("Initial Two Cards", "Option 1", "Option 2", "Option 3", "Option 4"),
            873: ("King and queen", "10 to 1", "5 to 1", "25 to 1", "20 to 1"),
            874: ("Any two cards", "3 to 1", "3 to 1", "2.5 to 1", "2.5 to 1"),
            879: ("Initial Two Cards", "Option 1", "Option 2", "Option 3", "Option 4"),
            880: ("King and queen", "5 to 1", "25 to 1", "20 to 1", "50 to 1"),
            881: ("Any two cards", "3 to 1", "2.5 to 1", "2.5 to 1", "2 to 1"),
        },
    ),
    _s1996("2.18", "Multiple action blackjack rule", 904, (906, 919)),
    _s1996("2.19", "(Reserved)", 923, None),
    _s1996("2.20", "Continuous shuffling shoe or device", 925, (927, 927)),
    _s1996(
        "3.1",
        "Cards: number of decks; value; point count of hand",
        933,
        (935, 942),
        game="baccarat-punto-banco",
    ),
    _s1996("3.2", "Wagers", 944, (946, 958), game="baccarat-punto-banco"),
    _s1996("3.3", "Payout odds; vigorish", 962, (964, 969), game="baccarat-punto-banco"),
    _s1996("3.4", "Opening of table for gaming", 981, (983, 985), game="baccarat-punto-banco"),
    _s1996("3.5", "Shuffle and cut of the cards", 1001, (1003, 1006), game="baccarat-punto-banco"),
    # ---- nj-2004: the later 19:47 text, 2.7 to 2.17 in full and 2.18(a) ---------------------
    _s2004(
        "2.7",
        "Payment of blackjack; consolidated net payout option for certain insurance wagers",
        46,
        (48, 54),
    ),
    _s2004("2.8", "Surrender", 67, (69, 79)),
    _s2004("2.9", "Insurance wagers", 121, (123, 133)),
    _s2004("2.10", "Doubling down", 171, (173, 175)),
    _s2004("2.11", "Splitting pairs", 181, (183, 196)),
    _s2004("2.12", "Drawing of additional cards by players and dealers", 218, (220, 228)),
    _s2004("2.13", "More than one player wagering on a box", 244, (246, 258)),
    _s2004("2.14", "A player wagering on more than one box", 274, (276, 276)),
    _s2004("2.15", "Irregularities", 304, (306, 338)),
    _s2004("2.16", "Five cards totalling 21 rule", 398, (400, 404)),
    _s2004("2.17", "Permissible additional wager", 414, (416, 491)),
    _s2004(
        "2.18",
        "Multiple action blackjack rule",
        506,
        (508, 508),
        incomplete={"19:47-2.18(a)": _CUT_OFF},
        notes=(
            "This source gives 2.18(a) only, cut off; (b) to (j) are carried over from nj-1996.",
        ),
    ),
    # ---- nj-2024: 13:69F-2.17 (current through 4 November 2024), 2.30, 13:69E-1.10(x) -------
    SectionSpec(
        edition="nj-2024",
        section="13:69F-2.17",
        heading="Permissible additional wagers",
        game="blackjack",
        source=SOURCE_2024_ADDITIONAL_WAGERS,
        heading_line=2,
        body=(2, 39),
        inline=True,
        furniture_text={
            2: ("Section 13:69F-2.17 - Permissible additional wagers",),
            39: ("N.J. Admin. Code § 13:69F-2.17",),
        },
        notes=(
            "The online code prints the section as one run of text with tables; paragraphs are "
            "split at their labels.",
        ),
    ),
    SectionSpec(
        edition="nj-2024",
        section="13:69F-2.30",
        heading="Buster Blackjack",
        game="blackjack",
        source=SOURCE_2024_BUSTER,
        heading_line=24,
        body=(26, 72),
        keep_hash=frozenset({57, 70}),
        notes=(
            "The source ends after the two rows of the Free Bonus pay table in (i); whether the "
            "section has further subsections is not known from the sources.",
        ),
    ),
    SectionSpec(
        edition="nj-2024",
        section="13:69E-1.10",
        heading="Blackjack table; card reader device; physical characteristics; inspections",
        game="blackjack",
        source=SOURCE_2024_BUSTER,
        heading_line=8,
        body=(10, 18),
        first_letter="x",
        absent={
            letter: "The 2024 source quotes only subsection (x) of this equipment section."
            for letter in "abcdefghijklmnopqrstuvw"
        },
    ),
)
