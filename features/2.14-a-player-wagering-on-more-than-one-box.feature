@section:19:47-2.14
Feature: 19:47-2.14 A player wagering on more than one box
  Cited as 19:47-2.14 in nj-1996, nj-2004 and as 13:69F-2.14 in nj-2024.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m steps.feature_files

  @clause:19:47-2.14 @edition:nj-1996
  Rule: 19:47-2.14 in nj-1996
    A casino licensee may permit a player to wager on more than one box at a Blackjack table.

  @clause:19:47-2.14 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.14 in nj-2004, nj-2024
    A player may only wager on one box at a Blackjack table unless the casino licensee, in its
    discretion, permits the player to wager on additional boxes.
