@section:13:69E-1.10
Feature: 13:69E-1.10 Blackjack table; card reader device; physical characteristics; inspections
  Cited as 13:69E-1.10 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:13:69E-1.10(v) @edition:nj-2024+bet-the-set @reviewed:cb6422a79bc7
  Rule: 13:69E-1.10(v) in nj-2024+bet-the-set
    If a casino licensee offers bet the set blackjack pursuant to N.J.A.C. 13:69F-2.29, the layout
    otherwise required by this section shall also include a designated betting area for the Bet the
    Set wager identified as the “Pair Square” at each player position on the gaming table. If not
    inscribed on the layout, a sign at the blackjack table shall set forth the payout odds of bet
    the set 21.

    @manual
    Scenario: The layout of a table offering bet the set has a Pair Square at each player position
      (v) requires "a designated betting area for the Bet the Set wager identified as the “Pair
      Square” at each player position on the gaming table". The layout is equipment; the adapter
      protocol has none and takes a bet the set wager on any box the table has. A person checks
      the pair squares; that the wager is placed in them is 13:69F-2.29(b)'s.

    @manual
    Scenario: The bet the set payout odds are inscribed on the layout or set forth on a sign at the table
      "If not inscribed on the layout, a sign at the blackjack table shall set forth the payout odds
      of bet the set 21" ((v)): equipment and signage outside the adapter protocol, which carries
      only the pay table of 13:69F-2.29(g) a table is opened with. A person checks that the layout
      or the sign sets forth that pay table's odds.

  @clause:13:69E-1.10(x) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:a51d06e4d8fd
  Rule: 13:69E-1.10(x) in nj-2024, nj-2024+bet-the-set
    If a casino licensee offers Buster Blackjack pursuant to N.J.A.C. 13:69F-2.30, or Buster
    Blackjack with Free Bonus pursuant to N.J.A.C. 13:69F-2.30, the blackjack layout otherwise
    required by this section shall include, at a minimum:
    (1) The inscription "Dealer Must Draw to Soft 17" in place of the inscription required by
      subsection (c) 2 of this section;
    (2) A designated betting area for the Buster Blackjack side wager at each of the player
      positions at the table;
    (3) An inscription or a separate sign located on the table setting forth the payout odds based
      upon the number of cards in the dealer's busted hand;
    (4) If a casino licensee offers the Free Bonus authorized by N.J.A.C. 13:69F-2.30(h), the layout
      shall also have an inscription or a separate sign located on the table setting forth the
      payout odds based upon the number of cards in the dealer's busted hand and a description of
      the circumstances that will entitle the player to the Free Bonus.

    @manual
    Scenario: The layout of a table offering Buster Blackjack reads Dealer Must Draw to Soft 17
      (x)1 requires the inscription "Dealer Must Draw to Soft 17" in place of the one required by
      subsection (c)2 on the layout of a table offering Buster Blackjack, with or without the Free
      Bonus; the corpus holds no text of (c). The layout is equipment, not a round the adapter
      plays: a person checks the inscription. Which hand it governs, the Buster wagers' only or
      every wager's, is the house option buster_dealer_soft_17, and the examples of 13:69F-2.30(f)
      play both readings (I-2.30-soft-17).

    @manual
    Scenario: The layout has a Buster Blackjack betting area at each player position
      (x)2 requires "A designated betting area for the Buster Blackjack side wager at each of the
      player positions at the table". The layout is equipment; the adapter protocol has none and
      takes a Buster wager on any box the table has. A person checks the betting areas; that the
      wager is placed on them is 13:69F-2.30(b)'s.

    @manual
    Scenario: The Buster Blackjack payout odds are inscribed or posted on the table
      (x)3 requires "An inscription or a separate sign located on the table setting forth the
      payout odds based upon the number of cards in the dealer's busted hand". The adapter
      protocol carries only the pay table of 13:69F-2.30(g) a table is opened with; a person
      checks that the sign or inscription shows that pay table's odds.

    @manual
    Scenario: Where the Free Bonus is offered the table sets out its payouts and when it is paid
      (x)4 requires, where the Free Bonus of 13:69F-2.30(h) is offered, "an inscription or a
      separate sign located on the table setting forth the payout odds based upon the number of
      cards in the dealer's busted hand and a description of the circumstances that will entitle
      the player to the Free Bonus". The layout is equipment outside the adapter protocol, which
      carries only the Free Bonus pay table of 13:69F-2.30(i) a table is opened with; a person
      checks the sign or inscription against it and the three conditions of 13:69F-2.30(h).
