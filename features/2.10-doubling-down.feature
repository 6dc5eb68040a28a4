@section:19:47-2.10
Feature: 19:47-2.10 Doubling down
  Cited as 19:47-2.10 in nj-1996, nj-2004 and as 13:69F-2.10 in nj-2024.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m steps.feature_files

  @clause:19:47-2.10(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.10(a) in nj-1996, nj-2004, nj-2024
    Except for Blackjack or a point count of twenty-one in two cards, a player may elect to double
    down, i.e., make an additional wager not in excess of the amount of his original wager, on the
    first two cards dealt to him or the first two cards of any split pair on the condition that one
    and only one additional card shall be dealt to the hand on which he has elected to double down.
    In such circumstances, the one additional card shall be dealt face upwards and placed sideways
    on the layout.

  @clause:19:47-2.10(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.10(b) in nj-1996, nj-2004, nj-2024
    If a dealer obtains blackjack after a player doubles down, the dealer shall only collect the
    amount of the original wager of such player and shall not collect the additional amount wagered
    in doubling down.
