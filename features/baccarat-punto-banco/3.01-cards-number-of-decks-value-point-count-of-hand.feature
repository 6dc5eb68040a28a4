@section:19:47-3.1
Feature: 19:47-3.1 Cards: number of decks; value; point count of hand
  Cited as 19:47-3.1 in nj-1996.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-3.1(a) @edition:nj-1996
  Rule: 19:47-3.1(a) in nj-1996
    Baccarat-Punto Banco shall be played with at least six (6) decks of cards and two additional
    solid yellow or green cutting cards.

    @validation
    Scenario: A table of five decks is refused
      When a baccarat table is asked for at which the game is played with 5 decks
      Then the baccarat table is refused citing 3.1(a)

    @validation
    Scenario: A table of six decks is opened
      When a baccarat table is asked for at which the game is played with 6 decks
      Then the baccarat table is opened

    @example
    Scenario: A round is dealt from a shoe of six decks
      Given the game is played with 6 decks
      And the shoe is stacked so that a cut at 30 puts "AS 2S" in front of the round's cards
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S KD" and the Banker's Hand "6H TC"
      When the coup is dealt and settled
      # 6 decks are 312 cards: the cut at 30 and the cutting card 14 from the back fit (3.5(c),
      # (d)); the ace burns one more card; 9 + 0 = 9 beats 6 + 0 = 6, and $10 on the Player's Hand
      # wins $10 at 1 to 1 (3.3(a))
      Then the cards burned are "AS 2S"
      And player 1's wager on the Player's Hand wins $10 at 1 to 1
      And nothing else is paid or collected

    @manual
    Scenario: The two cutting cards are solid yellow or green
      The colour of the two additional cutting cards is a property of the physical cards at the
      table; the protocol carries only where the cutting cards go, so a person checks their colour.

  @clause:19:47-3.1(b) @edition:nj-1996
  Rule: 19:47-3.1(b) in nj-1996
    The "Value" of the cards in each deck shall be as follows:
    1. Any card from 2 to 9 shall have its face value;
    2. Any Ten, Jack, Queen or King shall have a value of zero:
    3. Any ace shall have a value of one.

    @example
    Scenario: A 9 has its face value and a king and a ten are worth zero
      Given player 1 wagers $10 on the Player's Hand
      And player 2 wagers $10 on the Banker's Hand
      And the Player's Hand is dealt "KS 9D" and the Banker's Hand "QH TC"
      When the coup is dealt and settled
      # the king is zero and the 9 nine (3.1(b)1, 2): the Player's Hand counts 9; the queen and
      # the ten are zero: the Banker's Hand counts 0. $10 on the Player's Hand wins $10 at 1 to 1
      # (3.3(a)); $10 on the Banker's Hand loses $10 (3.2(a)1ii)
      Then the Player's Hand has a Point Count of 9
      And the Banker's Hand has a Point Count of 0
      And player 1's wager on the Player's Hand wins $10 at 1 to 1
      And player 2's wager on the Banker's Hand loses $10
      And nothing else is paid or collected

    @example
    Scenario: An ace is worth one and a jack zero
      Given player 1 wagers $10 on the Banker's Hand
      And the house extracts a vigorish of 5 percent
      And the house does not round off the vigorish
      And the house collects the vigorish at the time the winning payout is made
      And the Player's Hand is dealt "AS JD 5C" and the Banker's Hand "AH 7C"
      When the coup is dealt and settled
      # the Player's Hand: 1 + 0 + 5 = 6; the Banker's Hand: 1 + 7 = 8 (3.1(b)1, 2, 3). The Banker's
      # Hand wins $10 at 1 to 1, less 5 % of $10, $0.50 (3.3(c))
      Then the Player's Hand has a Point Count of 6
      And the Banker's Hand has a Point Count of 8
      And player 1's wager on the Banker's Hand wins $10 at 1 to 1
      And player 1 pays a vigorish of $0.50
      And nothing else is paid or collected

    @example
    Scenario: Every value from ace to 8 counts its face value
      Given player 1 wagers $5 on the Tie Bet
      And the house posts odds of 8 to 1 on the Tie Bet
      And the Player's Hand is dealt "2C 3D 8S" and the Banker's Hand "4H 5S 4C"
      When the coup is dealt and settled
      # 2 + 3 + 8 = 13, a Point Count of 3; 4 + 5 + 4 = 13, a Point Count of 3 (3.1(b)1, (c)): equal
      # counts, the Tie Bet wins $5 x 8 = $40 (3.2(a)3, 3.3(b))
      Then the Player's Hand has a Point Count of 3
      And the Banker's Hand has a Point Count of 3
      And player 1's wager on the Tie Bet wins $40 at 8 to 1
      And nothing else is paid or collected

    @property
    Scenario: Every hand dealt from a shuffled shoe counts its cards' values
      Given baccarat rounds dealt from shuffled shoes
      Then in every baccarat round, each hand's Point Count is the right digit of its cards' values

    @property
    Scenario: Every hand holding a 9 or a ten-valued card counts it as the text values it
      Given baccarat rounds in which a hand holds a 9 and a ten-valued card
      Then in every baccarat round, each hand's Point Count is the right digit of its cards' values

  @clause:19:47-3.1(c) @edition:nj-1996
  Rule: 19:47-3.1(c) in nj-1996
    The "Point Count" of a hand shall be a single digit number from 0 to 9 inclusive and shall be
    determined by totaling the value of the cards in the hand. If the total of the cards in a hand
    is a two-digit number, the left digit of such number shall be discarded having no value and the
    right digit shall constitute the Point Count of the hand. Examples of this rule are as follows:
    1. A hand composed of an ace, a 2 and a 4 has a Point Count of 7;
    2. A hand composed of an ace, a 2 and a 9 has a total of 12 but only a Point Count of 2 since
      the digit 1 in the number 12 is discarded.

    @example
    Scenario: The text's own examples, an ace, a 2 and a 4 against an ace, a 2 and a 9
      Given player 1 wagers $10 on the Player's Hand
      And player 2 wagers $10 on the Banker's Hand
      And the Player's Hand is dealt "AS 2S 4C" and the Banker's Hand "AH 2H 9D"
      When the coup is dealt and settled
      # 3.1(c)1: an ace, a 2 and a 4 count 7; 3.1(c)2: an ace, a 2 and a 9 total 12, a Point Count
      # of 2. The Player's Hand wins: $10 at 1 to 1 (3.3(a)); the Banker's Hand loses $10
      Then the Player's Hand has a Point Count of 7
      And the Banker's Hand has a Point Count of 2
      And player 1's wager on the Player's Hand wins $10 at 1 to 1
      And player 2's wager on the Banker's Hand loses $10
      And nothing else is paid or collected

    @example
    Scenario: A total of 19 counts 9 and a total of 10 counts zero
      Given player 1 wagers $10 on the Banker's Hand
      And the Player's Hand is dealt "9S 5D 5H" and the Banker's Hand "4C 6S"
      When the coup is dealt and settled
      # 9 + 5 + 5 = 19: the left digit is discarded, a Point Count of 9; 4 + 6 = 10 counts 0
      # (3.1(c)). The Banker's Hand loses $10 (3.2(a)1ii)
      Then the Player's Hand has a Point Count of 9
      And the Banker's Hand has a Point Count of 0
      And player 1's wager on the Banker's Hand loses $10
      And nothing else is paid or collected

    @property
    Scenario: Every hand whose total has two digits counts its right digit
      Given baccarat rounds in which a hand's total has two digits
      Then in every baccarat round, each hand's Point Count is the right digit of its cards' values
