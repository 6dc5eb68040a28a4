@section:13:69F-2.22
Feature: 13:69F-2.22 Blackjack streak wager
  Cited as 13:69F-2.22 in nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:13:69F-2.22(l) @edition:nj-2024+bet-the-set @reviewed:e3ea91d518e7
  Rule: 13:69F-2.22(l) in nj-2024+bet-the-set
    The streak wager may not be offered at a blackjack table which offers multiple action blackjack
    wagers pursuant to N.J.A.C. 13:69F-2.18, a progressive blackjack wager pursuant to N.J.A.C.
    13:69F-2.19, a streak wager pursuant to N.J.A.C. 13:69F-2.22, a 20 point bonus wager pursuant to
    N.J.A.C. 13:69F-2.24, an optional bonus wager pursuant to N.J.A.C. 13:69F-2.25, the in-between
    wager authorized by N.J.A.C. 13:69F-2.26, or the bet the set wager authorized by N.J.A.C.
    13:69F-2.29.

    @validation
    Scenario: A table offering the streak wager may not offer multiple action blackjack
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.18 (2.22(l))
      When a table is asked for at which the table offers the streak wager and multiple action blackjack
      Then the game refuses the table citing 2.22(l)

    @validation
    Scenario: A table offering the streak wager may not offer the progressive blackjack wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.19 (2.22(l))
      When a table is asked for at which the table offers the streak wager and the progressive blackjack wager
      Then the game refuses the table citing 2.22(l)

    @validation
    Scenario: A table offering the streak wager may not offer the 20 point bonus wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.24 (2.22(l))
      When a table is asked for at which the table offers the streak wager and the 20 point bonus wager
      Then the game refuses the table citing 2.22(l)

    @validation
    Scenario: A table offering the streak wager may not offer the optional bonus wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.25 (2.22(l))
      When a table is asked for at which the table offers the streak wager and the optional bonus wager
      Then the game refuses the table citing 2.22(l)

    @validation
    Scenario: A table offering the streak wager may not offer the in-between wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.26 (2.22(l))
      When a table is asked for at which the table offers the streak wager and the in-between wager
      Then the game refuses the table citing 2.22(l)

    @validation
    Scenario: A table offering the streak wager may not offer the bet the set wager
      # "may not be offered at a blackjack table which offers" the wager of 13:69F-2.29 (2.22(l))
      When a table is asked for at which the table offers the streak wager and the bet the set wager
      Then the game refuses the table citing 2.22(l)

    @manual
    Scenario: The streak wager's own section among those it excludes
      2.22(l) lists "a streak wager pursuant to N.J.A.C. 13:69F-2.22" among the wagers a table
      offering the streak wager may not offer: a table offers one streak wager, so there is no
      table to ask for. Whether the notice means another section is a question for a person
      reading the register; the kit quotes the text as amended.
