@section:19:47-2.10
Feature: 19:47-2.10 Doubling down
  Cited as 19:47-2.10 in nj-1996, nj-2004 and as 13:69F-2.10 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.10(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.10(a) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Except for Blackjack or a point count of twenty-one in two cards, a player may elect to double
    down, i.e., make an additional wager not in excess of the amount of his original wager, on the
    first two cards dealt to him or the first two cards of any split pair on the condition that one
    and only one additional card shall be dealt to the hand on which he has elected to double down.
    In such circumstances, the one additional card shall be dealt face upwards and placed sideways
    on the layout.

    @example
    Scenario: A double on the first two cards receives one card only and wins with the original wager
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 5S 6H; dealer: 9D 7C; draws: 9C; dealer draws: TS"
      When box 1 decides to double down
      # the double of $10 gets one card, 9C: 5S 6H 9C is 20; the dealer's 9D 7C is 16 and draws TS
      # to 26; the original $10 and the double of $10 each win $10 at 1 to 1
      Then the round is complete
      And box 1's hand is "5S 6H 9C"
      And box 1's main wager wins $10 at 1 to 1
      And box 1's double wager wins $10 at 1 to 1
      And the dealer's hand is "9D 7C TS"
      And no other wager is settled

    @example
    Scenario: A doubled hand is not asked again and the next box is
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: 5S 6H; box 2: TC 7D; dealer: 9D 7C; draws: 2C; dealer draws: TS"
      When box 1 decides to double down
      Then box 2 is asked to decide
      When the round is played out
      # box 1's double gets one card only, 2C: 5S 6H 2C is 13; box 2 stands on 17; the dealer's
      # 9D 7C is 16 and draws TS to 26, so every wager wins 1 to 1: $10 each
      Then box 1's hand is "5S 6H 2C"
      And box 1's main wager wins $10 at 1 to 1
      And box 1's double wager wins $10 at 1 to 1
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A double for less than the original wager is allowed
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 6S 4H; dealer: 9D 8C; draws: AC"
      When box 1 decides to double down for $5
      And the round is played out
      # a double of $5 is not in excess of the $10 wager (2.10(a)); 6S 4H AC is 21 against the
      # dealer's 17: $10 and $5 win at 1 to 1
      Then box 1's hand is "6S 4H AC"
      And box 1's main wager wins $10 at 1 to 1
      And box 1's double wager wins $5 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A double of more than the original wager is refused
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 6S 4H; dealer: 9D 8C; draws: AC"
      When box 1 tries to double down for $15
      Then the decision is refused as illegal

    @example
    Scenario: The first two cards of each split hand may be doubled
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8H; dealer: 9D 7C; draws: 3C TC 2D 9H; dealer draws: TS"
      When the decisions are to split, double down and double down
      And the round is played
      # hand 1 8S 3C doubles and gets TC (21), hand 2 8H 2D doubles and gets 9H (19); the dealer's
      # 9D 7C is 16 and draws TS to 26: the main, split and both double wagers win $10 at 1 to 1
      Then box 1's hand is "8S 3C TC"
      And box 1 hand 2's hand is "8H 2D 9H"
      And box 1's main wager wins $10 at 1 to 1
      And box 1's double wager wins $10 at 1 to 1
      And box 1 hand 2's split wager wins $10 at 1 to 1
      And box 1 hand 2's double wager wins $10 at 1 to 1
      And the players win $40 in all
      And no other wager is settled

    @example
    Scenario: A split hand of 21 in two cards may not be doubled
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: KS KH; dealer: 9D 7C; draws: AC 8D"
      When box 1 decides to split
      Then box 1 may not double down

    @example
    Scenario: A split ace that makes 21 may not be doubled
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: AS AH; dealer: 9D 7C; draws: KC 5D"
      When box 1 decides to split
      Then box 1 may not double down

    @example
    Scenario: A blackjack is never offered a double
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: AS KH; box 2: 5C 6D; dealer: 9D 7C"
      When the cards are dealt
      Then box 1 was never offered to double down

    @example
    Scenario: A hand of three cards may not be doubled
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 2S 3H; dealer: 9D 7C; draws: 4C"
      When box 1 decides to hit
      Then box 1 may not double down

    @property
    Scenario: Rounds with doubles are settled as the rules require
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @property
    Scenario: Rounds with doubles neither create nor lose money
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, money is neither created nor lost

    @manual
    Scenario: The card of a double is dealt face up and placed sideways
      A person checks at a live table that the one additional card of a double is dealt face
      upwards and placed sideways on the layout; how a card lies on the layout is not part of the
      adapter protocol.

  @clause:19:47-2.10(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.10(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If a dealer obtains blackjack after a player doubles down, the dealer shall only collect the
    amount of the original wager of such player and shall not collect the additional amount wagered
    in doubling down.

    @example
    Scenario: A dealer's blackjack after a double collects only the original wager
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 5S 6H; dealer: TD AC; draws: 9C"
      When box 1 decides to double down
      And the round is played out
      # the double gets 9C (20); the dealer's second card AC makes blackjack after the double: the
      # dealer collects only the original $10 and the $10 double stands off (2.10(b))
      Then box 1's main wager loses $10
      And box 1's double wager is void
      And the players lose $10 in all
      And no other wager is settled

    @example
    Scenario: A face-down hole card that makes blackjack collects only the original wager of a double
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 4S 6H; dealer: AD KC; draws: 8C"
      When the decisions are to decline insurance and double down
      And the round is played
      # the double gets 8C (18); the hole card KC gives AD KC blackjack: only the original $10 is
      # collected and the $10 double is returned (2.10(b))
      Then box 1's main wager loses $10
      And box 1's double wager is void
      And no other wager is settled

    @example
    Scenario: A double for less is returned when the dealer has blackjack
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 5S 5H; dealer: KD AS; draws: 7C"
      When box 1 decides to double down for $5
      And the round is played out
      # the $5 double gets 7C (17); KD AS is blackjack: the original $10 is collected, the $5
      # double is void (2.10(b))
      Then box 1's main wager loses $10
      And box 1's double wager is void
      And no other wager is settled

    @example
    Scenario: A doubled hand that went over 21 loses only the original wager to a dealer's blackjack
      Given the dealer takes no hole card
      And against a dealer's blackjack the house returns the double and split wagers of busted hands
      And box 1 wagers $10
      And the shoe deals "box 1: TS 2H; dealer: KD AC; draws: QC"
      When box 1 decides to double down
      And the round is played out
      # TS 2H QC is 22, but the double is still on the layout when KD AC shows blackjack: the dealer
      # collects only the original $10 (2.10(b), I-2.10b-busted-additional-wagers)
      Then box 1's main wager loses $10
      And box 1's double wager is void
      And no other wager is settled

    @example
    Scenario: A dealer's blackjack shown face up collects only the original wager of a double
      Given the dealer deals the hole card face up
      And box 1 wagers $10
      And the shoe deals "box 1: 5S 6H; dealer: TD AC; draws: 9C"
      When box 1 decides to double down
      And the round is played out
      # a double on 11 is allowed face up (2.6(k)4); 5S 6H 9C is 20 against TD AC, a blackjack:
      # only the original $10 is collected, the $10 double is void (2.10(b),
      # I-2.6k-dealer-blackjack-visible)
      Then box 1's main wager loses $10
      And box 1's double wager is void
      And no other wager is settled

    @property
    Scenario: Doubles without a hole card are settled as the rules require
      Given rounds dealt from shuffled shoes
      And the dealer takes no hole card
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @example
    Scenario: A dealer's blackjack after a double on a split hand collects only the original wager
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 4S 4H; dealer: TD AC; draws: 6C 9D 7S"
      When the decisions are to split, double down and stand
      And the round is played out
      # box 1 splits 4S 4H; the first hand 4S 6C (10) doubles for $10 and gets 9D (19); the second
      # hand 4H 7S (11) stands. The dealer's second card AC makes blackjack after the double: he
      # collects only the original $10 (2.10(b)); the split wager (2.11(d)) and the amount
      # doubled on the split hand stand off
      Then box 1's main wager loses $10
      And box 1's double wager is void
      And box 1 hand 2's split wager is void
      And the players lose $10 in all
      And no other wager is settled

    @property
    Scenario: Doubles on split hands against an ace or ten are settled as the rules require
      Given rounds in which box 1 has a pair to split and double against an ace or a ten-valued card
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require
