@section:19:47-2.16
Feature: 19:47-2.16 Five cards totalling 21 rule
  Cited as 19:47-2.16 in nj-1996, nj-2004 and as 13:69F-2.16 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.16(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.16(a) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Whenever a player has achieved a score of 21 in five cards and the dealer has not achieved a
    blackjack or a score of 21, the winning hand shall be paid at odds of 2 to 1.

    @example
    Scenario: Five cards totalling 21 against a dealer's 18 are paid 2 to 1
      Given the dealer takes no hole card
      And the house offers five cards totalling 21
      And box 1 wagers $10
      And the shoe deals "box 1: 2S 3H; dealer: 9D 9C; draws: 4D 5C 7S"
      When box 1 decides to hit
      And box 1 decides to hit
      And box 1 decides to hit
      And the round is played out
      Then box 1's hand is "2S 3H 4D 5C 7S"
      # 2 + 3 + 4 + 5 + 7 = 21 in five cards; the dealer's 9D 9C is 18, neither a blackjack nor
      # 21: 2 to 1 on $10 is $20
      And box 1's main wager wins $20 at 2 to 1
      And no other wager is settled

    @example
    Scenario: Five cards totalling 21 against a dealer who busts are paid 2 to 1
      Given the dealer takes no hole card
      And the house offers five cards totalling 21
      And box 1 wagers $15
      And the shoe deals "box 1: 3S 2D; dealer: TC 6D; draws: 6H 4S 6C; dealer draws: 8H"
      When box 1 decides to hit
      And box 1 decides to hit
      And box 1 decides to hit
      And the round is played out
      Then box 1's hand is "3S 2D 6H 4S 6C"
      # 3 + 2 + 6 + 4 + 6 = 21 in five cards; the dealer's TC 6D draws 8H and busts with 24:
      # 2 to 1 on $15 is $30
      And the dealer's hand is "TC 6D 8H"
      And box 1's main wager wins $30 at 2 to 1
      And no other wager is settled

    @example
    Scenario: A soft 21 in five cards is paid 2 to 1
      Given the dealer takes no hole card
      And the house offers five cards totalling 21
      And box 1 wagers $10
      And the shoe deals "box 1: AS 2H; dealer: 8D TC; draws: 3D 4C AH"
      When box 1 decides to hit
      And box 1 decides to hit
      And box 1 decides to hit
      And the round is played out
      Then box 1's hand is "AS 2H 3D 4C AH"
      # one ace as 11 and one as 1: 11 + 2 + 3 + 4 + 1 = 21 in five cards; the dealer's 8D TC
      # is 18: 2 to 1 on $10 is $20
      And box 1's main wager wins $20 at 2 to 1
      And no other wager is settled

    @example
    Scenario: Twenty-one in six cards is an ordinary 21 paid 1 to 1
      Given the dealer takes no hole card
      And the house offers five cards totalling 21
      And box 1 wagers $10
      And the shoe deals "box 1: 2S 2H; dealer: 9D 9C; draws: 3D 3C 4S 7H"
      When box 1 decides to hit
      And box 1 decides to hit
      And box 1 decides to hit
      And box 1 decides to hit
      And the round is played out
      Then box 1's hand is "2S 2H 3D 3C 4S 7H"
      # 14 in five cards, 21 only with the sixth: not 21 in five cards
      # (I-2.16-exactly-five-cards); 21 beats the dealer's 18 at 1 to 1 (2.3(a)2)
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: Every round with five cards totalling 21 is settled as the rules require
      Given rounds in which box 1 has five cards totalling 21
      And the house offers five cards totalling 21
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @property
    Scenario: Rounds with five cards totalling 21 settle as the reference engine does
      Given rounds in which box 1 has five cards totalling 21
      And the house offers five cards totalling 21
      And house options drawn from those the edition allows
      Then in every round, the game settles the round as the reference engine does

  @clause:19:47-2.16(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.16(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If the player has achieved a score of 21 in five cards and the dealer has blackjack, the
    player's wager shall be settled in accordance with N.J.A.C. 19:47-2.3(b). If the player has
    achieved a score of 21 in five cards and the dealer has achieved a score of 21 in three or more
    cards, the player's wager shall be considered void and said wager shall be returned to the
    player.

    @example
    Scenario: Five cards totalling 21 against a dealer's 21 in three cards are void
      Given the dealer takes no hole card
      And the house offers five cards totalling 21
      And box 1 wagers $10
      And the shoe deals "box 1: 2S 3H; dealer: 9D 2C; draws: 4D 5C 7S; dealer draws: TH"
      When box 1 decides to hit
      And box 1 decides to hit
      And box 1 decides to hit
      And the round is played out
      # the dealer's 9D 2C is 11, draws TH: 21 in three cards; the five-card 21 is void and the
      # $10 returned
      Then the dealer's hand is "9D 2C TH"
      And box 1's main wager is void
      And no other wager is settled
      And the players break even

    @example
    Scenario: Five cards totalling 21 against a dealer's 21 in four cards are void
      Given the dealer deals a face-down hole card
      And the house offers five cards totalling 21
      And box 1 wagers $10
      And the shoe deals "box 1: 2S 3H; dealer: 5D 4C; draws: 4D 5C 7S; dealer draws: 2H TS"
      When box 1 decides to hit
      And box 1 decides to hit
      And box 1 decides to hit
      And the round is played out
      # the dealer's 5D 4C is 9, draws 2H (11) and TS: 21 in four cards; the five-card 21 is
      # void and the $10 returned
      Then the dealer's hand is "5D 4C 2H TS"
      And box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: Five cards totalling 21 lose to a dealer's blackjack
      Given the dealer takes no hole card
      And the house offers five cards totalling 21
      And box 1 wagers $10
      And the shoe deals "box 1: 2S 3H; dealer: KD AC; draws: 4D 5C 7S"
      When box 1 decides to hit
      And box 1 decides to hit
      And box 1 decides to hit
      And the round is played out
      # the dealer's KD AC is a blackjack; the five-card 21 is a simple 21, lost under 2.3(b)
      Then the dealer's hand is "KD AC"
      And box 1's main wager loses $10
      And no other wager is settled

    @property
    Scenario: Five cards totalling 21 are settled as the rules require against every dealer hand
      Given rounds in which box 1 has five cards totalling 21
      And the house offers five cards totalling 21
      And the dealer takes no hole card
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @property
    Scenario: Every five-card 21 against a dealer's 21 in three cards is void
      Given rounds in which box 1 has five cards totalling 21 against a dealer's 21 in three cards
      And the house offers five cards totalling 21
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

  @clause:19:47-2.16(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.16(c) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    A casino licensee may, in its discretion, offer to all patrons at a blackjack table the five
    cards totalling 21 option authorized in this section, provided that the casino licensee complies
    with the notice requirements set forth in N.J.A.C. 19:47-8.3 prior to withdrawing the offer of
    this option.

    @example
    Scenario: Without the house option five cards totalling 21 are an ordinary 21 paid 1 to 1
      Given the dealer takes no hole card
      And the house does not offer five cards totalling 21
      And box 1 wagers $10
      And the shoe deals "box 1: 2S 3H; dealer: 9D 9C; draws: 4D 5C 7S"
      When box 1 decides to hit
      And box 1 decides to hit
      And box 1 decides to hit
      And the round is played out
      Then box 1's hand is "2S 3H 4D 5C 7S"
      # without the option, 21 in five cards beats the dealer's 18 like any 21: 1 to 1 on $10
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @validation
    Scenario: A table offering five cards totalling 21 may be opened
      When a table is asked for at which the house offers five cards totalling 21
      Then the game opens the table

    @validation
    Scenario: A table without five cards totalling 21 may be opened
      When a table is asked for at which the house does not offer five cards totalling 21
      Then the game opens the table

    @property
    Scenario: Without the house option five cards totalling 21 are settled as an ordinary 21
      Given rounds in which box 1 has five cards totalling 21
      And the house does not offer five cards totalling 21
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @manual
    Scenario: The option is offered to every patron at the table and withdrawn only after notice
      Which patrons a table's option is offered to, and the notice of 19:47-8.3 posted before the
      offer is withdrawn, happen at the table and in the casino, outside any round the adapter
      plays. A person checks that the option applies to all patrons at the table and that notice
      is given before it is withdrawn.
