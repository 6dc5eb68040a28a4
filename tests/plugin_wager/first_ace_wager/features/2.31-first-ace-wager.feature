@section:13:69F-2.31
Feature: 13:69F-2.31 First ace wager
  Cited as 13:69F-2.31 in nj-2024+first-ace.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:13:69F-2.31(a) @edition:nj-2024+first-ace
  Rule: 13:69F-2.31(a) in nj-2024+first-ace
    A casino licensee may, in its discretion, offer each player at a blackjack table the option to
    make an additional wager that the first card dealt to the player will be an ace. This wager
    shall be known as a first ace wager.

    @validation
    Scenario: A table may offer the first ace wager
      When a table is asked for at which the table offers the first ace wager
      Then the game opens the table

  @clause:13:69F-2.31(b) @edition:nj-2024+first-ace
  Rule: 13:69F-2.31(b) in nj-2024+first-ace
    A player shall be permitted to make a first ace wager only if he or she has first placed a
    blackjack wager, and only prior to the first card being dealt for the round of play.

    @manual
    Scenario: A first ace wager is placed before the first card is dealt
      The adapter protocol places every wager of a round before its first card; a person checks
      at a live table that no first ace wager is taken once the first card is dealt.

  @clause:13:69F-2.31(c) @edition:nj-2024+first-ace
  Rule: 13:69F-2.31(c) in nj-2024+first-ace
    A player who has placed a first ace wager shall win if the first card dealt to the player is an
    ace, and shall lose if it is any other card.

    @example
    Scenario: A first card that is an ace wins the first ace wager
      Given the dealer takes no hole card
      And the table offers the first ace wager
      And box 1 wagers $10 and $5 on the first ace
      And the shoe deals "box 1: AS 9D; dealer: 9C 8D"
      When the round is played out
      # (c): box 1's first card is an ace; (d): 10 to 1, $5 x 10 = $50. AS 9D is a soft 20 and
      # stands; the dealer's 9C 8D is 17 and stands: 20 beats 17, the main wager wins $10
      Then box 1's first ace wager wins $50 at 10 to 1 under 2.31(d)
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A first card that is no ace loses the first ace wager
      Given the dealer takes no hole card
      And the table offers the first ace wager
      And box 1 wagers $10 and $5 on the first ace
      And the shoe deals "box 1: 9S AD; dealer: 9C 8D"
      When the round is played out
      # (c): box 1's first card is a nine, so the $5 loses, though its second card is an ace;
      # 9S AD is a soft 20 and beats the dealer's 17: the main wager wins $10
      Then box 1's first ace wager loses $5 under 2.31(c)
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: Every first ace wager of a shuffled round wins on an ace and loses otherwise
      Given rounds dealt from shuffled shoes in which every box makes the first ace wager
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: Every first ace is paid
      Given rounds in which box 1 makes the first ace wager and is dealt an ace as the first card
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

  @clause:13:69F-2.31(d) @edition:nj-2024+first-ace
  Rule: 13:69F-2.31(d) in nj-2024+first-ace
    After the second card is dealt to all players at the table and prior to any additional cards
    being dealt to any player, all losing first ace wagers shall be collected and all winning first
    ace wagers shall be paid at odds of 10 to 1.

    @example
    Scenario: The first ace wagers are settled after every second card and before any draw
      Given the dealer takes no hole card
      And the table offers the first ace wager
      And box 1 wagers $10 and $5 on the first ace
      And box 2 wagers $10 and $5 on the first ace
      And the shoe deals "box 1: AS 5D; box 2: 7H 2C; dealer: 9C 8D; draws: KH"
      When box 1 decides to hit
      And the round is played out
      # (d): box 1's ace wins 10 to 1, $50, and box 2's seven loses $5, both settled once box 2
      # has its second card and before box 1 draws the KH
      Then box 1's first ace wager wins $50 at 10 to 1 under 2.31(d)
      And box 2's first ace wager loses $5 under 2.31(c)
      And box 1's first ace wager is paid after the second card is dealt to each player and before any additional card
      And box 2's first ace wager is collected after the second card is dealt to each player and before any additional card
