@section:13:69F-2.28
Feature: 13:69F-2.28 House money wager
  Cited as 13:69F-2.28 in nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:13:69F-2.28(g) @edition:nj-2024+bet-the-set @reviewed:e1e0b5192039
  Rule: 13:69F-2.28(g) in nj-2024+bet-the-set
    The house money wager may not be offered at a blackjack table which offers multiple action
    blackjack wagers pursuant to N.J.A.C. 13:69F-2.18, a progressive blackjack wager pursuant to
    N.J.A.C. 13:69F-2.19, a streak wager pursuant to N.J.A.C. 13:69F-2.22, a 20 point bonus wager
    pursuant to N.J.A.C. 13:69F-2.24, an optional bonus wager pursuant to N.J.A.C. 13:69F-2.25, the
    in-between wager authorized by N.J.A.C. 13:69F-2.26, or the bet the set wager authorized by
    N.J.A.C. 13:69F-2.29.

    @validation
    Scenario: A table offering the house money wager may not offer multiple action blackjack
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.18 (2.28(g))
      When a table is asked for at which the table offers the house money wager and multiple action blackjack
      Then the game refuses the table citing 2.28(g)

    @validation
    Scenario: A table offering the house money wager may not offer the progressive blackjack wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.19 (2.28(g))
      When a table is asked for at which the table offers the house money wager and the progressive blackjack wager
      Then the game refuses the table citing 2.28(g)

    @validation
    Scenario: A table offering the house money wager may not offer the streak wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.22 (2.28(g))
      When a table is asked for at which the table offers the house money wager and the streak wager
      Then the game refuses the table citing 2.28(g)

    @validation
    Scenario: A table offering the house money wager may not offer the 20 point bonus wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.24 (2.28(g))
      When a table is asked for at which the table offers the house money wager and the 20 point bonus wager
      Then the game refuses the table citing 2.28(g)

    @validation
    Scenario: A table offering the house money wager may not offer the optional bonus wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.25 (2.28(g))
      When a table is asked for at which the table offers the house money wager and the optional bonus wager
      Then the game refuses the table citing 2.28(g)

    @validation
    Scenario: A table offering the house money wager may not offer the in-between wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.26 (2.28(g))
      When a table is asked for at which the table offers the house money wager and the in-between wager
      Then the game refuses the table citing 2.28(g)

    @validation
    Scenario: A table offering the house money wager may not offer the bet the set wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.29 (2.28(g))
      When a table is asked for at which the table offers the house money wager and the bet the set wager
      Then the game refuses the table citing 2.28(g)
