@section:19:47-2.17
Feature: 19:47-2.17 Permissible additional wager
  Cited as 19:47-2.17 in nj-1996, nj-2004 and as 13:69F-2.17 in nj-2024, nj-2024+bet-the-set.
  Heading in nj-2024, nj-2024+bet-the-set: Permissible additional wagers.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.17(a) @edition:nj-1996
  Rule: 19:47-2.17(a) in nj-1996
    A casino licensee may, in its discretion, offer to all players at a blackjack table the option
    to make one of the following additional wagers provided that the casino licensee complies with
    the notice requirements set forth in N.J.A.C. 19:47-8.3 prior to withdrawing the offer of this
    option:
    1. A wager on whether the player's initial two cards shall have a point total either greater
      than or less than 13; or
    2. A wager on whether the player's initial two cards shall be of the same suit.

    @example
    Scenario: Every player at a 1996 table may make the same suit wager, or not
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $5 on the same suit
      And box 2 wagers $10 and $2 on the same suit
      And box 3 wagers $10
      And the shoe deals "box 1: 9H 4H; box 2: TC 8D; box 3: 9C 9S; dealer: TS 7C"
      When the round is played out
      # six decks, option 1 of 2.17(e)2iv: any two cards of one suit pay 3 to 1. Box 1's 9H 4H
      # are hearts: $5 x 3 = $15. Box 2's TC 8D are of two suits: its $2 loses (2.17(b)3).
      # Box 3 made no additional wager. Mains: the dealer's TS 7C is 17; box 1's 13 loses $10,
      # box 2's 18 and box 3's 18 win $10 at 1 to 1
      Then box 1's same suit wager wins $15 at 3 to 1 under 2.17(e)2iv
      And box 2's same suit wager loses $2 under 2.17(b)3
      And box 1's main wager loses $10
      And box 2's main wager wins $10 at 1 to 1
      And box 3's main wager wins $10 at 1 to 1
      And no other wager is settled

    @validation
    Scenario: A 1996 table may offer the over or under 13 wager
      When a table is asked for at which the table offers the over or under 13 wager
      Then the game opens the table

    @validation
    Scenario: A 1996 table may offer the same suit wager
      When a table is asked for at which the table offers the same suit wager
      Then the game opens the table

    @validation
    Scenario: A 1996 table may not offer both additional wagers
      # "the option to make one of the following additional wagers" (I-2.17a-one-offering)
      When a table is asked for at which the table offers the over or under 13 wager and the same suit wager
      Then the game refuses the table citing 2.17(a)

    @validation
    Scenario: A 1996 table may offer the same suit wager with the progressive blackjack wager
      # the 1996 text of (a) has no exclusion of the progressive blackjack wager of 2.19
      When a table is asked for at which the table offers the same suit wager and the progressive blackjack wager
      Then the game opens the table

    @validation
    Scenario: The sevens wager is not one of the 1996 additional wagers
      When a table is asked for at which the table offers the sevens wager
      Then the game refuses the table as forbidden by the rules

    @manual
    Scenario: The 1996 additional wager is offered to all players and withdrawn only after notice
      Whether the option is offered to every player at the table, and the notice of 19:47-8.3
      given before the offer is withdrawn, happen at the table and in the casino outside any round
      the adapter plays; a person checks both.

  @clause:19:47-2.17(a) @edition:nj-2004 @reviewed:d1380f195c73
  Rule: 19:47-2.17(a) in nj-2004
    A casino licensee may, in its discretion, offer to all players at a blackjack table that does
    not offer the progressive blackjack wager authorized by N.J.A.C. 19:47-2.19 the option to make
    one of the following additional wagers provided that the casino licensee complies with the
    notice requirements set forth in N.J.A.C. 19:47-8.3 prior to withdrawing the offer of this
    option:
    1. A wager on whether the player's initial two cards shall have a point total either greater
      than or less than 13;
    2. A wager on whether the player's initial two cards shall be of the same suit; or
    3. A wager on whether one or more of the player's initial three cards shall be a seven.
    i. The additional wager shall be $1.00.

    @validation
    Scenario: A 2004 table may offer the sevens wager
      When a table is asked for at which the table offers the sevens wager
      Then the game opens the table

    @validation
    Scenario: A 2004 table may offer the over or under 13 wager
      When a table is asked for at which the table offers the over or under 13 wager
      Then the game opens the table

    @validation
    Scenario: A 2004 table offering the progressive blackjack wager may not offer the same suit wager
      When a table is asked for at which the table offers the same suit wager and the progressive blackjack wager
      Then the game refuses the table citing 2.17(a)

    @validation
    Scenario: A 2004 table offering the progressive blackjack wager may not offer the sevens wager
      When a table is asked for at which the table offers the sevens wager and the progressive blackjack wager
      Then the game refuses the table citing 2.17(a)

    @validation
    Scenario: A 2004 table offering the progressive blackjack wager may not offer the over or under 13 wager
      When a table is asked for at which the table offers the over or under 13 wager and the progressive blackjack wager
      Then the game refuses the table citing 2.17(a)

    @validation
    Scenario: A 2004 table may not offer two of the additional wagers
      # "the option to make one of the following additional wagers" (I-2.17a-one-offering)
      When a table is asked for at which the table offers the same suit wager and the sevens wager
      Then the game refuses the table citing 2.17(a)

    @example
    Scenario: The 2004 sevens wager of $1.00 is taken and a first seven paid 3 to 1
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7C 9D; dealer: TD 8C"
      When the round is played out
      # the sevens wager is $1.00 ((a)3i); a seven as the first card is one seven, 3 to 1 (2.17(e)3):
      # $1 x 3 = $3. The main wager: 16 stands against the dealer's 18 and loses $10
      Then box 1's sevens wager wins $3 at 3 to 1 under 2.17(e)3
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: A 2004 sevens wager of $2 is refused
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $2 on sevens
      And the shoe deals "box 1: 7C 9D; dealer: TD 8C"
      # "The additional wager shall be $1.00." ((a)3i)
      Then the wagers are refused citing 2.17(a)3i

    @example
    Scenario: A 2004 same suit wager of $5 is taken, only the sevens wager being fixed at $1.00
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $5 on the same suit
      And the shoe deals "box 1: 9H 4H; dealer: TD 8C"
      When the round is played out
      # (a)3i fixes only the sevens wager; six decks, option 1 (2.17(e)2iv): any two cards 3 to 1,
      # $5 x 3 = $15. The main wager: 13 against 18 loses $10
      Then box 1's same suit wager wins $15 at 3 to 1 under 2.17(e)2iv
      And box 1's main wager loses $10
      And no other wager is settled

    @manual
    Scenario: The 2004 additional wager is offered to all players and withdrawn only after notice
      Whether the option is offered to every player at the table, and the notice of 19:47-8.3
      given before the offer is withdrawn, happen at the table and in the casino outside any round
      the adapter plays; a person checks both.

  @clause:13:69F-2.17(a) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:01f0c1d7e1f5
  Rule: 13:69F-2.17(a) in nj-2024, nj-2024+bet-the-set
    A casino licensee may, in its discretion, offer to all players at a blackjack table that does
    not offer the progressive blackjack wager authorized by 13:69F-2.19 the option to make one of
    the following additional wagers in an amount of $ 1.00 provided that the casino licensee
    complies with the notice requirements set forth in 13:69F-8.3 prior to withdrawing the offer of
    this option:
    1. A wager on whether the player's initial two cards shall have a point total either greater
      than or less than 13;
    2. A wager on whether the player's initial two cards shall be of the same suit; or
    3. A wager on whether one or more of the player's initial three cards shall be a seven.

    @validation
    Scenario: A 2024 table may offer the sevens wager
      When a table is asked for at which the table offers the sevens wager
      Then the game opens the table

    @validation
    Scenario: A 2024 table may offer the same suit wager
      When a table is asked for at which the table offers the same suit wager
      Then the game opens the table

    @validation
    Scenario: A 2024 table may offer the over or under 13 wager
      When a table is asked for at which the table offers the over or under 13 wager
      Then the game opens the table

    @validation
    Scenario: A 2024 table offering the progressive blackjack wager may not offer the same suit wager
      When a table is asked for at which the table offers the same suit wager and the progressive blackjack wager
      Then the game refuses the table citing 2.17(a)

    @validation
    Scenario: A 2024 table offering the progressive blackjack wager may not offer the sevens wager
      When a table is asked for at which the table offers the sevens wager and the progressive blackjack wager
      Then the game refuses the table citing 2.17(a)

    @validation
    Scenario: A 2024 table may not offer two of the additional wagers
      # "the option to make one of the following additional wagers" (I-2.17a-one-offering)
      When a table is asked for at which the table offers the over or under 13 wager and the sevens wager
      Then the game refuses the table citing 2.17(a)

    @example
    Scenario: A 2024 same suit wager of $2 is refused
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $2 on the same suit
      And the shoe deals "box 1: 9H 4H; dealer: TD 8C"
      # "additional wagers in an amount of $1.00" ((a))
      Then the wagers are refused citing 2.17(a)

    @example
    Scenario: A 2024 over 13 wager of $5 is refused
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $5 over 13
      And the shoe deals "box 1: 9H 6C; dealer: TD 8C"
      Then the wagers are refused citing 2.17(a)

    @example
    Scenario: A 2024 same suit wager of $1.00 is taken
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $1 on the same suit
      And the shoe deals "box 1: 9H 4H; dealer: TD 8C"
      When the round is played out
      # six decks, option 1 (2.17(e)2iv): any two cards 3 to 1, $1 x 3 = $3. The main wager: 13
      # against 18 loses $10
      Then box 1's same suit wager wins $3 at 3 to 1 under 2.17(e)2iv
      And box 1's main wager loses $10
      And no other wager is settled

    @manual
    Scenario: The 2024 additional wager is offered to all players and withdrawn only after notice
      Whether the option is offered to every player at the table, and the notice of 13:69F-8.3
      given before the offer is withdrawn, happen at the table and in the casino outside any round
      the adapter plays; a person checks both.

  @clause:19:47-2.17(b) @edition:nj-1996
  Rule: 19:47-2.17(b) in nj-1996
    Prior to the first card being dealt for each round of play, each player shall make a wager
    against the dealer as required by N.J.A.C. 19:47-2.3(a) and (d) and, if given an option to make
    an additional wager, shall also indicate whether he or she wishes to wager, as applicable, that:
    1. The point total of the player's initial two cards shall exceed 13, which wager shall win if
      the point total does exceed 13;
    2. The point total of the player's initial two cards shall be less than 13, which wager shall
      win if the point total is less than 13; or
    3. The player's initial two cards shall be the same suit which wager shall win if the initial
      two cards are of the same suit.

    @example
    Scenario: In 1996 an over 13 wager wins on initial cards totalling 14
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $5 over 13
      And the shoe deals "box 1: 9S 5H; dealer: TD 8C"
      When the round is played out
      # 9 + 5 = 14 exceeds 13 ((b)1): $5 at one to one ((e)1). The main wager: 14 stands against
      # the dealer's 18 and loses $10
      Then box 1's over 13 wager wins $5 at 1 to 1 under 2.17(e)1
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 1996 an under 13 wager wins on an ace and a queen, the ace counting one
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $5 under 13
      And the shoe deals "box 1: AS QH; dealer: 9D 7C"
      When the round is played out
      # for the additional wager the ace is one (2.2(b)3ii): 1 + 10 = 11, less than 13 ((b)2):
      # $5 at one to one. For the main wager the ace is eleven: a blackjack against a 9, 3 to 2
      # on $10 = $15 (2.7(a))
      Then box 1's under 13 wager wins $5 at 1 to 1 under 2.17(e)1
      And box 1's main wager wins $15 at 3 to 2
      And no other wager is settled

    @example
    Scenario: In 1996 an over 13 wager loses on an ace and a king, the ace counting one
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $5 over 13
      And the shoe deals "box 1: AH KD; dealer: 9D 7C"
      When the round is played out
      # the ace is one (2.2(b)3ii): 11 does not exceed 13, the $5 loses ((b)1); the blackjack is
      # paid 3 to 2 on $10 = $15
      Then box 1's over 13 wager loses $5 under 2.17(b)1
      And box 1's main wager wins $15 at 3 to 2
      And no other wager is settled

    @example
    Scenario: In 1996 a same suit wager loses on two cards of different suits
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $5 on the same suit
      And the shoe deals "box 1: 9H 4S; dealer: TD 8C"
      When the round is played out
      # hearts and spades: not the same suit ((b)3), the $5 loses; 13 against 18 loses $10
      Then box 1's same suit wager loses $5 under 2.17(b)3
      And box 1's main wager loses $10
      And no other wager is settled

  @clause:19:47-2.17(b) @edition:nj-2004 @reviewed:fe5783187abc
  Rule: 19:47-2.17(b) in nj-2004
    Prior to the first card being dealt for each round of play, each player shall make a wager
    against the dealer as required by N.J.A.C. 19:47-2.3(a) and (d) and, if given an option to make
    an additional wager, shall also indicate whether he or she wishes to wager, as applicable, that:
    1. The point total of the player's initial two cards shall exceed 13, which wager shall win if
      the point total does exceed 13;
    2. The point total of the player's initial two cards shall be less than 13, which wager shall
      win if the point total is less than 13;
    3. The player's initial two cards shall be of the same suit which wager shall win if the initial
      two cards are of the same suit; or
    4. One or more of the player's initial three cards shall be a seven, which wager shall win if
      one or more of the initial three cards dealt to the player is a seven.

    @example
    Scenario: In 2004 an over 13 wager as large as the main wager wins on 17
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $10 over 13
      And the shoe deals "box 1: KS 7D; dealer: 9C 8H"
      When the round is played out
      # 10 + 7 = 17 exceeds 13 ((b)1): $10 at one to one. The main wager: 17 against the dealer's
      # 17 is a stand-off (2.3(b))
      Then box 1's over 13 wager wins $10 at 1 to 1 under 2.17(e)1
      And box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: In 2004 an under 13 wager wins on an ace and a queen, the ace counting one
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $5 under 13
      And the shoe deals "box 1: AS QH; dealer: 9D 7C"
      When the round is played out
      # the ace is one (2.2(b)3ii): 11 is less than 13, $5 at one to one; the blackjack is paid 3
      # to 2 on $10 = $15
      Then box 1's under 13 wager wins $5 at 1 to 1 under 2.17(e)1
      And box 1's main wager wins $15 at 3 to 2
      And no other wager is settled

    @example
    Scenario: In 2004 a same suit wager loses on two cards of different suits
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $5 on the same suit
      And the shoe deals "box 1: 9H 4S; dealer: TD 8C"
      When the round is played out
      # hearts and spades ((b)3): the $5 loses; 13 against 18 loses $10
      Then box 1's same suit wager loses $5 under 2.17(b)3
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2004 a sevens wager wins when the first card is a seven
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 5D; dealer: TC 7H"
      When the round is played out
      # one seven, the initial card ((b)4, (e)3): $1 x 3 = $3. The main wager: 12 against 17
      # loses $10
      Then box 1's sevens wager wins $3 at 3 to 1 under 2.17(e)3
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2004 a sevens wager loses without a seven
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 9S 5D; dealer: TC 7H"
      When the round is played out
      # no seven ((b)4): the $1 loses; 14 against 17 loses $10
      Then box 1's sevens wager loses $1 under 2.17(b)4
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2004 a seven as the second card after a first card that is not a seven loses
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 9S 7D; dealer: TC 7H"
      When the round is played out
      # the lines of (e)3 count sevens from the initial card (I-2.17e3-initial-card): a first card
      # that is not a seven makes no line, and the $1 loses. 16 against 17 loses $10
      Then box 1's sevens wager loses $1 under 2.17(b)4
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2004 a seven as the third card after a first card that is not a seven loses
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 5S 4D; dealer: TC 7H; draws: 7C"
      When box 1 decides to hit
      And the round is played out
      # 5S first: no line of (e)3 (I-2.17e3-initial-card); the $1 is collected after the second
      # card, before box 1 draws 7C ((d)). 5 + 4 + 7 = 16 against 17 loses $10
      Then box 1's sevens wager loses $1 under 2.17(b)4
      And box 1's sevens wager is collected after the second card is dealt to each player and before any additional card
      And box 1's hand is "5S 4D 7C"
      And box 1's main wager loses $10
      And no other wager is settled

  @clause:13:69F-2.17(b) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:acf4fe53fd6f
  Rule: 13:69F-2.17(b) in nj-2024, nj-2024+bet-the-set
    Prior to the first card being dealt for each round of play, each player shall make a wager
    against the dealer as required by 13:69F-2.3(a) and (d) and, if given an option to make an
    additional wager, shall also indicate whether he or she wishes to wager, as applicable, that:
    1. The point total of the player's initial two cards shall exceed 13, which wager shall win if
      the point total does exceed 13;
    2. The point total of the player's initial two cards shall be less than 13, which wager shall
      win if the point total is less than 13;
    3. The player's initial two cards shall be of the same suit, which wager shall win if the
      initial two cards are of the same suit; or
    4. One or more of the player's initial three cards shall be a seven, which wager shall win if
      one or more of the initial three cards dealt to the player is a seven.

    @example
    Scenario: In 2024 an over 13 wager wins on 17
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $1 over 13
      And the shoe deals "box 1: KS 7D; dealer: 9C 8H"
      When the round is played out
      # 17 exceeds 13 ((b)1): $1 at one to one; the main 17 against 17 is a stand-off
      Then box 1's over 13 wager wins $1 at 1 to 1 under 2.17(e)1
      And box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: In 2024 an under 13 wager wins on an ace and a queen, the ace counting one
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $1 under 13
      And the shoe deals "box 1: AS QH; dealer: 9D 7C"
      When the round is played out
      # the ace is one (2.2(b)3ii): 11, less than 13: $1 at one to one; the blackjack 3 to 2 on
      # $10 = $15
      Then box 1's under 13 wager wins $1 at 1 to 1 under 2.17(e)1
      And box 1's main wager wins $15 at 3 to 2
      And no other wager is settled

    @example
    Scenario: In 2024 an under 13 wager loses on 15
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $1 under 13
      And the shoe deals "box 1: 8S 7H; dealer: 9D 9C"
      When the round is played out
      # 8 + 7 = 15 is not less than 13 ((b)2): the $1 loses; 15 against 18 loses $10
      Then box 1's under 13 wager loses $1 under 2.17(b)2
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2024 a same suit wager loses on two cards of different suits
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $1 on the same suit
      And the shoe deals "box 1: 9H 4S; dealer: TD 8C"
      When the round is played out
      # hearts and spades ((b)3): the $1 loses; 13 against 18 loses $10
      Then box 1's same suit wager loses $1 under 2.17(b)3
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2024 a sevens wager wins when the first card is a seven
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 5D; dealer: TC 7H"
      When the round is played out
      # one seven, the initial card ((b)4, (e)3): $1 x 3 = $3; 12 against 17 loses $10
      Then box 1's sevens wager wins $3 at 3 to 1 under 2.17(e)3
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2024 a seven as the second card after a first card that is not a seven loses
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 9S 7D; dealer: TC 7H"
      When the round is played out
      # no line of (e)3 without a seven as the initial card (I-2.17e3-initial-card): the $1 loses;
      # 16 against 17 loses $10
      Then box 1's sevens wager loses $1 under 2.17(b)4
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2024 a player who makes no additional wager plays his main wager alone
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And box 2 wagers $10
      And the shoe deals "box 1: 7S 5D; box 2: 7H 9C; dealer: TC 7C"
      When the round is played out
      # box 1's first seven: $1 x 3 = $3; box 2 indicated no additional wager ((b)), so its 7H
      # wins nothing. Mains: 12 and 16 against the dealer's 17 lose $10 each
      Then box 1's sevens wager wins $3 at 3 to 1 under 2.17(e)3
      And box 1's main wager loses $10
      And box 2's main wager loses $10
      And no other wager is settled

  @clause:19:47-2.17(c) @edition:nj-1996 @edition:nj-2004
  Rule: 19:47-2.17(c) in nj-1996, nj-2004
    An additional wager pursuant to (a)1 above shall be lost when the point total of the player's
    initial two cards equals 13.

    @example
    Scenario: Initial cards totalling 13 lose the over 13 wager and the under 13 wager
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $1 over 13
      And box 2 wagers $10 and $1 under 13
      And the shoe deals "box 1: 3D KC; box 2: 6H 7S; dealer: TD 8C"
      When the round is played out
      # 3 + 10 = 13 and 6 + 7 = 13: each additional wager is lost ((c)), $1 each. Mains: both 13s
      # stand against the dealer's 18 and lose $10 each
      Then box 1's over 13 wager loses $1 under 2.17(c)
      And box 2's under 13 wager loses $1 under 2.17(c)
      And box 1's main wager loses $10
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: An ace and a two are 3 for the under 13 wager, not a soft 13
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $5 under 13
      And the shoe deals "box 1: AH 2C; dealer: TD 8C"
      When the round is played out
      # the ace of the initial two cards counts one for the additional wager (2.2(b)3ii): 1 + 2
      # = 3, not 13: the under 13 wager wins $5 at one to one. For the main wager AH 2C is a soft
      # 13, which stands and loses $10 to 18
      Then box 1's under 13 wager wins $5 at 1 to 1 under 2.17(e)1
      And box 1's main wager loses $10
      And no other wager is settled

    @property
    Scenario: Initial cards totalling 13 lose either side of the over or under 13 wager
      Given rounds in which box 1 makes the over or under 13 wager and is dealt two cards totalling 13
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

  @clause:13:69F-2.17(c) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:f9982b1a73b6
  Rule: 13:69F-2.17(c) in nj-2024, nj-2024+bet-the-set
    An additional wager made pursuant to (a)1 above shall be lost when the point total of the
    player's initial two cards equals 13.

    @example
    Scenario: In 2024 initial cards totalling 13 lose the over 13 wager and the under 13 wager
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $1 over 13
      And box 2 wagers $10 and $1 under 13
      And the shoe deals "box 1: 3D KC; box 2: 5H 8S; dealer: TD 8C"
      When the round is played out
      # 3 + 10 = 13 and 5 + 8 = 13: both additional wagers are lost ((c)), $1 each; both 13s lose
      # $10 to the dealer's 18
      Then box 1's over 13 wager loses $1 under 2.17(c)
      And box 2's under 13 wager loses $1 under 2.17(c)
      And box 1's main wager loses $10
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2024 an ace and a two are 3 for the over 13 wager, not a soft 13
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $1 over 13
      And the shoe deals "box 1: AH 2C; dealer: TD 8C"
      When the round is played out
      # the ace counts one (2.2(b)3ii): 3 does not exceed 13 and is not 13, so the over 13 wager
      # loses under (b)1, not (c); the soft 13 loses $10 to 18
      Then box 1's over 13 wager loses $1 under 2.17(b)1
      And box 1's main wager loses $10
      And no other wager is settled

    @property
    Scenario: In 2024 initial cards totalling 13 lose either side of the over or under 13 wager
      Given rounds in which box 1 makes the over or under 13 wager and is dealt two cards totalling 13
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

  @clause:19:47-2.17(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.17(d) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    All losing additional wagers shall be collected by the dealer immediately after the second card
    is dealt to each player and prior to any additional cards being dealt to any player at the
    table.

    @example
    Scenario: A losing same suit wager is collected after every player's second card and before any draw
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $1 on the same suit
      And box 2 wagers $10
      And the shoe deals "box 1: 9H 4S; box 2: TC 7D; dealer: 9C 8D; draws: 5C"
      When box 1 decides to hit
      And the round is played out
      # 9H 4S are of two suits: the $1 is collected once box 2 has its second card and before
      # box 1 draws 5C ((d)). Box 1's 18 beats the dealer's 17: $10; box 2's 17 ties: void
      Then box 1's same suit wager loses $1 under 2.17(b)3
      And box 1's same suit wager is collected after the second card is dealt to each player and before any additional card
      And box 1's hand is "9H 4S 5C"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager is void
      And no other wager is settled

    @example
    Scenario: A losing under 13 wager is collected before the hand draws to 20
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $1 under 13
      And box 2 wagers $10 and $1 over 13
      And the shoe deals "box 1: TH 6S; box 2: 2D 3C; dealer: 9C 8D; draws: 4D 9S"
      When the decisions are to hit, stand, hit and stand
      And the round is played out
      # box 1's 16 is not under 13 and box 2's 5 is not over 13: both $1 wagers are collected
      # after the second card to each player, before 4D or 9S is dealt ((d)). Box 1 draws 4D (20)
      # and box 2 9S (14): against the dealer's 17, $10 won and $10 lost
      Then box 1's under 13 wager loses $1 under 2.17(b)2
      And box 2's over 13 wager loses $1 under 2.17(b)1
      And box 1's under 13 wager is collected after the second card is dealt to each player and before any additional card
      And box 2's over 13 wager is collected after the second card is dealt to each player and before any additional card
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: The additional wager of a box dealt no cards is returned with its main wager
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $1 on the same suit
      And box 2 wagers $10
      And the shoe holds "9S 7D 9C KH" in dealing order
      And box 1 is dealt no cards
      When box 2 decides to stand
      And the round is played out
      # box 1 has no initial two cards: its hand is dead (2.15(g)) and the same suit wager, never
      # won nor lost, is returned with the main wager (I-2.17-dead-hand). Box 2's 9S 9C (18)
      # beats the dealer's 7D KH (17): $10
      Then box 1 is a dead hand and its wagers are returned
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: An additional wager settled before the hand is called dead stands
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $1 on the same suit
      And box 2 wagers $10
      And the shoe holds "9S TH 5D 3S 6H 7C 8D 4S" in dealing order
      And the dealer fails to deal the card requested at decision 1
      When box 1 decides to hit
      And the decisions are to take a dead hand and stand
      And the round is played
      # 9S box 1, TH box 2, 5D the dealer, 3S box 1, 6H box 2. Box 1's 9S 3S are spades: any two
      # cards at six decks, option 1, 3 to 1 (2.17(e)2iv): $1 x 3 = $3, paid after the second
      # card. Box 1's requested card is not dealt and the player takes a dead hand (2.15(i)): the
      # main wager is returned, the paid wager stands (I-2.17-dead-hand). Box 2 stands on 16;
      # the dealer's 5D 7C (12) draws 8D: 20, and box 2 loses $10
      Then box 1's same suit wager wins $3 at 3 to 1 under 2.17(e)2iv
      And box 1's main wager is returned as a dead hand
      And the dealer's hand is "5D 7C 8D"
      And box 2's main wager loses $10
      And no other wager is settled

    @property
    Scenario: Every losing same suit wager is collected after every player's second card and before any further card
      Given rounds dealt from shuffled shoes in which every box makes the same suit wager
      And house options drawn from those the edition allows
      Then in every round, every additional wager is settled at the moment 2.17(d) and (e) require

    @property
    Scenario: Every losing over or under 13 wager is collected after every player's second card and before any further card
      Given rounds dealt from shuffled shoes in which every box makes the over or under 13 wager
      And house options drawn from those the edition allows
      Then in every round, every additional wager is settled at the moment 2.17(d) and (e) require

  @clause:19:47-2.17(e) @edition:nj-1996
  Rule: 19:47-2.17(e) in nj-1996
    All winning additional wagers shall be paid immediately after the second card is dealt to each
    player and prior to any additional cards being dealt to any player at the table. All winning
    additional wagers shall be paid at the following odds:
    1. For wagers made pursuant to (a)1 above, one to one; or
    2. For wagers made pursuant to (a)2 above, depending on the number of decks in use at the table
      and the cards received by the player, in accordance with one of the following options as
      selected by the casino licensee; provided, however, that notice of the payout option selected
      by the casino licensee or any change thereto shall be provided in accordance with the
      requirements of N.J.A.C. 19:47-8.3; and provided further, however, that the same payout option
      shall be used by a casino licensee at all blackjack tables which use the same number of decks
      of cards:
    i. Single Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3 | Option 4
    King and queen | 50 to 1 | 10 to 1 | 5 to 1 | 25 to 1
    Any two cards | 2.5 to 1 | 3 to 1 | 3 to 1 | 2.5 to 1
    ii. Two Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3 | Option 4
    King and queen | 10 to 1 | 5 to 1 | 25 to 1 | 20 to 1
    Any two cards | 3 to 1 | 3 to 1 | 2.5 to 1 | 2.5 to 1
    iii. Four Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3 | Option 4
    King and queen | 5 to 1 | 25 to 1 | 20 to 1 | 50 to 1
    Any two cards | 3 to 1 | 2.5 to 1 | 2.5 to 1 | 2 to 1
    iv. Six Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3 | Option 4
    King and queen | 5 to 1 | 25 to 1 | 20 to 1 | 15 to 1
    Any two cards | 3 to 1 | 2.5 to 1 | 2.5 to 1 | 2.5 to 1
    v. Eight Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3
    King and queen | 5 to 1 | 25 to 1 | 50 to 1
    Any two cards | 3 to 1 | 2.5 to 1 | 2 to 1

    @example
    Scenario Outline: In 1996 a same suit wager at <shoe>, payout option <option>, pays <odds> on <row>
      Given the dealer takes no hole card
      And the shoe holds <shoe>
      And the table offers the same suit wager at payout option <option>
      And box 1 wagers $10 and $2 on the same suit
      And the shoe deals "box 1: <cards>; dealer: TD 8C"
      When the round is played out
      # each cell of the 1996 tables of 2.17(e)2i to v: $2 at W to 1 wins $2 x W. KH QH is
      # a king and a queen of one suit (I-2.17e2-king-queen), 20, which beats the dealer's 18:
      # $10 at 1 to 1; 9S 4S are any two cards of one suit, 13, which loses $10 to 18
      Then box 1's same suit wager wins $<win> at <odds> under 2.17(e)2<table>
      And box 1's main wager <main>
      And no other wager is settled

      Examples:
        | shoe    | table | option | row            | cards | odds     | win  | main               |
        # single deck, (e)2i: $2 x the odds
        | 1 deck  | i     | 1      | king and queen | KH QH | 50 to 1  | 100  | wins $10 at 1 to 1 |
        | 1 deck  | i     | 1      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 1 deck  | i     | 2      | king and queen | KH QH | 10 to 1  | 20   | wins $10 at 1 to 1 |
        | 1 deck  | i     | 2      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 1 deck  | i     | 3      | king and queen | KH QH | 5 to 1   | 10   | wins $10 at 1 to 1 |
        | 1 deck  | i     | 3      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 1 deck  | i     | 4      | king and queen | KH QH | 25 to 1  | 50   | wins $10 at 1 to 1 |
        | 1 deck  | i     | 4      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        # 2 decks, (e)2ii: $2 x the odds
        | 2 decks | ii    | 1      | king and queen | KH QH | 10 to 1  | 20   | wins $10 at 1 to 1 |
        | 2 decks | ii    | 1      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 2 decks | ii    | 2      | king and queen | KH QH | 5 to 1   | 10   | wins $10 at 1 to 1 |
        | 2 decks | ii    | 2      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 2 decks | ii    | 3      | king and queen | KH QH | 25 to 1  | 50   | wins $10 at 1 to 1 |
        | 2 decks | ii    | 3      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 2 decks | ii    | 4      | king and queen | KH QH | 20 to 1  | 40   | wins $10 at 1 to 1 |
        | 2 decks | ii    | 4      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        # 4 decks, (e)2iii: $2 x the odds
        | 4 decks | iii   | 1      | king and queen | KH QH | 5 to 1   | 10   | wins $10 at 1 to 1 |
        | 4 decks | iii   | 1      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 4 decks | iii   | 2      | king and queen | KH QH | 25 to 1  | 50   | wins $10 at 1 to 1 |
        | 4 decks | iii   | 2      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 4 decks | iii   | 3      | king and queen | KH QH | 20 to 1  | 40   | wins $10 at 1 to 1 |
        | 4 decks | iii   | 3      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 4 decks | iii   | 4      | king and queen | KH QH | 50 to 1  | 100  | wins $10 at 1 to 1 |
        | 4 decks | iii   | 4      | any two cards  | 9S 4S | 2 to 1   | 4    | loses $10          |
        # 6 decks, (e)2iv: $2 x the odds
        | 6 decks | iv    | 1      | king and queen | KH QH | 5 to 1   | 10   | wins $10 at 1 to 1 |
        | 6 decks | iv    | 1      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 6 decks | iv    | 2      | king and queen | KH QH | 25 to 1  | 50   | wins $10 at 1 to 1 |
        | 6 decks | iv    | 2      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 6 decks | iv    | 3      | king and queen | KH QH | 20 to 1  | 40   | wins $10 at 1 to 1 |
        | 6 decks | iv    | 3      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 6 decks | iv    | 4      | king and queen | KH QH | 15 to 1  | 30   | wins $10 at 1 to 1 |
        | 6 decks | iv    | 4      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        # 8 decks, (e)2v: $2 x the odds
        | 8 decks | v     | 1      | king and queen | KH QH | 5 to 1   | 10   | wins $10 at 1 to 1 |
        | 8 decks | v     | 1      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 8 decks | v     | 2      | king and queen | KH QH | 25 to 1  | 50   | wins $10 at 1 to 1 |
        | 8 decks | v     | 2      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 8 decks | v     | 3      | king and queen | KH QH | 50 to 1  | 100  | wins $10 at 1 to 1 |
        | 8 decks | v     | 3      | any two cards  | 9S 4S | 2 to 1   | 4    | loses $10          |

    @example
    Scenario: In 1996 a winning same suit wager is paid after every player's second card and before any draw
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $5 on the same suit
      And box 2 wagers $10
      And the shoe deals "box 1: 6D 5D; box 2: 9S 7H; dealer: TD 8S; draws: TC"
      When box 1 decides to hit
      And the round is played out
      # 6D 5D are diamonds: six decks, option 1 (2.17(e)2iv), any two cards 3 to 1, $5 x 3 =
      # $15, paid once box 2 has its second card and before box 1 draws TC ((e)). Box 1's 21
      # beats 18: $10; box 2's 16 loses $10
      Then box 1's same suit wager wins $15 at 3 to 1 under 2.17(e)2iv
      And box 1's same suit wager is paid after the second card is dealt to each player and before any additional card
      And box 1's hand is "6D 5D TC"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 1996 a winning over 13 wager is paid one to one
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $10 over 13
      And the shoe deals "box 1: KS 4D; dealer: TD 8S"
      When the round is played out
      # 14 exceeds 13: one to one on $10 ((e)1). The main wager: 14 against 18 loses $10
      Then box 1's over 13 wager wins $10 at 1 to 1 under 2.17(e)1
      And box 1's over 13 wager is paid after the second card is dealt to each player and before any additional card
      And box 1's main wager loses $10
      And no other wager is settled
      And the players break even

    @example
    Scenario: In 1996 a king and a queen of different suits lose the same suit wager
      Given the dealer takes no hole card
      And the shoe holds 1 deck
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $2 on the same suit
      And the shoe deals "box 1: KH QS; dealer: TD 8C"
      When the round is played out
      # the "King and queen" row pays a king and a queen of one suit: the wager is on the same
      # suit ((b)3; I-2.17e2-king-queen). KH QS lose the $2; 20 beats 18: $10
      Then box 1's same suit wager loses $2 under 2.17(b)3
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: In 1996 a queen then a king of one suit are paid on the king and queen row
      Given the dealer takes no hole card
      And the shoe holds 4 decks
      And the table offers the same suit wager at payout option 4
      And box 1 wagers $10 and $2 on the same suit
      And the shoe deals "box 1: QC KC; dealer: TD 8C"
      When the round is played out
      # four decks, option 4 (2.17(e)2iii): king and queen 50 to 1, $2 x 50 = $100, whichever
      # comes first; 20 beats 18: $10
      Then box 1's same suit wager wins $100 at 50 to 1 under 2.17(e)2iii
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: In 1996 two kings of one suit are paid on the any two cards row
      Given the dealer takes no hole card
      And the shoe holds 2 decks
      And the table offers the same suit wager at payout option 3
      And box 1 wagers $10 and $2 on the same suit
      And the shoe deals "box 1: KH KH; dealer: TD 8C"
      When the round is played out
      # two decks, option 3 (2.17(e)2ii): a king and a king are not a king and a queen: any two
      # cards 2.5 to 1, $2 x 2.5 = $5 (I-2.17e2-king-queen); 20 beats 18: $10
      Then box 1's same suit wager wins $5 at 2.5 to 1 under 2.17(e)2ii
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: In 1996 suited kings and queens at a single deck are paid at the odds of 2.17(e)2i
      Given the shoe holds 1 deck
      And rounds in which box 1 makes the same suit wager and is dealt a king and queen of one suit
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: In 1996 every same suit wager is paid at the odds of its table's deck count and option
      Given rounds dealt from shuffled shoes in which every box makes the same suit wager
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: In 1996 every additional wager is paid after every player's second card and before any further card
      Given rounds dealt from shuffled shoes in which every box makes the over or under 13 wager
      And house options drawn from those the edition allows
      Then in every round, every additional wager is settled at the moment 2.17(d) and (e) require

    @manual
    Scenario: In 1996 notice of the same suit payout option is given
      Notice of the payout option the licensee selects, and of any change to it, is given under
      19:47-8.3 in the casino, outside any round the adapter plays; a person checks the notice.

    @manual
    Scenario: In 1996 the licensee uses one payout option at all tables with the same number of decks
      The adapter opens one table at a time; which option the licensee's other tables with the
      same number of decks use is a fact of the casino floor, which a person checks.

  @clause:19:47-2.17(e) @edition:nj-2004 @reviewed:3921facc087e
  Rule: 19:47-2.17(e) in nj-2004
    All winning additional wagers shall be paid immediately after the second card is dealt to each
    player and prior to any additional cards being dealt to any player at the table. Notwithstanding
    the foregoing, if a wager authorized by (a)3 above is a winning wager because the player has
    received two sevens as the initial two cards dealt to his or her hand, the winning wager shall
    be paid immediately after the player elects to draw an additional card, surrender, stand, double
    down or split pairs. All winning additional wagers shall be paid at the following odds:
    1. For wagers made pursuant to (a)1 above, one to one;
    2. For wagers made pursuant to (a)2 above, depending on the number of decks in use at the table
      and the cards received by the player, in accordance with one of the following options as
      selected by the casino licensee; provided, however, that notice of the payout option selected
      by the casino licensee or any change thereto shall be provided in accordance with the
      requirements of N.J.A.C. 19:47-8.3; and provided further, however, that the same payout option
      shall be used by a casino licensee at all blackjack tables which use the same number of decks
      of cards:
    i. Single Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3 | Option 4
    King and queen | 5 to 1 | 10 to 1 | 5 to 1 | 25 to 1
    Any two cards | 2.5 to 1 | 3 to 1 | 3 to 1 | 2.5 to 1
    ii. Two Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3 | Option 4
    King and queen | 10 to 1 | 5 to 1 | 25 to 1 | 20 to 1
    Any two cards | 3 to 1 | 3 to 1 | 2.5 to 1 | 2.5 to 1
    iii. Four Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3 | Option 4
    King and queen | 5 to 1 | 25 to 1 | 20 to 1 | 50 to 1
    Any two cards | 3 to 1 | 2.5 to 1 | 2.5 to 1 | 2 to 1
    iv. Six Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3 | Option 4
    King and queen | 5 to 1 | 25 to 1 | 20 to 1 | 15 to 1
    Any two cards | 3 to 1 | 2.5 to 1 | 2.5 to 1 | 2.5 to 1
    v. Eight Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3
    King and queen | 5 to 1 | 25 to 1 | 50 to 1
    Any two cards | 3 to 1 | 2.5 to 1 | 2 to 1
    3. For wagers made pursuant to (a)3 above, the player shall be paid only for the highest winning
      payout below:
    Hand | Payout Odds
    Three sevens of the same suit | 5,000 to 1
    Three sevens of any suit | 500 to 1
    Two sevens of the same suit (initial two cards) | 100 to 1
    Two sevens of any suit (initial two cards) | 50 to 1
    One seven (initial card) | 3 to 1

    @example
    Scenario Outline: In 2004 a same suit wager at <shoe>, payout option <option>, pays <odds> on <row>
      Given the dealer takes no hole card
      And the shoe holds <shoe>
      And the table offers the same suit wager at payout option <option>
      And box 1 wagers $10 and $2 on the same suit
      And the shoe deals "box 1: <cards>; dealer: TD 8C"
      When the round is played out
      # each cell of the 2004 tables of 2.17(e)2i to v: $2 at W to 1 wins $2 x W. KH QH is
      # a king and a queen of one suit (I-2.17e2-king-queen), 20, which beats the dealer's 18:
      # $10 at 1 to 1; 9S 4S are any two cards of one suit, 13, which loses $10 to 18
      Then box 1's same suit wager wins $<win> at <odds> under 2.17(e)2<table>
      And box 1's main wager <main>
      And no other wager is settled

      Examples:
        | shoe    | table | option | row            | cards | odds     | win  | main               |
        # single deck, (e)2i: $2 x the odds
        | 1 deck  | i     | 1      | king and queen | KH QH | 5 to 1   | 10   | wins $10 at 1 to 1 |
        | 1 deck  | i     | 1      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 1 deck  | i     | 2      | king and queen | KH QH | 10 to 1  | 20   | wins $10 at 1 to 1 |
        | 1 deck  | i     | 2      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 1 deck  | i     | 3      | king and queen | KH QH | 5 to 1   | 10   | wins $10 at 1 to 1 |
        | 1 deck  | i     | 3      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 1 deck  | i     | 4      | king and queen | KH QH | 25 to 1  | 50   | wins $10 at 1 to 1 |
        | 1 deck  | i     | 4      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        # 2 decks, (e)2ii: $2 x the odds
        | 2 decks | ii    | 1      | king and queen | KH QH | 10 to 1  | 20   | wins $10 at 1 to 1 |
        | 2 decks | ii    | 1      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 2 decks | ii    | 2      | king and queen | KH QH | 5 to 1   | 10   | wins $10 at 1 to 1 |
        | 2 decks | ii    | 2      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 2 decks | ii    | 3      | king and queen | KH QH | 25 to 1  | 50   | wins $10 at 1 to 1 |
        | 2 decks | ii    | 3      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 2 decks | ii    | 4      | king and queen | KH QH | 20 to 1  | 40   | wins $10 at 1 to 1 |
        | 2 decks | ii    | 4      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        # 4 decks, (e)2iii: $2 x the odds
        | 4 decks | iii   | 1      | king and queen | KH QH | 5 to 1   | 10   | wins $10 at 1 to 1 |
        | 4 decks | iii   | 1      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 4 decks | iii   | 2      | king and queen | KH QH | 25 to 1  | 50   | wins $10 at 1 to 1 |
        | 4 decks | iii   | 2      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 4 decks | iii   | 3      | king and queen | KH QH | 20 to 1  | 40   | wins $10 at 1 to 1 |
        | 4 decks | iii   | 3      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 4 decks | iii   | 4      | king and queen | KH QH | 50 to 1  | 100  | wins $10 at 1 to 1 |
        | 4 decks | iii   | 4      | any two cards  | 9S 4S | 2 to 1   | 4    | loses $10          |
        # 6 decks, (e)2iv: $2 x the odds
        | 6 decks | iv    | 1      | king and queen | KH QH | 5 to 1   | 10   | wins $10 at 1 to 1 |
        | 6 decks | iv    | 1      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 6 decks | iv    | 2      | king and queen | KH QH | 25 to 1  | 50   | wins $10 at 1 to 1 |
        | 6 decks | iv    | 2      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 6 decks | iv    | 3      | king and queen | KH QH | 20 to 1  | 40   | wins $10 at 1 to 1 |
        | 6 decks | iv    | 3      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 6 decks | iv    | 4      | king and queen | KH QH | 15 to 1  | 30   | wins $10 at 1 to 1 |
        | 6 decks | iv    | 4      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        # 8 decks, (e)2v: $2 x the odds
        | 8 decks | v     | 1      | king and queen | KH QH | 5 to 1   | 10   | wins $10 at 1 to 1 |
        | 8 decks | v     | 1      | any two cards  | 9S 4S | 3 to 1   | 6    | loses $10          |
        | 8 decks | v     | 2      | king and queen | KH QH | 25 to 1  | 50   | wins $10 at 1 to 1 |
        | 8 decks | v     | 2      | any two cards  | 9S 4S | 2.5 to 1 | 5    | loses $10          |
        | 8 decks | v     | 3      | king and queen | KH QH | 50 to 1  | 100  | wins $10 at 1 to 1 |
        | 8 decks | v     | 3      | any two cards  | 9S 4S | 2 to 1   | 4    | loses $10          |

    @example
    Scenario: In 2004 three sevens of the same suit are paid 5,000 to 1 and nothing more
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the house pays no bonus on three sevens
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7H 7H; dealer: TD 8S; draws: 7H"
      When box 1 decides to hit
      And the round is played out
      # the initial card, the initial two cards and the third card are all sevens of hearts: only
      # the highest line is paid ((e)3), three sevens of the same suit, $1 x 5,000 = $5,000, once
      # box 1 has drawn its third card ((e); I-2.17e-sevens-third-card). 21 beats 18: $10
      Then box 1's sevens wager wins $5000 at 5,000 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's hand is "7H 7H 7H"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: In 2004 three sevens of two suits are paid 500 to 1
      Given the dealer takes no hole card
      And the house pays no bonus on three sevens
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7H 7D; dealer: TD 8S; draws: 7C"
      When box 1 decides to hit
      And the round is played out
      # three sevens of any suit ((e)3): $1 x 500 = $500; 21 beats 18: $10
      Then box 1's sevens wager wins $500 at 500 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: In 2004 two sevens of the same suit are paid 100 to 1 when the player stands
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7S; dealer: TD 8S"
      When box 1 decides to stand
      And the round is played out
      # two sevens of the same suit, the initial two cards, and no third card after a stand
      # (I-2.17e-sevens-third-card): $1 x 100 = $100, paid after the stand ((e)). 14 loses $10
      Then box 1's sevens wager wins $100 at 100 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2004 two sevens of two suits are paid 50 to 1 when the player stands
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7D; dealer: TD 8S"
      When box 1 decides to stand
      And the round is played out
      # two sevens of any suit ((e)3): $1 x 50 = $50; 14 loses $10 to 18
      Then box 1's sevens wager wins $50 at 50 to 1 under 2.17(e)3
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2004 one seven as the initial card is paid 3 to 1 after every player's second card
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7C 2D; dealer: TD 8S; draws: 9H"
      When box 1 decides to hit
      And the round is played out
      # one seven (initial card): $1 x 3 = $3, paid after the second card and before box 1 draws
      # 9H ((e)); 7 + 2 + 9 = 18 ties 18: void
      Then box 1's sevens wager wins $3 at 3 to 1 under 2.17(e)3
      And box 1's sevens wager is paid after the second card is dealt to each player and before any additional card
      And box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: In 2004 two sevens are paid only after the player's first decision, other wagers before any draw
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And box 2 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7D; box 2: 9H 2C; dealer: TD 8S; draws: 4C"
      When the decisions are to hit, stand and stand
      And the round is played out
      # box 2's 9H is no seven: its $1 is collected after every player's second card ((d)). Box
      # 1's two sevens wait for its first decision, a hit: 4C is no seven, so two sevens of any
      # suit, $1 x 50 = $50, paid then ((e)). Box 1's 18 ties 18: void; box 2's 11 loses $10
      Then box 2's sevens wager loses $1 under 2.17(b)4
      And box 2's sevens wager is collected after the second card is dealt to each player and before any additional card
      And box 1's sevens wager wins $50 at 50 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's main wager is void
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2004 two sevens doubled down on a seven are paid as three sevens
      Given the dealer takes no hole card
      And the house pays no bonus on three sevens
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7D; dealer: TD 8S; draws: 7H"
      When box 1 decides to double down
      And the round is played out
      # the double card 7H is the third card (I-2.17e-sevens-third-card): three sevens of any
      # suit, $1 x 500 = $500. 21 beats 18: the $10 wager and the $10 double win $10 each
      Then box 1's sevens wager wins $500 at 500 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's main wager wins $10 at 1 to 1
      And box 1's double wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: In 2004 two sevens split take the first split hand's second card as the third card
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7D; dealer: TD 8S; draws: 7C 9H"
      When the decisions are to split, stand and stand
      And the round is played out
      # after the split the first split hand's second card, 7C, is the third card
      # (I-2.17e-sevens-third-card): three sevens of any suit, $1 x 500 = $500. Hand 1 7S 7C (14)
      # and hand 2 7D 9H (16) lose $10 each to 18
      Then box 1's sevens wager wins $500 at 500 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's hand is "7S 7C"
      And box 1 hand 2's hand is "7D 9H"
      And box 1's main wager loses $10
      And box 1 hand 2's split wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2004 two sevens split are paid as two sevens where the house counts no third card after a split
      Given the dealer takes no hole card
      And the house counts no third card for the sevens wager after a split
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7D; dealer: TD 8S; draws: 7C 9H"
      When the decisions are to split, stand and stand
      And the round is played out
      # with the house option of I-2.17e-sevens-third-card, a split ends the wager: two sevens of
      # any suit, $1 x 50 = $50. Both split hands lose $10 to 18
      Then box 1's sevens wager wins $50 at 50 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's main wager loses $10
      And box 1 hand 2's split wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2004 two sevens are paid 50 to 1 when the player surrenders
      Given the dealer takes no hole card
      And the house offers surrender
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7D; dealer: TD 8S"
      When box 1 decides to surrender
      And the round is played out
      # no third card after a surrender (I-2.17e-sevens-third-card): two sevens of any suit, $1 x
      # 50 = $50, paid after the election ((e)). The surrender collects half the $10: $5
      Then box 1's sevens wager wins $50 at 50 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's main wager is surrendered for $5
      And no other wager is settled

    @example
    Scenario: In 2004 a winning same suit wager is paid after every player's second card and before any draw
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $2 on the same suit
      And box 2 wagers $10
      And the shoe deals "box 1: 6D 5D; box 2: 9S 7H; dealer: TD 8S; draws: TC"
      When box 1 decides to hit
      And the round is played out
      # six decks, option 1 (2.17(e)2iv): any two cards 3 to 1, $2 x 3 = $6, paid once box 2
      # has its second card and before box 1 draws TC ((e)). Box 1's 21 beats 18: $10; box 2's
      # 16 loses $10
      Then box 1's same suit wager wins $6 at 3 to 1 under 2.17(e)2iv
      And box 1's same suit wager is paid after the second card is dealt to each player and before any additional card
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2004 a king and a queen of different suits lose the same suit wager
      Given the dealer takes no hole card
      And the shoe holds 1 deck
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $2 on the same suit
      And the shoe deals "box 1: KH QS; dealer: TD 8C"
      When the round is played out
      # a king and a queen of two suits are not of the same suit ((b)3; I-2.17e2-king-queen): the
      # $2 loses; 20 beats 18: $10
      Then box 1's same suit wager loses $2 under 2.17(b)3
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: In 2004 suited kings and queens at a single deck are paid at the odds of 2.17(e)2i
      Given the shoe holds 1 deck
      And rounds in which box 1 makes the same suit wager and is dealt a king and queen of one suit
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: In 2004 three sevens of one suit are paid 5,000 to 1
      Given the shoe holds 8 decks
      And rounds in which box 1 makes the sevens wager and is dealt three sevens of one suit
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: In 2004 two sevens then a split are paid on the line the first split hand's second card makes
      Given rounds in which box 1 makes the sevens wager and is dealt two sevens, then splits
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: In 2004 two sevens are paid only after the player's first decision
      Given rounds in which box 1 makes the sevens wager and is dealt two sevens
      And house options drawn from those the edition allows
      Then in every round, every additional wager is settled at the moment 2.17(d) and (e) require

    @property
    Scenario: In 2004 every sevens wager is settled at the odds of 2.17(e)3
      Given rounds dealt from shuffled shoes in which every box makes the sevens wager
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: In 2004 every same suit wager is paid at the odds of its table's deck count and option
      Given rounds dealt from shuffled shoes in which every box makes the same suit wager
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @manual
    Scenario: In 2004 notice of the same suit payout option is given
      Notice of the payout option the licensee selects, and of any change to it, is given under
      19:47-8.3 in the casino, outside any round the adapter plays; a person checks the
      notice.

    @manual
    Scenario: In 2004 the licensee uses one payout option at all tables with the same number of decks
      The adapter opens one table at a time; which option the licensee's other tables with the
      same number of decks use is a fact of the casino floor, which a person checks.

  @clause:13:69F-2.17(e) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:824a5c720bb7
  Rule: 13:69F-2.17(e) in nj-2024, nj-2024+bet-the-set
    All winning additional wagers shall be paid immediately after the second card is dealt to each
    player and prior to any additional cards being dealt to any player at the table. Notwithstanding
    the foregoing, if a wager authorized by (a)3 above is a winning wager because the player has
    received two sevens as the initial two cards dealt to his or her hand, the winning wager shall
    be paid immediately after the player elects to draw an additional card, surrender, stand, double
    down or split pairs. All winning additional wagers shall be paid at the following odds:
    1. For wagers made pursuant to (a)1 above, one to one; or
    2. For wagers made pursuant to (a)2 above, depending on the number of decks in use at the table
      and the cards received by the player, in accordance with one of the following options as
      selected by the casino licensee; provided, however, that notice of the payout option selected
      by the casino licensee or any change thereto shall be provided in accordance with the
      requirements of 13:69F-8.3; and provided further, however, that the same payout option shall
      be used by a casino licensee at all blackjack tables which use the same number of decks of
      cards:
    i. Single Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3 | Option 4
    King and Queen | 50 to 1 | 10 to 1 | 5 to 1 | 25 to 1
    Any Two Cards | 2.5 to 1 | 3 to 1 | 3 to 1 | 2.5 to 1
    ii. Two Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3 | Option 4
    King and Queen | 10 to 1 | 5 to 1 | 25 to 1 | 20 to 1
    Any Two Cards | 3 to 1 | 3 to 1 | 2.5 to 1 | 2.5 to 1
    iii. Four Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3 | Option 4
    King and Queen | 5 to 1 | 25 to 1 | 20 to 1 | 50 to 1
    Any Two Cards | 3 to 1 | 2.5 to 1 | 2.5 to 1 | 2 to 1
    iv. Six Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3 | Option 4
    King and Queen | 5 to 1 | 25 to 1 | 20 to 1 | 15 to 1
    Any Two Cards | 3 to 1 | 2.5 to 1 | 2.5 to 1 | 2.5 to 1
    v. Eight Deck Blackjack Tables:
    Initial Two Cards | Option 1 | Option 2 | Option 3
    King and Queen | 5 to 1 | 25 to 1 | 50 to 1
    Any Two Cards | 3 to 1 | 2.5 to 1 | 2 to 1
    3. For wagers made pursuant to (a)3 above, the player shall be paid only for the highest winning
      payout below:
    Hand | Payout Odds
    Three Sevens of the Same Suit | 5000 to 1
    Three Sevens of Any Suit | 500 to 1
    Two Sevens of the Same Suit | 100 to 1
    (initial two cards)
    Two Sevens of Any Suit | 50 to 1
    (initial two cards)
    One Seven | 3 to 1
    (initial card)

    @example
    Scenario Outline: In 2024 a same suit wager at <shoe>, payout option <option>, pays <odds> on <row>
      Given the dealer takes no hole card
      And the house pays exactly to the cent
      And the shoe holds <shoe>
      And the table offers the same suit wager at payout option <option>
      And box 1 wagers $10 and $1 on the same suit
      And the shoe deals "box 1: <cards>; dealer: TD 8C"
      When the round is played out
      # each cell of the 2024 tables of 2.17(e)2i to v: $1 at W to 1 wins $1 x W. KH QH is
      # a king and a queen of one suit (I-2.17e2-king-queen), 20, which beats the dealer's 18:
      # $10 at 1 to 1; 9S 4S are any two cards of one suit, 13, which loses $10 to 18
      Then box 1's same suit wager wins $<win> at <odds> under 2.17(e)2<table>
      And box 1's main wager <main>
      And no other wager is settled

      Examples:
        | shoe    | table | option | row            | cards | odds     | win  | main               |
        # single deck, (e)2i: $1 x the odds
        | 1 deck  | i     | 1      | king and queen | KH QH | 50 to 1  | 50   | wins $10 at 1 to 1 |
        | 1 deck  | i     | 1      | any two cards  | 9S 4S | 2.5 to 1 | 2.50 | loses $10          |
        | 1 deck  | i     | 2      | king and queen | KH QH | 10 to 1  | 10   | wins $10 at 1 to 1 |
        | 1 deck  | i     | 2      | any two cards  | 9S 4S | 3 to 1   | 3    | loses $10          |
        | 1 deck  | i     | 3      | king and queen | KH QH | 5 to 1   | 5    | wins $10 at 1 to 1 |
        | 1 deck  | i     | 3      | any two cards  | 9S 4S | 3 to 1   | 3    | loses $10          |
        | 1 deck  | i     | 4      | king and queen | KH QH | 25 to 1  | 25   | wins $10 at 1 to 1 |
        | 1 deck  | i     | 4      | any two cards  | 9S 4S | 2.5 to 1 | 2.50 | loses $10          |
        # 2 decks, (e)2ii: $1 x the odds
        | 2 decks | ii    | 1      | king and queen | KH QH | 10 to 1  | 10   | wins $10 at 1 to 1 |
        | 2 decks | ii    | 1      | any two cards  | 9S 4S | 3 to 1   | 3    | loses $10          |
        | 2 decks | ii    | 2      | king and queen | KH QH | 5 to 1   | 5    | wins $10 at 1 to 1 |
        | 2 decks | ii    | 2      | any two cards  | 9S 4S | 3 to 1   | 3    | loses $10          |
        | 2 decks | ii    | 3      | king and queen | KH QH | 25 to 1  | 25   | wins $10 at 1 to 1 |
        | 2 decks | ii    | 3      | any two cards  | 9S 4S | 2.5 to 1 | 2.50 | loses $10          |
        | 2 decks | ii    | 4      | king and queen | KH QH | 20 to 1  | 20   | wins $10 at 1 to 1 |
        | 2 decks | ii    | 4      | any two cards  | 9S 4S | 2.5 to 1 | 2.50 | loses $10          |
        # 4 decks, (e)2iii: $1 x the odds
        | 4 decks | iii   | 1      | king and queen | KH QH | 5 to 1   | 5    | wins $10 at 1 to 1 |
        | 4 decks | iii   | 1      | any two cards  | 9S 4S | 3 to 1   | 3    | loses $10          |
        | 4 decks | iii   | 2      | king and queen | KH QH | 25 to 1  | 25   | wins $10 at 1 to 1 |
        | 4 decks | iii   | 2      | any two cards  | 9S 4S | 2.5 to 1 | 2.50 | loses $10          |
        | 4 decks | iii   | 3      | king and queen | KH QH | 20 to 1  | 20   | wins $10 at 1 to 1 |
        | 4 decks | iii   | 3      | any two cards  | 9S 4S | 2.5 to 1 | 2.50 | loses $10          |
        | 4 decks | iii   | 4      | king and queen | KH QH | 50 to 1  | 50   | wins $10 at 1 to 1 |
        | 4 decks | iii   | 4      | any two cards  | 9S 4S | 2 to 1   | 2    | loses $10          |
        # 6 decks, (e)2iv: $1 x the odds
        | 6 decks | iv    | 1      | king and queen | KH QH | 5 to 1   | 5    | wins $10 at 1 to 1 |
        | 6 decks | iv    | 1      | any two cards  | 9S 4S | 3 to 1   | 3    | loses $10          |
        | 6 decks | iv    | 2      | king and queen | KH QH | 25 to 1  | 25   | wins $10 at 1 to 1 |
        | 6 decks | iv    | 2      | any two cards  | 9S 4S | 2.5 to 1 | 2.50 | loses $10          |
        | 6 decks | iv    | 3      | king and queen | KH QH | 20 to 1  | 20   | wins $10 at 1 to 1 |
        | 6 decks | iv    | 3      | any two cards  | 9S 4S | 2.5 to 1 | 2.50 | loses $10          |
        | 6 decks | iv    | 4      | king and queen | KH QH | 15 to 1  | 15   | wins $10 at 1 to 1 |
        | 6 decks | iv    | 4      | any two cards  | 9S 4S | 2.5 to 1 | 2.50 | loses $10          |
        # 8 decks, (e)2v: $1 x the odds
        | 8 decks | v     | 1      | king and queen | KH QH | 5 to 1   | 5    | wins $10 at 1 to 1 |
        | 8 decks | v     | 1      | any two cards  | 9S 4S | 3 to 1   | 3    | loses $10          |
        | 8 decks | v     | 2      | king and queen | KH QH | 25 to 1  | 25   | wins $10 at 1 to 1 |
        | 8 decks | v     | 2      | any two cards  | 9S 4S | 2.5 to 1 | 2.50 | loses $10          |
        | 8 decks | v     | 3      | king and queen | KH QH | 50 to 1  | 50   | wins $10 at 1 to 1 |
        | 8 decks | v     | 3      | any two cards  | 9S 4S | 2 to 1   | 2    | loses $10          |

    @example
    Scenario: In 2024 three sevens of the same suit are paid 5,000 to 1 and nothing more
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the house pays no bonus on three sevens
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7H 7H; dealer: TD 8S; draws: 7H"
      When box 1 decides to hit
      And the round is played out
      # the initial card, the initial two cards and the third card are all sevens of hearts: only
      # the highest line is paid ((e)3), three sevens of the same suit, $1 x 5,000 = $5,000, once
      # box 1 has drawn its third card ((e); I-2.17e-sevens-third-card). 21 beats 18: $10
      Then box 1's sevens wager wins $5000 at 5,000 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's hand is "7H 7H 7H"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: In 2024 three sevens of two suits are paid 500 to 1
      Given the dealer takes no hole card
      And the house pays no bonus on three sevens
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7H 7D; dealer: TD 8S; draws: 7C"
      When box 1 decides to hit
      And the round is played out
      # three sevens of any suit ((e)3): $1 x 500 = $500; 21 beats 18: $10
      Then box 1's sevens wager wins $500 at 500 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: In 2024 two sevens of the same suit are paid 100 to 1 when the player stands
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7S; dealer: TD 8S"
      When box 1 decides to stand
      And the round is played out
      # two sevens of the same suit, the initial two cards, and no third card after a stand
      # (I-2.17e-sevens-third-card): $1 x 100 = $100, paid after the stand ((e)). 14 loses $10
      Then box 1's sevens wager wins $100 at 100 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2024 two sevens of two suits are paid 50 to 1 when the player stands
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7D; dealer: TD 8S"
      When box 1 decides to stand
      And the round is played out
      # two sevens of any suit ((e)3): $1 x 50 = $50; 14 loses $10 to 18
      Then box 1's sevens wager wins $50 at 50 to 1 under 2.17(e)3
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2024 one seven as the initial card is paid 3 to 1 after every player's second card
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7C 2D; dealer: TD 8S; draws: 9H"
      When box 1 decides to hit
      And the round is played out
      # one seven (initial card): $1 x 3 = $3, paid after the second card and before box 1 draws
      # 9H ((e)); 7 + 2 + 9 = 18 ties 18: void
      Then box 1's sevens wager wins $3 at 3 to 1 under 2.17(e)3
      And box 1's sevens wager is paid after the second card is dealt to each player and before any additional card
      And box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: In 2024 two sevens are paid only after the player's first decision, other wagers before any draw
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And box 2 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7D; box 2: 9H 2C; dealer: TD 8S; draws: 4C"
      When the decisions are to hit, stand and stand
      And the round is played out
      # box 2's 9H is no seven: its $1 is collected after every player's second card ((d)). Box
      # 1's two sevens wait for its first decision, a hit: 4C is no seven, so two sevens of any
      # suit, $1 x 50 = $50, paid then ((e)). Box 1's 18 ties 18: void; box 2's 11 loses $10
      Then box 2's sevens wager loses $1 under 2.17(b)4
      And box 2's sevens wager is collected after the second card is dealt to each player and before any additional card
      And box 1's sevens wager wins $50 at 50 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's main wager is void
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2024 two sevens doubled down on a seven are paid as three sevens
      Given the dealer takes no hole card
      And the house pays no bonus on three sevens
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7D; dealer: TD 8S; draws: 7H"
      When box 1 decides to double down
      And the round is played out
      # the double card 7H is the third card (I-2.17e-sevens-third-card): three sevens of any
      # suit, $1 x 500 = $500. 21 beats 18: the $10 wager and the $10 double win $10 each
      Then box 1's sevens wager wins $500 at 500 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's main wager wins $10 at 1 to 1
      And box 1's double wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: In 2024 two sevens split take the first split hand's second card as the third card
      Given the dealer takes no hole card
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7D; dealer: TD 8S; draws: 7C 9H"
      When the decisions are to split, stand and stand
      And the round is played out
      # after the split the first split hand's second card, 7C, is the third card
      # (I-2.17e-sevens-third-card): three sevens of any suit, $1 x 500 = $500. Hand 1 7S 7C (14)
      # and hand 2 7D 9H (16) lose $10 each to 18
      Then box 1's sevens wager wins $500 at 500 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's hand is "7S 7C"
      And box 1 hand 2's hand is "7D 9H"
      And box 1's main wager loses $10
      And box 1 hand 2's split wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2024 two sevens split are paid as two sevens where the house counts no third card after a split
      Given the dealer takes no hole card
      And the house counts no third card for the sevens wager after a split
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7D; dealer: TD 8S; draws: 7C 9H"
      When the decisions are to split, stand and stand
      And the round is played out
      # with the house option of I-2.17e-sevens-third-card, a split ends the wager: two sevens of
      # any suit, $1 x 50 = $50. Both split hands lose $10 to 18
      Then box 1's sevens wager wins $50 at 50 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's main wager loses $10
      And box 1 hand 2's split wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2024 two sevens are paid 50 to 1 when the player surrenders
      Given the dealer takes no hole card
      And the house offers surrender
      And the table offers the sevens wager
      And box 1 wagers $10 and $1 on sevens
      And the shoe deals "box 1: 7S 7D; dealer: TD 8S"
      When box 1 decides to surrender
      And the round is played out
      # no third card after a surrender (I-2.17e-sevens-third-card): two sevens of any suit, $1 x
      # 50 = $50, paid after the election ((e)). The surrender collects half the $10: $5
      Then box 1's sevens wager wins $50 at 50 to 1 under 2.17(e)3
      And box 1's sevens wager is paid immediately after box 1's first decision
      And box 1's main wager is surrendered for $5
      And no other wager is settled

    @example
    Scenario: In 2024 a winning same suit wager is paid after every player's second card and before any draw
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $1 on the same suit
      And box 2 wagers $10
      And the shoe deals "box 1: 6D 5D; box 2: 9S 7H; dealer: TD 8S; draws: TC"
      When box 1 decides to hit
      And the round is played out
      # six decks, option 1 (2.17(e)2iv): any two cards 3 to 1, $1 x 3 = $3, paid once box 2
      # has its second card and before box 1 draws TC ((e)). Box 1's 21 beats 18: $10; box 2's
      # 16 loses $10
      Then box 1's same suit wager wins $3 at 3 to 1 under 2.17(e)2iv
      And box 1's same suit wager is paid after the second card is dealt to each player and before any additional card
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: In 2024 a king and a queen of different suits lose the same suit wager
      Given the dealer takes no hole card
      And the shoe holds 1 deck
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $1 on the same suit
      And the shoe deals "box 1: KH QS; dealer: TD 8C"
      When the round is played out
      # a king and a queen of two suits are not of the same suit ((b)3; I-2.17e2-king-queen): the
      # $1 loses; 20 beats 18: $10
      Then box 1's same suit wager loses $1 under 2.17(b)3
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: In 2024 suited kings and queens at a single deck are paid at the odds of 2.17(e)2i
      Given the shoe holds 1 deck
      And rounds in which box 1 makes the same suit wager and is dealt a king and queen of one suit
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: In 2024 three sevens of one suit are paid 5,000 to 1
      Given the shoe holds 8 decks
      And rounds in which box 1 makes the sevens wager and is dealt three sevens of one suit
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: In 2024 two sevens then a split are paid on the line the first split hand's second card makes
      Given rounds in which box 1 makes the sevens wager and is dealt two sevens, then splits
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: In 2024 two sevens are paid only after the player's first decision
      Given rounds in which box 1 makes the sevens wager and is dealt two sevens
      And house options drawn from those the edition allows
      Then in every round, every additional wager is settled at the moment 2.17(d) and (e) require

    @property
    Scenario: In 2024 every sevens wager is settled at the odds of 2.17(e)3
      Given rounds dealt from shuffled shoes in which every box makes the sevens wager
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: In 2024 every same suit wager is paid at the odds of its table's deck count and option
      Given rounds dealt from shuffled shoes in which every box makes the same suit wager
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @manual
    Scenario: In 2024 notice of the same suit payout option is given
      Notice of the payout option the licensee selects, and of any change to it, is given under
      13:69F-8.3 in the casino, outside any round the adapter plays; a person checks the
      notice.

    @manual
    Scenario: In 2024 the licensee uses one payout option at all tables with the same number of decks
      The adapter opens one table at a time; which option the licensee's other tables with the
      same number of decks use is a fact of the casino floor, which a person checks.

  @clause:19:47-2.17(f) @edition:nj-1996 @edition:nj-2004
  Rule: 19:47-2.17(f) in nj-1996, nj-2004
    An additional wager shall be made by placing gaming chips or plaques and, if applicable, a match
    play coupon on the appropriate area of the blackjack layout, except that a verbal wager
    accompanied by cash may be accepted provided that it is confirmed by the dealer and casino
    supervisor at the table prior to the first card being dealt to any player and such cash is
    expeditiously converted into gaming chips or plaques in accordance with N.J.A.C. 19:45-1.18.

    @manual
    Scenario: An additional wager is made with chips, plaques or a match play coupon on the layout
      How a wager is physically made (chips, plaques or a match play coupon on the appropriate area
      of the layout) and a verbal wager with cash confirmed by the dealer and casino supervisor
      before the first card, its cash converted under 19:45-1.18, happen at the table; the adapter
      protocol carries only the amount. A person checks them at a live table.

  @clause:13:69F-2.17(f) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:fc3882a28ec5
  Rule: 13:69F-2.17(f) in nj-2024, nj-2024+bet-the-set
    An additional wager shall be made by placing gaming chips or plaques and, if applicable, a match
    play coupon on the appropriate area of the blackjack layout, except that a verbal wager
    accompanied by cash may be accepted provided that it is confirmed by the dealer and casino
    supervisor at the table prior to the first card being dealt to any player and such cash is
    expeditiously converted into gaming chips or plaques.

    @manual
    Scenario: In 2024 an additional wager is made with chips, plaques or a match play coupon on the layout
      How a wager is physically made (chips, plaques or a match play coupon on the appropriate area
      of the layout) and a verbal wager with cash confirmed by the dealer and casino supervisor
      before the first card, its cash expeditiously converted into chips or plaques, happen at the
      table; the adapter protocol carries only the amount. A person checks them at a live table.

  @clause:19:47-2.17(g) @edition:nj-1996 @edition:nj-2004
  Rule: 19:47-2.17(g) in nj-1996, nj-2004
    Any additional wager made pursuant to this section shall not exceed the lesser of:
    1. The amount of the blackjack wager made by the player pursuant to N.J.A.C. 19:47-2.3(a) and
      (d); or
    2. A maximum limit established by the casino licensee.

    @example
    Scenario: A same suit wager larger than the main wager is refused
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $5 and $10 on the same suit
      And the shoe deals "box 1: 9H 4H; dealer: TD 8C"
      # $10 exceeds the $5 blackjack wager ((g)1)
      Then the wagers are refused citing 2.17(g)1

    @example
    Scenario: An over 13 wager larger than the main wager is refused
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $11 over 13
      And the shoe deals "box 1: 9H 6C; dealer: TD 8C"
      # $11 exceeds the $10 blackjack wager ((g)1)
      Then the wagers are refused citing 2.17(g)1

    @example
    Scenario: A same suit wager equal to the main wager is taken
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $10 on the same suit
      And the shoe deals "box 1: 9H 4H; dealer: TD 8C"
      When the round is played out
      # $10 does not exceed the $10 wager ((g)1); any two cards at six decks, option 1, 3 to 1
      # (2.17(e)2iv): $10 x 3 = $30. 13 loses $10 to 18
      Then box 1's same suit wager wins $30 at 3 to 1 under 2.17(e)2iv
      And box 1's main wager loses $10
      And no other wager is settled
      And the players win $20 in all

    @example
    Scenario: A same suit wager above the licensee's maximum is refused though the main wager is larger
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And the casino licensee's maximum for the same suit wager is $25
      And box 1 wagers $100 and $30 on the same suit
      And the shoe deals "box 1: 9H 4H; dealer: TD 8C"
      # the lesser of $100 and $25 is $25; $30 exceeds it ((g)2)
      Then the wagers are refused citing 2.17(g)2

    @example
    Scenario: A same suit wager of the licensee's maximum on a larger main wager is taken
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And the casino licensee's maximum for the same suit wager is $25
      And box 1 wagers $100 and $25 on the same suit
      And the shoe deals "box 1: 9H 4H; dealer: TD 8C"
      When the round is played out
      # $25 is the lesser of $100 and $25 ((g)): any two cards 3 to 1, $25 x 3 = $75. 13 loses
      # $100 to 18
      Then box 1's same suit wager wins $75 at 3 to 1 under 2.17(e)2iv
      And box 1's main wager loses $100
      And no other wager is settled

    @example
    Scenario: A same suit wager above the main wager is refused though under the licensee's maximum
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And the casino licensee's maximum for the same suit wager is $25
      And box 1 wagers $10 and $20 on the same suit
      And the shoe deals "box 1: 9H 4H; dealer: TD 8C"
      # the lesser of $10 and $25 is $10; $20 exceeds it ((g)1)
      Then the wagers are refused citing 2.17(g)1

  @clause:13:69F-2.17(g) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:ab6427d5fb7e
  Rule: 13:69F-2.17(g) in nj-2024, nj-2024+bet-the-set
    Any additional wager made pursuant to this section shall not exceed the lesser of:
    1. The amount of the blackjack wager made by the player pursuant to 13:69F-2.3(a) and (d); or
    2. A maximum limit established by the casino licensee.

    @example
    Scenario: In 2024 a $1.00 same suit wager on the table minimum is taken
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And the casino licensee's maximum for the same suit wager is $1
      And box 1 wagers $5 and $1 on the same suit
      And the shoe deals "box 1: 9H 4H; dealer: TD 8C"
      When the round is played out
      # $1 exceeds neither the $5 blackjack wager nor the licensee's $1 maximum ((g)): any two
      # cards 3 to 1 (2.17(e)2iv), $3. 13 loses $5 to 18
      Then box 1's same suit wager wins $3 at 3 to 1 under 2.17(e)2iv
      And box 1's main wager loses $5
      And no other wager is settled

    @example
    Scenario: In 2024 a $1.00 additional wager larger than a $0.50 main wager is refused
      Given the dealer takes no hole card
      And the table's smallest chip is $0.50
      And the table minimum is $0.50
      And the table offers the over or under 13 wager
      And box 1 wagers $0.50 and $1 over 13
      And the shoe deals "box 1: 9H 6C; dealer: TD 8C"
      # $1 exceeds the $0.50 blackjack wager ((g)1)
      Then the wagers are refused citing 2.17(g)1

  @clause:19:47-2.17(h) @edition:nj-1996 @edition:nj-2004
  Rule: 19:47-2.17(h) in nj-1996, nj-2004
    A casino licensee shall post the maximum limit of the additional wager, as established in (g)
    above, in accordance with N.J.A.C. 19:47-8.3.

    @manual
    Scenario: The maximum limit of the additional wager is posted
      The maximum limit of (g) is posted under 19:47-8.3 at the table; signage is not part of the
      adapter protocol, so a person checks that the posted maximum is the table's.

  @clause:13:69F-2.17(h) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:5c6dc51d16b8
  Rule: 13:69F-2.17(h) in nj-2024, nj-2024+bet-the-set
    A casino licensee shall post the maximum limit of the additional wager, as established in (g)
    above, in accordance with 13:69F-8.3.

    @manual
    Scenario: In 2024 the maximum limit of the additional wager is posted
      The maximum limit of (g) is posted under 13:69F-8.3 at the table; signage is not part of the
      adapter protocol, so a person checks that the posted maximum is the table's.

  @clause:19:47-2.17(i) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.17(i) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    An additional wager shall have no bearing on any other wager made by the player at the game of
    blackjack.

    @example
    Scenario: A winning same suit wager leaves a losing main wager lost
      Given the dealer takes no hole card
      And the shoe holds 6 decks
      And the table offers the same suit wager at payout option 1
      And box 1 wagers $10 and $1 on the same suit
      And the shoe deals "box 1: 9H 4H; dealer: TD 8S"
      When the round is played out
      # the same suit wager wins $1 x 3 = $3 (2.17(e)2iv); the main wager is settled as without
      # it: 13 against 18 loses $10. The players lose $10 - $3 = $7
      Then box 1's same suit wager wins $3 at 3 to 1 under 2.17(e)2iv
      And box 1's main wager loses $10
      And no other wager is settled
      And the players lose $7 in all

    @example
    Scenario: A losing over 13 wager leaves a blackjack paid 3 to 2
      Given the dealer takes no hole card
      And the table offers the over or under 13 wager
      And box 1 wagers $10 and $1 over 13
      And the shoe deals "box 1: AS KH; dealer: 9D 7C"
      When the round is played out
      # for the additional wager the ace is one: 11 is not over 13, the $1 loses; the blackjack is
      # paid 3 to 2 on $10 = $15 as without it. The players win $15 - $1 = $14
      Then box 1's over 13 wager loses $1 under 2.17(b)1
      And box 1's main wager wins $15 at 3 to 2
      And no other wager is settled
      And the players win $14 in all

    @property
    Scenario: Same suit wagers have no bearing on any other wager
      Given rounds dealt from shuffled shoes in which every box makes the same suit wager
      And house options drawn from those the edition allows
      Then in every round, the additional wagers have no bearing on any other wager

    @property
    Scenario: Over or under 13 wagers have no bearing on any other wager
      Given rounds dealt from shuffled shoes in which every box makes the over or under 13 wager
      And house options drawn from those the edition allows
      Then in every round, the additional wagers have no bearing on any other wager
