@section:19:47-2.12
Feature: 19:47-2.12 Drawing of additional cards by players and dealers
  Cited as 19:47-2.12 in nj-1996, nj-2004 and as 13:69F-2.12 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.12(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.12(a) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    A player may elect to draw additional cards whenever his point count total is less than 21
    except that:
    1. A player having Blackjack or a hard or soft total of 21 may not draw additional cards;
    2. A player electing to double down shall draw one and only one additional card;
    3. A player splitting aces shall only have one card dealt to each ace and may not elect to
      receive additional cards.

    @example
    Scenario: A player below 21 may draw, even on a hard 20
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 2D; dealer: 9D 8C; draws: 5C 3H"
      When box 1 decides to hit
      Then box 1 may hit
      When box 1 decides to hit
      Then box 1 may hit
      When box 1 decides to stand
      And the round is played out
      Then box 1's hand is "TS 2D 5C 3H"
      # 12, then 17, then 20; the dealer's 9D 8C is 17 and stands: 20 wins $10 at 1 to 1
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A player who draws to a hard 21 may not draw again
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 5S 6H; dealer: 9D 7C; draws: TD; dealer draws: 2S"
      When box 1 decides to hit
      Then box 1 is not offered to hit or double down for the rest of the round
      And box 1's hand is "5S 6H TD"
      # hard 21 in three cards; the dealer's 9D 7C is 16, draws 2S and stands on 18: the $10
      # wager wins $10 at 1 to 1 (2.3(a)2)
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A player who draws to a soft 21 may not draw again
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: AS 5H; dealer: 9D 8C; draws: 5D"
      When box 1 decides to hit
      Then box 1 is not offered to hit or double down for the rest of the round
      And box 1's hand is "AS 5H 5D"
      # AS 5H 5D is a soft 21; the dealer's 9D 8C is 17 and stands: $10 wins $10 at 1 to 1
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A player with a blackjack is never offered another card
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: AS KH; dealer: 9D 7C"
      When the round is played out
      Then box 1 was never offered to hit
      And box 1's hand is "AS KH"
      # a blackjack against the dealer's 9 is paid 3 to 2: $15 on $10 (2.7(a))
      And box 1's main wager wins $15 at 3 to 2
      And no other wager is settled

    @example
    Scenario: A player who doubles down draws one and only one card
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 5S 4H; dealer: 9D 8C; draws: 2D"
      When box 1 decides to double down
      Then box 1 is not offered to hit for the rest of the round
      And box 1's hand is "5S 4H 2D"
      # the double on 9 receives 2D only (11); the dealer's 9D 8C is 17 and stands: the $10
      # original wager and the $10 double each lose $10
      And box 1's main wager loses $10
      And box 1's double wager loses $10
      And no other wager is settled

    @example
    Scenario: A player splitting aces receives one card to each ace only
      Given the dealer takes no hole card
      And the house lets a pair be split only once
      And box 1 wagers $10
      And the shoe deals "box 1: AD AC; dealer: 7S TH; draws: 2H 3S"
      When box 1 decides to split
      Then box 1 is not offered to hit or double down for the rest of the round
      And box 1's hand is "AD 2H"
      And box 1 hand 2's hand is "AC 3S"
      # soft 13 and soft 14 take no more cards; the dealer's 7S TH is 17: both $10 wagers lose
      And box 1's main wager loses $10
      And box 1 hand 2's split wager loses $10
      And no other wager is settled

    @property
    Scenario: Rounds from shuffled shoes with drawn decisions play as the reference engine does
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, the game settles the round as the reference engine does

    @property
    Scenario: Rounds in which box 1 draws five cards to 21 play as the reference engine does
      Given rounds in which box 1 has five cards totalling 21
      And house options drawn from those the edition allows
      Then in every round, the game settles the round as the reference engine does

  @clause:19:47-2.12(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.12(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Except as provided in (c) below, a dealer shall draw additional cards to his hand until he has a
    hard or soft total of 17, 18, 19, 20 or 21 at which point no additional cards shall be drawn.

    @example
    Scenario: The dealer stands on a soft 17
      Given the dealer takes no hole card
      And the dealer stands on a soft 17
      And box 1 wagers $10
      And the shoe deals "box 1: TS 8H; dealer: 6D AS"
      When the round is played out
      # the dealer's 6D AS is a soft 17: no card is drawn; the player's 18 wins $10 at 1 to 1
      Then the dealer's hand is "6D AS"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The dealer draws on 16
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: TC 6H; dealer draws: 2S"
      When the round is played out
      # the dealer's TC 6H is 16, draws 2S and stands on 18; the player's 19 wins $10 at 1 to 1
      Then the dealer's hand is "TC 6H 2S"
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The dealer stands on a hard 17 reached by drawing
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 8H; dealer: TC 2H; dealer draws: 5S"
      When the round is played out
      # the dealer's TC 2H is 12, draws 5S to 17 and stands; the player's 18 wins $10 at 1 to 1
      Then the dealer's hand is "TC 2H 5S"
      And the dealer's hand totals 17
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The dealer draws on a soft 16 and again on the hard 16 it becomes
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 9H; dealer: 5D AS; dealer draws: TC 4H"
      When the round is played out
      # 5D AS is a soft 16: the dealer draws TC (hard 16), draws 4H and stands on 20; the
      # player's 19 loses $10
      Then the dealer's hand is "5D AS TC 4H"
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: With a face-down hole card the dealer draws on 16 and stands on 17
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 7H; dealer: 9C 7D; dealer draws: AH"
      When the round is played out
      # the dealer's 9C 7D is 16, draws AH (17, the ace counting one) and stands; the player's
      # 17 is the same score: the wager is void (2.3(b))
      Then the dealer's hand is "9C 7D AH"
      And box 1's main wager is void
      And no other wager is settled

    @property
    Scenario: In rounds from shuffled shoes the dealer draws to 17 and no further
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, the dealer draws to 17 and no further

    @property
    Scenario: When every player stands the dealer draws to 17 and no further
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And the players stand on every hand
      Then in every round, the dealer draws to 17 and no further

  @clause:19:47-2.12(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.12(c) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    A dealer shall draw no additional cards to his hand, regardless of the point count, if decisions
    have been made on all players' hands and the point count of the dealer's hand will have no
    effect on the outcome of the round of play.

    @example
    Scenario: The dealer draws no card on 15 when the only player has busted
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: TC 5D; draws: 9C"
      When box 1 decides to hit
      And the round is played out
      # the player's 25 is lost; no total of the dealer can change that, so his 15 draws nothing
      Then the dealer's hand is "TC 5D"
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: The dealer draws no card when every player has busted
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And box 2 wagers $20
      And the shoe deals "box 1: TS 6H; box 2: 9S 7D; dealer: TC 5D; draws: 9C 8H"
      When box 1 decides to hit
      And box 2 decides to hit
      And the round is played out
      # 25 and 24 are lost; the dealer's 15 draws nothing
      Then the dealer's hand is "TC 5D"
      And box 1's main wager loses $10
      And box 2's main wager loses $20
      And no other wager is settled

    @example
    Scenario: The dealer draws no card when the only hand was a blackjack already paid
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: AS KH; dealer: 9D 6C"
      When the round is played out
      # the blackjack against a 9 is paid $15 at 3 to 2 (2.7(a)); the dealer's 15 draws nothing
      Then the dealer's hand is "9D 6C"
      And box 1's main wager wins $15 at 3 to 2
      And no other wager is settled

    @example
    Scenario: The dealer draws no card when the only player has surrendered
      Given the dealer deals a face-down hole card
      And the house offers surrender
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: 9D 6C"
      When box 1 decides to surrender
      And the round is played out
      # half of the $10 wager is collected (2.8); the dealer's 15 draws nothing
      Then the dealer's hand is "9D 6C"
      And box 1's main wager is surrendered for $5
      And no other wager is settled

    @example
    Scenario: The dealer still draws when another player's hand is standing
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: TS 6H; box 2: TS 8D; dealer: TC 5D; draws: 9C; dealer draws: 4S"
      When box 1 decides to hit
      And box 2 decides to stand
      And the round is played out
      # box 1's 25 is lost; box 2's 18 is live, so the dealer's 15 draws 4S and stands on 19:
      # box 2 loses $10 as well
      Then the dealer's hand is "TC 5D 4S"
      And box 1's main wager loses $10
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: With no hole card the dealer's second card is dealt but no card after it
      Given the dealer takes no hole card
      And the dealer deals his second card even when it can change no outcome
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: TC 5D; draws: 9C"
      When box 1 decides to hit
      And the round is played out
      # the second card 5D belongs to the dealer's hand under 2.6(h)
      # (I-2.12c-dealer-second-card); his 15 then draws nothing; the player's 25 loses $10
      Then the dealer's hand is "TC 5D"
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: With no hole card and the second card withheld the dealer takes no card at all
      Given the dealer takes no hole card
      And the dealer withholds his second card when it can change no outcome
      And box 1 wagers $10
      And the shoe deals "box 1: TS 6H; dealer: TC 5D; draws: 9C"
      When box 1 decides to hit
      And the round is played out
      # the player's 25 is lost and no card can change it (I-2.12c-dealer-second-card)
      Then the dealer's hand is "TC"
      And box 1's main wager loses $10
      And no other wager is settled

    @property
    Scenario: The dealer draws no card against a lone blackjack already paid
      Given rounds in which box 1 has a blackjack against a 2 to 9
      And house options drawn from those the edition allows
      Then in every round, the dealer draws to 17 and no further

    @property
    Scenario: The dealer draws only as 2.12 allows against a blackjack when his card is an ace
      Given rounds in which box 1 has a blackjack against an ace
      And house options drawn from those the edition allows
      Then in every round, the dealer draws to 17 and no further
