@section:19:47-2.14
Feature: 19:47-2.14 A player wagering on more than one box
  Cited as 19:47-2.14 in nj-1996, nj-2004 and as 13:69F-2.14 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.14 @edition:nj-1996
  Rule: 19:47-2.14 in nj-1996
    A casino licensee may permit a player to wager on more than one box at a Blackjack table.

    @example
    Scenario: A player may wager on two boxes where the casino permits it
      Given the dealer takes no hole card
      And the house lets a player wager on more than one box
      And Ann wagers $10 on box 1, seated
      And Ann wagers $10 on box 2, seated
      And the shoe deals "box 1: TS 9H; box 2: TS 6D; dealer: 9D 8C; draws: 3C"
      When Ann on box 1 decides to stand
      And Ann on box 2 decides to hit
      And the round is played out
      Then box 2's hand is "TS 6D 3C"
      # each box is its own hand: 19 on box 1 and 19 on box 2 after the hit, against the
      # dealer's 17: each $10 wager wins $10 at 1 to 1
      And Ann on box 1's main wager wins $10 at 1 to 1
      And Ann on box 2's main wager wins $10 at 1 to 1
      And no other wager is settled
      And the players win $20 in all

    @example
    Scenario: A player may not wager on two boxes where the casino does not permit it
      Given the house lets a player wager on only one box
      And Ann wagers $10 on box 1, seated
      And Ann wagers $10 on box 2, seated
      And the shoe deals "box 1: TS 9H; box 2: TS 6D; dealer: 9D 8C"
      Then the wagers are refused

    @validation
    Scenario: A table letting a player wager on several boxes may be opened
      When a table is asked for at which the house lets a player wager on more than one box
      Then the game opens the table

  @clause:19:47-2.14 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:df405e966f29
  Rule: 19:47-2.14 in nj-2004, nj-2024, nj-2024+bet-the-set
    A player may only wager on one box at a Blackjack table unless the casino licensee, in its
    discretion, permits the player to wager on additional boxes.

    @example
    Scenario: A player wagers on one box only unless the casino permits more
      Given the house lets a player wager on only one box
      And Ann wagers $10 on box 1, seated
      And Ann wagers $15 on box 3, seated
      And the shoe deals "box 1: TS 9H; box 3: 8S 8D; dealer: 9D 8C"
      Then the wagers are refused

    @example
    Scenario: A player permitted to wager on two boxes is settled on each box
      Given the dealer takes no hole card
      And the house lets a player wager on more than one box
      And Ann wagers $10 on box 1, seated
      And Ann wagers $15 on box 3, seated
      And the shoe deals "box 1: TS 9H; box 3: TS 6D; dealer: 9D 8C; draws: 8S"
      When Ann on box 1 decides to stand
      And Ann on box 3 decides to hit
      And the round is played out
      Then box 3's hand is "TS 6D 8S"
      # box 1's 19 beats the dealer's 17 and wins $10 at 1 to 1; box 3 hits 16 to 24 and loses
      # its $15
      And Ann on box 1's main wager wins $10 at 1 to 1
      And Ann on box 3's main wager loses $15
      And no other wager is settled
      And the players lose $5 in all

    @example
    Scenario: Different players on different boxes need no permission
      Given the dealer takes no hole card
      And the house lets a player wager on only one box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $15 on box 3, seated
      And the shoe deals "box 1: TS 9H; box 3: TS 7D; dealer: 9D 8C"
      When the round is played out
      # 19 beats the dealer's 17 and wins $10; 17 is the same score and is void (2.3(b))
      Then Ann on box 1's main wager wins $10 at 1 to 1
      And Bob on box 3's main wager is void
      And no other wager is settled

    @validation
    Scenario: A table permitting a player to wager on additional boxes may be opened
      When a table is asked for at which the house lets a player wager on more than one box
      Then the game opens the table
