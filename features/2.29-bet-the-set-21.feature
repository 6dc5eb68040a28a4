@section:13:69F-2.29
Feature: 13:69F-2.29 Bet the set 21
  Cited as 13:69F-2.29 in nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:13:69F-2.29(a) @edition:nj-2024+bet-the-set @reviewed:7e9751e65e14
  Rule: 13:69F-2.29(a) in nj-2024+bet-the-set
    A casino licensee may, in its discretion, offer each player at that blackjack table the option
    to make an additional wager as to whether the player will be dealt a pair or a suited pair in
    the first two cards. This wager shall be known as a “bet the set” wager. The minimum and maximum
    bet the set wagers permitted by a casino licensee shall be posted in accordance with N.J.A.C.
    13:69F-8.3.

    @validation
    Scenario: A table may offer the bet the set wager
      When a table is asked for at which the table offers the bet the set wager
      Then the game opens the table

    @example
    Scenario: A bet the set wager larger than the blackjack wager is taken
      Given the dealer takes no hole card
      And the table offers the bet the set wager at pay table 2
      And box 1 wagers $10 and $25 on bet the set
      And the shoe deals "box 1: 8H 8S; dealer: 9C 9D"
      When the round is played out
      # (a) leaves the amounts to the licensee's posted minimum and maximum, and no clause of
      # 2.29 caps the wager at the blackjack wager: 8H 8S is a regular pair, 10 to 1 at pay
      # table 2 ((g)), $25 x 10 = $250. The 16 stands and loses $10 to 18
      Then box 1's bet the set wager wins $250 at 10 to 1 under 2.29(g)
      And box 1's main wager loses $10
      And no other wager is settled

    @validation
    Scenario: A bet the set wager above the licensee's posted maximum is refused
      Given the dealer takes no hole card
      And the table offers the bet the set wager at pay table 2
      And the casino licensee's maximum for the bet the set wager is $25
      And box 1 wagers $100 and $30 on bet the set
      And the shoe deals "box 1: 8H 8S; dealer: 9C 9D"
      # "The minimum and maximum bet the set wagers permitted by a casino licensee" ((a)): $30
      # is above the $25 maximum
      Then the wagers are refused citing 2.29(a)

    @example
    Scenario: A bet the set wager of the licensee's posted maximum is taken
      Given the dealer takes no hole card
      And the table offers the bet the set wager at pay table 2
      And the casino licensee's maximum for the bet the set wager is $25
      And box 1 wagers $100 and $25 on bet the set
      And the shoe deals "box 1: 8H 8S; dealer: 9C 9D"
      When the round is played out
      # $25 is the maximum ((a)): a regular pair at pay table 2, 10 to 1, $250; 16 loses $100
      Then box 1's bet the set wager wins $250 at 10 to 1 under 2.29(g)
      And box 1's main wager loses $100
      And no other wager is settled

    @manual
    Scenario: The licensee's minimum and maximum bet the set wagers are posted
      The minimum and maximum "shall be posted in accordance with N.J.A.C. 13:69F-8.3": signage in
      the casino, outside the adapter protocol, which carries only the maximum a table is opened
      with; a person checks the posted amounts.

  @clause:13:69F-2.29(b) @edition:nj-2024+bet-the-set @reviewed:73fc685745df
  Rule: 13:69F-2.29(b) in nj-2024+bet-the-set
    Prior to the first card being dealt for each round of play, each player may make a bet the set
    wager by placing gaming chips in the pair square, except that a verbal wager accompanied by cash
    may be accepted, provided that it is confirmed by the dealer and casino supervisor at the table
    prior to the first card being dealt and such cash is expeditiously converted into gaming chips.
    The dealer shall then announce "No more bets" and deal the hand to all players in accordance
    with N.J.A.C. 13:69F-2.6.

    @example
    Scenario: Each player may make a bet the set wager or not
      Given the dealer takes no hole card
      And the table offers the bet the set wager at pay table 2
      And box 1 wagers $10 and $5 on bet the set
      And box 2 wagers $10
      And the shoe deals "box 1: 8H 8S; box 2: 7C 7D; dealer: 9C 9D"
      When the round is played out
      # "each player may make a bet the set wager" ((b)): box 1's regular pair, 10 to 1 at pay
      # table 2, $50; box 2's pair of sevens wins nothing, it made no such wager. Both 16s and
      # 14s lose $10 to 18
      Then box 1's bet the set wager wins $50 at 10 to 1 under 2.29(g)
      And box 1's main wager loses $10
      And box 2's main wager loses $10
      And no other wager is settled

    @manual
    Scenario: The bet the set wager is placed in the pair square before the first card
      The wager is made "by placing gaming chips in the pair square" before the first card. The
      adapter protocol has no layout and places every wager before the deal; a person checks that
      the chips are placed in the pair square and that no wager is taken after the first card.
      The pair squares themselves are checked under 13:69E-1.10(v).

    @manual
    Scenario: A verbal bet the set wager with cash is confirmed and converted, and no more bets is announced
      A verbal wager accompanied by cash is accepted only when confirmed by the dealer and the
      casino supervisor before the first card, the cash converted into chips, and the dealer
      announces "No more bets" before dealing: speech and cash at the table, which the adapter
      protocol does not carry. A person checks them at a live table.

  @clause:13:69F-2.29(c) @edition:nj-2024+bet-the-set @reviewed:d002049e4d12
  Rule: 13:69F-2.29(c) in nj-2024+bet-the-set
    A player shall be permitted to make a bet the set wager only if he or she has first placed a
    blackjack wager in compliance with N.J.A.C. 13:69F-2.3(a) and (d).

    @validation
    Scenario: A bet the set wager with a blackjack wager below the table minimum is refused
      Given the dealer takes no hole card
      And the table minimum is $5.00
      And the table offers the bet the set wager at pay table 2
      And box 1 wagers $2 and $5 on bet the set
      And the shoe deals "box 1: 8H 8S; dealer: 9C 9D"
      # (c): only with a blackjack wager "in compliance with N.J.A.C. 13:69F-2.3(a) and (d)"; a
      # $2 wager at a $5 table is none. The protocol places the two together, so the game
      # refuses both
      Then the wagers are refused, the blackjack wager being below the table minimum

    @example
    Scenario: A bet the set wager with a blackjack wager of the table minimum is taken
      Given the dealer takes no hole card
      And the table minimum is $5.00
      And the table offers the bet the set wager at pay table 2
      And box 1 wagers $5 and $5 on bet the set
      And the shoe deals "box 1: 8H 8S; dealer: 9C 9D"
      When the round is played out
      # the $5 blackjack wager complies with 2.3(a) at a $5 table ((c)): the regular pair, 10 to 1
      # at pay table 2, $5 x 10 = $50; the 16 loses $5 to 18
      Then box 1's bet the set wager wins $50 at 10 to 1 under 2.29(g)
      And box 1's main wager loses $5
      And no other wager is settled

  @clause:13:69F-2.29(d) @edition:nj-2024+bet-the-set @reviewed:ca869876c5ae
  Rule: 13:69F-2.29(d) in nj-2024+bet-the-set
    A player who has placed a bet the set wager shall win if the player receives a pair or a suited
    pair in the first two cards.

    @example
    Scenario: A pair of one rank and two suits wins the bet the set wager
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the bet the set wager at pay table 3
      And box 1 wagers $10 and $5 on bet the set
      And the shoe deals "box 1: QC QD; dealer: 9C 8D"
      When the round is played out
      # QC QD is a pair ((d)), of two suits: the Regular Pair line of pay table 3, 10 to 1,
      # $5 x 10 = $50 ((g)). The 20 beats 17: $10
      Then box 1's bet the set wager wins $50 at 10 to 1 under 2.29(g)
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: Two cards of one suit that are no pair lose the bet the set wager
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the bet the set wager at pay table 2
      And box 1 wagers $10 and $5 on bet the set
      And the shoe deals "box 1: 8H 9H; dealer: 9C 9D"
      # 8H 9H are of one suit but no pair: neither "a pair or a suited pair" ((d)); the $5 is
      # collected ((e)1). The 17 loses $10 to 18
      When the round is played out
      Then box 1's bet the set wager loses $5 under 2.29(e)1
      And box 1's main wager loses $10
      And no other wager is settled

    @property
    Scenario: Every bet the set wager of a shuffled round wins on a pair and loses otherwise
      Given rounds dealt from shuffled shoes in which every box makes the bet the set wager
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

  @clause:13:69F-2.29(e) @edition:nj-2024+bet-the-set @reviewed:8bc9e1e1936a
  Rule: 13:69F-2.29(e) in nj-2024+bet-the-set
    After the second card is dealt to all players at the table, and prior to any additional cards
    being dealt to any player and prior to the dealer using the card reader device:
    1. All losing bet the set wagers shall be collected by the dealer, and
    2. All winning bet the set wagers will be paid out in accordance with section (g) below.

    @example
    Scenario: A winning bet the set wager is paid after every player's second card and before any draw
      Given the dealer takes no hole card
      And the table offers the bet the set wager at pay table 2
      And box 1 wagers $10 and $5 on bet the set
      And box 2 wagers $10
      And the shoe deals "box 1: 8H 8S; box 2: 9S 7H; dealer: TD 8C; draws: TC"
      When box 1 decides to hit
      And the round is played out
      # a regular pair, 10 to 1 at pay table 2: $50, paid once box 2 has its second card and
      # before box 1 draws TC ((e)2). 8 + 8 + 10 = 26 loses $10; box 2's 16 loses $10 to 18
      Then box 1's bet the set wager wins $50 at 10 to 1 under 2.29(g)
      And box 1's bet the set wager is paid after the second card is dealt to each player and before any additional card
      And box 1's hand is "8H 8S TC"
      And box 1's main wager loses $10
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: A losing bet the set wager is collected after every player's second card and before any draw
      Given the dealer takes no hole card
      And the table offers the bet the set wager at pay table 2
      And box 1 wagers $10 and $5 on bet the set
      And box 2 wagers $10
      And the shoe deals "box 1: 8H 3S; box 2: 9S 7H; dealer: TD 8C; draws: TC"
      When box 1 decides to hit
      And the round is played out
      # no pair: the $5 is collected once box 2 has its second card, before box 1 draws TC
      # ((e)1). 8 + 3 + 10 = 21 beats 18: $10; box 2's 16 loses $10
      Then box 1's bet the set wager loses $5 under 2.29(e)1
      And box 1's bet the set wager is collected after the second card is dealt to each player and before any additional card
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: A winning bet the set wager is paid before the dealer uses the card reader
      Given the dealer deals a face-down hole card into a card reader
      And the table offers the bet the set wager at pay table 2
      And box 1 wagers $10 and $5 on bet the set
      And the shoe deals "box 1: 8H 8S; dealer: TD 7C"
      When the round is played out
      # the dealer's ten: the card reader reads his hole card (2.6(j)), but only after the bet
      # the set wagers are settled ((e)): the regular pair, 10 to 1 at pay table 2, $50. The 16
      # stands and loses $10 to 17
      Then box 1's bet the set wager wins $50 at 10 to 1 under 2.29(g)
      And box 1's bet the set wager is paid before the dealer uses the card reader
      And box 1's bet the set wager is paid after the second card is dealt to each player and before any additional card
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: A losing bet the set wager is collected before the dealer uses the card reader
      Given the dealer deals a face-down hole card into a card reader
      And the table offers the bet the set wager at pay table 2
      And box 1 wagers $10 and $5 on bet the set
      And the shoe deals "box 1: 9H 8S; dealer: AD 7C"
      When the round is played out
      # no pair: the $5 is collected ((e)1) before the card reader reads the hole card under the
      # ace ((e)); no insurance is taken. The dealer's soft 18 and the 17: $10 lost
      Then box 1's bet the set wager loses $5 under 2.29(e)1
      And box 1's bet the set wager is collected before the dealer uses the card reader
      And box 1's main wager loses $10
      And no other wager is settled

    @property
    Scenario: Every bet the set wager is settled before any further card
      Given rounds dealt from shuffled shoes in which every box makes the bet the set wager
      And house options drawn from those the edition allows
      Then in every round, every bet the set wager is settled after every player's second card, before any further card and before the card reader is used

    @property
    Scenario: Every bet the set wager on a pair against an ace or a ten is settled before the card reader is used
      Given the dealer deals a face-down hole card into a card reader
      And rounds in which box 1 makes the bet the set wager and is dealt a pair against an ace or a ten-valued card
      And house options drawn from those the edition allows
      Then in every round, every bet the set wager is settled after every player's second card, before any further card and before the card reader is used

  @clause:13:69F-2.29(f) @edition:nj-2024+bet-the-set @reviewed:1dc971d14f2d
  Rule: 13:69F-2.29(f) in nj-2024+bet-the-set
    Prior to making a payout for a winning bet the set wager:
    1. If the player has a pair of non-suited cards, the dealer shall:
    (i) Verify that the player has received a winning combination of cards, and
    (ii) Verify the amount of the bet the set 21 payout shown on the bet the set 21 payable table.
    2. If the player has a suited pair the dealer shall:
    (i) Verify that the player has received a winning combination of cards;
    (ii) In a tone of voice calculated to be heard by the patron who won it and the casino
      supervisor assigned to the table, verbally announce the phrase "Suited Pair", and
    (iii) Have a casino supervisor confirm and verify the amount of the bet the set 21 payout.

    @manual
    Scenario: The dealer verifies a regular pair and its payout before paying it
      Before paying a pair of non-suited cards the dealer verifies the winning combination and the
      amount shown on the bet the set 21 payable table ((f)1): acts of the dealer at the table,
      not part of the adapter protocol, which shows only the payment. A person checks them.

    @manual
    Scenario: The dealer announces "Suited Pair" and a casino supervisor verifies the payout
      Before paying a suited pair the dealer verifies the combination, announces "Suited Pair" in
      a tone of voice calculated to be heard by the patron and the casino supervisor, and the
      supervisor confirms and verifies the amount ((f)2): speech and supervision at the table,
      which the adapter protocol does not carry. A person checks them at a live table.

  @clause:13:69F-2.29(g) @edition:nj-2024+bet-the-set @reviewed:7e00f3d64658
  Rule: 13:69F-2.29(g) in nj-2024+bet-the-set
    A casino licensee shall pay winning bet the set wagers in accordance with the paytables listed
    below, which shall be posted at the gaming table offering bet the set wagers:
    Paytable 1 | Paytable 2 | Paytable 3 | Paytable 4 | Paytable 5 | Paytable 6
    Regular Pair | N/A | 10 to 1 | 10 to 1 | 10 to 1 | 12 to 1 | 10 to 1
    Suited Pair | 15 to 1 | 25 to 1 | 15 to 1 | 12 to 1 | N/A | 20 to 1

    @example
    Scenario Outline: Pay table <table> pays a <line> at <odds>
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the bet the set wager at pay table <table>
      And box 1 wagers $10 and $5 on bet the set
      And the shoe deals "box 1: <cards>; dealer: 9C 9D"
      When the round is played out
      # each printed cell of (g): $5 at N to 1 wins $5 x N. 8H 8S is a regular pair, 8H 8H a
      # suited pair (two decks or more). Either 16 stands and loses $10 to 18
      Then box 1's bet the set wager wins $<win> at <odds> under 2.29(g)
      And box 1's main wager loses $10
      And no other wager is settled

      Examples:
        | table | line         | cards | odds    | win |
        # pay table 1: Regular Pair N/A (below), Suited Pair 15 to 1, $75
        | 1     | suited pair  | 8H 8H | 15 to 1 | 75  |
        # pay table 2: 10 to 1, $50; 25 to 1, $125
        | 2     | regular pair | 8H 8S | 10 to 1 | 50  |
        | 2     | suited pair  | 8H 8H | 25 to 1 | 125 |
        # pay table 3: 10 to 1, $50; 15 to 1, $75
        | 3     | regular pair | 8H 8S | 10 to 1 | 50  |
        | 3     | suited pair  | 8H 8H | 15 to 1 | 75  |
        # pay table 4: 10 to 1, $50; 12 to 1, $60
        | 4     | regular pair | 8H 8S | 10 to 1 | 50  |
        | 4     | suited pair  | 8H 8H | 12 to 1 | 60  |
        # pay table 5: Regular Pair 12 to 1, $60; Suited Pair N/A (below)
        | 5     | regular pair | 8H 8S | 12 to 1 | 60  |
        # pay table 6: 10 to 1, $50; 20 to 1, $100
        | 6     | regular pair | 8H 8S | 10 to 1 | 50  |
        | 6     | suited pair  | 8H 8H | 20 to 1 | 100 |

    @example
    Scenario Outline: Pay table <table> prints N/A for a <line>, which <result> where <reading>
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the bet the set wager at pay table <table>
      And <reading>
      And box 1 wagers $10 and $5 on bet the set
      And the shoe deals "box 1: <cards>; dealer: 9C 9D"
      When the round is played out
      # the N/A cells (I-2.29g-not-available): a suited pair is still "a pair" ((d)), so under
      # pay table 5 it is paid on the Regular Pair line, 12 to 1, $5 x 12 = $60, or, where the
      # house reads N/A as no payout, it loses $5; a regular pair under pay table 1, whose only
      # line is the suited pair's, loses $5 under either reading. The 16 loses $10 to 18
      Then box 1's bet the set wager <settled>
      And box 1's main wager loses $10
      And no other wager is settled

      Examples:
        | table | line         | cards | result          | reading                                                                              | settled                           |
        | 5     | suited pair  | 8H 8H | is paid 12 to 1 | the house pays a suited pair on the regular pair line where the pay table prints N/A | wins $60 at 12 to 1 under 2.29(g) |
        | 5     | suited pair  | 8H 8H | loses           | the house lets a suited pair lose where the pay table prints N/A                     | loses $5 under 2.29(g)            |
        | 1     | regular pair | 8H 8S | loses           | the house pays a suited pair on the regular pair line where the pay table prints N/A | loses $5 under 2.29(g)            |
        | 1     | regular pair | 8H 8S | loses           | the house lets a suited pair lose where the pay table prints N/A                     | loses $5 under 2.29(g)            |

    @example
    Scenario Outline: At <decks> <cards> is <what> where <reading>
      Given the dealer takes no hole card
      And the shoe holds <decks>
      And the table offers the bet the set wager at pay table 2
      And <reading>
      And box 1 wagers $10 and $5 on bet the set
      And the shoe deals "box 1: <cards>; dealer: 9C 8D"
      When the round is played out
      # pay table 2: Regular Pair 10 to 1 ($50), Suited Pair 25 to 1 ($125). At one deck no two
      # cards are of one rank and one suit: the only suited pair is a king and a queen of one
      # suit where the house counts cards of one point value as a pair (I-2.29d-pair); where it
      # counts only one rank, KH QH is no pair and loses $5 ((e)1). Eight decks hold eight 8H.
      # The main wager against the dealer's 17: 20 wins $10, 16 loses $10
      Then box 1's bet the set wager <settled>
      And box 1's main wager <main>
      And no other wager is settled

      Examples:
        | decks   | cards | what           | reading                                               | settled                            | main               |
        | 1 deck  | 8H 8S | a regular pair | the house counts only two cards of one rank as a pair | wins $50 at 10 to 1 under 2.29(g)  | loses $10          |
        | 1 deck  | KH QH | no pair        | the house counts only two cards of one rank as a pair | loses $5 under 2.29(e)1            | wins $10 at 1 to 1 |
        | 1 deck  | KH QH | a suited pair  | the house counts a king and a queen as a pair         | wins $125 at 25 to 1 under 2.29(g) | wins $10 at 1 to 1 |
        | 1 deck  | KH QS | a regular pair | the house counts a king and a queen as a pair         | wins $50 at 10 to 1 under 2.29(g)  | wins $10 at 1 to 1 |
        | 8 decks | 8H 8H | a suited pair  | the house counts only two cards of one rank as a pair | wins $125 at 25 to 1 under 2.29(g) | loses $10          |
        | 8 decks | 8H 8S | a regular pair | the house counts only two cards of one rank as a pair | wins $50 at 10 to 1 under 2.29(g)  | loses $10          |

    @property
    Scenario: Every suited pair at eight decks is paid on the Suited Pair line of its table's pay table
      Given the shoe holds 8 decks
      And rounds in which box 1 makes the bet the set wager and is dealt a pair of one suit
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: Every pair of two suits is paid on the Regular Pair line of its table's pay table
      Given rounds in which box 1 makes the bet the set wager and is dealt a pair of two suits
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: At one deck two ten-valued cards of one suit are paid as the table reads a pair
      Given the shoe holds 1 deck
      And rounds in which box 1 makes the bet the set wager and is dealt two ten-valued cards of one suit
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: At one deck a king and a queen of one suit are a suited pair where the house counts them as a pair
      Given the shoe holds 1 deck
      And the house counts a king and a queen as a pair
      And rounds in which box 1 makes the bet the set wager and is dealt two ten-valued cards of one suit
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @manual
    Scenario: The bet the set pay table is posted at the table
      The pay tables "shall be posted at the gaming table offering bet the set wagers" ((g)):
      signage outside the adapter protocol, which carries only the pay table a table is opened
      with. A person checks the posted table is that one (the layout's inscription or sign of the
      odds is checked under 13:69E-1.10(v)).

  @clause:13:69F-2.29(h) @edition:nj-2024+bet-the-set @reviewed:3277278b9af6
  Rule: 13:69F-2.29(h) in nj-2024+bet-the-set
    After all bet the set wagers are settled, the round shall continue in accordance with N.J.A.C.
    13:69F-2.1 et seq.

    @example
    Scenario: The round continues after the bet the set wagers are settled
      Given the dealer takes no hole card
      And the table offers the bet the set wager at pay table 2
      And box 1 wagers $10 and $5 on bet the set
      And the shoe deals "box 1: 5H 5S; dealer: 6D 9C; draws: 9D; dealer draws: TS"
      When box 1 decides to double down
      And the round is played out
      # the pair of fives is paid 10 to 1 at pay table 2, $50, and the round goes on as 2.1 et
      # seq. have it ((h)): box 1 doubles its 10 for $10 more, draws 9D, 19; the dealer's 15
      # draws TS, 25: the $10 and the doubled $10 win
      Then box 1's bet the set wager wins $50 at 10 to 1 under 2.29(g)
      And box 1's main wager wins $10 at 1 to 1
      And box 1's double wager wins $10 at 1 to 1
      And box 1's hand is "5H 5S 9D"
      And no other wager is settled

    @property
    Scenario: Every round continues after its bet the set wagers as it would without them
      Given rounds dealt from shuffled shoes in which every box makes the bet the set wager
      And house options drawn from those the edition allows
      Then in every round, the round continues after the bet the set wagers as it would without them

  @clause:13:69F-2.29(i) @edition:nj-2024+bet-the-set @reviewed:3d6e766cb7ac
  Rule: 13:69F-2.29(i) in nj-2024+bet-the-set
    The bet the set wager may not be offered at a blackjack table which offers multiple action
    blackjack wagers pursuant to N.J.A.C. 13:69F-2.18, a progressive blackjack wager pursuant to
    N.J.A.C. 13:69F-2.19, a streak wager pursuant to N.J.A.C. 13:69F-2.22, a 20 point bonus wager
    pursuant to N.J.A.C. 13:69F-2.24, an optional bonus wager pursuant to N.J.A.C. 13:69F-2.25, or
    the in-between wager authorized by N.J.A.C. 13:69F-2.26.

    @validation
    Scenario: A table offering the bet the set wager may not offer multiple action blackjack
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.18 (2.29(i))
      When a table is asked for at which the table offers the bet the set wager and multiple action blackjack
      Then the game refuses the table citing 2.29(i)

    @validation
    Scenario: A table offering the bet the set wager may not offer the progressive blackjack wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.19 (2.29(i))
      When a table is asked for at which the table offers the bet the set wager and the progressive blackjack wager
      Then the game refuses the table citing 2.29(i)

    @validation
    Scenario: A table offering the bet the set wager may not offer the streak wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.22 (2.29(i))
      When a table is asked for at which the table offers the bet the set wager and the streak wager
      Then the game refuses the table citing 2.29(i)

    @validation
    Scenario: A table offering the bet the set wager may not offer the 20 point bonus wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.24 (2.29(i))
      When a table is asked for at which the table offers the bet the set wager and the 20 point bonus wager
      Then the game refuses the table citing 2.29(i)

    @validation
    Scenario: A table offering the bet the set wager may not offer the optional bonus wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.25 (2.29(i))
      When a table is asked for at which the table offers the bet the set wager and the optional bonus wager
      Then the game refuses the table citing 2.29(i)

    @validation
    Scenario: A table offering the bet the set wager may not offer the in-between wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.26 (2.29(i))
      When a table is asked for at which the table offers the bet the set wager and the in-between wager
      Then the game refuses the table citing 2.29(i)

    @validation
    Scenario: A table offering the bet the set wager may offer Buster Blackjack
      # 2.29(i) does not list 2.30, and 2.30 excludes no wager
      When a table is asked for at which the table offers the bet the set wager and the Buster Blackjack wager
      Then the game opens the table

    @validation
    Scenario: A table offering the bet the set wager may offer the match-the-dealer wager
      # 2.29(i) does not list 2.23 (2.18(a) does, for multiple action blackjack only)
      When a table is asked for at which the table offers the bet the set wager and the match the dealer wager
      Then the game opens the table
