@section:19:47-2.16
Feature: 19:47-2.16 Five cards totalling 21 rule
  Cited as 19:47-2.16 in nj-1996, nj-2004 and as 13:69F-2.16 in nj-2024.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m steps.feature_files

  @clause:19:47-2.16(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.16(a) in nj-1996, nj-2004, nj-2024
    Whenever a player has achieved a score of 21 in five cards and the dealer has not achieved a
    blackjack or a score of 21, the winning hand shall be paid at odds of 2 to 1.

  @clause:19:47-2.16(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.16(b) in nj-1996, nj-2004, nj-2024
    If the player has achieved a score of 21 in five cards and the dealer has blackjack, the
    player's wager shall be settled in accordance with N.J.A.C. 19:47-2.3(b). If the player has
    achieved a score of 21 in five cards and the dealer has achieved a score of 21 in three or more
    cards, the player's wager shall be considered void and said wager shall be returned to the
    player.

  @clause:19:47-2.16(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.16(c) in nj-1996, nj-2004, nj-2024
    A casino licensee may, in its discretion, offer to all patrons at a blackjack table the five
    cards totalling 21 option authorized in this section, provided that the casino licensee complies
    with the notice requirements set forth in N.J.A.C. 19:47-8.3 prior to withdrawing the offer of
    this option.
