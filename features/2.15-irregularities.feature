@section:19:47-2.15
Feature: 19:47-2.15 Irregularities
  Cited as 19:47-2.15 in nj-1996, nj-2004 and as 13:69F-2.15 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.15(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.15(a) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    A card found turned face upwards in the shoe shall not be used in the game and shall be placed
    in the discard rack or in a segregated area of the double shoe.

    @example
    Scenario: A card found face up in the initial deal is not used and the deal goes on
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe holds "TS 5H 9D 9C 8S" in dealing order
      And card 2 of the round is found face up in the shoe
      When box 1 decides to stand
      And the round is played out
      # card 1 TS is box 1's first card; card 2, 5H, is found face up: not used, so the deal
      # goes on with the next card: 9D to the dealer, 9C to box 1 (19). Box 1 stands; the
      # dealer's second card 8S makes 17 (2.6(h), 2.12(b)): 19 beats 17, $10 at 1 to 1
      Then the card "5H" is not used in the game
      And box 1's hand is "TS 9C"
      And the dealer's hand is "9D 8S"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A card found face up when a player draws is not used and he draws the next card
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "8S TC 6D 4H 9H TD KS 7C 2C" in dealing order
      And card 7 of the round is found face up in the shoe
      When the decisions are to hit, stand and stand
      And the round is played
      # the deal: 8S box 1, TC box 2, 6D dealer, 4H box 1 (12), 9H box 2 (19), TD hole (16).
      # Box 1 hits: card 7, KS, is found face up and not used (it would have made 22); box 1
      # draws 7C (19) and stands; box 2 stands on 19. The dealer's 16 draws 2C: 18. Both 19s
      # beat 18: $10 each at 1 to 1, $20 in all
      Then the card "KS" is not used in the game
      And box 1's hand is "8S 4H 7C"
      And the dealer's hand is "6D TD 2C"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled
      And the players win $20 in all

    @property
    Scenario: A card found face up anywhere in the round is never used
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And each round has a card found face up in the shoe, placed where it can happen
      Then in every round, the card found face up is used in no hand and the round is the clean round without it

    @property
    Scenario: Rounds with a card found face up in the shoe settle as the reference engine does
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And each round has a card found face up in the shoe, placed where it can happen
      Then in every round, the game settles the round as the reference engine does

    @manual
    Scenario: A card found face up goes to the discard rack or the double shoe's segregated area
      Where the dealer puts a card found face up, in the discard rack or in a segregated area of
      the double shoe, is not part of the adapter protocol, which shows only that the card is not
      used in the game; a person checks at a live table where the card is placed.

  @clause:19:47-2.15(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.15(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    A card drawn in error without its face being exposed shall be used as though it were the next
    card from the shoe.

    @example
    Scenario Outline: A card drawn in error without its face exposed is the next card at card <card>
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe holds "TS 9D 7C 8S" in dealing order
      And card <card> of the round is drawn in error without its face exposed
      When box 1 decides to stand
      And the round is played out
      # whichever card is drawn in error, it is used as though it were the next card: the round
      # is dealt as without the error. Box 1 TS 7C (17); the dealer's 9D 8S (17): a tie, void
      # (2.3(c))
      Then box 1's hand is "TS 7C"
      And the dealer's hand is "9D 8S"
      And box 1's main wager is void
      And no other wager is settled

      Examples:
        | card |
        | 1    |
        | 2    |
        | 3    |
        | 4    |

    @example
    Scenario: A card drawn in error unexposed while a player draws is that player's hit
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe holds "6S 7D 5C TH 9H" in dealing order
      And card 5 of the round is drawn in error without its face exposed
      When box 1 decides to hit
      And box 1 decides to stand
      And the round is played out
      # 6S and 5C to box 1 (11), 7D up and TH in the hole (17). Box 1 hits: card 5, 9H, drawn
      # in error unexposed, is used as the next card: 20. The dealer stands on 17: $10 at 1 to 1
      Then box 1's hand is "6S 5C 9H"
      And the dealer's hand is "7D TH"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: A card drawn in error without its face exposed changes nothing
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And each round has a card drawn in error without its face exposed, placed where it can happen
      Then in every round, the card drawn in error is used as the next card, as in the clean round

  @clause:19:47-2.15(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.15(c) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After the initial two cards have been dealt to each player and a card is drawn in error and
    exposed to the players, such card shall be dealt to the players or dealer as though it were the
    next card from the shoe. Any player refusing to accept such card shall not have any additional
    cards dealt to him during such round. If the card is refused by the player and the dealer cannot
    use the card, the card shall be burned.

    @example
    Scenario: A player who accepts the exposed card takes it as his next card
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe holds "9S 7D 3C 8H TC" in dealing order
      And a card is drawn in error and exposed at decision 1 of the round
      When the cards are dealt
      Then box 1 is offered the exposed card
      When box 1 decides to accept the exposed card
      And box 1 decides to stand
      And the round is played out
      # box 1 9S 3C (12), dealer 7D. After the initial two cards, 8H is drawn in error and
      # exposed: box 1 accepts it as the next card (20) and stands. The dealer's second card TC
      # makes 17: 20 beats 17, $10 at 1 to 1
      Then box 1's hand is "9S 3C 8H"
      And the dealer's hand is "7D TC"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The exposed card one player refuses is dealt to the next player who takes it
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "TS 5C 6D 6H 6S TH 9C 4D" in dealing order
      And a card is drawn in error and exposed at decision 1 of the round
      When box 1 decides to refuse the exposed card
      Then box 2 is offered the exposed card
      When box 2 decides to accept the exposed card
      And box 2 decides to stand
      And the round is played out
      # TS box 1, 5C box 2, 6D dealer, 6H box 1 (16), 6S box 2 (11), TH hole (16). 9C is
      # drawn in error and exposed: box 1 refuses it and gets no additional card: it stays on
      # 16. 9C is dealt to box 2 as the next card (20). The dealer's 16 draws 4D: 20. Box 1's
      # 16 loses $10; box 2's 20 ties, void (2.3(c))
      Then box 1 is asked no decision after it decides to refuse the exposed card
      And box 1's hand is "TS 6H"
      And box 2's hand is "5C 6S 9C"
      And the dealer's hand is "6D TH 4D"
      And box 1's main wager loses $10
      And box 2's main wager is void
      And no other wager is settled

    @example
    Scenario: An exposed card every player refuses is the dealer's next card
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "TS 9S 6D 7C 8H QH 9C" in dealing order
      And a card is drawn in error and exposed at decision 1 of the round
      When the decisions are to refuse the exposed card and refuse the exposed card
      And the round is played
      # TS box 1, 9S box 2, 6D dealer, 7C box 1 (17), 8H box 2 (17). QH is drawn in error and
      # exposed; both players refuse it and get no more cards. It is the dealer's next card, his
      # second (16); he draws 9C: 25, busted. Both 17s win $10 at 1 to 1
      Then the dealer's hand is "6D QH 9C"
      And box 1's hand is "TS 7C"
      And box 2's hand is "9S 8H"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: An exposed card the player refuses and the dealer cannot use is burned
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe holds "KS TD 9C 7H 3S" in dealing order
      And a card is drawn in error and exposed at decision 1 of the round
      When box 1 decides to refuse the exposed card
      And the round is played out
      # KS box 1, TD dealer, 9C box 1 (19), 7H hole (17). 3S is drawn in error and exposed;
      # box 1 refuses it. The dealer stands on 17 (2.12(b)) and cannot use it: it is burned.
      # 19 beats 17: $10 at 1 to 1
      Then the card "3S" is burned
      And the dealer's hand is "TD 7H"
      And box 1's hand is "KS 9C"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: An exposed card drawn in error is dealt as the next card and a refusal ends the player's cards
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And each round has a card drawn in error and exposed to the players, placed where it can happen
      Then in every round, accepting the exposed card is a hit and a player who refuses it is dealt no more cards

    @property
    Scenario: Rounds with an exposed card drawn in error settle as the reference engine does
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And each round has a card drawn in error and exposed to the players, placed where it can happen
      Then in every round, the game settles the round as the reference engine does

  @clause:19:47-2.15(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.15(d) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If the dealer has seventeen and accidentally draws a card for himself, such card shall be
    burned.

    @example
    Scenario: The card the dealer draws by accident on a hard 17 is burned
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe holds "TS 7D 8C KH 4S" in dealing order
      And the dealer accidentally draws a card for himself when he stands
      When box 1 decides to stand
      And the round is played out
      # box 1 TS 8C (18); the dealer's 7D KH is 17 and he draws 4S by accident: it is burned,
      # not 21. 18 beats 17: $10 at 1 to 1
      Then the card "4S" is burned
      And the dealer's hand is "7D KH"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The card the dealer draws by accident on a soft 17 is burned
      Given the dealer deals a face-down hole card
      And the dealer stands on a soft 17
      And box 1 wagers $10
      And the shoe holds "9S 6C TH AH 2D" in dealing order
      And the dealer accidentally draws a card for himself when he stands
      When box 1 decides to stand
      And the round is played out
      # box 1 9S TH (19); the dealer's 6C AH is a soft 17, on which he stands (2.12(b)); the
      # 2D he draws by accident is burned, not 19. 19 beats 17: $10 at 1 to 1
      Then the card "2D" is burned
      And the dealer's hand is "6C AH"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The card the dealer draws by accident on 21 is burned
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe holds "TS 5D 9C 4H 2S KD 6C" in dealing order
      And the dealer accidentally draws a card for himself when he stands
      When box 1 decides to stand
      And the round is played out
      # box 1 TS 9C (19); the dealer's 5D 4H (9) draws 2S (11) and KD: 21, and stands. The 6C
      # he draws by accident is burned (seventeen or more, I-2.15d-seventeen): 21 beats 19,
      # box 1 loses $10
      Then the card "6C" is burned
      And the dealer's hand is "5D 4H 2S KD"
      And box 1's main wager loses $10
      And no other wager is settled

    @property
    Scenario: The dealer's accidental card on seventeen to twenty-one is burned and changes nothing
      Given rounds in which the dealer's first two cards total 17 to 21
      And house options drawn from those the edition allows
      And each round has a dealer who accidentally draws a card when he stands, placed where it can happen
      Then in every round, the dealer's accidental card is burned and the round settles as the clean round

  @clause:19:47-2.15(e) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.15(e) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If the dealer misses dealing his first or second card to himself, the dealer shall continue
    dealing the first two cards to each player, and then deal the appropriate number of cards to
    himself.

    @example
    Scenario: The dealer who misses his first card deals it to himself after the players' second cards
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "TS 8H 9S 8C 6D 5S TC 3H" in dealing order
      And the dealer misses dealing his first card to himself
      When the decisions are to stand, hit and stand
      And the round is played
      # TS box 1, 8H box 2, the dealer's first card missed, 9S box 1 (19), 8C box 2 (16); then
      # the dealer deals himself 6D. Box 1 stands; box 2 hits 5S (21). The dealer's second card
      # TC (16) and 3H: 19. Box 1's 19 ties, void; box 2's 21 wins $10 at 1 to 1
      Then the dealer's hand is "6D TC 3H"
      And box 1's hand is "TS 9S"
      And box 2's hand is "8H 8C 5S"
      And box 1's main wager is void
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The dealer who misses his first card with a face-down hole card deals himself two cards after the players
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "TS 8H 9S 8C 7D KC 4D" in dealing order
      And the dealer misses dealing his first card to himself
      When the decisions are to stand, hit and stand
      And the round is played
      # TS box 1, 8H box 2, the dealer's first card missed, 9S box 1 (19), 8C box 2 (16); then
      # the appropriate number of cards to himself: 7D face up and KC in the hole (17). Box 1
      # stands; box 2 hits 4D (20). Both beat 17: $10 each at 1 to 1
      Then the dealer's hand is "7D KC"
      And box 2's hand is "8H 8C 4D"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The dealer who misses his hole card deals it to himself after the players' second cards
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "TS 8H 7D 9S 8C KC 4D" in dealing order
      And the dealer misses dealing his second card to himself
      When the decisions are to stand, hit and stand
      And the round is played
      # TS box 1, 8H box 2, 7D the dealer, 9S box 1 (19), 8C box 2 (16); the hole card is
      # missed and dealt after the players' second cards, KC (17), before any player draws.
      # Box 1 stands; box 2 hits 4D (20). Both beat 17: $10 each at 1 to 1
      Then the dealer's hand is "7D KC"
      And box 2's hand is "8H 8C 4D"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: Rounds in which the dealer misses his first or second card settle as the reference engine does
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And each round has a dealer who misses his first or second card, placed where it can happen
      Then in every round, the game settles the round as the reference engine does

  @clause:19:47-2.15(f) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.15(f) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If there are insufficient cards remaining in the shoe to complete a round of play, all of the
    cards in the discard rack or in a segregated area of the double shoe shall be shuffled and cut
    according to the procedures outlined in N.J.A.C. 19:47-2.5, the first card shall be drawn face
    downwards and burned, and the dealer shall complete the round of play.

    @example
    Scenario: The shoe running out in the initial deal burns the first card of the reshuffled discards
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe holds "TS 4D 9D 8C 8H" in dealing order
      And the shoe holds too few cards to complete the round from card 2 on
      When box 1 decides to stand
      And the round is played out
      # TS to box 1 is the shoe's last card; the discards are shuffled and cut and continue
      # the shoe from card 2: its first card, 4D, is burned. Then 9D the dealer, 8C box 1
      # (18), 8H the hole card (17). 18 beats 17: $10 at 1 to 1
      Then the card "4D" is burned
      And box 1's hand is "TS 8C"
      And the dealer's hand is "9D 8H"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The shoe running out when a player draws burns a card and the round is completed
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe holds "6S 7D 5C 2H 9H TD" in dealing order
      And the shoe holds too few cards to complete the round from card 4 on
      When box 1 decides to hit
      And box 1 decides to stand
      And the round is played out
      # 6S box 1, 7D the dealer, 5C box 1 (11). Box 1 hits and the shoe is out: the discards
      # are shuffled and cut, 2H is burned, and box 1 draws 9H (20). The dealer's second card
      # TD makes 17: 20 beats 17, $10 at 1 to 1
      Then the card "2H" is burned
      And box 1's hand is "6S 5C 9H"
      And the dealer's hand is "7D TD"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: The round the shoe runs short in is completed with the cards after the burned card
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And each round has too few cards in the shoe to complete it, placed where it can happen
      Then in every round, the burned card is used in no hand and the round is completed with the cards after it

    @manual
    Scenario: The discards are shuffled and cut as 2.5 prescribes and the first card burned face down
      Shuffling and cutting the discard rack (or the double shoe's segregated area) under
      N.J.A.C. 19:47-2.5 and drawing the first card face downwards happen at the table; the
      adapter protocol receives the reshuffled cards only as the forced shoe's next cards. A
      person checks the shuffle, the cut and that the burned card is not exposed.

  @clause:19:47-2.15(g) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.15(g) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If no cards are dealt to the player's hand, the hand is dead and the player shall be included in
    the next deal. If only one card is dealt to the player's hand, at the player's option, the
    dealer shall deal the second card to the player after all other players have received a second
    card.

    @example
    Scenario: A box dealt no cards is a dead hand and the next box is dealt as usual
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "9S 7D 9C KH" in dealing order
      And box 1 is dealt no cards
      When box 2 decides to stand
      And the round is played out
      # box 1 gets no card: its hand is dead and the $10 returned. 9S box 2, 7D the dealer, 9C
      # box 2 (18); the dealer's second card KH: 17. 18 beats 17: $10 at 1 to 1
      Then box 1 is a dead hand and its wagers are returned
      And box 2's hand is "9S 9C"
      And the dealer's hand is "7D KH"
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled
      And the players win $10 in all

    @example
    Scenario: A box dealt only one card takes its second card after the other players
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "KS TH 8D 7C 8S 9C" in dealing order
      And box 1 is dealt only one card
      When the cards are dealt
      Then box 1 is offered its missed card later or a dead hand
      When box 1 decides to take the missed card later
      And the decisions are to stand and stand
      And the round is played
      # KS box 1, TH box 2, 8D the dealer; box 1's second card is missed, 7C goes to box 2
      # (17); at the player's option box 1's second card, 8S, comes after the others' (18).
      # Both stand; the dealer's second card 9C makes 17. Box 1's 18 wins $10 at 1 to 1; box 2's
      # 17 ties, void
      Then box 1's hand is "KS 8S"
      And box 2's hand is "TH 7C"
      And the dealer's hand is "8D 9C"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager is void
      And no other wager is settled

    @example
    Scenario: A box dealt only one card whose player does not take a second card is a dead hand
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "KS TH 8D 7C 8S 9C" in dealing order
      And box 1 is dealt only one card
      When box 1 decides to take a dead hand
      And box 2 decides to stand
      And the round is played out
      # box 1 declines the second card: its hand is dead and the $10 returned
      # (I-2.15g-one-card). Box 2 TH 7C (17) stands; the dealer's 8D 8S (16) draws 9C: 25.
      # Box 2 wins $10 at 1 to 1
      Then box 1 is a dead hand and its wagers are returned
      And the dealer's hand is "8D 8S 9C"
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: A box dealt no cards is dead and the other boxes play as if nobody wagered on it
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And each round has a box dealt no cards, placed where it can happen
      Then in every round, the box dealt no cards is dead and the other boxes play the clean round without it

    @property
    Scenario: A box dealt only one card takes it after the others or is a dead hand with its wager returned
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And each round has a box dealt only one card, placed where it can happen
      Then in every round, every hand called dead has its wagers returned and a card dealt later comes last

    @property
    Scenario: Rounds with a box dealt only one card settle as the reference engine does
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And each round has a box dealt only one card, placed where it can happen
      Then in every round, the game settles the round as the reference engine does

    @manual
    Scenario: The player of a dead hand is included in the next deal
      The adapter protocol plays each round with the wagers the kit places, so whether the dealer
      includes the player of a hand dealt no cards in the next deal is conduct at the table; a
      person checks that the player is dealt into the next round.

  @clause:19:47-2.15(h) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.15(h) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Any round of play drawn from the inappropriate side of a double shoe shall be treated as if it
    were drawn from the appropriate side of the shoe and concluded.

    @example
    Scenario: A round drawn from the inappropriate side of a double shoe is concluded as drawn from the right side
      Given the table uses a double shoe
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe holds "TS 7D 9S KC" in dealing order
      And the round is drawn from the inappropriate side of the double shoe
      When box 1 decides to stand
      And the round is played out
      # the round is treated as drawn from the appropriate side and concluded: TS box 1, 7D the
      # dealer, 9S box 1 (19); the dealer's second card KC: 17. 19 beats 17: $10 at 1 to 1
      Then box 1's hand is "TS 9S"
      And the dealer's hand is "7D KC"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: A round drawn from the inappropriate side of a double shoe is the round from the right side
      Given rounds dealt from shuffled shoes
      And the table uses a double shoe
      And house options drawn from those the edition allows
      And each round has a draw from the inappropriate side of the double shoe, placed where it can happen
      Then in every round, the round drawn from the wrong side is played and settled as the clean round

  @clause:19:47-2.15(i) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.15(i) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If after receiving the first two cards and the dealer fails to deal an additional card(s) to a
    player who has requested such a card, then, at the player's option, the dealer shall either deal
    the additional card(s) after all other players have received their additional cards but prior to
    the dealer revealing his or her hole card, or call the player's hand dead and return the
    player's original wager.

    @example
    Scenario: A requested card the dealer fails to deal is dealt after all other players
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "9S TH 5D 3C 6H 7C 8D 4S" in dealing order
      And the dealer fails to deal the card requested at decision 1
      When box 1 decides to hit
      Then box 1 is offered its missed card later or a dead hand
      When the decisions are to take the missed card later, stand and stand
      And the round is played
      # 9S box 1, TH box 2, 5D the dealer, 3C box 1 (12), 6H box 2 (16). Box 1 asks for a card
      # and is not dealt one; he takes it later. Box 2 stands on 16; then box 1 gets 7C (19)
      # and stands. The dealer's second card 8D (13) draws 4S: 17. Box 1's 19 wins $10 at 1 to
      # 1; box 2's 16 loses $10
      Then box 1's hand is "9S 3C 7C"
      And the dealer's hand is "5D 8D 4S"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: A requested card not dealt comes after the other players and before the hole card is revealed
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "9S TH 5D 3C 6H 8D 7C 4S" in dealing order
      And the dealer fails to deal the card requested at decision 1
      When the decisions are to hit, take the missed card later, stand and stand
      And the round is played
      # 9S box 1, TH box 2, 5D the dealer, 3C box 1 (12), 6H box 2 (16), 8D the hole card.
      # Box 1's requested card is not dealt; box 2 stands; then box 1 gets 7C (19) and stands,
      # before the hole card is revealed: 5D 8D (13) draws 4S, 17. Box 1 wins $10; box 2 loses
      # $10
      Then box 1's hand is "9S 3C 7C"
      And the dealer's hand is "5D 8D 4S"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager loses $10
      And no other wager is settled
      And the players break even

    @example
    Scenario: A player whose requested card is not dealt may call his hand dead
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "9S TH 5D 3C 6H 7C 8D 4S" in dealing order
      And the dealer fails to deal the card requested at decision 1
      When the decisions are to hit, take a dead hand and stand
      And the round is played
      # box 1's hand is called dead and his original $10 returned. Box 2 stands on 16; the
      # dealer's second card 7C (12) draws 8D: 20. Box 2 loses $10
      Then box 1 is a dead hand and its wagers are returned
      And the dealer's hand is "5D 7C 8D"
      And box 2's main wager loses $10
      And no other wager is settled
      And the players lose $10 in all

    @property
    Scenario: A hand whose requested card is not dealt takes it last or is dead with its wager returned
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And each round has a requested card the dealer fails to deal, placed where it can happen
      Then in every round, every hand called dead has its wagers returned and a card dealt later comes last

    @property
    Scenario: Rounds with a requested card not dealt settle as the reference engine does
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And each round has a requested card the dealer fails to deal, placed where it can happen
      Then in every round, the game settles the round as the reference engine does

  @clause:19:47-2.15(j) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.15(j) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If the dealer inserts his or her hole card into a card reader device when the value of his or
    her first card is not an ace, king, queen, jack or 10, the dealer, after notification to a
    casino supervisor, shall:
    1. If the particular card reader device in use provides any player with the opportunity to
      determine the value of the hole card, call all hands dead, collect the cards and return each
      player's wager; or
    2. If the particular card reader device in use does not provide any player with the opportunity
      to determine the value of the hole card, continue play.

    @example
    Scenario: Under 2.15(j)1 a hole card put into a reader that lets a player learn it makes every hand dead
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "TS 6S 9D 8C 5H 7H" in dealing order
      And the dealer inserts his hole card into a card reader device that lets a player learn it
      When the round is played out
      # the dealer's first card 9D is not an ace or ten-valued; the device lets a player learn
      # the hole card: all hands dead, every wager returned, no decision asked
      Then no decision is asked in the round
      And box 1 is a dead hand and its wagers are returned
      And box 2 is a dead hand and its wagers are returned
      And no other wager is settled
      And the players break even

    @example
    Scenario: Under 2.15(j)2 a hole card put into a reader that lets no player learn it continues play
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And the shoe holds "TS 8D 9C 6H 3S" in dealing order
      And the dealer inserts his hole card into a card reader device that lets no player learn it
      When box 1 decides to stand
      And the round is played out
      # the dealer's 8D is not an ace or ten-valued, but no player can learn the hole card:
      # play continues. Box 1 TS 9C (19) stands; the dealer's 8D 6H (14) draws 3S: 17. 19
      # beats 17: $10 at 1 to 1
      Then the dealer's hand is "8D 6H 3S"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A hole card put into the reader under a ten-valued first card is no irregularity
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And the shoe holds "9S TD 9C 7H" in dealing order
      And the dealer inserts his hole card into a card reader device that lets a player learn it
      When box 1 decides to stand
      And the round is played out
      # under a TD the card reader is meant for the hole card (2.6(j)): no blackjack, play goes
      # on. Box 1 9S 9C (18) stands; the dealer's TD 7H is 17: 18 beats 17, $10 at 1 to 1
      Then the dealer's hand is "TD 7H"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: A hole card put into the card reader makes every hand dead only when a player may learn it
      Given rounds dealt from shuffled shoes
      And the dealer deals a face-down hole card into a card reader
      And house options drawn from those the edition allows
      And each round has a hole card inserted into the card reader device, placed where it can happen
      Then in every round, every hand called dead has its wagers returned and a card dealt later comes last

    @manual
    Scenario: The dealer notifies a casino supervisor before acting on a hole card put into the reader
      Notifying a casino supervisor, and collecting the cards of dead hands, happen at the table
      and are not part of the adapter protocol; a person checks that the dealer notifies a
      supervisor before he calls the hands dead or continues play.

  @clause:19:47-2.15(k) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.15(k) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If a card reader device malfunctions the dealer may only continue dealing the game of blackjack
    at that table using the dealing procedures applicable when a card reader device is not in use.

    @example
    Scenario: With a malfunctioning card reader no peek is made and a player may double against a ten
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And the shoe holds "9S TD 2C AH 9H" in dealing order
      And the card reader device malfunctions
      When box 1 decides to double down
      And the round is played out
      # dealt as when no card reader is in use (2.6(j)): the dealer does not check his TD for a
      # blackjack, so box 1 (11) may double: 9H, 20. The hole card AH gives the dealer blackjack;
      # he collects only the original $10, not the $10 doubled (2.10(b))
      Then box 1's hand is "9S 2C 9H"
      And box 1's main wager loses $10
      And box 1's double wager is void
      And no other wager is settled

    @example
    Scenario: With a working card reader the same shoe ends at the peek
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And the shoe holds "9S TD 2C AH 9H" in dealing order
      When the round is played out
      # the reader finds the blackjack under the TD before any decision (2.6(j)): box 1's 11
      # loses $10 and is never offered a double
      Then box 1 was never offered to double down
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: With a malfunctioning card reader a doubled hand against a ten without blackjack is paid
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And the shoe holds "9S TD 2C 7H 9H" in dealing order
      And the card reader device malfunctions
      When box 1 decides to double down
      And the round is played out
      # no peek; box 1 doubles 11 and draws 9H, 20; the dealer's TD 7H is 17: the $10 wager and
      # the $10 doubled each win at 1 to 1
      Then box 1's main wager wins $10 at 1 to 1
      And box 1's double wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: With a malfunctioning card reader no peek is made under an ace either
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And the shoe holds "9S AD 2C KH 9H" in dealing order
      And the card reader device malfunctions
      When box 1 decides to decline insurance
      And box 1 decides to double down
      And the round is played out
      # dealt as when no card reader is in use: the dealer does not look under his AD, so box 1
      # (11) declines insurance and doubles: 9H, 20. The hole card KH gives him blackjack; he
      # collects only the original $10, not the $10 doubled (2.10(b))
      Then box 1's hand is "9S 2C 9H"
      And box 1's main wager loses $10
      And box 1's double wager is void
      And no other wager is settled

  @clause:19:47-2.15(l) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.15(l) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If the dealer fails to move his or her original face up card to the area of the layout
    designated for the second or third hand of the round in accordance with N.J.A.C. 19:47-2.18, the
    round shall continue as if the original face up card was moved to the appropriate area of the
    layout.

    @example
    Scenario Outline: A face up card not moved to the area of the dealer's <hand> hand leaves the round as if it was moved
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its three spots
      And the shoe holds "TS TH 9C TD 6S 8H 9D" in dealing order
      And the dealer fails to move his original face up card to the area of the layout for his <hand> hand
      When box 1 decides to stand
      And the round is played out
      # box 1 TS 9C (19) stands against the dealer's face up TH. His first hand TH TD (20) beats
      # 19: the first wager loses $10. He collects the TD but not the TH (2.18(f)2, (h)) and
      # leaves the TH where it is instead of moving it; the round continues as if it was moved:
      # his second hand is TH 6S (16), draws 8H, 24, busted: the second wager wins $10 at 1 to
      # 1. His third hand TH 9D (19) ties: the third wager is void. The players break even
      Then the dealer's first hand is "TH TD"
      And the dealer's second hand is "TH 6S 8H"
      And the dealer's third hand is "TH 9D"
      And box 1's wager on the first spot loses $10
      And box 1's wager on the second spot wins $10 at 1 to 1
      And box 1's wager on the third spot is void
      And no other wager is settled
      And the players break even
      And the round continues as if the original face up card was moved to the area of the dealer's <hand> hand

      Examples:
        | hand   |
        | second |
        | third  |

    @property
    Scenario: A face up card not moved to the dealer's second or third hand changes no card and no wager of the round
      Given multiple action rounds dealt from shuffled shoes
      And each round has a face up card not moved to the dealer's second or third hand, placed where it can happen
      Then in every multiple action round, the dealer's hands are formed and settled as if his original face up card was moved

  @clause:19:47-2.15(m) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.15(m) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If the dealer inadvertently picks up his or her original face up card and places it in the
    discard rack prior to the completion of the second or third hand of multiple action blackjack,
    the dealer shall immediately notify a casino supervisor assigned to that table. The casino
    supervisor shall remove the appropriate cards from the discard rack and reconstruct the last
    hand of play so as to determine the dealer's original face up card. The original face up card
    shall be placed in the appropriate area on the layout, and the remaining cards shall be returned
    to the discard rack. Play shall resume in accordance with the rules of this chapter.

    @example
    Scenario Outline: A face up card put in the discard rack before the dealer's <hand> hand is complete is recovered and play resumes
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its three spots
      And box 2 wagers $10 on each of its two spots
      And the shoe holds "9S TC 7D 9H 5D 8S KC 4S 9C TH" in dealing order
      And the dealer places his original face up card in the discard rack before his <hand> hand is complete
      When box 1 decides to stand
      And box 2 decides to hit
      And the round is played out
      # 9S box 1, TC box 2, the dealer's face up 7D, 9H box 1 (18), 5D box 2 (15). Box 1 stands;
      # box 2 hits 8S, 23: both its wagers are collected with its cards at once (2.18(f)). The
      # dealer's first hand 7D KC (17): box 1's 18 wins $10. His second hand 7D 4S (11) draws 9C,
      # 20: box 1 loses $10. His third hand 7D TH (17): box 1 wins $10. Before the <hand> hand
      # the 7D goes to the discard rack with the cards of the hand before; the supervisor takes
      # that hand out of the rack, finds the 7D its first card and puts it back in the <hand>
      # hand's area, the other cards back in the rack (I-2.15m-up-card-discarded): no card is
      # dealt in its place and every hand and wager is as if it had been moved. Box 1 wins $10,
      # box 2 loses $20: the players lose $10 in all
      Then the dealer's first hand is "7D KC"
      And the dealer's second hand is "7D 4S 9C"
      And the dealer's third hand is "7D TH"
      And box 1's wager on the first spot wins $10 at 1 to 1
      And box 1's wager on the second spot loses $10
      And box 1's wager on the third spot wins $10 at 1 to 1
      And box 2's wager on the first spot loses $10
      And box 2's wager on the second spot loses $10
      And no other wager is settled
      And the players lose $10 in all
      And the original face up card recovered from the discard rack begins the dealer's <hand> hand and play resumes as if it had never left the layout

      Examples:
        | hand   |
        | second |
        | third  |

    @property
    Scenario: A face up card put in the discard rack before the dealer's second or third hand is recovered and changes no card and no wager of the round
      Given multiple action rounds dealt from shuffled shoes
      And each round has a face up card placed in the discard rack before the dealer's second or third hand, placed where it can happen
      Then in every multiple action round, the dealer's hands are formed and settled as if his original face up card was moved

    @manual
    Scenario: The dealer notifies a casino supervisor, who reconstructs the last hand from the discard rack
      Notifying the casino supervisor assigned to the table, his removing the last hand's cards
      from the discard rack to find the dealer's original face up card, and the remaining cards
      going back to the rack face down, happen at the table; the adapter protocol shows only that
      the card begins the dealer's next hand and that no card is dealt in its place. A person
      checks that the dealer notifies the supervisor at once and that the supervisor, not the
      dealer, recovers the card.

  @clause:19:47-2.15(n) @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:524b9c397206
  Rule: 19:47-2.15(n) in nj-2004, nj-2024, nj-2024+bet-the-set
    If the light at a player's betting area on a blackjack table which offers the progressive
    blackjack wager is not operating properly, no progressive wager shall be permitted in that
    betting area.

    @manual
    Scenario: No progressive wager is taken at a betting area whose light is not operating
      The progressive blackjack wager (2.19) is not in the protocol, and the light at a betting
      area is part of the table's progressive system; refusing the wager there is a
      configuration of that system. A person checks at a table offering the progressive wager
      that a betting area whose light fails takes no progressive wager.

  @clause:19:47-2.15(o) @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:6019964aa981
  Rule: 19:47-2.15(o) in nj-2004, nj-2024, nj-2024+bet-the-set
    If the bonus blackjack system fails to select or display a payout amount when the bonus
    blackjack button is pressed, and the amount of the payout cannot be ascertained by a casino
    supervisor from the table controller or otherwise, the patron's wager shall be paid at 21-to-1.

    @manual
    Scenario: A bonus blackjack payout the system fails to show is paid at 21 to 1
      The bonus blackjack wager is not in the protocol, and selecting and displaying its payout
      is done by the table's bonus blackjack system and controller; paying 21 to 1 when neither
      shows the amount is a configuration of that system and the supervisor's procedure. A
      person checks it at a table offering the bonus blackjack wager.
