@section:19:47-2.12
Feature: 19:47-2.12 Drawing of additional cards by players and dealers
  Cited as 19:47-2.12 in nj-1996, nj-2004 and as 13:69F-2.12 in nj-2024.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m steps.feature_files

  @clause:19:47-2.12(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.12(a) in nj-1996, nj-2004, nj-2024
    A player may elect to draw additional cards whenever his point count total is less than 21
    except that:
    1. A player having Blackjack or a hard or soft total of 21 may not draw additional cards;
    2. A player electing to double down shall draw one and only one additional card;
    3. A player splitting aces shall only have one card dealt to each ace and may not elect to
      receive additional cards.

  @clause:19:47-2.12(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.12(b) in nj-1996, nj-2004, nj-2024
    Except as provided in (c) below, a dealer shall draw additional cards to his hand until he has a
    hard or soft total of 17, 18, 19, 20 or 21 at which point no additional cards shall be drawn.

  @clause:19:47-2.12(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.12(c) in nj-1996, nj-2004, nj-2024
    A dealer shall draw no additional cards to his hand, regardless of the point count, if decisions
    have been made on all players' hands and the point count of the dealer's hand will have no
    effect on the outcome of the round of play.
