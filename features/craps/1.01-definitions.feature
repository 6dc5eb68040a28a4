@section:19:47-1.1
Feature: 19:47-1.1 Definitions
  Cited as 19:47-1.1 in nj-1996.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features
  19:47-1.1 is tagged @incomplete, as in the corpus (This copy gives the introductory sentence and
    three definitions only; the rest of the section is not in any source).

  @clause:19:47-1.1 @edition:nj-1996 @incomplete
  Rule: 19:47-1.1 in nj-1996
    The following words and terms, when used in this subchapter, shall have the following meanings
    unless the context clearly indicates otherwise.
    "Come Out Point" shall mean a total of 4, 5, 6, 8, 9 or 10 thrown by the shooter on the come out
      roll.
    "Come Out Roll" shall mean the first roll of the dice at the opening of the game and the first
      roll of the dice after a decision with respect to a Pass Bet and Don't Pass Bet has been
      effected.
    "Come Point" shall mean a total of 4, 5, 6, 8, 9 or 10 thrown by the shooter on the next roll
      following placement of a Come Bet or Don't Come Bet.

    # The definitions are the states the table holds: whether the next roll is a come out roll,
    # the come out point, and each Come and Don't Come Bet's come point. The outcome of `play`
    # reports them roll by roll. Rolls count from 1.

    @example
    Scenario: The first roll is a come out roll and a 5 thrown on it is the come out point
      Given the dice are forced to "2-3"
      And p1 places $10 on the Pass Bet
      When the dice are thrown
      # "Come Out Roll": the first roll of the dice at the opening of the game; "Come Out Point":
      # a 4, 5, 6, 8, 9 or 10 thrown on it
      Then roll 1 is a come out roll
      And the come out point is 5 after roll 1
      And p1's Pass Bet stays on the layout with its point 5

    @example
    Scenario: The roll after the Pass Bet is won on its point is a come out roll
      Given the table posts 1 to 1 on the Pass Bet
      And the craps table pays exactly to the cent
      And the dice are forced to "2-2 1-3 3-4"
      And p1 places $10 on the Pass Bet
      And before roll 3, p1 places $10 on the Pass Bet
      When the dice are thrown
      # the come out 4 is thrown again on roll 2: the Pass Bet wins (1.2(a)1ii), a decision with
      # respect to a Pass Bet; the first roll after it is a come out roll. So a new Pass Bet is
      # taken before it (1.2(a)1) and wins on its 7 (1.2(a)1i)
      Then roll 2 is not a come out roll
      And no come out point stands after roll 2
      And roll 3 is a come out roll
      And p1's Pass Bet wins $10 at 1 to 1 on roll 2
      And p1's Pass Bet wins $10 at 1 to 1 on roll 3
      And no other bet is decided

    @example
    Scenario: The roll after a come out 7 is a come out roll
      Given the dice are forced to "3-4 2-2"
      When the dice are thrown
      # a 7 on the come out roll decides the Pass and Don't Pass Bets (1.2(a)1i, 2iii(1)), whether
      # or not any is on the layout (I-craps-shooter-line): the next roll is a come out roll, and
      # its 4 is the come out point
      Then roll 1 is a come out roll
      And roll 2 is a come out roll
      And the come out point is 4 after roll 2

    @example
    Scenario: A 7 after the come out point ends it and the next roll is a come out roll
      Given the table posts 1 to 1 on the Don't Pass Bet
      And the craps table pays exactly to the cent
      And the dice are forced to "5-5 3-4 1-1"
      And p1 places $10 on the Don't Pass Bet
      When the dice are thrown
      # the come out 10, then a 7: the Don't Pass Bet wins (1.2(a)2ii), so roll 3 is a come out
      # roll
      Then the come out point is 10 after roll 1
      And no come out point stands after roll 2
      And roll 3 is a come out roll
      And p1's Don't Pass Bet wins $10 at 1 to 1 on roll 2
      And no other bet is decided

    @example
    Scenario: Totals that are neither the come out point nor 7 leave the point standing
      Given the dice are forced to "3-1 5-6 1-1 6-6 2-3"
      When the dice are thrown
      # the come out 4 stands through an 11, a 2, a 12 and a 5: none decides a Pass Bet after the
      # come out roll
      Then the come out point is 4 after roll 5
      And roll 5 is not a come out roll

    @example
    Scenario: A Come Bet's come point is the total thrown on the roll after it is placed
      Given the dice are forced to "4-5 3-3"
      And before roll 2, p1 places $5 on the Come Bet
      And before roll 2, p2 places $5 on the Don't Come Bet
      When the dice are thrown
      # "Come Point": a 4, 5, 6, 8, 9 or 10 thrown on the next roll following placement of a Come
      # Bet or Don't Come Bet; here the 6, for both
      Then p1's Come Bet has its come point 6 on roll 2
      And p2's Don't Come Bet has its come point 6 on roll 2
      And p1's Come Bet stays on the layout with its point 6
      And p2's Don't Come Bet stays on the layout with its point 6
      And the come out point is 9 after roll 2

    @property
    Scenario: The come out roll, the come out point and the come points follow the dice as the definitions say
      Given rounds of forced dice with wagers placed at random, the 2, 3, 11, 12 and the hardways favoured
      Then each round's come out roll, come out point and come points follow the dice as the definitions say

    @manual
    Scenario: The shooter throws the dice
      The definitions speak of totals "thrown by the shooter". Through the adapter protocol the kit
      forces every roll (`rolls`), as it stacks a blackjack shoe; how the shooter throws the dice
      and that the dice are fair are checked by a person at the live table. The rest of 19:47-1.1
      is in no source (the Rule is incomplete): only these three definitions are checked.
