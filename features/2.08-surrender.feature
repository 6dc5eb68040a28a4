@section:19:47-2.8
Feature: 19:47-2.8 Surrender
  Cited as 19:47-2.8 in nj-1996, nj-2004 and as 13:69F-2.8 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.8(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.8(a) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
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

    @example
    Scenario: Surrender against a dealer's 9 returns half the wager at once
      Given the house offers surrender
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: 9D 8C"
      When box 1 decides to surrender
      And the round is played out
      # against a 9 the dealer collects half of $10, $5, and returns $5 (2.8(a)1)
      Then box 1's main wager is surrendered for $5
      And no other wager is settled

    @example
    Scenario: Surrender of a $15 wager against a dealer's 6 collects $7.50
      Given the house offers surrender
      And the dealer deals a face-down hole card
      And the house pays exactly to the cent
      And box 1 wagers $15
      And the shoe deals "box 1: TC 6D; dealer: 6S TH"
      When box 1 decides to surrender
      And the round is played out
      # half of $15 is $7.50 collected, $7.50 returned (2.8(a)1)
      Then box 1's main wager is surrendered for $7.50
      And no other wager is settled

    @example
    Scenario: Surrender against a ten returns half the wager when the dealer's second card makes no blackjack
      Given the house offers surrender
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: KD 7C"
      When box 1 decides to surrender
      And the round is played out
      # KD 7C is 17, no blackjack: half of $10 is collected, $5 (2.8(a)2)
      Then box 1's main wager is surrendered for $5
      And no other wager is settled

    @example
    Scenario: Surrender against an ace loses the entire wager when the dealer's second card makes blackjack
      Given the house offers surrender
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: AD QC"
      When the decisions are to decline insurance and surrender
      And the round is played
      # the second card QC gives the dealer blackjack: the entire $10 is collected (2.8(a)2)
      Then box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: Surrender against a ten loses the entire wager when the face-down hole card is an ace
      Given the house offers surrender
      And the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 9S 7H; dealer: TD AC"
      When box 1 decides to surrender
      And the round is played out
      # the hole card AC gives TD AC blackjack when revealed: the entire $10 is collected (2.8(a)2)
      Then box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: Surrender against an ace returns half the wager when the face-down hole card is a 6
      Given the house offers surrender
      And the dealer deals a face-down hole card
      And box 1 wagers $20
      And the shoe deals "box 1: 9S 7H; dealer: AD 6C"
      When the decisions are to decline insurance and surrender
      And the round is played
      # AD 6C is no blackjack: half of $20, $10, is collected and $10 returned (2.8(a)2)
      Then box 1's main wager is surrendered for $10
      And no other wager is settled

    @example
    Scenario: Surrender is offered on the first two cards
      Given the house offers surrender
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: 9D 8C"
      When the cards are dealt
      Then box 1 may surrender
      And box 1 may hit

    @example
    Scenario: Surrender may not follow a hit
      Given the house offers surrender
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 5S 4H; dealer: 9D 8C; draws: 2C"
      When box 1 decides to hit
      Then box 1 may not surrender

    @example
    Scenario: Surrender may not follow a split
      Given the house offers surrender
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8H; dealer: 9D 8C; draws: 3C 2D"
      When box 1 decides to split
      Then box 1 may not surrender

    @property
    Scenario: Rounds at a table offering surrender are settled as the rules require
      Given rounds dealt from shuffled shoes
      And the house offers surrender
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @property
    Scenario: Rounds at a table offering surrender neither create nor lose money
      Given rounds dealt from shuffled shoes
      And the house offers surrender
      And house options drawn from those the edition allows
      Then in every round, money is neither created nor lost

    @manual
    Scenario: A surrendered wager against an ace or ten is placed on top of the player's cards
      A person checks at a live table that, against an ace or 10-value card, the dealer places the
      surrendered wager on top of the player's cards until his second card is revealed; where
      chips are placed is not part of the adapter protocol.

  @clause:19:47-2.8(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.8(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If the player has made an insurance wager and then elects to surrender, each wager will be
    settled separately as provided for above and in accordance with N.J.A.C. 19:47-2.9 and one will
    have no bearing on the other.

    @example
    Scenario: Insurance wins and the surrendered wager is lost in full against a dealer's blackjack
      Given the house offers surrender
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: AD KC"
      When the decisions are to insure for $5 and surrender
      And the round is played
      # settled separately: the $5 insurance wins 2 to 1, $10 (2.9(c)); the surrender against the
      # dealer's blackjack collects the entire $10 (2.8(a)2)
      Then box 1's insurance wager wins $10 at 2 to 1
      And box 1's main wager loses $10
      And the players break even
      And no other wager is settled

    @example
    Scenario: Insurance loses and the surrender returns half the wager when the dealer has no blackjack
      Given the house offers surrender
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: AD 8C"
      When the decisions are to insure for $5 and surrender
      And the round is played
      # settled separately: the $5 insurance loses (2.9(a)); the surrender collects half of $10,
      # $5 (2.8(a)2); $10 in all
      Then box 1's insurance wager loses $5
      And box 1's main wager is surrendered for $5
      And the players lose $10 in all
      And no other wager is settled

    @example
    Scenario: Insurance and surrender are settled separately under the face-down hole card procedure
      Given the house offers surrender
      And the dealer deals a face-down hole card
      And box 1 wagers $20
      And the shoe deals "box 1: 9S 6H; dealer: AS JD"
      When the decisions are to insure for $10 and surrender
      And the round is played
      # the $10 insurance wins 2 to 1, $20 (2.9(c)); the surrender against AS JD, a blackjack,
      # collects the entire $20 (2.8(a)2)
      Then box 1's insurance wager wins $20 at 2 to 1
      And box 1's main wager loses $20
      And no other wager is settled

    @property
    Scenario: Insured and surrendered hands are settled as the rules require
      Given rounds dealt from shuffled shoes
      And the house offers surrender
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

  @clause:19:47-2.8(c) @edition:nj-1996
  Rule: 19:47-2.8(c) in nj-1996
    Each casino licensee may, at its discretion, offer its patrons the surrender option authorized
    in this section, except that when a casino licensee offers the rule variation multiple action
    blackjack pursuant to N.J.A.C. 19:47-2.18, the surrender option shall not be available. A casino
    licensee shall not initiate or terminate the use of the surrender option at a table unless the
    casino licensee complies with the notice requirements set forth in N.J.A.C. 19:47-8.3.

    @example
    Scenario: Without the house's option no box is offered surrender
      Given the house offers no surrender
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: 9D 8C"
      When the cards are dealt
      Then box 1 was never offered to surrender

    @example
    Scenario: Without the house's option surrender is refused as illegal
      Given the house offers no surrender
      And the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: KD 7C"
      When box 1 tries to surrender
      Then the decision is refused as illegal

    @validation
    Scenario: A table may offer surrender at the house's discretion
      When a table is asked for at which the house offers surrender
      Then the game opens the table

    @validation
    Scenario: A 1996 table offering multiple action blackjack may not offer surrender
      # "when a casino licensee offers the rule variation multiple action blackjack pursuant to
      # N.J.A.C. 19:47-2.18, the surrender option shall not be available" ((c))
      When a table is asked for at which the house offers surrender and the table offers multiple action blackjack
      Then the game refuses the table citing 2.8(c)

    @validation
    Scenario: A 1996 table offering the progressive blackjack wager may offer surrender
      # the 1996 text of (c) excludes multiple action blackjack only, not the progressive
      # blackjack wager of 2.19
      When a table is asked for at which the house offers surrender and the table offers the progressive blackjack wager
      Then the game opens the table

    @manual
    Scenario: Surrender is started or stopped at a table only after notice
      A person checks that the casino gives the notice of N.J.A.C. 19:47-8.3 before it initiates or
      terminates the surrender option at a table; notices are not part of the adapter protocol.

  @clause:19:47-2.8(c) @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:743f5ebf89ea
  Rule: 19:47-2.8(c) in nj-2004, nj-2024, nj-2024+bet-the-set
    Each casino licensee may, at its discretion, offer its patrons the surrender option authorized
    in this section, except that when a casino licensee offers the rule variation multiple action
    blackjack pursuant to N.J.A.C. 19:47-2.18 or on any blackjack table which offers the progressive
    blackjack wager pursuant to N.J.A.C. 19:47-2.19, the surrender option shall not be available. A
    casino licensee shall not initiate or terminate the use of the surrender option at a table
    unless the casino licensee complies with the notice requirements set forth in N.J.A.C.
    19:47-8.3.

    @example
    Scenario: No box is offered surrender against an ace unless the house offers it
      Given the house offers no surrender
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: AD 8C"
      When the cards are dealt
      Then box 1 was never offered to surrender

    @example
    Scenario: Surrender is refused as illegal unless the house offers it
      Given the house offers no surrender
      And the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 9C 7D; dealer: 8S TH"
      When box 1 tries to surrender
      Then the decision is refused as illegal

    @validation
    Scenario: The house may choose to offer surrender
      When a table is asked for at which the house offers surrender
      Then the game opens the table

    @validation
    Scenario: A table offering multiple action blackjack may not offer surrender
      # "when a casino licensee offers the rule variation multiple action blackjack pursuant to
      # N.J.A.C. 19:47-2.18 ..., the surrender option shall not be available" ((c))
      When a table is asked for at which the house offers surrender and the table offers multiple action blackjack
      Then the game refuses the table citing 2.8(c)

    @validation
    Scenario: A table offering the progressive blackjack wager may not offer surrender
      # "or on any blackjack table which offers the progressive blackjack wager pursuant to
      # N.J.A.C. 19:47-2.19, the surrender option shall not be available" ((c))
      When a table is asked for at which the house offers surrender and the table offers the progressive blackjack wager
      Then the game refuses the table citing 2.8(c)

    @manual
    Scenario: Notice is given before surrender is started or stopped at a table
      A person checks that the casino gives the notice of N.J.A.C. 19:47-8.3 before it initiates or
      terminates the surrender option at a table; notices are not part of the adapter protocol.
