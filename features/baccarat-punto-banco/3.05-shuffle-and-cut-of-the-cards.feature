@section:19:47-3.5
Feature: 19:47-3.5 Shuffle and cut of the cards
  Cited as 19:47-3.5 in nj-1996.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-3.5(a) @edition:nj-1996
  Rule: 19:47-3.5(a) in nj-1996
    Immediately prior to the commencement of play and after each shoe of cards is completed, the
    dealers shall shuffle the cards so that they are randomly intermixed.

    @manual
    Scenario: The cards are shuffled so that they are randomly intermixed before each shoe
      The shuffle is physical, and the kit stacks every shoe itself, so whether a shuffle
      intermixes the cards randomly is checked by a person at the table; the vigorish collected
      before each reshuffle is checked under 19:47-3.3(c).

  @clause:19:47-3.5(b) @edition:nj-1996
  Rule: 19:47-3.5(b) in nj-1996
    After the cards have been shuffled, the dealer shall lace approximately one deck of cards so
    that they are evenly dispersed into the remaining stack. After lacing the cards, the dealer
    calling the game shall, if the casino licensee elects this option, shuffle some or all of the
    cards again. If elected, the option must be implemented at all tables within a pit. A casino
    licensee shall not initiate or terminate the use of this reshuffling option unless the casino
    licensee provides its surveillance department and the Commission with at least 30 minutes prior
    written notice. After lacing the cards and, where applicable, reshuffling them, the dealer
    calling the game shall offer the stack of cards, with backs facing away from the dealer, to the
    participants to be cut. The dealer shall begin with the participant seated in the highest number
    position at the table or, in the case of reshuffle, the last curator and working clockwise
    around the table, shall offer the stack to each participant until a participant accepts the cut.
    If no participant accepts the cut, the dealer shall cut the cards.

    @example
    Scenario: A cut made by a participant the stack was not offered to is refused
      Given the shoe is stacked so that a cut at 30 puts "AS 2S" in front of the round's cards
      And the cut is offered to players "5, 3, 1" and made by player 4
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # the stack is offered to the participants in turn until one accepts, or the dealer cuts
      # (3.5(b)): player 4 was not offered it, so the cut is refused and no card is dealt
      Then the cut is refused citing 3.5(b)
      And no card is dealt

    @example
    Scenario: The dealer cuts when no participant accepts the cut
      Given the shoe is stacked so that a cut at 30 puts "AS 2S" in front of the round's cards
      And the cut is offered to players "5, 3, 1" and made by the dealer
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # nobody accepted: the dealer cuts (3.5(b)); the round is dealt after the ace's burn
      Then the cards burned are "AS 2S"
      And player 1's wager on the Player's Hand wins $10 at 1 to 1

    @validation
    Scenario: A table whose casino licensee elects the reshuffling option is opened
      When a baccarat table is asked for at which the casino licensee elects the reshuffling option
      Then the baccarat table is opened

    @manual
    Scenario: The dealer laces one deck into the stack and reshuffles where the option is elected
      Lacing approximately one deck so that it is evenly dispersed, reshuffling some or all of the
      cards where the casino licensee elects the option, the option's use at every table of a pit
      and its 30 minutes' written notice to surveillance and the Commission are procedures at the
      table and in the casino's records; the kit records only the option.

    @manual
    Scenario: The cut is offered from the highest numbered seat, or the last curator, clockwise
      Where the offer of the cut begins (the participant in the highest number position, or after
      a reshuffle the last curator) and that it goes clockwise are seen at the table; the kit
      checks only that the person who cut was offered the cut, or that the dealer cut.

  @clause:19:47-3.5(c) @edition:nj-1996
  Rule: 19:47-3.5(c) in nj-1996
    The cards shall be cut by placing the cutting card in the stack at least 10 cards in from either
    end.

    @example
    Scenario: A cut 9 cards in from the front is refused
      Given the shoe is stacked so that a cut at 9 puts "AS 2S" in front of the round's cards
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # the cutting card goes at least 10 cards in from either end (3.5(c))
      Then the cut is refused citing 3.5(c)
      And no card is dealt

    @example
    Scenario: A cut 9 cards in from the back is refused
      Given the game is played with 6 decks
      And the shoe is stacked so that a cut 9 cards in from the back puts "AS 2S" in front of the round's cards
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # 312 cards, 303 in front of the cutting card and 9 behind it: not 10 from the back (3.5(c))
      Then the cut is refused citing 3.5(c)
      And no card is dealt

    @example
    Scenario: A cut 10 cards in from the front is made
      Given the shoe is stacked so that a cut at 10 puts "AS 2S" in front of the round's cards
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # exactly 10 cards in from the front is "at least 10" (3.5(c)); the 10 cards go to the back
      # (3.5(d)), the ace burns one more card and the round is dealt
      Then the cards burned are "AS 2S"
      And player 1's wager on the Player's Hand wins $10 at 1 to 1

    @example
    Scenario: A cut 10 cards in from the back is made
      Given the game is played with 6 decks
      And the shoe is stacked so that a cut 10 cards in from the back puts "AS 2S" in front of the round's cards
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # 302 cards in front of the cutting card and 10 behind it (3.5(c))
      Then the cards burned are "AS 2S"
      And player 1's wager on the Player's Hand wins $10 at 1 to 1

  @clause:19:47-3.5(d) @edition:nj-1996
  Rule: 19:47-3.5(d) in nj-1996
    Once the cutting card has been inserted into the stack, the dealer shall take all cards in front
    of the cutting card and place them to the back of the stack. The dealer shall then insert one
    cutting card in a position at least 14 cards in from the back of the stack and the second
    cutting card at the end of the stack. The stack of cards shall then be inserted into the dealing
    shoe for commencement of play. Prior to commencement of play, the dealer shall remove the first
    card from the shoe and place it, and an additional amount of cards equal to the amount on the
    first card drawn, in the discard bucket after all cards have been shown to the players. Face
    cards and tens count as tens. Aces count as one.

    @example
    Scenario: A king drawn first burns ten more cards
      Given the shoe is stacked so that a cut at 30 puts "KH 2C 3C 4C 5C 6C 7C 8C 2D 3D 4D" in front of the round's cards
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # "Face cards and tens count as tens" (3.5(d)): the king and ten more cards, eleven in all,
      # go to the discard bucket; the round is dealt from the twelfth card
      Then the cards burned are "KH 2C 3C 4C 5C 6C 7C 8C 2D 3D 4D"
      And player 1's wager on the Player's Hand wins $10 at 1 to 1
      And nothing else is paid or collected

    @example
    Scenario: A ten drawn first burns ten more cards
      Given the shoe is stacked so that a cut at 30 puts "TD AC 2C 3C 4C 5C 6C 7C 8C 9C KS" in front of the round's cards
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TH" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # a ten counts ten (3.5(d)), not zero as in a hand (3.1(b)2): eleven cards burned
      Then the cards burned are "TD AC 2C 3C 4C 5C 6C 7C 8C 9C KS"
      And player 1's wager on the Player's Hand wins $10 at 1 to 1

    @example
    Scenario: An ace drawn first burns one more card
      Given the shoe is stacked so that a cut at 30 puts "AH KD" in front of the round's cards
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # "Aces count as one" (3.5(d)): the ace and one more card
      Then the cards burned are "AH KD"

    @example
    Scenario: A 3 drawn first burns three more cards
      Given the shoe is stacked so that a cut at 30 puts "3H 7D 8D 9D" in front of the round's cards
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # the first card and "an additional amount of cards equal to the amount on the first card
      # drawn" (3.5(d)): 3 and three more, four in all
      Then the cards burned are "3H 7D 8D 9D"

    @example
    Scenario: A cutting card 13 cards from the back is refused
      Given the shoe is stacked so that a cut at 30 puts "AS 2S" in front of the round's cards
      And the cutting card is inserted 13 cards from the back
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # one cutting card at least 14 cards in from the back of the stack (3.5(d))
      Then the cutting card is refused citing 3.5(d)
      And no card is dealt

    @example
    Scenario: A cutting card 14 cards from the back is inserted
      Given the shoe is stacked so that a cut at 30 puts "AS 2S" in front of the round's cards
      And the cutting card is inserted 14 cards from the back
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # exactly 14 cards from the back is "at least 14" (3.5(d))
      Then the cards burned are "AS 2S"
      And player 1's wager on the Player's Hand wins $10 at 1 to 1

    @property
    Scenario: Every shuffled shoe is burned as the text counts its first card
      Given baccarat rounds dealt from shuffled shoes
      Then in every baccarat shoe, the burn is the first card and as many more as its amount

    @property
    Scenario: Every shoe whose first card is a ten or a face card burns ten more
      Given baccarat rounds in which the first card after the cut is a ten or a face card
      Then in every baccarat shoe, the burn is the first card and as many more as its amount

    @manual
    Scenario: The burned cards are shown to the players and the stack is put in the dealing shoe
      Showing every burned card to the players before it goes to the discard bucket, and
      inserting the stack into the dealing shoe, are seen at the table; the protocol reports the
      cards burned.

  @clause:19:47-3.5(e) @edition:nj-1996
  Rule: 19:47-3.5(e) in nj-1996
    After the cards have been cut and before any cards have been dealt, a casino supervisor may
    require the cards to be recut if he or she determines that the cut was performed improperly or
    in any way that might affect the integrity or fairness of the game. If a recut is required, the
    cards shall be recut, at the casino licensee's option, by the player who last cut the cards, or
    by the next person entitled to cut the cards, as determined by (b) above.

    @example
    Scenario: At a table where the last cutter recuts, the player who cut recuts
      Given a recut is made by the player who last cut the cards
      And the shoe is stacked so that a cut at 30 puts "AS 2S" in front of the round's cards
      And the cut is offered to players "5, 3, 1" and made by player 3
      And a casino supervisor requires a recut at 40 by player 3
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # player 3 last cut the cards and recuts (3.5(e)); the round is dealt after the burn
      Then the cards burned are "AS 2S"
      And player 1's wager on the Player's Hand wins $10 at 1 to 1

    @example
    Scenario: At a table where the next person entitled recuts, the next participant offered recuts
      Given a recut is made by the next person entitled to cut the cards
      And the shoe is stacked so that a cut at 30 puts "AS 2S" in front of the round's cards
      And the cut is offered to players "5, 3, 1" and made by player 3
      And a casino supervisor requires a recut at 40 by player 1
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # the cut was offered to 5, 3 and 1 in that order and 3 cut: the next person entitled
      # under (b) is player 1 (3.5(e), I-baccarat-recut-who)
      Then the cards burned are "AS 2S"
      And player 1's wager on the Player's Hand wins $10 at 1 to 1

    @example
    Scenario: At a table where the next person entitled recuts, the last cutter may not
      Given a recut is made by the next person entitled to cut the cards
      And the shoe is stacked so that a cut at 30 puts "AS 2S" in front of the round's cards
      And the cut is offered to players "5, 3, 1" and made by player 3
      And a casino supervisor requires a recut at 40 by player 3
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # at this table the next person entitled, player 1, recuts (3.5(e))
      Then the recut is refused citing 3.5(e)
      And no card is dealt

    @example
    Scenario: A recut 9 cards in from the front is refused
      Given a recut is made by the player who last cut the cards
      And the shoe is stacked so that a cut at 30 puts "AS 2S" in front of the round's cards
      And a casino supervisor requires a recut at 9 by the dealer
      And player 1 wagers $10 on the Player's Hand
      And the Player's Hand is dealt "9S TD" and the Banker's Hand "6H KC"
      When the coup is dealt and settled
      # the dealer cut, and recuts; a recut is a cut, at least 10 cards in from either end (3.5(c))
      Then the recut is refused citing 3.5(c)
      And no card is dealt

    @validation
    Scenario: A table whose recut is made by the next person entitled is opened
      When a baccarat table is asked for at which a recut is made by the next person entitled to cut the cards
      Then the baccarat table is opened

    @manual
    Scenario: A casino supervisor decides that the cut was improper
      Whether the cut was performed improperly or in a way that might affect the integrity or
      fairness of the game is a supervisor's judgement at the table; the kit says when a recut is
      required and checks who makes it.
