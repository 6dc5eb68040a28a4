@section:19:47-2.6
Feature: 19:47-2.6 Procedure for dealing cards
  Cited as 19:47-2.6 in nj-1996, nj-2004 and as 13:69F-2.6 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.6(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(a) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    All cards used to game at blackjack shall be dealt from a dealing shoe specifically designed for
    such purpose and located on the table to the left of the dealer.

    @manual
    Scenario: Every card is dealt from a dealing shoe on the table to the dealer's left
      The dealing shoe, its design and where it stands on the table are physical; the adapter
      protocol receives the cards in dealing order without a shoe, so a person checks the shoe
      and its place at the live table.

  @clause:19:47-2.6(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Each dealer shall remove cards from the shoe with his left hand, turn them face upwards, and
    then place them on the appropriate area of the layout with his right hand, except that the
    dealer has the option to deal hit cards to the first two positions with his/her left hand.

    @manual
    Scenario: The dealer takes cards out with the left hand and places them face up with the right
      Which hand the dealer uses, turning the cards face up, and the option of dealing hit cards
      to the first two positions with the left hand are hand movements that a person observes at
      the live table.

  @clause:19:47-2.6(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(c) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After each full set of cards is placed in the shoe, the dealer shall remove the first card
    therefrom face downwards and place it in the discard rack which shall be located on the table
    immediately in front of or to the right of the dealer. Each new dealer who comes to the table
    shall also burn one card as described herein before the new dealer deals any cards to the
    players. The burn card shall be disclosed if requested by the player. This procedure shall not
    be applicable to the "Bart Carter Shuffle".

    @example
    Scenario: The first card after a full set is placed in the shoe is burned
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And players sit at boxes "1" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "5C TS 9D 9C 8S" in front
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # after the cut the first card, 5C, is burned into the discard rack before any round;
      # box 1 TS, dealer 9D, box 1 9C (19), dealer 8S (17): 19 wins at 1 to 1
      Then the events include, in this order:
        | kind         | box | card | round | clause |
        | cut          | 1   |      |       |        |
        | burn         |     | 5C   |       | 2.6(c) |
        | round-begins |     |      | 1     |        |
      And there is 1 "burn" event
      And round 1 deals "TS 9D 9C 8S"
      And in round 1 box 1's main wager wins at 1 to 1
      And the events match the reference engine's on kind, box, card and round

    @example
    Scenario: A new dealer burns one card before dealing
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And players sit at boxes "1" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "2C 3C TS 7H 9S TH" in front
      And a new dealer comes to the table before round 1
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # 2C is burned after the shuffle, 3C by the new dealer; box 1 TS, dealer 7H, box 1 9S
      # (19), dealer TH (17): 19 wins at 1 to 1
      Then the events include, in this order:
        | kind       | box | card | round | clause |
        | burn |     | 2C   |       | 2.6(c) |
        | burn |     | 3C   | 1     | 2.6(c) |
      And round 1 deals "TS 7H 9S TH"
      And in round 1 box 1's main wager wins at 1 to 1
      And the events match the reference engine's on kind, box, card and round

    @example
    Scenario: Under the Bart Carter Shuffle no card is burned
      Given the shoe holds 2 decks
      And the cards are dealt from one shoe
      And the dealer takes no hole card
      And the table uses the Bart Carter shuffle
      And players sit at boxes "1" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "TS 7H 9S TH" in front
      And a new dealer comes to the table before round 1
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # the burn "shall not be applicable to the Bart Carter Shuffle", not even for a new dealer:
      # the first card after the cut, TS, is box 1's; dealer 7H, box 1 9S (19), dealer TH (17)
      Then there is no "burn" event
      And round 1 deals "TS 7H 9S TH"
      And in round 1 box 1's main wager wins at 1 to 1

    @manual
    Scenario: The burn card is placed face down in the discard rack and shown on request
      Burning face down, where the discard rack stands on the table and disclosing the burn
      card when a player asks are physical; play_shoe reports only which card is burned.

  @clause:19:47-2.6(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(d) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If a double shoe is utilized, the following procedures shall be used in lieu of those set forth
    in (c) above.
    1. Prior to commencement of each round of play, the dealer shall draw a card from either side of
      the double shoe. The suit of that card shall determine from which side of the shoe that round
      of play will be dealt. The casino licensee shall designate that the suits of hearts and
      diamonds shall correspond to the color of the backs of the cards being dealt from one side of
      the shoe, and that the suits of spades and clubs shall correspond to the color of the backs of
      the cards being dealt from the other side of the shoe.
    2. A determinant card corresponding to the side of the shoe from which it was drawn shall become
      the player's first card. A determinant card that does not correspond to the side of the shoe
      from which it was dealt shall be burned by placing it in a segregated area of the dealing
      shoe.

    @example
    Scenario: A determinant card of the side it was drawn from is the player's first card
      Given the shoe holds 1 deck
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And the table uses a double shoe
      And players sit at boxes "1" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "9H 7D TH TD" in front
      And shuffle 1 is of the red side
      And shuffle 2 is stacked so that a cut at 10 puts "2S" in front
      And shuffle 2 is of the black side
      And round 1's determinant card is drawn from the red side
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # 9H, a heart, corresponds to the red side it was drawn from (d)1: it is box 1's first
      # card (d)2, nothing is burned (d) replaces (c); the red side deals on: dealer 7D, box 1
      # TH (19), dealer TD (17): 19 wins at 1 to 1
      Then the events include, in this order:
        | kind             | box | card | round | clause  |
        | determinant-card |     | 9H   | 1     | 2.6(d)1 |
      And there is no "burn" event
      And round 1 deals "9H 7D TH TD"
      And in round 1 box 1's main wager wins at 1 to 1
      And the events match the reference engine's on kind, box, card and round

    @example
    Scenario: A determinant card of the other side is burned and the round is dealt from its side
      Given the shoe holds 1 deck
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And the table uses a double shoe
      And players sit at boxes "1" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "5S" in front
      And shuffle 1 is of the red side
      And shuffle 2 is stacked so that a cut at 10 puts "TS 7C 9S TC" in front
      And shuffle 2 is of the black side
      And round 1's determinant card is drawn from the red side
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # 5S, a spade, names the black side but was drawn from the red: burned into the red
      # side's segregated area (d)2; its suit deals the round from the black side: box 1 TS,
      # dealer 7C, box 1 9S (19), dealer TC (17): 19 wins at 1 to 1
      Then the events include, in this order:
        | kind             | box | card | round | clause  |
        | determinant-card |     | 5S   | 1     | 2.6(d)1 |
        | burn             |     | 5S   |       | 2.6(d)2 |
      And round 1 deals "TS 7C 9S TC"
      And in round 1 box 1's main wager wins at 1 to 1
      And the events match the reference engine's on kind, box, card and round

    @manual
    Scenario: The double shoe's back colours are designated by suit and the segregated area is used
      The casino licensee's designation of hearts and diamonds to one back colour and spades and
      clubs to the other, and the physical segregated area of the shoe, are checked by a person;
      play_shoe shows the sides only by the kit's names red and black.

  @clause:19:47-2.6(e) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(e) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    At the commencement of each round of play, or immediately after the determinant card has been
    drawn and either burned or used as the player's first card, the dealer shall, starting on his
    left and continuing around the table, deal the cards in the following order:
    1. One card face upwards to each box on the layout in which a wager is contained;
    2. One card face upwards to himself;
    3. A second card face upwards to each box in which a wager is contained.

    @example
    Scenario: Without a hole card three boxes receive a card each, the dealer one, then a second each
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And box 3 wagers $10
      And the shoe holds "TS 9H 8D 7C QS JH KD TC 2H 3D 4C 5S" in dealing order
      When the round is played
      # 2.6(e): TS to box 1, 9H to box 2, 8D to box 3, 7C face up to the dealer, then QS, JH, KD
      # to boxes 1, 2, 3; every box stands and the dealer's second card TC comes after them
      # (2.6(h)): 7 + 10 = 17 stands; 20, 19 and 18 each beat 17 at 1 to 1
      Then box 1's hand is "TS QS"
      And box 2's hand is "9H JH"
      And box 3's hand is "8D KD"
      And the dealer's hand is "7C TC"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager wins $10 at 1 to 1
      And box 3's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: With a face-down hole card the dealer's hole card follows the boxes' second cards
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "9C 8H 6D 7S TD 5C 3S 4H 2D JC QC" in dealing order
      When box 1 decides to hit
      And box 1 decides to stand
      And the round is played
      # 2.6(e): 9C to box 1, 8H to box 2, 6D face up to the dealer, 7S and TD to boxes 1 and 2;
      # then the hole card 5C (2.6(j)); box 1's 16 draws 3S to 19; the dealer's 6 + 5 = 11
      # draws 4H to 15 and 2D to 17; 19 and 18 each beat 17 at 1 to 1
      Then box 1's hand is "9C 7S 3S"
      And box 2's hand is "8H TD"
      And the dealer's hand is "6D 5C 4H 2D"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: With a card reader the hole card follows the boxes' second cards and precedes their draws
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "9C 8H KD 7S TD 5C 3S 2D JC QC" in dealing order
      When box 1 decides to hit
      And box 1 decides to stand
      And the round is played
      # 2.6(e): 9C to box 1, 8H to box 2, KD face up to the dealer, 7S and TD to boxes 1 and 2;
      # then the hole card 5C, read: no blackjack (2.6(j)); box 1's 16 draws 3S to 19; the
      # dealer's K + 5 = 15 draws 2D to 17; 19 and 18 each beat 17 at 1 to 1
      Then box 1's hand is "9C 7S 3S"
      And box 2's hand is "8H TD"
      And the dealer's hand is "KD 5C 2D"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: With the hole card face up it follows the boxes' second cards and precedes their draws
      Given the dealer deals the hole card face up
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "5C 9H 7D 6S QS 4C TC 6H JC QC" in dealing order
      When box 1 decides to hit
      And the round is played
      # 2.6(e): 5C to box 1, 9H to box 2, 7D face up to the dealer, 6S and QS to boxes 1 and 2;
      # then the hole card 4C face up (2.6(k)); box 1's 11 draws TC to 21; the dealer's
      # 7 + 4 = 11 draws 6H to 17; 21 and 19 each beat 17 at 1 to 1
      Then box 1's hand is "5C 6S TC"
      And box 2's hand is "9H QS"
      And the dealer's hand is "7D 4C 6H"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: At a one-box table without a hole card the box's first card, the dealer's face up card, then the box's second
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe holds "TC 6S 9H 8D 4C 3H" in dealing order
      When box 1 decides to stand
      And the round is played
      # 2.6(e) at one box: TC to box 1, 6S face up to the dealer, 9H to box 1 (19); the dealer's second card 8D comes after box 1 stands (2.6(h)).
      # Box 1 stands on 19; the dealer's 6 + 8 = 14 draws the 4C (2.12(b)): 18. 19 beats 18:
      # $10 at 1 to 1. A game that deals player, player, dealer, dealer gives box 1 TC 6S.
      Then box 1's hand is "TC 9H"
      And the dealer's hand is "6S 8D 4C"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: At a one-box table with a face-down hole card the box's first card, the dealer's face up card, then the box's second
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe holds "TC 6S 9H 8D 4C 3H" in dealing order
      When box 1 decides to stand
      And the round is played
      # 2.6(e) at one box: TC to box 1, 6S face up to the dealer, 9H to box 1 (19); the hole card 8D follows box 1's second card (2.6(j)).
      # Box 1 stands on 19; the dealer's 6 + 8 = 14 draws the 4C (2.12(b)): 18. 19 beats 18:
      # $10 at 1 to 1. A game that deals player, player, dealer, dealer gives box 1 TC 6S.
      Then box 1's hand is "TC 9H"
      And the dealer's hand is "6S 8D 4C"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: At a one-box table with a card reader the box's first card, the dealer's face up card, then the box's second
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And the shoe holds "TC 6S 9H 8D 4C 3H" in dealing order
      When box 1 decides to stand
      And the round is played
      # 2.6(e) at one box: TC to box 1, 6S face up to the dealer, 9H to box 1 (19); the hole card 8D follows box 1's second card (2.6(j)); the reader is not used, the 6S being no ace or ten.
      # Box 1 stands on 19; the dealer's 6 + 8 = 14 draws the 4C (2.12(b)): 18. 19 beats 18:
      # $10 at 1 to 1. A game that deals player, player, dealer, dealer gives box 1 TC 6S.
      Then box 1's hand is "TC 9H"
      And the dealer's hand is "6S 8D 4C"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: At a one-box table with the hole card face up the box's first card, the dealer's face up card, then the box's second
      Given the dealer deals the hole card face up
      And box 1 wagers $10
      And the shoe holds "TC 6S 9H 8D 4C 3H" in dealing order
      When box 1 decides to stand
      And the round is played
      # 2.6(e) at one box: TC to box 1, 6S face up to the dealer, 9H to box 1 (19); the hole card 8D follows box 1's second card, face up (2.6(k)).
      # Box 1 stands on 19; the dealer's 6 + 8 = 14 draws the 4C (2.12(b)): 18. 19 beats 18:
      # $10 at 1 to 1. A game that deals player, player, dealer, dealer gives box 1 TC 6S.
      Then box 1's hand is "TC 9H"
      And the dealer's hand is "6S 8D 4C"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A box without a wager receives no cards
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 3 wagers $10
      And the shoe holds "TS 8D 7C 9S QH 6H 4C 2H 3D" in dealing order
      When the round is played
      # only boxes with a wager are dealt (2.6(e)1, 3): TS to box 1, 8D to box 3, 7C to the
      # dealer, 9S to box 1, QH to box 3; the dealer's second card 6H makes 13, which draws 4C
      # to 17; 19 and 18 each beat 17 at 1 to 1
      Then box 1's hand is "TS 9S"
      And box 3's hand is "8D QH"
      And the dealer's hand is "7C 6H 4C"
      And box 1's main wager wins $10 at 1 to 1
      And box 3's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: Rounds from shuffled shoes deal their cards as the reference engine does
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, the game settles the round as the reference engine does

  @clause:19:47-2.6(f) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(f) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After two cards have been dealt to each player and the appropriate number to the dealer, the
    dealer shall, beginning from his left, announce the point total of each player. As each player's
    point total is announced, such player shall indicate whether he wishes to surrender, double
    down, split pairs, stand or draw as provided for by this chapter.

    @example
    Scenario: The players are asked for their decisions one box after another from the dealer's left
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And box 3 wagers $10
      And the shoe deals "box 1: 8S 8D; box 2: TH 6C; box 3: 9D 8H; dealer: TC 7C; draws: 3S"
      When the cards are dealt
      # box 1 is the first box on the dealer's left and decides first (2.6(f)); with its pair
      # of 8's it may surrender where offered, double down, split, stand or draw
      Then box 1 is asked to decide
      And box 1 may split
      And box 1 may double down
      And box 1 may hit
      And box 1 may stand
      When box 1 decides to stand
      Then box 2 is asked to decide
      When box 2 decides to hit
      Then box 2 is asked to decide
      When box 2 decides to stand
      Then box 3 is asked to decide
      When box 3 decides to stand
      Then the round is complete
      And box 2's hand is "TH 6C 3S"

    @example
    Scenario: A box whose decision is not yet made keeps the turn until it stands
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: 2S 3D; box 2: TH 7C; dealer: 9C 8H; draws: 4C 5D"
      When box 1 decides to hit
      # box 1's 5 draws 4C to 9 and is asked again before box 2 (2.6(f), (g))
      Then box 1 is asked to decide
      When box 1 decides to hit
      Then box 1 is asked to decide
      When box 1 decides to stand
      Then box 2 is asked to decide
      When the round is played
      Then box 1's hand is "2S 3D 4C 5D"
      And box 2's hand is "TH 7C"

    @property
    Scenario: Rounds from shuffled shoes ask for decisions as the reference engine does
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, the game settles the round as the reference engine does

  @clause:19:47-2.6(g) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(g) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    As each player indicates his decision(s), the dealer shall deal face upwards whatever additional
    cards are necessary to effectuate such decision consistent with these regulations and shall
    announce the new point total of such player after each additional card is dealt.

    @example
    Scenario: Each hit deals one more card to the box that asked for it, in the order asked
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: 2S 3D; box 2: TH 4C; dealer: 9C 8H; draws: 5C 6D 4H"
      When box 1 decides to hit
      And box 1 decides to hit
      And box 1 decides to stand
      And box 2 decides to hit
      And box 2 decides to stand
      # box 1's two hits take 5C and 6D (2 + 3 + 5 + 6 = 16), box 2's hit takes 4H
      # (10 + 4 + 4 = 18); the dealer's 9 + 8 = 17 stands; 16 loses, 18 wins at 1 to 1
      Then the round is complete
      And box 1's hand is "2S 3D 5C 6D"
      And box 2's hand is "TH 4C 4H"
      And the dealer's hand is "9C 8H"
      And box 1's main wager loses $10
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A double down is dealt exactly one card and the next box is asked
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: 5S 6D; box 2: TH 7C; dealer: 9C 8H; draws: 9D"
      When box 1 decides to double down
      # the double takes one card, 9D (5 + 6 + 9 = 20), and box 1 has nothing more to decide
      Then box 2 is asked to decide
      When box 2 decides to stand
      Then the round is complete
      And box 1's hand is "5S 6D 9D"
      And box 2's hand is "TH 7C"

    @example
    Scenario: Each hand of a split pair is dealt its second card
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8D; dealer: 9C 8H; draws: 3C 2H"
      When the decisions are to split, stand and stand
      And the round is played
      # the split (2.11) needs a second card for each 8: 3C to the first hand, 2H to the second
      Then box 1 ends with 2 hands
      And box 1's hand is "8S 3C"
      And box 1 hand 2's hand is "8D 2H"

    @property
    Scenario: Every wager of rounds with decisions drawn from the legal ones is settled as required
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @manual
    Scenario: The dealer announces each player's point total and each new total after a card
      The dealer's announcements of point totals (2.6(f), (g)) are spoken at the table; the
      adapter protocol has no announcements, so a person listens for them at the live table.

  @clause:19:47-2.6(h) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(h) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After the decisions of each player have been implemented and all additional cards have been
    dealt, the dealer shall deal a second card face upward to himself provided, however, that such
    card shall not be removed from the dealing shoe until the dealer has first announced "Dealer's
    Card" which shall be stated by the dealer in a tone of voice calculated to be heard by each
    person at the table. Any additional cards authorized to be dealt to the hand of the dealer by
    N.J.A.C. 19:47-2.12(b) shall be dealt face upwards at this time after which the dealer shall
    announce his total point count. In lieu of the requirements of this paragraph, the procedures
    set forth in (j) or (k) below may be implemented.

    @example
    Scenario: Without a hole card the card a player hits is the one that would have been the hole card
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe holds "9S TD 5H 6C 7H 2S 3S 4S" in dealing order
      When box 1 decides to hit
      And box 1 decides to stand
      And the round is played
      # 9S to box 1, TD to the dealer, 5H to box 1 (2.6(e)); the 6C, which a hole card
      # procedure (2.6(j), (k)) would give the dealer, goes to box 1's hit: 9 + 5 + 6 = 20;
      # only then the dealer's second card 7H: 10 + 7 = 17 stands; 20 beats 17 at 1 to 1
      Then box 1's hand is "9S 5H 6C"
      And the dealer's hand is "TD 7H"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: Without a hole card the dealer's second card follows the last player's last card
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe holds "9S 8C TD 5H 4D 6C 3H 7H 2S 3S" in dealing order
      When box 1 decides to hit
      And box 1 decides to stand
      And box 2 decides to hit
      And box 2 decides to stand
      And the round is played
      # box 1: 9 + 5 takes 6C to 20; box 2: 8 + 4 takes 3H to 15; then the dealer's second card
      # 7H: 10 + 7 = 17 stands; 20 wins at 1 to 1, 15 loses
      Then box 1's hand is "9S 5H 6C"
      And box 2's hand is "8C 4D 3H"
      And the dealer's hand is "TD 7H"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: Without a hole card the dealer draws his additional cards after his second card
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 8D; dealer: 6D 5C; dealer draws: 3H 4S"
      When box 1 decides to stand
      And the round is played
      # the dealer's second card 5C makes 11; he then draws 3H to 14 and 4S to 18 (2.6(h),
      # 2.12(b)); the box's 18 is the same score: void (2.3(b))
      Then the dealer's hand is "6D 5C 3H 4S"
      And box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: Without a hole card the second card is dealt even when every box has gone over 21
      Given the dealer takes no hole card
      And the dealer deals his second card even when it can change no outcome
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6C; dealer: TD 5H; draws: KS"
      When box 1 decides to hit
      And the round is played
      # the box's 10 + 6 + K = 26 is over 21 and lost; 2.6(h) deals the dealer's second card in
      # every round (I-2.12c-dealer-second-card): 10 + 5 = 15, and no more cards, since none
      # could change an outcome (2.12(c))
      Then box 1's hand is "TS 6C KS"
      And the dealer's hand is "TD 5H"
      And box 1's main wager loses $10
      And no other wager is settled

    @property
    Scenario: Without a hole card the dealer draws to 17 after the players
      Given rounds dealt from shuffled shoes
      And the dealer takes no hole card
      And house options drawn from those the edition allows
      And the players stand on every hand
      Then in every round, the dealer draws to 17 and no further

    @property
    Scenario: Without a hole card every wager is settled as the rules require
      Given rounds dealt from shuffled shoes
      And the dealer takes no hole card
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @manual
    Scenario: The dealer announces "Dealer's Card" before taking his second card from the shoe
      The announcement "Dealer's Card" in a voice every person at the table can hear, the second
      card and the draws dealt face upward, and the announcement of the dealer's total are spoken
      and seen at the table; the adapter protocol has no announcements, so a person checks them
      at the live table.

  @clause:19:47-2.6(i) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(i) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    At the conclusion of a round of play, all cards still remaining on the layout shall be picked up
    by the dealer in order and in such a way that they can be readily arranged to indicate each
    player's hand in case of question or dispute. The dealer shall pick up the cards beginning with
    those of the player to his far right and moving counterclockwise around the table. After all the
    players' cards have been collected the dealer shall pick up his cards against the bottom of the
    players' cards and place them in the discard rack or in a segregated area of the double shoe.

    @manual
    Scenario: The dealer picks up the cards in order, from his far right, his own cards last
      Picking up the cards so that each hand can be rebuilt, counterclockwise from the player on
      the dealer's far right, with the dealer's cards against the bottom, into the discard rack or
      the double shoe's segregated area, is a hand movement that a person observes at the live
      table. play_shoe's events do not carry the order of the cards in the discard rack (the
      cards-to-discard-rack event and a Bart Carter reshuffle give no order), so the pickup order
      cannot be checked through the adapter protocol either.

  @clause:19:47-2.6(j) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(j) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    In lieu of the procedures set forth in (h) above, a casino licensee may permit a blackjack
    dealer to deal his or her hole card face downward after a second card and before additional
    cards are dealt to the players provided that said dealer not look at the face of his or her hole
    card until after all other cards requested by the players pursuant to those regulations are
    dealt to them; provided, however, if a casino licensee elects to utilize a card reader device
    and the dealer's first card is an ace, king, queen, jack or 10 of any suit, the dealer shall
    determine whether the hole card will give the dealer a blackjack prior to dealing any additional
    cards to the players at the table, in accordance with procedures approved by the Commission. The
    dealer shall insert the hole card into the card reader device by moving the card face down on
    the layout without exposing it to anyone, including the dealer, at the table. Notwithstanding
    any other provisions of this subchapter to the contrary, if the dealer has a blackjack, no
    additional cards shall be dealt and each player's wager shall be settled in accordance with
    N.J.A.C. 19:47-2.3 and 2.7.

    @example
    Scenario: Without a card reader the players decide before the face-down hole card is looked at
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 5S 6D; dealer: KH AS; draws: 9C"
      When the cards are dealt
      # the hole card AS is dealt face down and not looked at until the players have their
      # cards (2.6(j)), so box 1 is asked
      Then box 1 is asked to decide
      When box 1 decides to double down
      And the round is played
      # box 1 doubles, taking 9C to 20; then the K A is a blackjack: the original $10 is lost
      # (2.3(b)) and the $10 double returned (2.10(b))
      Then box 1's hand is "5S 6D 9C"
      And the dealer's hand is "KH AS"
      And box 1's main wager loses $10
      And box 1's double wager is void
      And no other wager is settled

    @example
    Scenario: With a card reader a dealer's blackjack under a ten ends the round before any player draws
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: 9S 7D; box 2: AC KC; dealer: KH AS"
      When the cards are dealt
      # the reader shows the K's hole card A makes blackjack: no additional cards (2.6(j));
      # box 1's 16 loses $10 (2.3(b)); box 2's blackjack against the dealer's is void (2.3(b),
      # 2.7)
      Then the round is complete
      And box 1's hand is "9S 7D"
      And the dealer's hand is "KH AS"
      And box 1's main wager loses $10
      And box 2's main wager is void
      And no other wager is settled

    @example
    Scenario: With a card reader a dealer's blackjack under an ace ends the round once insurance is answered
      Given the dealer deals a face-down hole card into a card reader
      And the house offers insurance once the cards are dealt
      And box 1 wagers $10
      And the shoe deals "box 1: 9S 7D; dealer: AH KD"
      When the cards are dealt
      And box 1 decides to decline insurance
      # insurance is no card; the reader then shows the A's hole card K makes blackjack, so no
      # additional card is dealt (2.6(j)) and box 1's 16 loses $10 (2.3(b))
      Then the round is complete
      And box 1's hand is "9S 7D"
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: With a card reader a hole card that makes no blackjack lets the players draw
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And the shoe deals "box 1: 9S 5D; dealer: KH 7C; draws: 4H"
      When the cards are dealt
      # the reader shows K 7 is no blackjack, so the round goes on (2.6(j))
      Then box 1 is asked to decide
      When box 1 decides to hit
      And the round is played
      # 9 + 5 takes 4H to 18 against the dealer's K 7 = 17 and wins $10 at 1 to 1
      Then box 1's hand is "9S 5D 4H"
      And the dealer's hand is "KH 7C"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: With a card reader a blackjack against a ten-valued card is settled as required
      Given rounds in which box 1 has a blackjack against a ten-valued card
      And the dealer deals a face-down hole card into a card reader
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @property
    Scenario: With a face-down hole card every wager is settled as the rules require
      Given rounds dealt from shuffled shoes
      And the dealer deals a face-down hole card
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @manual
    Scenario: The hole card goes into the card reader face down without being exposed
      Moving the hole card face down into the reader without exposing it to anyone, the dealer
      not looking at it before the players' cards are dealt, and the procedures approved by the
      Commission are hand movements at the table that a person observes.

  @clause:19:47-2.6(k) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(k) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    In lieu of the procedure set forth in (h) above, a casino licensee may permit a blackjack dealer
    to deal his or her hole card face upward after a second card and before additional cards are
    dealt to the players, provided that the casino licensee complies with the notice requirements
    set forth in N.J.A.C. 19:47-8.3. Notwithstanding any other provisions of this subchapter, the
    following rules shall apply whenever cards used to game at blackjack are dealt in accordance
    with this subsection:
    1. Winning wagers shall be determined in accordance with N.J.A.C. 19:47-2.3(a) and (b),
      provided, however, that a player's wager shall be lost if the score of the player is the same
      as the dealer, except that a player's wager shall win if both the player and dealer have
      blackjack;
    2. Winning wagers shall be paid in accordance with N.J.A.C. 19:47-2.3(e), except that standard
      blackjack shall be paid at odds of 1 to 1;
    3. Surrender, pursuant to N.J.A.C. 19:47-2.8, and insurance wagers, pursuant to N.J.A.C.
      19:47-2.9, shall not be available;
    4. A player may double down, pursuant to N.J.A.C. 19:47-2.10, only on a point count of 9, 10 or
      11; and
    5. Any player who elects to split cards of identical value, pursuant to N.J.A.C. 19:47-2.11, may
      not split pairs again if the second card so dealt is identical in value to a card of the split
      pair.

    @example
    Scenario: With the hole card face up equal scores lose
      Given the dealer deals the hole card face up
      And box 1 wagers $10
      And the shoe deals "box 1: TS 8D; dealer: 9C 9H"
      When box 1 decides to stand
      And the round is played
      # 18 against the dealer's 18: the same score, lost under 2.6(k)1 ($10), not void
      Then box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: With the hole card face up a blackjack against the dealer's blackjack wins at 1 to 1
      Given the dealer deals the hole card face up
      And box 1 wagers $10
      And the shoe deals "box 1: AS KD; dealer: KH AC"
      When the round is played
      # both have blackjack: the player's wager wins (2.6(k)1), at 1 to 1 (2.6(k)2): $10
      Then box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: With the hole card face up a split hand's 21 in two cards loses to the dealer's 21
      Given the dealer deals the hole card face up
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: KS KD; box 2: TH 8S; dealer: 9C 5H; draws: AC AD; dealer draws: 7D"
      When the decisions are to split, stand, stand and stand
      And the round is played
      # the split K A hands are 21, the dealer's 9 5 7 is 21: the same score, lost
      # notwithstanding 2.3(a)3 (2.6(k)1, I-2.6k-equal-scores): $10 on each hand; box 2's 18 loses
      Then the dealer's hand is "9C 5H 7D"
      And box 1's main wager loses $10
      And box 1 hand 2's split wager loses $10
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: With the hole card face up a $15 blackjack is paid $15 at 1 to 1
      Given the dealer deals the hole card face up
      And box 1 wagers $15
      And the shoe deals "box 1: AS KD; dealer: 9C 8H"
      When the round is played
      # standard blackjack at 1 to 1 (2.6(k)2), not 3 to 2: $15
      Then box 1's main wager wins $15 at 1 to 1
      And no other wager is settled

    @example
    Scenario: With the hole card face up a blackjack against the dealer's 21 in three cards wins at 1 to 1
      Given the dealer deals the hole card face up
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: AS KD; box 2: TH 8S; dealer: TC 4H; dealer draws: 7D"
      When the round is played
      # the blackjack beats the dealer's 10 4 7 = 21 in three cards (2.3(a)3) and is paid 1 to 1
      # (2.6(k)2): $10; box 2's 18 loses $10
      Then the dealer's hand is "TC 4H 7D"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: With the hole card face up the 6, 7 and 8 of one suit are still paid 2 to 1
      Given the dealer deals the hole card face up
      And the house pays 6-7-8 of one suit at 2 to 1
      And box 1 wagers $10
      And the shoe deals "box 1: 6H 7H; dealer: TC 9S; draws: 8H"
      When box 1 decides to hit
      And the round is played
      # winning wagers are paid as 2.3(e) says (2.6(k)2), bonus odds included: 21 beats 19 and
      # the 6 7 8 of hearts pay 2 to 1 (2.3(e)1): $20
      Then box 1's main wager wins $20 at 2 to 1
      And no other wager is settled

    @validation
    Scenario: A face-up hole card table with surrender is refused
      When a table is asked for at which the dealer deals the hole card face up and the house offers surrender
      Then the game refuses the table as forbidden by the rules

    @validation
    Scenario: A face-up hole card table without surrender is opened
      When a table is asked for at which the dealer deals the hole card face up and the house offers no surrender
      Then the game opens the table

    @example
    Scenario: With the hole card face up no insurance is offered against the dealer's ace
      Given the dealer deals the hole card face up
      And box 1 wagers $10
      And the shoe deals "box 1: 9S 7D; dealer: AH 6C"
      When the cards are dealt
      # insurance is not available (2.6(k)3) and neither is surrender
      Then box 1 is asked to decide
      And box 1 may not surrender
      And box 1 was never offered to insure

    @example
    Scenario: With the hole card face up a point count of 9, 10 or 11 may be doubled
      Given the dealer deals the hole card face up
      And box 1 wagers $10
      And box 2 wagers $10
      And box 3 wagers $10
      And the shoe deals "box 1: 5S 4D; box 2: 6S 4H; box 3: 6C 5D; dealer: TC 7H"
      When the cards are dealt
      # 5 + 4 = 9, 6 + 4 = 10, 6 + 5 = 11: each may double down (2.6(k)4)
      Then box 1 may double down
      When box 1 decides to stand
      Then box 2 may double down
      When box 2 decides to stand
      Then box 3 may double down

    @example
    Scenario: With the hole card face up a point count of 8 or 12 may not be doubled
      Given the dealer deals the hole card face up
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: 5S 3D; box 2: 7S 5H; dealer: TC 7H"
      When the cards are dealt
      # 5 + 3 = 8 and 7 + 5 = 12 are not 9, 10 or 11 (2.6(k)4)
      Then box 1 may not double down
      When box 1 tries to double down
      Then the decision is refused as illegal
      When box 1 decides to stand
      Then box 2 may not double down

    @example
    Scenario: With the hole card face up an ace and an eight, a soft 19, may not be doubled
      Given the dealer deals the hole card face up
      And box 1 wagers $10
      And the shoe deals "box 1: AS 8D; dealer: TC 7H"
      When the cards are dealt
      # the ace counts eleven (2.2(b)3i): the point count is 19, not 9 (2.6(k)4)
      Then box 1 may not double down

    @validation
    Scenario: A face-up hole card table that lets pairs be split again is refused
      When a table is asked for at which the dealer deals the hole card face up and the house lets a pair be split up to 2 times
      Then the game refuses the table as forbidden by the rules

    @validation
    Scenario: A face-up hole card table that lets pairs be split three times is refused
      When a table is asked for at which the dealer deals the hole card face up, the house lets a pair be split up to 3 times and the table has 6 boxes
      Then the game refuses the table as forbidden by the rules

    @example
    Scenario: With the hole card face up a split hand dealt a card of the pair's value is not split again
      Given the dealer deals the hole card face up
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8D; dealer: TC 7H; draws: 8C 2H"
      When box 1 decides to split
      # the first hand's second card is another 8: no further split (2.6(k)5)
      Then box 1 may not split
      When the round is played
      Then box 1 ends with 2 hands
      And box 1's hand is "8S 8C"
      And box 1 hand 2's hand is "8D 2H"

    @property
    Scenario: With the hole card face up every wager is settled as the rules require
      Given rounds dealt from shuffled shoes
      And the dealer deals the hole card face up
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @property
    Scenario: With the hole card face up a blackjack against a ten-valued card is settled as required
      Given rounds in which box 1 has a blackjack against a ten-valued card
      And the dealer deals the hole card face up
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

  @clause:19:47-2.6(l) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(l) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Whenever the cutting card is reached in the deal of the cards, the dealer shall continue dealing
    the cards until that round of play is completed after which the dealer shall:
    1. Collect the cards as provided in (i) above;
    2. Prepare to shuffle the cards, as follows:
    i. Whenever a single dealing shoe is used, the dealer shall remove the cards remaining in the
      shoe and place them in the discard rack to ensure that no cards are missing; or
    ii. Whenever a double shoe is used, the dealer shall remove the cards remaining in the side of
      the shoe from which the cutting card was drawn and the cards, if any, that were put in a
      separate segregated area for the discards from that side of the double shoe, after which the
      dealer shall place those cards face down in the discard rack in order to ensure that no cards
      are missing; and then
    3. Shuffle the cards. If a double shoe is utilized, the shuffle of the cards shall be limited to
      the side of the shoe from which the cutting card was drawn.

    @example
    Scenario: The cutting card reached on a box mid-round: the round is completed, then reshuffled
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And players sit at boxes "3, 1" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "2C TS 7H 9S TH" in front
      And the dealer inserts shuffle 1's cutting card with 3 cards in front
      And shuffle 2 is a new deck's order, cut at 20
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # 2C burned, TS box 1, 7H dealer, then the cutting card: 9S behind it goes to box 1, mid
      # round; the dealer deals on (dealer TH: 17; 19 wins at 1 to 1); then the shoe's remaining
      # cards go to the rack (l)2i, the cards are shuffled (l)3 and box 1's player, on whose
      # box the cutting card appeared, is offered the cut (2.5(e)2); 6S is burned
      Then the events include, in this order:
        | kind                  | box | card | round | clause  |
        | cutting-card-reached  | 1   | 9S   | 1     | 2.6(l)  |
        | round-ends            |     |      | 1     |         |
        | cards-to-discard-rack |     |      |       | 2.6(l)2i |
        | shuffle               |     |      |       | 2.6(l)3 |
        | cut-offered           | 1   |      |       | 2.5(e)2 |
        | cut                   | 1   |      |       |         |
        | burn                  |     | 6S   |       | 2.6(c)  |
      And round 1 deals "TS 7H 9S TH"
      And in round 1 box 1's main wager wins at 1 to 1
      And the events match the reference engine's on kind, box, card and round

    @example
    Scenario: The cutting card reached on the dealer's hand: the player farthest right cuts
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And players sit at boxes "1, 3, 2" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "2C TS 7H 9S TH" in front
      And the dealer inserts shuffle 1's cutting card with 2 cards in front
      And shuffle 2 is a new deck's order, cut at 20
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # 2C burned, TS box 1, then the cutting card: 7H is the dealer's (box 0); the round is
      # completed (9S box 1, TH dealer: 19 beats 17), the cards reshuffled and box 3, farthest
      # to the dealer's right, is offered the cut (2.5(e)3)
      Then the events include, in this order:
        | kind                  | box | card | round | clause   |
        | cutting-card-reached  | 0   | 7H   | 1     | 2.6(l)   |
        | round-ends            |     |      | 1     |          |
        | cards-to-discard-rack |     |      |       | 2.6(l)2i |
        | cut-offered           | 3   |      |       | 2.5(e)3  |
      And round 1 deals "TS 7H 9S TH"

    @example
    Scenario: With a double shoe only the side whose cutting card was reached is reshuffled
      Given the shoe holds 1 deck
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And the table uses a double shoe
      And players sit at boxes "1" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "5S 9H 7D TH TD" in front
      And shuffle 1 is of the red side
      And shuffle 2 is stacked so that a cut at 10 puts "TS 7C 9S TC" in front
      And shuffle 2 is of the black side
      And the dealer inserts shuffle 2's cutting card with 2 cards in front
      And shuffle 3 is a new deck's order, cut at 25
      And shuffle 3 is of the black side
      And round 1's determinant card is drawn from the red side
      And round 1 has the table minimum on box 1, which decides to stand
      And round 2's determinant card is drawn from the red side
      And round 2 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # round 1: 5S from the red side is burned (2.6(d)2) and the black side deals TS, 7C, then
      # its cutting card; 9S behind it goes to box 1, TC to the dealer: 19 beats 17. Only the
      # black side goes to the rack (l)2ii and is shuffled (l)3 (shuffle 3); the red side is
      # untouched, so round 2's determinant card is the red side's next card, 9H, a heart:
      # box 1's first card; dealer 7D, box 1 TH (19), dealer TD (17): 19 wins at 1 to 1
      Then the events include, in this order:
        | kind                  | box | card | round | clause    |
        | cutting-card-reached  | 1   | 9S   | 1     | 2.6(l)    |
        | round-ends            |     |      | 1     |           |
        | cards-to-discard-rack |     |      |       | 2.6(l)2ii |
        | shuffle               |     |      |       | 2.6(l)3   |
        | determinant-card      |     | 9H   | 2     | 2.6(d)1   |
      And there are 3 "shuffle" events
      And round 1 deals "TS 7C 9S TC"
      And round 2 deals "9H 7D TH TD"
      And in round 2 box 1's main wager wins at 1 to 1
      And the events match the reference engine's on kind, box, card and round

  @clause:19:47-2.6(m) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(m) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If the "Bart Carter Shuffle" is utilized and the cards in the discard rack exceed approximately
    one deck in number, the dealer shall continue dealing the cards until that round of play is
    completed after which he shall remove the cards from the discard rack and shuffle those cards so
    that they are randomly intermixed. After the cards taken from the discard rack are shuffled,
    they shall be split into three separate stacks and each stack shall be inserted into premarked
    locations within the remaining decks contained in the dealing shoe.

    @example
    Scenario: Under the Bart Carter Shuffle the discards are shuffled and put back in three stacks
      Given the shoe holds 2 decks
      And the cards are dealt from one shoe
      And the table has 7 boxes
      And the dealer takes no hole card
      And the table uses the Bart Carter shuffle
      And players sit at boxes "1, 2, 3, 4, 5, 6, 7" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "2S 2H 2D 2C 3S 3H 3D TS 3C 4S 4H 4D 4C 5S 5H 7S 5D 5C 6S 6H 6D 6C 7H TH 7D 7C 8S 8H 8D 8C 9S 9H 2S 2H 2D 2C 3S 3H 3D TS 3C 4S 4H 4D 4C 5S 5H 7S 5D 5C 6S 6H 6D 6C 7H TH 7D 7C 8S 8H 8D 8C 9S 9H" in front
      And shuffle 2 is the first 64 cards of shuffle 1 after its cut, in stacks of "20, 20, 24" at the premarked locations "0, 10, 40"
      And rounds 1 to 5 each have the table minimum on boxes "1, 2, 3, 4, 5, 6, 7", every box standing
      When the shoe is played
      # no burn under the Bart Carter Shuffle (2.6(c)); each round deals 7 boxes, the dealer's
      # ten, 7 boxes, the dealer's 7 or 9 (17, 19): 16 cards, all to the discard rack. After
      # round 3 it holds 48, not more than a deck (52); round 4 brings it to 64: once round 4
      # is completed the rack is shuffled and put back in three stacks (2.5(h)2, 2.6(m)). The
      # first stack, the rack's first 20 cards, goes in front of the 40 cards left: round 5
      # deals round 1's cards again
      Then the events include, in this order:
        | kind                  | box | card | round | clause |
        | round-ends            |     |      | 4     |        |
        | bart-carter-reshuffle |     |      | 4     | 2.6(m) |
        | round-begins          |     |      | 5     |        |
      And there is 1 "bart-carter-reshuffle" event
      And there is no "burn" event
      And round 1 deals "2S 2H 2D 2C 3S 3H 3D TS 3C 4S 4H 4D 4C 5S 5H 7S"
      And round 4 deals "5D 5C 6S 6H 6D 6C 7H TH 7D 7C 8S 8H 8D 8C 9S 9H"
      And round 5 deals "2S 2H 2D 2C 3S 3H 3D TS 3C 4S 4H 4D 4C 5S 5H 7S"
      And in round 5 box 7's main wager loses
      And the events match the reference engine's on kind, box, card and round

    @validation
    Scenario: A Bart Carter table of one deck is refused
      # a one-deck rack never exceeds approximately one deck while decks remain in the dealing
      # shoe to take its three stacks (2.5(h)2, 2.6(m); I-2.6m-smallest-shoe)
      When a table is asked for at which the shoe holds 1 deck and the table uses the Bart Carter shuffle
      Then the game refuses the table citing 2.6(m)

    @validation
    Scenario: A Bart Carter table of two decks is allowed
      When a table is asked for at which the shoe holds 2 decks and the table uses the Bart Carter shuffle
      Then the game opens the table

  @clause:19:47-2.6(n) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(n) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    No player or spectator shall handle, remove or alter any cards used to game at blackjack except
    as explicitly permitted by these regulations and no dealer or other casino employee or casino
    key employee shall permit a player or spectator to engage in such activity.

    @manual
    Scenario: No player or spectator handles the cards
      Who touches the cards, and whether the dealer and employees stop players and spectators
      from handling them, is conduct at the live table that a person observes.

  @clause:19:47-2.6(o) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.6(o) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Each player at the table shall be responsible for correctly computing the point count of his
    hand and no player shall rely on the point counts required to be announced by the dealer under
    this section without himself checking the accuracy of such announcement.

    @manual
    Scenario: Each player checks the point count of his own hand
      The subsection puts the duty of computing the point count on the players and warns them not
      to rely on the dealer's announcements; the game has nothing to do for it through the
      adapter protocol, so a person checks at the live table that the table's notices and
      procedures do not tell players otherwise.
