@section:19:47-2.5
Feature: 19:47-2.5 Shuffle and cut of the cards
  Cited as 19:47-2.5 in nj-1996, nj-2004 and as 13:69F-2.5 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.5(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.5(a) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Immediately prior to commencement of play, after any round of play as may be determined by the
    casino licensee and after each shoe of cards is dealt, the dealer shall shuffle the cards so
    that they are randomly intermixed.

    @manual
    Scenario: The cards are shuffled so that they are randomly intermixed
      Whether a shuffle leaves the cards randomly intermixed is a property of the dealer's hands
      (or of a shuffling device) at the live table; through play_shoe the kit gives every
      shuffled order itself, so a person watches the shuffle before play, after the rounds the
      casino licensee chooses and after each shoe is dealt.

  @clause:19:47-2.5(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.5(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After the cards have been shuffled, the dealer shall offer the stack of cards, with backs facing
    away from him, to the players to be cut.

    @manual
    Scenario: The shuffled stack is offered to the players with its backs facing away from the dealer
      Holding the stack with the backs facing away from the dealer while offering the cut is a
      physical gesture; play_shoe shows only that the cut is offered (cut-offered), so a person
      observes how it is held at the live table.

  @clause:19:47-2.5(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.5(c) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    The player designated by subsection (e) of this section shall cut the cards by placing the
    cutting card in the stack at least 10 cards in from either end.

    @example
    Scenario: A cut 9 cards in from the front is refused
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And players sit at boxes "1" in the order they came
      And shuffle 1 is a new deck's order, cut at 10
      And the cut of shuffle 1 is made at 9
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # the cutting card 9 cards in from the front is not "at least 10 cards in from either end"
      Then the shoe is refused citing 2.5(c)

    @example
    Scenario: A cut 9 cards in from the back is refused
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And players sit at boxes "1" in the order they came
      And shuffle 1 is a new deck's order, cut at 10
      And the cut of shuffle 1 is made at 43
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # 43 cards in front of the cutting card leave 52 - 43 = 9 behind it: fewer than 10 from
      # the back end
      Then the shoe is refused citing 2.5(c)

    @example
    Scenario: A cut exactly 10 cards in from the front is accepted
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And players sit at boxes "1" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "5C TS 9D 9C 8S" in front
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # 10 cards in is allowed (2.5(c)); the first player to the table, box 1, cuts (2.5(e)1);
      # the 10 cards in front go to the back (2.5(d)), so 5C is first and is burned (2.6(c));
      # box 1 TS, dealer 9D, box 1 9C (19), stand, dealer 8S (17): 19 beats 17, won at 1 to 1
      Then the events include, in this order:
        | kind        | box | card | round | clause |
        | cut-offered | 1   |      |       | 2.5(e)1 |
        | cut         | 1   |      |       | 2.5(d) |
        | burn        |     | 5C   |       | 2.6(c) |
      And round 1 deals "TS 9D 9C 8S"
      And in round 1 box 1's main wager wins at 1 to 1
      And the events match the reference engine's on kind, box, card and round

    @example
    Scenario: A cut exactly 10 cards in from the back is accepted
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And players sit at boxes "1" in the order they came
      And shuffle 1 is a new deck's order, cut at 42
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # 42 in front leave 10 behind: allowed (2.5(c)); the new deck's 43rd card, JD, comes
      # first after the cut (2.5(d)) and is burned (2.6(c)); box 1 JC, dealer QS, box 1 QH (20),
      # stand, dealer QD (20)
      Then the events include, in this order:
        | kind | box | card | round | clause |
        | cut  | 1   |      |       | 2.5(d) |
        | burn |     | JD   |       | 2.6(c) |
      And round 1 deals "JC QS QH QD"

  @clause:19:47-2.5(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.5(d) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Once the cutting card has been inserted by the player, the dealer shall take all cards in front
    of the cutting card and place them to the back of the stack. The dealer shall then take the
    entire stack of cards that was just shuffled and align them along the side of the dealing shoe
    which has the mark required by N.J.A.C. 19:46-1.19(d)4. Thereafter, the dealer shall insert the
    cutting card in the stack at a position at least approximately one-quarter of the way in from
    the back of the stack. The stack of cards shall then be inserted into the dealing shoe for
    commencement of play. If the "Bart Carter Shuffle" is utilized, the dealer shall not reinsert
    the cut card after the stack has been cut by the players.

    @example
    Scenario: The cards in front of the cutting card go to the back of the stack
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And players sit at boxes "1" in the order they came
      And shuffle 1 is a new deck's order, cut at 20
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # a new deck's order is AS AH AD AC 2S ... 6S 6H 6D 6C 7S 7H ...; the 20 cards AS to 5C in
      # front of the cutting card go to the back, so 6S is first: burned (2.6(c)); box 1 6H,
      # dealer 6D, box 1 6C (12), stand; dealer 7S (13) draws 7H (20): 12 loses
      Then the events include, in this order:
        | kind | box | card | round | clause |
        | cut  | 1   |      |       | 2.5(d) |
        | burn |     | 6S   |       | 2.6(c) |
      And round 1 deals "6H 6D 6C 7S 7H"
      And in round 1 box 1's main wager loses
      And the events match the reference engine's on kind, box, card and round

    @example
    Scenario: The cutting card a quarter of the stack from the back is accepted
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And players sit at boxes "1" in the order they came
      And shuffle 1 is a new deck's order, cut at 10
      And the dealer inserts shuffle 1's cutting card with 39 cards in front
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # 52 - 39 = 13 cards behind it: exactly one quarter of 52 (2.5(d)); the cut at 10 puts 3D
      # first, burned (2.6(c)); box 1 3C, dealer 4S, box 1 4H (7), stand; the dealer 4D (8),
      # 4C (12), 5S (17) stands (2.12(b)): 17 beats 7
      Then the events include, in this order:
        | kind                  | box | card | round | clause |
        | cut                   | 1   |      |       | 2.5(d) |
        | cutting-card-inserted |     |      |       | 2.5(d) |
      And round 1 deals "3C 4S 4H 4D 4C 5S"
      And in round 1 box 1's main wager loses

    @example
    Scenario: The cutting card less than a quarter of the stack from the back is refused
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And players sit at boxes "1" in the order they came
      And shuffle 1 is a new deck's order, cut at 10
      And the dealer inserts shuffle 1's cutting card with 40 cards in front
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # 52 - 40 = 12 cards behind it: fewer than a quarter of 52, 13 (2.5(d))
      Then the shoe is refused citing 2.5(d)

    @example
    Scenario: Under the Bart Carter Shuffle no cutting card is reinserted after the cut
      Given the shoe holds 2 decks
      And the cards are dealt from one shoe
      And the table uses the Bart Carter shuffle
      And players sit at boxes "1" in the order they came
      And shuffle 1 is a new deck's order, cut at 10
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # the players' cut is made (2.5(d)), but the dealer does not reinsert the cut card, and
      # nothing is burned (2.6(c) does not apply to the Bart Carter Shuffle): the cut at 10 puts
      # 3D first; box 1 3D, dealer 3C, box 1 4S (7), stand; the dealer 4H (7), 4D (11), 4C (15),
      # 5S (20) stands (2.12(b)): 20 beats 7
      Then the events include, in this order:
        | kind        | box | card | round | clause |
        | shuffle     |     |      |       |        |
        | cut-offered | 1   |      |       |        |
        | cut         | 1   |      |       | 2.5(d) |
      And there is no "cutting-card-inserted" event
      And there is no "burn" event
      And round 1 deals "3D 3C 4S 4H 4D 4C 5S"
      And in round 1 box 1's main wager loses

    @example
    Scenario: Under the Bart Carter Shuffle a cutting card reinserted is refused
      Given the shoe holds 2 decks
      And the cards are dealt from one shoe
      And the table uses the Bart Carter shuffle
      And players sit at boxes "1" in the order they came
      And shuffle 1 is a new deck's order, cut at 10
      And the dealer inserts shuffle 1's cutting card with 30 cards in front
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # "the dealer shall not reinsert the cut card" under the Bart Carter Shuffle (2.5(d))
      Then the shoe is refused citing 2.5(d)

  @clause:19:47-2.5(e) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.5(e) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    The player to cut the cards shall be:
    1. The first player to the table if the game is just beginning;
    2. The player on whose box the cutting card appeared during the last round of play;
    3. The player at the farthest point to the right of the dealer if the cutting card appeared on
      the dealer's hand during the last round of play.
    4. The player at the farthest point to the right of the dealer if the reshuffle was initiated at
      the discretion of the casino licensee.

    @example
    Scenario: When the game is just beginning the first player to the table cuts
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And players sit at boxes "3, 1" in the order they came
      And shuffle 1 is a new deck's order, cut at 10
      And round 1 has the table minimum on box 3, which decides to stand
      When the shoe is played
      # box 3's player came first (2.5(e)1), though box 1 is nearer the dealer's left; after the
      # cut at 10 the new deck's 11th card, 3D, is burned (2.6(c)); box 3 3C, dealer 4S, box 3
      # 4H (7), stand; the dealer 4D (8), 4C (12), 5S (17) stands (2.12(b)): 17 beats 7
      Then the events include, in this order:
        | kind        | box | card | round | clause  |
        | cut-offered | 3   |      |       | 2.5(e)1 |
        | cut         | 3   |      |       | 2.5(d)  |
        | burn        |     | 3D   |       | 2.6(c)  |
      And round 1 deals "3C 4S 4H 4D 4C 5S"
      And in round 1 box 3's main wager loses

    @example
    Scenario: The player on whose box the cutting card appeared cuts the next shoe
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
      # 2C (burned), TS (box 1), 7H (dealer) are in front of the cutting card; the card behind
      # it, 9S, is box 1's second card: box 1's player cuts the next shoe (2.5(e)2), not box 3's
      Then the events include, in this order:
        | kind                 | box | card | round | clause  |
        | cutting-card-reached | 1   | 9S   | 1     | 2.6(l)  |
        | cut-offered          | 1   |      |       | 2.5(e)2 |
        | cut                  | 1   |      |       | 2.5(d)  |

    @example
    Scenario: When the cutting card appeared on the dealer's hand the player farthest to the dealer's right cuts
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
      # 2C (burned) and TS (box 1) are in front of the cutting card; 7H behind it is the
      # dealer's card (box 0); the dealer deals from his left, box 1, so the player farthest to
      # his right is box 3's (2.5(e)3)
      Then the events include, in this order:
        | kind                 | box | card | round | clause  |
        | cutting-card-reached | 0   | 7H   | 1     | 2.6(l)  |
        | cut-offered          | 3   |      |       | 2.5(e)3 |
        | cut                  | 3   |      |       | 2.5(d)  |

    @example
    Scenario: After the casino licensee's reshuffle the player farthest to the dealer's right cuts
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And players sit at boxes "1, 4" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "2C TS 7H 9S TH" in front
      And shuffle 2 is a new deck's order, cut at 30
      And round 1 has the table minimum on box 1, which decides to stand
      And the casino licensee has the cards reshuffled after round 1
      When the shoe is played
      # the reshuffle is the licensee's (2.5(h)1): box 4, the highest box, is farthest to the
      # dealer's right (2.5(e)4); after the cut at 30 the new deck's 31st card, 8D, is burned
      Then the events include, in this order:
        | kind        | box | card | round | clause  |
        | round-ends  |     |      | 1     |         |
        | cut-offered | 4   |      |       | 2.5(e)4 |
        | cut         | 4   |      |       | 2.5(d)  |
        | burn        |     | 8D   |       | 2.6(c)  |
      And the events match the reference engine's on kind, box, card and round

  @clause:19:47-2.5(f) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.5(f) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If the player designated in subsection (e) of this section refuses the cut, the cards shall be
    offered to each other player moving clockwise around the table until a player accepts the cut.
    If no player accepts the cut, the dealer shall cut the cards.

    @example
    Scenario: Refusals pass the cut clockwise around the table to the next player who accepts
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And players sit at boxes "5, 2, 6" in the order they came
      And shuffle 1 is a new deck's order, cut at 12
      And the cut of shuffle 1 is declined twice, then made at 12
      And round 1 has the table minimum on box 5, which decides to stand
      When the shoe is played
      # box 5 came first (2.5(e)1) and refuses; clockwise, as the dealer deals from box 1 on his
      # left upwards, the next player is box 6, who refuses, then around to box 2, who cuts
      # at 12: the new deck's 13th card, 4S, is burned; box 5 4H, dealer 4D, box 5 4C (8),
      # stand; the dealer 5S (9), 5H (14), 5D (19) stands (2.12(b)): 19 beats 8
      Then the events include, in this order:
        | kind        | box | card | round | clause  |
        | cut-offered | 5   |      |       | 2.5(e)1 |
        | cut-refused | 5   |      |       | 2.5(f)  |
        | cut-offered | 6   |      |       | 2.5(f)  |
        | cut-refused | 6   |      |       | 2.5(f)  |
        | cut-offered | 2   |      |       | 2.5(f)  |
        | cut         | 2   |      |       | 2.5(d)  |
        | burn        |     | 4S   |       | 2.6(c)  |
      And round 1 deals "4H 4D 4C 5S 5H 5D"
      And in round 1 box 5's main wager loses
      And the events match the reference engine's on kind, box, card and round

    @example
    Scenario: When no player accepts the cut the dealer cuts the cards
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And players sit at boxes "1, 2" in the order they came
      And shuffle 1 is a new deck's order, cut at 20
      And the cut of shuffle 1 is declined twice, then made at 20
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # boxes 1 and 2 both refuse; the dealer (box 0) cuts at 20 (2.5(f)): 6S is burned; box 1
      # 6H, dealer 6D, box 1 6C (12), stand; the dealer 7S (13), 7H (20) stands: 20 beats 12
      Then the events include, in this order:
        | kind        | box | card | round | clause |
        | cut-refused | 1   |      |       | 2.5(f) |
        | cut-refused | 2   |      |       | 2.5(f) |
        | cut         | 0   |      |       | 2.5(f) |
        | burn        |     | 6S   |       | 2.6(c) |
      And round 1 deals "6H 6D 6C 7S 7H"
      And in round 1 box 1's main wager loses

  @clause:19:47-2.5(g) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.5(g) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After the cards have been cut and before any cards have been dealt, a casino supervisor may
    require the cards to be recut if he or she determines that the cut was performed improperly or
    in any way that might affect the integrity or fairness of the game. If a recut is required, the
    cards shall be recut, at the casino licensee's option, by the player who last cut the cards, or
    by the next person entitled to cut the cards, as determined by (f) above.

    @example
    Scenario: A recut required by a supervisor is made by the player who last cut
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And a recut is made by the player who last cut
      And players sit at boxes "1, 2, 3" in the order they came
      And shuffle 1 is a new deck's order, cut at 15
      And the cut of shuffle 1 is declined once, then made at 15
      And a supervisor requires a recut of shuffle 1, made at 12
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # box 1 refuses, box 2 cuts at 15: the stack starts at the new deck's 16th card; the recut
      # (before any card is dealt) is box 2's, the last cutter; 12 more to the back: the stack
      # starts at the 28th card, 7C, burned (2.6(c)); box 1 8S, dealer 8H, box 1 8D (16),
      # stand; the dealer 8C (16) draws 9S (25) and busts: box 1 wins
      Then the events include, in this order:
        | kind                  | box | card | round | clause |
        | cut                   | 2   |      |       | 2.5(d) |
        | recut-required        |     |      |       | 2.5(g) |
        | cut-offered           | 2   |      |       | 2.5(g) |
        | cut                   | 2   |      |       |        |
        | cutting-card-inserted |     |      |       |        |
        | burn                  |     | 7C   |       | 2.6(c) |
      And round 1 deals "8S 8H 8D 8C 9S"
      And in round 1 box 1's main wager wins at 1 to 1

    @example
    Scenario: A recut required by a supervisor is made by the next person entitled to cut
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And a recut is made by the next person entitled to cut
      And players sit at boxes "1, 2, 3" in the order they came
      And shuffle 1 is a new deck's order, cut at 15
      And the cut of shuffle 1 is declined once, then made at 15
      And a supervisor requires a recut of shuffle 1, made at 12
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # box 2 cut; the next entitled by (f), clockwise, is box 3; 15 + 12 = 27 cards moved:
      # 7C is burned; box 1 8S, dealer 8H, box 1 8D (16), stand; the dealer 8C (16) draws 9S
      # (25) and busts: box 1 wins
      Then the events include, in this order:
        | kind           | box | card | round | clause |
        | cut            | 2   |      |       | 2.5(d) |
        | recut-required |     |      |       | 2.5(g) |
        | cut-offered    | 3   |      |       | 2.5(g) |
        | cut            | 3   |      |       |        |
        | burn           |     | 7C   |       | 2.6(c) |
      And round 1 deals "8S 8H 8D 8C 9S"
      And in round 1 box 1's main wager wins at 1 to 1

  @clause:19:47-2.5(h) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.5(h) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    A reshuffle of the cards in the shoe shall take place after the cutting card is reached in the
    shoe as provided for in N.J.A.C. 19:47-2.6(l) except that:
    1. The casino licensee may determine after each round of play that the cards should be
      reshuffled;
    2. When the "Bart Carter Shuffle" is utilized a reshuffle shall take place after the cards in
      the discard rack exceed approximately one deck in number.

    @example
    Scenario: When the cutting card is reached the round is completed before the reshuffle
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And players sit at boxes "1" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "2C TS 7H 9S TH" in front
      And the dealer inserts shuffle 1's cutting card with 3 cards in front
      And shuffle 2 is a new deck's order, cut at 20
      And round 1 has the table minimum on box 1, which decides to stand
      And round 2 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # 2C burned, TS box 1, 7H dealer, then the cutting card: 9S behind it still goes to box 1
      # and the round is completed (dealer TH: 17; box 1's 19 wins at 1 to 1); then the reshuffle
      # (2.6(l)); round 2 is dealt from shuffle 2: 6S burned, box 1 6H, dealer 6D, box 1 6C (12),
      # dealer 7S (13) draws 7H (20): 12 loses
      Then the events include, in this order:
        | kind                 | box | card | round | clause  |
        | cutting-card-reached | 1   | 9S   | 1     | 2.6(l)  |
        | round-ends           |     |      | 1     |         |
        | shuffle              |     |      |       | 2.6(l)3 |
        | cut-offered          | 1   |      |       | 2.5(e)2 |
        | burn                 |     | 6S   |       | 2.6(c)  |
        | round-begins         |     |      | 2     |         |
      And round 1 deals "TS 7H 9S TH"
      And in round 1 box 1's main wager wins at 1 to 1
      And round 2 deals "6H 6D 6C 7S 7H"
      And in round 2 box 1's main wager loses

    @example
    Scenario: The casino licensee may have the cards reshuffled after any round of play
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the cards are shuffled by hand
      And the dealer takes no hole card
      And players sit at boxes "1" in the order they came
      And shuffle 1 is stacked so that a cut at 10 puts "2C TS 7H 9S TH" in front
      And shuffle 2 is a new deck's order, cut at 30
      And round 1 has the table minimum on box 1, which decides to stand
      And the casino licensee has the cards reshuffled after round 1
      And round 2 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # no cutting card is reached; the licensee's reshuffle (2.5(h)1) puts the shoe's cards in
      # the rack and shuffles; after the cut at 30, 8D is burned; box 1 8C, dealer 9S, box 1 9H
      # (17), dealer 9D (18): 17 loses
      Then the events include, in this order:
        | kind                  | box | card | round | clause  |
        | round-ends            |     |      | 1     |         |
        | cards-to-discard-rack |     |      |       | 2.5(h)1 |
        | shuffle               |     |      |       | 2.5(h)1 |
        | cut-offered           | 1   |      |       | 2.5(e)4 |
        | burn                  |     | 8D   |       | 2.6(c)  |
      And there is no "cutting-card-reached" event
      And round 2 deals "8C 9S 9H 9D"
      And in round 2 box 1's main wager loses

    @example
    Scenario: Under the Bart Carter Shuffle the discards are reinserted once they exceed a deck
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

  @clause:19:47-2.5(i) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.5(i) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    A casino licensee may submit to the Casino Control Commission for approval proposed shuffle, cut
    card placement, number of cut cards (to include shuffle techniques without the use of any cut
    cards), location of where the shuffle takes place, who is responsible for shuffling, shuffling
    equipment (dealing shoes or other dealing devices) and burn card procedures.

    @manual
    Scenario: Shuffle and cut procedures submitted for approval are the ones approved
      Subsection (i) lets a casino licensee submit shuffle, cut card, shuffling equipment and
      burn card procedures to the Commission for approval; whether the procedures at the table
      are the ones approved is checked by a person against the approval, not through the
      adapter protocol.
