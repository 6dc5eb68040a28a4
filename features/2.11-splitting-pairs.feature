@section:19:47-2.11
Feature: 19:47-2.11 Splitting pairs
  Cited as 19:47-2.11 in nj-1996, nj-2004 and as 13:69F-2.11 in nj-2024.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m steps.feature_files

  @clause:19:47-2.11(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.11(a) in nj-1996, nj-2004, nj-2024
    Whenever the initial two cards dealt to a player are identical in value, the player may elect to
    split the hand into two separate hands provided that he makes a wager on the second hand so
    formed in an amount equal to his original wager.

  @clause:19:47-2.11(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.11(b) in nj-1996, nj-2004, nj-2024
    (b) When a player splits pairs, the dealer shall deal a card to and complete the player's
    decisions with respect to the first incomplete hand on the dealer's left before proceeding to
    deal any cards to any other hand.

  @clause:19:47-2.11(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.11(c) in nj-1996, nj-2004, nj-2024
    After a second card is dealt to a split pair, the dealer shall announce the point total of such
    hand and the player shall indicate his decision to stand, draw or double down with respect
    thereto expect that:
    1. A player may not split pairs again if the second card so dealt is identical in value to a
      card of the split pair; and
    2. A player splitting aces shall have only one card dealt to each ace and may not elect to
      receive additional cards.

  @clause:19:47-2.11(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.11(d) in nj-1996, nj-2004, nj-2024
    If the dealer obtains blackjack after a player splits pairs, the dealer shall only collect the
    amount of the original wager of such player and shall not collect the additional amount wagered
    in splitting pairs.

  @clause:19:47-2.11(e) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.11(e) in nj-1996, nj-2004, nj-2024
    Notwithstanding the provisions of (c)1 above, a casino licensee may, at its discretion, permit a
    player to split pairs up to three times (a total of four hands) at a blackjack table with up to
    six player boxes or twice (a total of three hands) at a blackjack table with seven player boxes
    if notice of the option is provided as set forth in N.J.A.C. 19:47-8.3, except that this option
    shall not be available in games in which the rule variation multiple action blackjack is
    available pursuant to N.J.A.C. 19:47-2.18. If a casino licensee elects to offer the option of
    splitting pairs more than once, it may, at its discretion, prohibit a player from splitting a
    pair of aces more than once (a total of two hands) if notice is provided as set forth in
    N.J.A.C. 19:47-8.3. All other requirements of this section shall apply to each hand which is
    formed as a result of splitting pairs more than once.

  @clause:19:47-2.11(f) @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.11(f) in nj-2004, nj-2024
    If a player has made the additional wager authorized by N.J.A.C. 19:47-2.17(a)3, is dealt two
    sevens as his or her initial two cards and elects to split the pair of sevens, the dealer shall
    announce that the player is splitting sevens and forfeiting any potential payout for three
    sevens. The player shall be paid for the additional winning wager prior to any additional cards
    being dealt to either of the split hands.
