@section:19:47-2.2
Feature: 19:47-2.2 Cards; number of decks; value of cards
  Cited as 19:47-2.2 in nj-1996, nj-2004 and as 13:69F-2.2 in nj-2024.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m steps.feature_files

  @clause:19:47-2.2(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.2(a) in nj-1996, nj-2004, nj-2024
    Blackjack shall be played with at least one deck of cards with backs of the same color and
    design and one additional yellow or green cutting card.

  @clause:19:47-2.2(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.2(b) in nj-1996, nj-2004, nj-2024
    The value of the cards contained in each deck shall be as follows:
    1. Any card from 2 to 10 shall have its face value;
    2. Any Jack, Queen or King shall have a value of ten;
    3. An ace shall have a value of:
    i. Eleven, unless that value would give a player or the dealer a score in excess of 21, in which
      case, it shall have a value of one; or
    ii. One, if the ace is one of the initial two cards dealt to a player in determination of the
      additional wager authorized by N.J.A.C. 19:47-2.17(a)1; provided, however, that the value of
      such ace for all other purposes under this subchapter shall be governed by (b)3i above.

  @clause:19:47-2.2(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.2(c) in nj-1996, nj-2004, nj-2024
    If a double shoe is utilized, blackjack shall be played with at least two decks of cards that
    shall be dealt from separate sides of the dealing shoe. The cards dealt from each side of the
    shoe shall have backs of the same color and design as all other cards being dealt from that side
    of the shoe. The backs of the cards being dealt from one side of the shoe, however, shall be of
    a different color than the backs being dealt from the other side. In addition to the cards used,
    a separate yellow or green cutting card shall be used in each side of the shoe.
