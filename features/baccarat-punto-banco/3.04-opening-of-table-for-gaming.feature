@section:19:47-3.4
Feature: 19:47-3.4 Opening of table for gaming
  Cited as 19:47-3.4 in nj-1996.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-3.4(a) @edition:nj-1996
  Rule: 19:47-3.4(a) in nj-1996
    After receiving the six or more decks of cards at the table, the dealer calling the game shall
    sort and inspect the cards in accordance with N.J.A.C. 19:46-1.18(f).

    @manual
    Scenario: The dealer sorts and inspects the six or more decks received at the table
      Sorting and inspecting the decks under N.J.A.C. 19:46-1.18(f) is done by hand on the
      physical cards before any shoe is stacked; the protocol receives only stacked shoes, so a
      person observes it.

  @clause:19:47-3.4(b) @edition:nj-1996
  Rule: 19:47-3.4(b) in nj-1996
    Following the inspection of the cards by the dealer and the verification by the floorperson
    assigned to the table, the cards shall be spread out face upwards on the table for visual
    inspection by the first participant or participants to arrive at the table. The cards shall be
    spread out in columns by deck according to suit and in sequence. The cards in each suit shall be
    laid out in sequence within the suit.

    @manual
    Scenario: The cards are spread face up by deck, suit and sequence for the first participants
      Spreading the cards face upwards in columns by deck according to suit and in sequence, after
      the floorperson's verification, is a layout on the table that a person checks by looking.

  @clause:19:47-3.4(c) @edition:nj-1996
  Rule: 19:47-3.4(c) in nj-1996
    After the first participant or participants is afforded an opportunity to visually inspect the
    cards, the cards shall be turned face downward on the table mixed thoroughly by a "washing" or
    "chemmy shuffle" of the cards and stacked.

    @manual
    Scenario: The cards are turned face down, washed or chemmy shuffled and stacked
      Turning the cards face downward, mixing them thoroughly by a washing or chemmy shuffle and
      stacking them are hand movements before the first shuffle; the kit's stacks start after
      them, so a person observes the mixing at the table.
