@section:19:47-2.20
Feature: 19:47-2.20 Continuous shuffling shoe or device
  Cited as 19:47-2.20 in nj-1996, nj-2004 and as 13:69F-2.20 in nj-2024, nj-2024+bet-the-set.
  Heading in nj-2024+bet-the-set: Blackjack bonus wager.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.20 @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.20 in nj-1996, nj-2004, nj-2024
    In lieu of the dealing and shuffling requirements set forth in N.J.A.C. 19:47-2.5 and 2.6, a
    casino licensee may utilize a dealing shoe or other device designed to automatically reshuffle
    the cards provided that such shoe or device and the procedures for dealing and shuffling the
    cards through use of this device are approved by the Commission or its authorized designee.

    @example
    Scenario: A continuous shuffler deals each round from its own order with no burn and no cut
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the dealer takes no hole card
      And the table uses a continuous shuffler
      And players sit at boxes "1" in the order they came
      And shuffle 1 puts "TS 7H 9S TH" in front, with no cut
      And shuffle 2 puts "TS 7H 9S TH" in front, with no cut
      And round 1 has the table minimum on box 1, which decides to stand
      And a new dealer comes to the table before round 2
      And round 2 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # in lieu of 2.5 and 2.6 the device reshuffles for every round: no cut is offered and no
      # card is burned, not even by the new dealer; each round is dealt from its own shuffle's
      # front: box 1 TS, dealer 7H, box 1 9S (19), dealer TH (17): 19 wins at 1 to 1 both times
      Then the events include, in this order:
        | kind         | box | card | round | clause |
        | shuffle      |     |      |       | 2.20   |
        | round-begins |     |      | 1     |        |
        | shuffle      |     |      |       | 2.20   |
        | round-begins |     |      | 2     |        |
      And there are 2 "shuffle" events
      And there is no "cut-offered" event
      And there is no "burn" event
      And round 1 deals "TS 7H 9S TH"
      And round 2 deals "TS 7H 9S TH"
      And in round 2 box 1's main wager wins at 1 to 1
      And the events match the reference engine's on kind, box, card and round

    @example
    Scenario: A cut of a continuous shuffler's cards is refused
      Given the shoe holds 1 deck
      And the cards are dealt from one shoe
      And the dealer takes no hole card
      And the table uses a continuous shuffler
      And players sit at boxes "1" in the order they came
      And shuffle 1 puts "TS 7H 9S TH" in front, with no cut
      And the cut of shuffle 1 is made at 10
      And round 1 has the table minimum on box 1, which decides to stand
      When the shoe is played
      # the device's procedures replace the cut of 2.5: there is no cut to answer (2.20)
      Then the shoe is refused citing 2.20

    @manual
    Scenario: The continuous shuffling device and its procedures are approved by the Commission
      Whether the device and its dealing and shuffling procedures are approved by the Commission
      or its designee is checked by a person against the approval; the kit only plays the
      procedures the table's options declare.

  @clause:13:69F-2.20(l) @edition:nj-2024+bet-the-set @reviewed:69cc270ceb24
  Rule: 13:69F-2.20(l) in nj-2024+bet-the-set
    The blackjack bonus wager may not be offered at a blackjack table which offers multiple action
    blackjack wagers pursuant to N.J.A.C. 13:69F-2.18, a progressive blackjack wager pursuant to
    N.J.A.C. 13:69F-2.19, a streak wager pursuant to N.J.A.C. 13:69F-2.22, a 20 point bonus wager
    pursuant to N.J.A.C. 13:69F-2.24, an optional bonus wager pursuant to N.J.A.C. 13:69F-2.25, the
    in-between wager authorized by N.J.A.C. 13:69F-2.26, or the bet the set wager authorized by
    N.J.A.C. 13:69F-2.29.

    @validation
    Scenario: A table offering the blackjack bonus wager may not offer multiple action blackjack
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.18 (2.20(l))
      When a table is asked for at which the table offers the blackjack bonus wager and multiple action blackjack
      Then the game refuses the table citing 2.20(l)

    @validation
    Scenario: A table offering the blackjack bonus wager may not offer the progressive blackjack wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.19 (2.20(l))
      When a table is asked for at which the table offers the blackjack bonus wager and the progressive blackjack wager
      Then the game refuses the table citing 2.20(l)

    @validation
    Scenario: A table offering the blackjack bonus wager may not offer the streak wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.22 (2.20(l))
      When a table is asked for at which the table offers the blackjack bonus wager and the streak wager
      Then the game refuses the table citing 2.20(l)

    @validation
    Scenario: A table offering the blackjack bonus wager may not offer the 20 point bonus wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.24 (2.20(l))
      When a table is asked for at which the table offers the blackjack bonus wager and the 20 point bonus wager
      Then the game refuses the table citing 2.20(l)

    @validation
    Scenario: A table offering the blackjack bonus wager may not offer the optional bonus wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.25 (2.20(l))
      When a table is asked for at which the table offers the blackjack bonus wager and the optional bonus wager
      Then the game refuses the table citing 2.20(l)

    @validation
    Scenario: A table offering the blackjack bonus wager may not offer the in-between wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.26 (2.20(l))
      When a table is asked for at which the table offers the blackjack bonus wager and the in-between wager
      Then the game refuses the table citing 2.20(l)

    @validation
    Scenario: A table offering the blackjack bonus wager may not offer the bet the set wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.29 (2.20(l))
      When a table is asked for at which the table offers the blackjack bonus wager and the bet the set wager
      Then the game refuses the table citing 2.20(l)
