@section:19:47-2.9
Feature: 19:47-2.9 Insurance wagers
  Cited as 19:47-2.9 in nj-1996, nj-2004 and as 13:69F-2.9 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.9(a) @edition:nj-1996
  Rule: 19:47-2.9(a) in nj-1996
    Whenever the first card dealt to the dealer is an ace, each player shall have the right to make
    an insurance bet which shall win if the dealer's second card is a King, Queen, Jack or 10 and
    shall lose if the dealer's second card is an ace, 2, 3, 4, 5, 6, 7, 8, or 9.

    @example
    Scenario: Insurance is offered when the dealer's first card is an ace
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: AD 7C"
      When the cards are dealt
      Then box 1 was offered to insure

    @example
    Scenario: Insurance is not offered when the dealer's first card is a ten
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: KD AC"
      When the cards are dealt
      Then box 1 was never offered to insure

    @example
    Scenario: Every box has the right to insure against a dealer's ace
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: TS 9H; box 2: 8C 8D; dealer: AS 9C"
      When the cards are dealt
      Then box 1 was offered to insure
      And box 2 was offered to insure

    @example
    Scenario: Insurance wins when the dealer's second card is a king
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: AD KC"
      When box 1 decides to insure for $5
      And the round is played out
      # KC is a king: the $5 insurance wins 2 to 1, $10 (2.9(a), (c)); box 1's 19 loses its $10
      # to the dealer's blackjack (2.3(b))
      Then box 1's insurance wager wins $10 at 2 to 1
      And box 1's main wager loses $10
      And the players break even
      And no other wager is settled

    @example
    Scenario: Insurance loses when the dealer's second card is an ace
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: AD AC; dealer draws: 5S"
      When box 1 decides to insure for $5
      And the round is played out
      # AC is an ace: the $5 insurance loses (2.9(a)); AD AC is soft 12, draws 5S to soft 17 and
      # stands (2.12(b)); box 1's 19 beats 17 at 1 to 1, $10
      Then box 1's insurance wager loses $5
      And box 1's main wager wins $10 at 1 to 1
      And the dealer's hand is "AD AC 5S"
      And the players win $5 in all
      And no other wager is settled

    @example
    Scenario: Insurance loses when the dealer's second card is a 3 though he draws to 21
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 8H; dealer: AD 3C; dealer draws: 7S"
      When box 1 decides to insure for $5
      And the round is played out
      # 3C is not a ten-valued card: the $5 insurance loses (2.9(a)) though AD 3C draws 7S to 21;
      # box 1's 18 loses $10 to that 21
      Then box 1's insurance wager loses $5
      And box 1's main wager loses $10
      And the dealer's hand is "AD 3C 7S"
      And the players lose $15 in all
      And no other wager is settled

    @property
    Scenario: Insured rounds against an ace are settled as the rules require
      Given rounds in which box 1 has a blackjack against an ace
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

  @clause:19:47-2.9(a) @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:aca6f9a00e89
  Rule: 19:47-2.9(a) in nj-2004, nj-2024, nj-2024+bet-the-set
    Whenever the first card dealt to the dealer is an ace, each player shall have the right to make
    an insurance bet which, except as otherwise provided in N.J.A.C. 19:47-2.7(c), shall win if the
    dealer's second card is a King, Queen, Jack or 10 and shall lose if the dealer's second card is
    an ace, 2, 3, 4, 5, 6, 7, 8, or 9.

    @example
    Scenario: Each box is offered insurance when the dealer's first card is an ace
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: TS 9H; box 2: 7C 5D; dealer: AH 6C"
      When the cards are dealt
      Then box 1 was offered to insure
      And box 2 was offered to insure

    @example
    Scenario: No insurance is offered against a dealer's first card of 9 with an ace in the hole
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: 9D AC"
      When the cards are dealt
      Then box 1 was never offered to insure

    @example
    Scenario: No insurance is offered against a dealer's first card of queen
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: QD 7C"
      When the cards are dealt
      Then box 1 was never offered to insure

    @example
    Scenario: Insurance wins when the hole card is a ten
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 9S 9H; dealer: AC TD"
      When box 1 decides to insure for $5
      And the round is played out
      # TD is a ten: the $5 insurance wins 2 to 1, $10 (2.9(a), (c)); box 1's 18 loses $10 (2.3(b))
      Then box 1's insurance wager wins $10 at 2 to 1
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: Insurance loses when the dealer's second card is a 9
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: AC 9D"
      When box 1 decides to insure for $5
      And the round is played out
      # 9D is a 9: the $5 insurance loses (2.9(a)); AC 9D is 20, so box 1's 19 loses $10
      Then box 1's insurance wager loses $5
      And box 1's main wager loses $10
      And the players lose $15 in all
      And no other wager is settled

    @example
    Scenario: A blackjack insured for half is settled in the consolidated payout as 2.7(c) provides
      Given the dealer takes no hole card
      And the house offers the consolidated net payout
      And box 1 wagers $10
      And the shoe deals "box 1: AS KH; dealer: AD QC"
      When box 1 decides to insure for $5
      And the round is played out
      # the exception of 2.7(c): the insurance does not win 2 to 1 against AD QC; the blackjack is
      # paid 1 to 1 on $10, $10, and the insurance is absorbed in that payout
      Then box 1's main wager wins $10 at 1 to 1
      And box 1's insurance wager is settled in the consolidated payout
      And no other wager is settled

    @example
    Scenario: Insurance loses when the hole card is a 5 and the dealer draws to 21
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: AH 5C; dealer draws: 5D"
      When box 1 decides to insure for $5
      And the round is played out
      # 5C is not a ten-valued card: the $5 insurance loses (2.9(a)); AH 5C is soft 16 and draws 5D
      # to 21 (2.12(b)), so box 1's 19 loses $10 too
      Then box 1's insurance wager loses $5
      And box 1's main wager loses $10
      And the dealer's hand is "AH 5C 5D"
      And the players lose $15 in all
      And no other wager is settled

    @property
    Scenario: Rounds with insurance against an ace are settled as the rules require
      Given rounds in which box 1 has a blackjack against an ace
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

  @clause:19:47-2.9(b) @edition:nj-1996
  Rule: 19:47-2.9(b) in nj-1996
    An insurance bet may be made by placing on the insurance line of the layout an amount not more
    than half the amount staked on the player's initial wager, except that a player may bet an
    amount in excess of half the initial wager to the next unit that can be wagered in chips, when
    because of the limitations of the value of chip denominations, half the initial wager cannot be
    bet. All insurance wagers shall be placed immediately after the second card is dealt to each
    player and prior to any additional cards being dealt to any player at the table, if a card
    reader device is not in use and, if a card reader device is in use, prior to the dealer
    inserting his or her hole card into the card reader device.

    @example
    Scenario: Insurance of half a $10 wager is accepted and more is refused
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: AD KC"
      When box 1 tries to insure for $6
      Then the decision is refused as illegal
      When box 1 decides to insure for $5
      And the round is played out
      # $6 is more than half of $10 (2.9(b)); the $5 insurance wins 2 to 1, $10 (2.9(c)), and
      # box 1's 19 loses $10 to the dealer's blackjack
      Then box 1's insurance wager wins $10 at 2 to 1
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: A $15 wager may be insured for $8 when the chips are of $1
      Given the dealer takes no hole card
      And the table's smallest chip is $1.00
      And box 1 wagers $15
      And the shoe deals "box 1: TS 9H; dealer: AD KC"
      When box 1 tries to insure for $9
      Then the decision is refused as illegal
      When box 1 decides to insure for $8
      And the round is played out
      # half of $15 is $7.50, which $1 chips cannot bet, so up to the next unit, $8, is allowed and
      # $9 is not (2.9(b)); the $8 insurance wins 2 to 1, $16 (2.9(c)); box 1's 19 loses $15
      Then box 1's insurance wager wins $16 at 2 to 1
      And box 1's main wager loses $15
      And the players win $1 in all
      And no other wager is settled

    @example
    Scenario: Every box insures before any player draws a card
      Given the dealer takes no hole card
      And the house offers insurance once the cards are dealt
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: TS 5C; box 2: 9S 9H; dealer: AD 7C"
      When the cards are dealt
      Then box 1 may insure
      When box 1 decides to decline insurance
      Then box 2 is asked to decide
      And box 2 may insure
      When box 2 decides to decline insurance
      Then box 1 may hit

    @example
    Scenario: Insurance is taken before the hole card goes into the card reader
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: AD KC"
      When box 1 decides to insure for $5
      And the round is played out
      # the insurance is placed before the reader finds AD KC; it wins 2 to 1, $10 (2.9(c)), and
      # box 1's 19 loses $10 to the blackjack
      Then box 1's insurance wager wins $10 at 2 to 1
      And box 1's main wager loses $10
      And no other wager is settled

    @validation
    Scenario: Insurance just before each player's own decisions is forbidden in nj-1996
      When a table is asked for at which the house offers insurance just before each player's own decisions
      Then the game refuses the table as forbidden by the rules

    @manual
    Scenario: An insurance bet is placed on the insurance line of the layout
      A person checks at a live table that insurance bets are placed on the insurance line of the
      layout; where chips are placed is not part of the adapter protocol.

  @clause:19:47-2.9(b) @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:c49ed312cd6c
  Rule: 19:47-2.9(b) in nj-2004, nj-2024, nj-2024+bet-the-set
    An insurance bet may be made by placing on the insurance line of the layout an amount not more
    than half the amount staked on the player's initial wager, except that a player may bet an
    amount in excess of half the initial wager to the next unit that can be wagered in chips, when
    because of the limitation of the value of chip denominations, half the initial wager cannot be
    bet. If a card reader device is not in use, all insurance wagers shall be placed immediately
    after the second card is dealt to each player and prior to any additional cards being dealt to
    any player at the table except, at the discretion of the casino licensee, a player may place an
    insurance wager immediately prior to such player indicating whether he or she wishes to double
    down, split pairs, stand, and/or draw as provided for in this subchapter and prior to any
    additional cards being dealt, provided that the casino licensee complies with the notice
    requirements set forth in N.J.A.C. 19:47-8.3. If a card reader device is in use, all insurance
    wagers shall be placed prior to the dealer inserting his or her hole card into the card reader
    device.

    @example
    Scenario: A $15 wager may be insured for $10 when the chips are of $5
      Given the dealer takes no hole card
      And the table's smallest chip is $5.00
      And box 1 wagers $15
      And the shoe deals "box 1: TS 9H; dealer: AD QC"
      When box 1 decides to insure for $10
      And the round is played out
      # half of $15 is $7.50, which $5 chips cannot bet, so up to the next unit, $10, is allowed
      # (2.9(b)); the $10 insurance wins 2 to 1, $20 (2.9(c)); box 1's 19 loses $15
      Then box 1's insurance wager wins $20 at 2 to 1
      And box 1's main wager loses $15
      And the players win $5 in all
      And no other wager is settled

    @example
    Scenario: A $15 wager may be insured for no more than $7.50 when the chips are of 50 cents
      Given the dealer takes no hole card
      And the table's smallest chip is $0.50
      And box 1 wagers $15
      And the shoe deals "box 1: TS 9H; dealer: AD 7C"
      When box 1 tries to insure for $8
      Then the decision is refused as illegal
      When box 1 decides to insure for $7.50
      And the round is played out
      # half of $15, $7.50, can be bet in 50-cent chips, so $8 is over the limit (2.9(b)); the
      # $7.50 insurance loses against AD 7C (2.9(a)), and box 1's 19 beats soft 18, $15 at 1 to 1
      Then box 1's insurance wager loses $7.50
      And box 1's main wager wins $15 at 1 to 1
      And the players win $7.50 in all
      And no other wager is settled

    @example
    Scenario: Insurance of more than half a $20 wager is refused
      Given the dealer deals a face-down hole card
      And box 1 wagers $20
      And the shoe deals "box 1: TS 9H; dealer: AD 8C"
      When box 1 tries to insure for $11
      Then the decision is refused as illegal

    @example
    Scenario: A $15 wager may be insured for $8, the next dollar above half, when the chips are of $1
      Given the dealer takes no hole card
      And the table's smallest chip is $1.00
      And box 1 wagers $15
      And the shoe deals "box 1: TS 9H; dealer: AD KC"
      When box 1 tries to insure for $9
      Then the decision is refused as illegal
      When box 1 decides to insure for $8
      And the round is played out
      # half of $15 is $7.50, which $1 chips cannot bet, so up to the next unit, $8, is allowed and
      # $9 is not (2.9(b)); the $8 insurance wins 2 to 1, $16 (2.9(c)); box 1's 19 loses $15
      Then box 1's insurance wager wins $16 at 2 to 1
      And box 1's main wager loses $15
      And the players win $1 in all
      And no other wager is settled

    @example
    Scenario: A $5 wager may be insured for $3 when the chips are of $1
      Given the dealer deals a face-down hole card
      And the table's smallest chip is $1.00
      And box 1 wagers $5
      And the shoe deals "box 1: 9S 8H; dealer: AC 7D"
      When box 1 decides to insure for $3
      And the round is played out
      # half of $5 is $2.50, which $1 chips cannot bet, so up to the next unit, $3, is allowed
      # (2.9(b)); the dealer's AC 7D is soft 18, no blackjack: the $3 insurance is lost (2.9(d))
      # and box 1's 17 loses $5 to 18
      Then box 1's insurance wager loses $3
      And box 1's main wager loses $5
      And the players lose $8 in all
      And no other wager is settled

    @example
    Scenario: By default every box insures before any player draws
      Given the dealer takes no hole card
      And the house offers insurance once the cards are dealt
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: TS 5C; box 2: 9S 9H; dealer: AD 7C"
      When the cards are dealt
      Then box 1 may insure
      When box 1 decides to decline insurance
      Then box 2 is asked to decide
      And box 2 may insure
      When box 2 decides to decline insurance
      Then box 1 may hit

    @example
    Scenario: With the house's option each player insures just before his own decisions
      Given the dealer takes no hole card
      And the house offers insurance just before each player's own decisions
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: TS 5C; box 2: 9S 9H; dealer: AD KC; draws: 3D"
      When the cards are dealt
      Then box 1 may insure
      When box 1 decides to decline insurance
      Then box 1 may hit
      When box 1 decides to hit
      And box 1 decides to stand
      Then box 2 is asked to decide
      And box 2 may insure
      When box 2 decides to insure for $5
      And the round is played out
      # box 1's TS 5C 3D is 18 and loses $10 to AD KC; box 2's $5 insurance wins 2 to 1, $10
      # (2.9(c)), and its 18 loses $10 (2.3(b))
      Then box 1's main wager loses $10
      And box 2's insurance wager wins $10 at 2 to 1
      And box 2's main wager loses $10
      And the players lose $10 in all
      And no other wager is settled

    @example
    Scenario: At a card-reader table insurance is placed before the hole card is read
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And the shoe deals "box 1: 9S 8H; dealer: AH JC"
      When box 1 decides to insure for $5
      And the round is played out
      # the insurance is placed before the reader finds AH JC; it wins 2 to 1, $10 (2.9(c)), and
      # box 1's 17 loses $10 to the blackjack
      Then box 1's insurance wager wins $10 at 2 to 1
      And box 1's main wager loses $10
      And no other wager is settled

    @validation
    Scenario: The house may offer insurance just before each player's own decisions
      When a table is asked for at which the house offers insurance just before each player's own decisions
      Then the game opens the table

    @validation
    Scenario: Insurance just before each player's own decisions is forbidden with a card reader
      When a table is asked for at which the dealer deals a face-down hole card into a card reader and the house offers insurance just before each player's own decisions
      Then the game refuses the table as forbidden by the rules

    @manual
    Scenario: Insurance bets go on the insurance line of the layout
      A person checks at a live table that insurance bets are placed on the insurance line of the
      layout; where chips are placed is not part of the adapter protocol.

    @manual
    Scenario: Notice is given of insurance just before each player's own decisions
      A person checks that the casino gives the notice of N.J.A.C. 19:47-8.3 where it lets players
      insure just before their own decisions; notices are not part of the adapter protocol.

  @clause:19:47-2.9(c) @edition:nj-1996
  Rule: 19:47-2.9(c) in nj-1996
    All winning insurance wagers shall be paid at odds of 2 to 1

    @example
    Scenario: Winning insurance of $5 is paid $10
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 9S 8H; dealer: AC KD"
      When box 1 decides to insure for $5
      And the round is played out
      # 2 to 1 on $5 is $10 (2.9(c)); box 1's 17 loses $10 to the dealer's blackjack
      Then box 1's insurance wager wins $10 at 2 to 1
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: Winning insurance of $3 is paid $6
      Given the dealer deals a face-down hole card
      And the table's smallest chip is $1.00
      And box 1 wagers $10
      And the shoe deals "box 1: 9S 8H; dealer: AC JH"
      When box 1 decides to insure for $3
      And the round is played out
      # 2 to 1 on $3 is $6 (2.9(c)); box 1's 17 loses $10 to the dealer's blackjack
      Then box 1's insurance wager wins $6 at 2 to 1
      And box 1's main wager loses $10
      And the players lose $4 in all
      And no other wager is settled

    @property
    Scenario: Insurance wagers are paid as the rules require
      Given rounds in which box 1 has a blackjack against an ace
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

  @clause:19:47-2.9(c) @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:05067c4e5bd9
  Rule: 19:47-2.9(c) in nj-2004, nj-2024, nj-2024+bet-the-set
    All winning insurance wagers shall be paid at odds of 2 to 1.

    @example
    Scenario: Winning insurance of $7.50 is paid $15
      Given the dealer takes no hole card
      And the table's smallest chip is $0.50
      And box 1 wagers $15
      And the shoe deals "box 1: 9S 8H; dealer: AC QS"
      When box 1 decides to insure for $7.50
      And the round is played out
      # 2 to 1 on $7.50 is $15 (2.9(c)); box 1's 17 loses $15 to the dealer's blackjack
      Then box 1's insurance wager wins $15 at 2 to 1
      And box 1's main wager loses $15
      And the players break even
      And no other wager is settled

    @example
    Scenario: Winning insurance of $2 is paid $4 at a card-reader table
      Given the dealer deals a face-down hole card into a card reader
      And the table's smallest chip is $1.00
      And box 1 wagers $10
      And the shoe deals "box 1: 9S 8H; dealer: AC TC"
      When box 1 decides to insure for $2
      And the round is played out
      # 2 to 1 on $2 is $4 (2.9(c)); box 1's 17 loses $10 to the dealer's blackjack
      Then box 1's insurance wager wins $4 at 2 to 1
      And box 1's main wager loses $10
      And no other wager is settled

    @property
    Scenario: Winning insurance wagers are paid as the rules require
      Given rounds in which box 1 has a blackjack against an ace
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

  @clause:19:47-2.9(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.9(d) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    All losing insurance wagers shall be collected by the dealer immediately after he draws his
    second face up card or discloses his hole card and before he draws any additional cards.

    @example
    Scenario: Losing insurance is collected when the dealer's second card is a 6
      Given the dealer takes no hole card
      And the dealer stands on a soft 17
      And box 1 wagers $10
      And the shoe deals "box 1: TS 8H; dealer: AD 6C"
      When box 1 decides to insure for $5
      And the round is played out
      # AD 6C is no blackjack: the $5 insurance is collected (2.9(d)); AD 6C is soft 17 and stands
      # (2.12(b)), so box 1's 18 wins $10 at 1 to 1
      Then box 1's insurance wager loses $5
      And box 1's main wager wins $10 at 1 to 1
      And the dealer's hand is "AD 6C"
      And no other wager is settled

    @example
    Scenario: Losing insurance is collected when the face-down hole card is a 5
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 8H; dealer: AD 5C; dealer draws: 4S"
      When box 1 decides to insure for $5
      And the round is played out
      # the hole card 5C makes no blackjack: the $5 insurance is collected (2.9(d)); AD 5C is soft
      # 16, draws 4S to soft 20 (2.12(b)), so box 1's 18 loses $10
      Then box 1's insurance wager loses $5
      And box 1's main wager loses $10
      And the dealer's hand is "AD 5C 4S"
      And the players lose $15 in all
      And no other wager is settled

    @example
    Scenario: Losing insurance is collected at a card-reader table when the dealer has no blackjack
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: AD 9C"
      When box 1 decides to insure for $5
      And the round is played out
      # AD 9C is no blackjack: the $5 insurance is collected (2.9(d)); AD 9C is 20, so box 1's 19
      # loses $10
      Then box 1's insurance wager loses $5
      And box 1's main wager loses $10
      And no other wager is settled

    @property
    Scenario: Losing insurance wagers are collected as the rules require
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @manual
    Scenario: Losing insurance is collected before the dealer draws any additional card
      A person checks at a live table that the dealer collects losing insurance wagers right after
      his second face-up card is drawn or his hole card disclosed, and before he draws any
      additional card; the moment of collection is not part of the compared outcome (the order of
      ledger entries is ignored).

  @clause:19:47-2.9(e) @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:3d0b9381fcb2
  Rule: 19:47-2.9(e) in nj-2004, nj-2024, nj-2024+bet-the-set
    Insurance wagers shall not apply to the progressive blackjack wager permitted pursuant to
    N.J.A.C. 19:47-2.19.

    @manual
    Scenario: Insurance does not apply to the progressive blackjack wager
      The progressive blackjack wager (N.J.A.C. 19:47-2.19) is a side wager that comes with its own
      features; adapter protocol 1.0 has no such wager, so a person checks that an insurance wager
      never covers it.

  @clause:19:47-2.9(f) @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:a08bbf82d9e5
  Rule: 19:47-2.9(f) in nj-2004, nj-2024, nj-2024+bet-the-set
    An insurance wager does not apply to any of the additional wagers permitted pursuant to N.J.A.C.
    19:47-2.17(a).

    @manual
    Scenario: Insurance does not apply to the additional wagers of 2.17(a)
      The additional wagers permitted by N.J.A.C. 19:47-2.17(a) are side wagers that come with
      their own features; adapter protocol 1.0 has no such wagers, so a person checks that an
      insurance wager never covers them.
