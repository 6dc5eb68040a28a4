@section:19:47-2.7
Feature: 19:47-2.7 Payment of blackjack
  Cited as 19:47-2.7 in nj-1996, nj-2004 and as 13:69F-2.7 in nj-2024.
  Heading in nj-2004, nj-2024: Payment of blackjack; consolidated net payout option for certain
    insurance wagers.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m steps.feature_files

  @clause:19:47-2.7(a) @edition:nj-1996
  Rule: 19:47-2.7(a) in nj-1996
    If the first face up card dealt to the dealer is 2, 3, 4, 5, 6, 7, 8, or 9 and a player has
    blackjack, the dealer shall announce and pay the blackjack at odds of 3 to 2 and shall remove
    the player's cards before any player receives a third card.

  @clause:19:47-2.7(a) @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.7(a) in nj-2004, nj-2024
    If the first face up card dealt to the dealer is a 2, 3, 4, 5, 6, 7, 8, or 9 and a player has
    blackjack, the dealer shall announce and pay the blackjack at odds of 3 to 2 and, unless the
    player has also made a blackjack bonus wager pursuant to N.J.A.C. 19:47-2.20, shall remove the
    player's cards before any player receives a third card.

  @clause:19:47-2.7(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.7(b) in nj-1996, nj-2004, nj-2024
    If the first face up card dealt to the dealer is an Ace, King, Queen, Jack or Ten and a player
    has blackjack, the dealer shall announce the blackjack but shall make no payment nor remove any
    cards until all other cards are dealt to the players and the dealer receives his second card.
    If, in such circumstances, the dealer's second card does not give him blackjack, the player
    having blackjack shall be paid at odds of 3 to 2. If, however, the dealer's second card gives
    him blackjack, the wager of the player having blackjack shall be void and constitute a stand
    off.

  @clause:19:47-2.7(c) @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.7(c) in nj-2004, nj-2024
    Notwithstanding (a) and (b) above, at the discretion of a casino licensee, a player who has
    blackjack and who places an insurance wager pursuant to N.J.A.C. 19:47-2.9 in an amount equal to
    half of his or her initial wager shall be paid at odds of 1 to 1 on the initial wager as a
    consolidated net payout for both the blackjack and insurance wagers before any additional cards
    are dealt, provided that notice of the use of this consolidated net payout option shall be
    provided by the casino licensee in accordance with N.J.A.C. 19:47-8.3.
