@section:19:47-3.2
Feature: 19:47-3.2 Wagers
  Cited as 19:47-3.2 in nj-1996.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-3.2(a) @edition:nj-1996
  Rule: 19:47-3.2(a) in nj-1996
    The following wagers shall be permitted to be made by a participant at the game of
    Baccarat-Punto Banco:
    1. A wager on the "Banker's Hand" which shall:
    i. Win if the "Banker's Hand" has a Point Count higher than that of the "Player's Hand";
    ii. Lose if the "Banker's Hand" has a Point Count lower than that of the "Player's Hand";
    iii. Be void if the Point Count of the "Banker's Hand" and the "Player's Hand" are equal.
    2. A wager on the "Player's Hand" which shall:
    i. Win if the "Player's Hand" has a Point Count higher than that of the "Banker's Hand";
    ii. Lose if the "Player's Hand" has a Point Count lower than that of the "Banker's Hand";
    iii. Be void if the Point Counts of the "Banker's Hand" and the "Player's Hand" are equal.
    3. A "Tie Bet" which shall win if the Point Counts of the "Banker's Hand" and the "Player's
      Hand" are equal and shall lose if such Point Counts are not equal.

    @example
    Scenario: The Banker's Hand wins with the higher Point Count
      Given player 1 wagers $10 on the Banker's Hand
      And player 2 wagers $10 on the Player's Hand
      And player 3 wagers $5 on the Tie Bet
      And the house extracts a vigorish of 5 percent
      And the house collects the vigorish at the time the winning payout is made
      And the Player's Hand is dealt "7S KD" and the Banker's Hand "8H QC"
      When the coup is dealt and settled
      # banker 8 against player 7: the Banker's Hand wins (3.2(a)1i), $10 at 1 to 1 less 5 % of
      # $10, $0.50 (3.3(c)); the Player's Hand loses $10 (3.2(a)2ii); the counts are not equal, so
      # the Tie Bet loses $5 (3.2(a)3)
      Then player 1's wager on the Banker's Hand wins $10 at 1 to 1
      And player 1 pays a vigorish of $0.50
      And player 2's wager on the Player's Hand loses $10
      And player 3's wager on the Tie Bet loses $5
      And nothing else is paid or collected

    @example
    Scenario: The Player's Hand wins with the higher Point Count
      Given player 1 wagers $10 on the Banker's Hand
      And player 2 wagers $25 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # player 9 against banker 6: the Player's Hand wins $25 at 1 to 1 (3.2(a)2i, 3.3(a)); the
      # Banker's Hand loses $10 (3.2(a)1ii) and pays no vigorish
      Then player 2's wager on the Player's Hand wins $25 at 1 to 1
      And player 1's wager on the Banker's Hand loses $10
      And player 1 pays no vigorish
      And nothing else is paid or collected

    @example
    Scenario: On equal Point Counts the Banker's and Player's Hand wagers are void and the Tie Bet wins
      Given player 1 wagers $10 on the Banker's Hand
      And player 2 wagers $10 on the Player's Hand
      And player 3 wagers $5 on the Tie Bet
      And the house posts odds of 8 to 1 on the Tie Bet
      And the Player's Hand is dealt "2S 2H" and the Banker's Hand "3H AC"
      When the coup is dealt and settled
      # 2 + 2 = 4 and 3 + 1 = 4: equal Point Counts. The Banker's Hand and the Player's Hand wagers
      # are void, returned (3.2(a)1iii, 2iii); the Tie Bet wins $5 x 8 = $40 (3.2(a)3, 3.3(b))
      Then player 1's wager on the Banker's Hand is void
      And player 2's wager on the Player's Hand is void
      And player 3's wager on the Tie Bet wins $40 at 8 to 1
      And player 1 pays no vigorish
      And nothing else is paid or collected

    @example
    Scenario: Two naturals of 8 tie
      Given player 1 wagers $20 on the Banker's Hand
      And player 2 wagers $20 on the Player's Hand
      And the Player's Hand is dealt "8S KH" and the Banker's Hand "5D 3C"
      When the coup is dealt and settled
      # 8 + 0 = 8 and 5 + 3 = 8: void, both returned (3.2(a)1iii, 2iii)
      Then player 1's wager on the Banker's Hand is void
      And player 2's wager on the Player's Hand is void
      And nothing else is paid or collected

    @property
    Scenario: Every wager of rounds from shuffled shoes is settled as the rules require
      Given baccarat rounds dealt from shuffled shoes
      And baccarat house options drawn from those the rules allow
      Then in every baccarat round, every wager is settled as the rules require

    @property
    Scenario: Every wager of a tied round is settled as the rules require
      Given baccarat rounds in which the hands tie
      And baccarat house options drawn from those the rules allow
      Then in every baccarat round, every wager is settled as the rules require

    @property
    Scenario: Every wager of a round with a natural is settled as the rules require
      Given baccarat rounds in which a hand is a natural 8 or 9
      Then in every baccarat round, every wager is settled as the rules require

  @clause:19:47-3.2(b) @edition:nj-1996
  Rule: 19:47-3.2(b) in nj-1996
    Unless otherwise approved by the Commission, no casino licensee, his employees or agents shall
    accept any wager at the game of Baccarat-Punto Banco other than those specified in subsection
    (a) of this section.

    @example
    Scenario: A pair wager, which the section does not list, is refused
      Given player 1 wagers $10 on the Player's Hand
      And player 2 asks to wager $5 on a "player pair" wager
      And the Player's Hand is dealt "7S 7D" and the Banker's Hand "8H QC"
      When the coup is dealt and settled
      # (a) lists the Banker's Hand, the Player's Hand and the Tie Bet only; the pair wager is
      # refused (3.2(b)) and never settled, though the Player's Hand holds a pair. 7 + 7 = 14
      # counts 4 against 8: the Player's Hand loses $10 (3.2(a)2ii)
      Then player 2's "player pair" wager is refused citing 3.2(b)
      And player 1's wager on the Player's Hand loses $10
      And nothing else is paid or collected

    @example
    Scenario: A dragon bonus wager is refused and the round goes on
      Given player 1 wagers $10 on the Player's Hand
      And player 1 asks to wager $10 on a "dragon bonus" wager
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "2H 3C"
      When the coup is dealt and settled
      # the dragon bonus is no wager of (a): refused (3.2(b)); 9 beats 5, the Player's Hand wins
      # $10 at 1 to 1 (3.3(a))
      Then player 1's "dragon bonus" wager is refused citing 3.2(b)
      And player 1's wager on the Player's Hand wins $10 at 1 to 1
      And nothing else is paid or collected

  @clause:19:47-3.2(c) @edition:nj-1996
  Rule: 19:47-3.2(c) in nj-1996
    All wagers at Baccarat-Punto Banco shall be made by placing gaming chips or plaques and, if
    applicable, a match play coupon on the appropriate areas of the Baccarat-Punto Banco layout,
    except that verbal wagers accompanied by cash may be accepted provided that they are confirmed
    by the dealer and casino supervisor at the table and such cash is expeditiously converted into
    gaming chips or plaques in accordance with N.J.A.C. 19:45-1.18.

    @manual
    Scenario: Wagers are made in chips, plaques or a match play coupon, or verbally with cash confirmed
      How a wager is made (chips or plaques on the layout's areas, a match play coupon, a verbal
      wager with cash confirmed by the dealer and the casino supervisor and converted into chips)
      is seen at the table; the protocol carries only the amount wagered.

  @clause:19:47-3.2(d) @edition:nj-1996
  Rule: 19:47-3.2(d) in nj-1996
    No wager at Baccarat-Punto Banco shall be made, increased or withdrawn after the dealer calling
    the game has announced "No More Bets."

    @example
    Scenario: A wager made after No More Bets is refused
      Given player 1 wagers $10 on the Banker's Hand
      And after "No More Bets" player 3 tries to wager $5 on the Tie Bet
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # no wager is made after the announcement (3.2(d)): player 3's Tie Bet is neither taken nor
      # settled; the Banker's Hand loses $10 (3.2(a)1ii)
      Then player 3's wager after "No More Bets" is refused citing 3.2(d)
      And player 1's wager on the Banker's Hand loses $10
      And nothing else is paid or collected

    @example
    Scenario: A wager increased after No More Bets is refused and settled at its amount
      Given player 1 wagers $10 on the Player's Hand
      And after "No More Bets" player 1 tries to increase the wager on the Player's Hand by $10
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # the increase is refused (3.2(d)); the wager stands at $10 (I-baccarat-late-change) and
      # wins $10 at 1 to 1 (3.3(a))
      Then player 1's wager after "No More Bets" is refused citing 3.2(d)
      And player 1's wager on the Player's Hand wins $10 at 1 to 1
      And nothing else is paid or collected

    @example
    Scenario: A wager withdrawn after No More Bets is refused and settled
      Given player 1 wagers $10 on the Banker's Hand
      And after "No More Bets" player 1 tries to withdraw the wager on the Banker's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # the withdrawal is refused (3.2(d)); the wager stays (I-baccarat-late-change) and loses $10
      # (3.2(a)1ii)
      Then player 1's wager after "No More Bets" is refused citing 3.2(d)
      And player 1's wager on the Banker's Hand loses $10
      And nothing else is paid or collected
