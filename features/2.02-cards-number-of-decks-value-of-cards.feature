@section:19:47-2.2
Feature: 19:47-2.2 Cards; number of decks; value of cards
  Cited as 19:47-2.2 in nj-1996, nj-2004 and as 13:69F-2.2 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.2(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.2(a) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Blackjack shall be played with at least one deck of cards with backs of the same color and
    design and one additional yellow or green cutting card.

    @validation
    Scenario: A table dealt from a single deck is allowed
      When a table is asked for at which the shoe holds 1 deck
      Then the game opens the table

    @validation
    Scenario: A shoe of no deck at all is refused
      When a table is asked for at which the shoe holds 0 decks
      Then the game refuses the table as forbidden by the rules

    @manual
    Scenario: The decks have backs of one colour and design and a yellow or green cutting card
      The colour and design of the backs and the cutting card are physical: the adapter protocol
      deals card faces only, so a person checks the decks and the cutting card at the live table.

  @clause:19:47-2.2(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.2(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    The value of the cards contained in each deck shall be as follows:
    1. Any card from 2 to 10 shall have its face value;
    2. Any Jack, Queen or King shall have a value of ten;
    3. An ace shall have a value of:
    i. Eleven, unless that value would give a player or the dealer a score in excess of 21, in which
      case, it shall have a value of one; or
    ii. One, if the ace is one of the initial two cards dealt to a player in determination of the
      additional wager authorized by N.J.A.C. 19:47-2.17(a)1; provided, however, that the value of
      such ace for all other purposes under this subchapter shall be governed by (b)3i above.

    @example
    Scenario: A king and a queen count ten each against a jack and a nine
      Given box 1 wagers $10
      And the shoe deals "box 1: KH QD; dealer: JS 9C"
      When the round is played
      # K + Q = 10 + 10 = 20 (2.2(b)2); the dealer's J + 9 = 19 stands (2.12(b)); 20 beats 19 at 1 to 1
      Then the dealer's hand totals 19
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: Cards from 2 to 10 count their face value
      Given box 1 wagers $10
      And the shoe deals "box 1: 2S 3D; dealer: TC 8H; draws: 4C 5H 6S"
      When the decisions are to hit, hit, hit and stand
      And the round is played
      # 2 + 3 + 4 + 5 + 6 = 20 (2.2(b)1); the dealer's 10 + 8 = 18 stands; 20 beats 18 at 1 to 1
      Then box 1's hand is "2S 3D 4C 5H 6S"
      And the dealer's hand totals 18
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A player's ace counts eleven when that keeps the score at 21 or less
      Given box 1 wagers $10
      And the shoe deals "box 1: AS 7D; dealer: TC 7H"
      When box 1 decides to stand
      And the round is played
      # A + 7 = 11 + 7 = 18 (2.2(b)3i); the dealer's 10 + 7 = 17 stands; 18 beats 17 at 1 to 1
      Then the dealer's hand totals 17
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A player's ace counts one once eleven would take the score over 21
      Given box 1 wagers $10
      And the shoe deals "box 1: AS 6D; dealer: TC 9H; draws: 9C 4H"
      When box 1 decides to hit
      And box 1 decides to hit
      And box 1 decides to stand
      And the round is played
      # A 6 9: 11 + 6 + 9 = 26 is over 21, so the ace is 1 and the hand a hard 16 (2.2(b)3i);
      # with the 4 it is 20; the dealer's 10 + 9 = 19 stands; 20 beats 19 at 1 to 1
      Then box 1's hand is "AS 6D 9C 4H"
      And the dealer's hand totals 19
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A pair of aces counts twelve, one ace eleven and the other one
      Given box 1 wagers $10
      And the shoe deals "box 1: AS AD; dealer: TC 7H; draws: 9C"
      When box 1 decides to hit
      And the round is played
      # A A 9: 11 + 1 + 9 = 21 in three cards (2.2(b)3i); the dealer's 10 + 7 = 17 stands;
      # 21 beats 17 at 1 to 1
      Then box 1's hand is "AS AD 9C"
      And the dealer's hand totals 17
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: An ace and a jack are 21 in two cards, a blackjack
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: AS JD; dealer: 9C 8H"
      When the round is played
      # A + J = 11 + 10 = 21 in two cards, a blackjack; 3 to 2 on $10 is $15 (2.3(e))
      Then box 1's main wager wins $15 at 3 to 2
      And no other wager is settled

    @example
    Scenario: The dealer's ace and six are a soft 17, on which he stands
      Given box 1 wagers $10
      And the dealer stands on a soft 17
      And the shoe deals "box 1: TS 8D; dealer: AH 6C"
      When the round is played
      # the dealer's A + 6 = 11 + 6 = 17, a soft 17 (2.2(b)3i), and he stands (2.12(b));
      # the box's 10 + 8 = 18 beats 17 at 1 to 1
      Then the dealer's hand is "AH 6C"
      And the dealer's hand totals 17
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The dealer's ace, two and four are a soft 17, on which he stands
      Given box 1 wagers $10
      And the dealer stands on a soft 17
      And the shoe deals "box 1: TS 8D; dealer: AH 2C; dealer draws: 4D"
      When the round is played
      # the dealer's A + 2 = soft 13 draws; with the 4, 11 + 2 + 4 = soft 17 and he stands
      # (2.2(b)3i, 2.12(b)); the box's 18 beats 17 at 1 to 1
      Then the dealer's hand is "AH 2C 4D"
      And the dealer's hand totals 17
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The dealer's soft 16 that draws a king counts the ace as one and draws again
      Given box 1 wagers $10
      And the shoe deals "box 1: TS QD; dealer: AH 5C; dealer draws: KD 3S"
      When the round is played
      # the dealer's A + 5 = soft 16 draws; with the K, 11 + 5 + 10 = 26 is over 21, so the ace
      # is 1 and the hand a hard 16, which draws again (2.2(b)3i, 2.12(b)); with the 3 it is 19;
      # the box's 10 + Q = 20 beats 19 at 1 to 1
      Then the dealer's hand is "AH 5C KD 3S"
      And the dealer's hand totals 19
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The dealer's six, nine and ace are a hard 16, on which he draws
      Given box 1 wagers $10
      And the shoe deals "box 1: TS 7D; dealer: 6C 9H; dealer draws: AD 2S"
      When box 1 decides to stand
      And the round is played
      # the dealer's 6 + 9 = 15 draws; with the A, 6 + 9 + 11 = 26 is over 21, so the ace is 1
      # and the hand a hard 16, which draws again (2.2(b)3i, 2.12(b)); with the 2 it is 18;
      # the box's 10 + 7 = 17 loses to 18
      Then the dealer's hand is "6C 9H AD 2S"
      And the dealer's hand totals 18
      And box 1's main wager loses $10
      And no other wager is settled

    @property
    Scenario: Relabelling the suits changes no card's value
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, relabelling the suits changes nothing

    @property
    Scenario: The dealer counts his aces as the rule says when he draws to 17
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And the players stand on every hand
      Then in every round, the dealer draws to 17 and no further

    @example
    Scenario: An ace counts one in the initial two cards for the additional wager of 2.17(a)1
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $1 under 13
      And the shoe deals "box 1: AS 2D; dealer: 9D 8C"
      When box 1 decides to stand
      And the round is played
      # for the additional wager the ace is one (2.2(b)3ii): 1 + 2 = 3, less than 13, so the
      # under 13 wager wins $1 at one to one (2.17(b)2, (e)1); for the hand the ace is eleven
      # (2.2(b)3i): a soft 13, which loses $10 to the dealer's 9 + 8 = 17
      Then box 1's under 13 wager wins $1 at 1 to 1 under 2.17(e)1
      And box 1's main wager loses $10
      And no other wager is settled

  @clause:19:47-2.2(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.2(c) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If a double shoe is utilized, blackjack shall be played with at least two decks of cards that
    shall be dealt from separate sides of the dealing shoe. The cards dealt from each side of the
    shoe shall have backs of the same color and design as all other cards being dealt from that side
    of the shoe. The backs of the cards being dealt from one side of the shoe, however, shall be of
    a different color than the backs being dealt from the other side. In addition to the cards used,
    a separate yellow or green cutting card shall be used in each side of the shoe.

    @manual
    Scenario: A double shoe deals at least two decks of different back colours from its two sides
      The double shoe is physical: the adapter protocol deals one sequence of card faces and
      cannot observe the sides of a shoe, the colours of the backs or the two cutting cards, so a
      person checks them at the live table.
