@section:19:47-3.3
Feature: 19:47-3.3 Payout odds; vigorish
  Cited as 19:47-3.3 in nj-1996.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-3.3(a) @edition:nj-1996
  Rule: 19:47-3.3(a) in nj-1996
    A winning wager made on the "Player's Hand" shall be paid off by a casino licensee at odds of 1
    to 1.

    @example
    Scenario: A winning Player's Hand wager of $10 is paid $10
      Given player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # 9 against 6: 1 to 1 on $10 is $10, with no commission (3.3(a))
      Then player 1's wager on the Player's Hand wins $10 at 1 to 1
      And player 1 pays no vigorish
      And nothing else is paid or collected

    @example
    Scenario: A winning Player's Hand wager of $7.50 is paid $7.50
      Given player 1 wagers $7.50 on the Player's Hand
      And the Player's Hand is dealt "AS 7D" and the Banker's Hand "5H KC 2D"
      When the coup is dealt and settled
      # 1 + 7 = 8 against 5 + 0 + 2 = 7: 1 to 1 on $7.50 is $7.50 (3.3(a))
      Then player 1's wager on the Player's Hand wins $7.50 at 1 to 1
      And nothing else is paid or collected

    @property
    Scenario: Every Player's Hand wager from shuffled shoes is paid 1 to 1
      Given baccarat rounds dealt from shuffled shoes
      Then in every baccarat round, every wager is settled as the rules require

  @clause:19:47-3.3(b) @edition:nj-1996
  Rule: 19:47-3.3(b) in nj-1996
    A winning tie bet shall be paid off by a casino licensee at odds of at least 8 to 1.

    @example
    Scenario: A tie is paid 8 to 1
      Given the house posts odds of 8 to 1 on the Tie Bet
      And player 1 wagers $5 on the Tie Bet
      And the Player's Hand is dealt "2S 2H" and the Banker's Hand "3H AC"
      When the coup is dealt and settled
      # 4 and 4: the Tie Bet wins; 8 to 1 on $5 is $40 (3.3(b)), not 8 for 1 ($35)
      Then player 1's wager on the Tie Bet wins $40 at 8 to 1
      And nothing else is paid or collected

    @example
    Scenario: A tie at posted odds of 9 to 1 is paid at them
      Given the house posts odds of 9 to 1 on the Tie Bet
      And player 1 wagers $5 on the Tie Bet
      And the Player's Hand is dealt "TS KH" and the Banker's Hand "QD JC"
      When the coup is dealt and settled
      # 0 and 0 tie; the posted 9 to 1 is at least 8 to 1: $5 wins $45 (3.3(b))
      Then player 1's wager on the Tie Bet wins $45 at 9 to 1
      And nothing else is paid or collected

    @example
    Scenario: A tie at posted odds of 17 to 2 is paid at them
      Given the house posts odds of 17 to 2 on the Tie Bet
      And player 1 wagers $2 on the Tie Bet
      And the Player's Hand is dealt "6S AH" and the Banker's Hand "4D 3C"
      When the coup is dealt and settled
      # 7 and 7 tie; 17 to 2 is 8.5 to 1, at least 8 to 1 (I-baccarat-tie-odds): $2 wins $17
      Then player 1's wager on the Tie Bet wins $17 at 17 to 2
      And nothing else is paid or collected

    @validation
    Scenario: Tie odds of 7 to 1 are refused
      When a baccarat table is asked for at which the house posts odds of 7 to 1 on the Tie Bet
      Then the baccarat table is refused citing 3.3(b)

    @validation
    Scenario: Tie odds of 15 to 2 are refused
      When a baccarat table is asked for at which the house posts odds of 15 to 2 on the Tie Bet
      Then the baccarat table is refused citing 3.3(b)

    @validation
    Scenario: Tie odds of 8 to 1 are allowed
      When a baccarat table is asked for at which the house posts odds of 8 to 1 on the Tie Bet
      Then the baccarat table is opened

    @property
    Scenario: Every Tie Bet of a tied round is paid at the posted odds
      Given baccarat rounds in which the hands tie
      And baccarat house options drawn from those the rules allow
      Then in every baccarat round, every wager is settled as the rules require

  @clause:19:47-3.3(c) @edition:nj-1996
  Rule: 19:47-3.3(c) in nj-1996
    A winning wager made on the "Banker's Hand" shall be paid off by a casino licensee at odds of 1
    to 1, except that the casino licensee shall extract a commission known as "vigorish" from the
    winning player in an amount equal to, in the casino licensee's discretion, either four or five
    percent of the amount won; provided, however, that when collecting the vigorish, the casino
    licensee may round off the amount of a five percent vigorish to 25 cents or the next highest
    multiple of 25 cents, and the amount of a four percent vigorish to 20 cents or the next highest
    multiple of 20 cents. A casino licensee may collect the vigorish from a player at the time the
    winning payout is made or may defer it to a later time; provided, however, that all outstanding
    vigorish shall be collected prior to reshuffling the cards in a shoe. The amount of any vigorish
    not collected at the time of the winning payouts shall be evidenced by the placing of a coin or
    a marker button containing the amount of the vigorish owed in a rectangular space in front of
    the dealer on the layout imprinted with the number of the player owing such vigorish.

    @example
    Scenario: A banker win at 5 percent is charged a vigorish rounded to the next 25 cents
      Given the house extracts a vigorish of 5 percent
      And the house rounds off the vigorish to the next highest multiple
      And the house collects the vigorish at the time the winning payout is made
      And player 1 wagers $13 on the Banker's Hand
      And the Player's Hand is dealt "7S KD" and the Banker's Hand "8H QC"
      When the coup is dealt and settled
      # 8 against 7: $13 at 1 to 1 is $13.00; 5 % of the amount won is $0.65, rounded off to the
      # next highest multiple of 25 cents, $0.75, collected at the payout (3.3(c))
      Then player 1's wager on the Banker's Hand wins $13 at 1 to 1
      And player 1 pays a vigorish of $0.75
      And player 1 owes no vigorish
      And nothing else is paid or collected

    @example
    Scenario: A banker win at 5 percent without rounding is charged the exact percentage
      Given the house extracts a vigorish of 5 percent
      And the house does not round off the vigorish
      And the house collects the vigorish at the time the winning payout is made
      And player 1 wagers $13 on the Banker's Hand
      And the Player's Hand is dealt "7S KD" and the Banker's Hand "8H QC"
      When the coup is dealt and settled
      # 5 % of $13.00 won is $0.65 (3.3(c)); a vigorish on the stake too would be $1.30
      Then player 1's wager on the Banker's Hand wins $13 at 1 to 1
      And player 1 pays a vigorish of $0.65
      And nothing else is paid or collected

    @example
    Scenario: A small banker win at 5 percent is rounded up to 25 cents
      Given the house extracts a vigorish of 5 percent
      And the house rounds off the vigorish to the next highest multiple
      And the house collects the vigorish at the time the winning payout is made
      And player 1 wagers $2 on the Banker's Hand
      And the Player's Hand is dealt "7S KD" and the Banker's Hand "8H QC"
      When the coup is dealt and settled
      # 5 % of $2.00 is $0.10, rounded off "to 25 cents" (3.3(c))
      Then player 1's wager on the Banker's Hand wins $2 at 1 to 1
      And player 1 pays a vigorish of $0.25
      And nothing else is paid or collected

    @example
    Scenario: A banker win at 4 percent is charged a vigorish rounded to the next 20 cents
      Given the house extracts a vigorish of 4 percent
      And the house rounds off the vigorish to the next highest multiple
      And the house collects the vigorish at the time the winning payout is made
      And player 1 wagers $7 on the Banker's Hand
      And the Player's Hand is dealt "7S KD" and the Banker's Hand "8H QC"
      When the coup is dealt and settled
      # 4 % of $7.00 won is $0.28, rounded off to the next highest multiple of 20 cents, $0.40
      # (3.3(c)); not to 25 cents ($0.50), the five percent unit
      Then player 1's wager on the Banker's Hand wins $7 at 1 to 1
      And player 1 pays a vigorish of $0.40
      And nothing else is paid or collected

    @example
    Scenario: A banker win at 4 percent without rounding is charged 4 percent of the amount won
      Given the house extracts a vigorish of 4 percent
      And the house does not round off the vigorish
      And the house collects the vigorish at the time the winning payout is made
      And player 1 wagers $10 on the Banker's Hand
      And the Player's Hand is dealt "7S KD" and the Banker's Hand "8H QC"
      When the coup is dealt and settled
      # 4 % of $10.00 is $0.40 (3.3(c)); 5 % would be $0.50
      Then player 1's wager on the Banker's Hand wins $10 at 1 to 1
      And player 1 pays a vigorish of $0.40
      And nothing else is paid or collected

    @example
    Scenario: Deferred vigorish is owed on the marker and collected before the reshuffle
      Given the house extracts a vigorish of 5 percent
      And the house rounds off the vigorish to the next highest multiple
      And the house rounds off the vigorish of each winning wager
      And the house defers the vigorish to a later time
      And the shoe is stacked so that a cut at 30 puts "AS 2S" in front of the round's cards
      And player 1 wagers $13 on the Banker's Hand in round 1
      And the Player's Hand is dealt "7S KD" and the Banker's Hand "8H QC" in round 1
      And player 1 wagers $7 on the Banker's Hand in round 2
      And the Player's Hand is dealt "6S KH" and the Banker's Hand "9D TC" in round 2
      And the shoe is completed after round 2
      When the coups are dealt and settled in turn
      # round 1: $13 won, 5 % is $0.65, rounded to $0.75, owed on player 1's marker (3.3(c));
      # round 2: $7 won, $0.35 rounded to $0.50: the marker holds $1.25, collected when the shoe
      # is completed, before the cards are reshuffled ("all outstanding vigorish shall be
      # collected prior to reshuffling the cards in a shoe")
      Then player 1's wager on the Banker's Hand wins $13 at 1 to 1 in round 1
      And player 1 pays no vigorish in round 1
      And player 1 owes a vigorish of $0.75 after round 1
      And player 1's wager on the Banker's Hand wins $7 at 1 to 1 in round 2
      And player 1 pays a vigorish of $1.25 in round 2
      And player 1 owes no vigorish after round 2
      And nothing else is paid or collected

    @example
    Scenario: Deferred vigorish rounded when it is collected
      Given the house extracts a vigorish of 5 percent
      And the house rounds off the vigorish to the next highest multiple
      And the house rounds off the vigorish owed when it is collected
      And the house defers the vigorish to a later time
      And the shoe is stacked so that a cut at 30 puts "AS 2S" in front of the round's cards
      And player 1 wagers $13 on the Banker's Hand in round 1
      And the Player's Hand is dealt "7S KD" and the Banker's Hand "8H QC" in round 1
      And player 1 wagers $7 on the Banker's Hand in round 2
      And the Player's Hand is dealt "6S KH" and the Banker's Hand "9D TC" in round 2
      And the shoe is completed after round 2
      When the coups are dealt and settled in turn
      # $0.65 + $0.35 = $1.00 owed, already a multiple of 25 cents when collected
      # (I-baccarat-vigorish-rounding-deferred); rounded win by win it would be $1.25
      Then player 1 pays a vigorish of $1.00 in round 2
      And player 1 owes no vigorish after round 2

    @example
    Scenario: A new shoe is begun only after the outstanding vigorish is collected
      Given the house extracts a vigorish of 5 percent
      And the house does not round off the vigorish
      And the house defers the vigorish to a later time
      And the shoe is stacked so that a cut at 30 puts "AS 2S" in front of the round's cards
      And player 1 wagers $10 on the Banker's Hand in round 1
      And the Player's Hand is dealt "7S KD" and the Banker's Hand "8H QC" in round 1
      And round 2 begins a new shoe stacked so that a cut at 40 puts "AD 3S" in front of its cards
      And player 2 wagers $10 on the Player's Hand in round 2
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC" in round 2
      When the coups are dealt and settled in turn
      # player 1 owes 5 % of $10, $0.50, after round 1; it is collected before the cards are
      # reshuffled for round 2's shoe (3.3(c)), and player 2's $10 wins $10 (3.3(a))
      Then player 1 owes a vigorish of $0.50 after round 1
      And player 1 pays a vigorish of $0.50 in round 2
      And the outstanding vigorish is collected before any wager of round 2 is settled
      And player 2's wager on the Player's Hand wins $10 at 1 to 1 in round 2

    @validation
    Scenario: A vigorish of 6 percent is refused
      When a baccarat table is asked for at which the house extracts a vigorish of 6 percent
      Then the baccarat table is refused citing 3.3(c)

    @validation
    Scenario: A vigorish of 3 percent is refused
      When a baccarat table is asked for at which the house extracts a vigorish of 3 percent
      Then the baccarat table is refused citing 3.3(c)

    @validation
    Scenario: A deferred, rounded vigorish of 4 percent is allowed
      When a baccarat table is asked for at which the house extracts a vigorish of 4 percent, the house rounds off the vigorish to the next highest multiple and the house defers the vigorish to a later time
      Then the baccarat table is opened

    @property
    Scenario: Every Banker's Hand win from shuffled shoes is charged the vigorish the table posts
      Given baccarat rounds dealt from shuffled shoes
      And baccarat house options drawn from those the rules allow
      Then in every baccarat round, every wager is settled as the rules require

    @property
    Scenario: All outstanding vigorish is collected before the reshuffle
      Given baccarat rounds dealt from shuffled shoes
      And the house defers the vigorish to a later time
      And baccarat house options drawn from those the rules allow
      Then in every baccarat shoe, all the vigorish owed is collected before the reshuffle

    @property
    Scenario: The game settles shuffled shoes as the reference engine does
      Given baccarat rounds dealt from shuffled shoes
      And baccarat house options drawn from those the rules allow
      Then in every baccarat round, the game settles the round as the reference engine does

    @manual
    Scenario: A deferred vigorish is shown by a coin or marker button in the player's space
      The coin or marker button holding the amount owed, placed in the rectangular space in front
      of the dealer imprinted with the player's number, is physical; the protocol reports what
      each player owes, and a person checks the marker at the table.

  @clause:19:47-3.3(d) @edition:nj-1996
  Rule: 19:47-3.3(d) in nj-1996
    Each casino licensee shall provide notice of any increase in the percentage of vigorish being
    charged at each baccarat table, in accordance with N.J.A.C. 19:47-8.3. The percentage of
    vigorish charged at a baccarat table shall apply to all players at that table.

    @example
    Scenario: The table's rate of 4 percent applies to every player
      Given the house extracts a vigorish of 4 percent
      And the house does not round off the vigorish
      And the house collects the vigorish at the time the winning payout is made
      And player 1 wagers $10 on the Banker's Hand
      And player 2 wagers $25 on the Banker's Hand
      And the Player's Hand is dealt "7S KD" and the Banker's Hand "8H QC"
      When the coup is dealt and settled
      # one percentage for all players: 4 % of $10 is $0.40 and 4 % of $25 is $1.00 (3.3(c), (d))
      Then player 1's wager on the Banker's Hand wins $10 at 1 to 1
      And player 1 pays a vigorish of $0.40
      And player 2's wager on the Banker's Hand wins $25 at 1 to 1
      And player 2 pays a vigorish of $1.00
      And nothing else is paid or collected

    @manual
    Scenario: Notice is given of an increase in the percentage of vigorish
      The notice of an increase in the vigorish under N.J.A.C. 19:47-8.3 is a posting at the table
      and to the Commission; 19:47-8.3 is in no source of the corpus, and a person checks the
      notice.
