@section:19:47-2.8
Feature: 19:47-2.8 Surrender
  Cited as 19:47-2.8 in nj-1996, nj-2004 and as 13:69F-2.8 in nj-2024.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m steps.feature_files

  @clause:19:47-2.8(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.8(a) in nj-1996, nj-2004, nj-2024
    After the first two cards are dealt to the player and the player's point total is announced, the
    player may elect to discontinue play on his hand for that round by surrendering one-half his
    wager. All decisions to surrender shall be made prior to such player indicating as to whether he
    wishes to double down, split pairs, stand, and/or draw as provided for in this subchapter.
    1. Should the first card dealt to the dealer be other than an ace or 10-value card, the dealer
      shall immediately collect one-half of the wager and return one-half to the player.
    2. Should the first card dealt to the dealer be an ace or 10-value card, the dealer will place
      the player's wager on top of the player's cards. When the dealer's second card is revealed,
      the hand will be settled by immediately collecting the entire wager should the dealer have
      blackjack or collecting one-half of the wager and returning one-half of the wager to the
      player should the dealer not have blackjack.

  @clause:19:47-2.8(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.8(b) in nj-1996, nj-2004, nj-2024
    If the player has made an insurance wager and then elects to surrender, each wager will be
    settled separately as provided for above and in accordance with N.J.A.C. 19:47-2.9 and one will
    have no bearing on the other.

  @clause:19:47-2.8(c) @edition:nj-1996
  Rule: 19:47-2.8(c) in nj-1996
    Each casino licensee may, at its discretion, offer its patrons the surrender option authorized
    in this section, except that when a casino licensee offers the rule variation multiple action
    blackjack pursuant to N.J.A.C. 19:47-2.18, the surrender option shall not be available. A casino
    licensee shall not initiate or terminate the use of the surrender option at a table unless the
    casino licensee complies with the notice requirements set forth in N.J.A.C. 19:47-8.3.

  @clause:19:47-2.8(c) @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.8(c) in nj-2004, nj-2024
    Each casino licensee may, at its discretion, offer its patrons the surrender option authorized
    in this section, except that when a casino licensee offers the rule variation multiple action
    blackjack pursuant to N.J.A.C. 19:47-2.18 or on any blackjack table which offers the progressive
    blackjack wager pursuant to N.J.A.C. 19:47-2.19, the surrender option shall not be available. A
    casino licensee shall not initiate or terminate the use of the surrender option at a table
    unless the casino licensee complies with the notice requirements set forth in N.J.A.C.
    19:47-8.3.
