@section:19:47-2.4
Feature: 19:47-2.4 Opening of table for gaming
  Cited as 19:47-2.4 in nj-1996, nj-2004 and as 13:69F-2.4 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.4(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.4(a) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After receiving the one or more decks of cards at the table, the dealer shall sort and inspect
    the cards and the floorperson assigned to the table shall verify the inspection in accordance
    with N.J.A.C. 19:46-1.18(f).

    @manual
    Scenario: The dealer sorts and inspects the cards and the floorperson verifies it
      Sorting and inspecting the decks received at the table, and the floorperson's
      verification under N.J.A.C. 19:46-1.18(f), are done by hand on physical cards before any
      shoe is played; play_shoe receives only shuffled orders, so a person observes them.

  @clause:19:47-2.4(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.4(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After the cards are inspected, the cards shall be spread out face upwards on the table for
    visual inspection by the first player or players to arrive at the table. The cards shall be
    spread out in horizontal fan shaped columns by deck according to suit and in sequence. The cards
    in each suit shall be laid out in sequence within the suit.

    @manual
    Scenario: The cards are spread face up by deck, suit and sequence for the first players
      Spreading the cards face up in fan shaped columns by deck, suit and sequence for the first
      players to inspect is a physical layout on the table that a person checks by looking.

  @clause:19:47-2.4(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.4(c) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After the first player or players is afforded an opportunity to visually inspect the cards, the
    cards shall be turned face downward on the table, mixed thoroughly by a "washing" or a "chemmy
    shuffle" of the cards and stacked.

    @manual
    Scenario: The inspected cards are turned face down and mixed by a washing or chemmy shuffle
      Turning the cards face down, mixing them thoroughly by a washing or chemmy shuffle and
      stacking them are hand movements before the first shuffle; the kit's first shuffle starts
      after them, so a person observes the mixing at the live table.

  @clause:19:47-2.4(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.4(d) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If a double shoe is utilized, all the decks that comprise one side of the dealing shoe shall be
    spread for inspection on the table separate from the decks that comprise the other side of the
    dealing shoe. After the player or players is afforded an opportunity to visually inspect the
    cards, the cards that comprise one side of the dealing shoe and the cards that comprise the
    other side of the dealing shoe shall separately be turned face downward on the table, mixed
    thoroughly by a "washing" or a "chemmy shuffle" of the cards and stacked.

    @manual
    Scenario: A double shoe's two sides are spread, inspected and mixed separately
      Keeping the decks of each side of a double shoe apart while they are spread, inspected,
      washed and stacked is physical handling of the two back colours; a person checks it at
      the live table (play_shoe only receives each side's shuffled order).
