@section:19:47-2.18
Feature: 19:47-2.18 Multiple action blackjack rule
  Cited as 19:47-2.18 in nj-1996, nj-2004 and as 13:69F-2.18 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m steps.feature_files
  19:47-2.18(a) is tagged @incomplete, as in the corpus (The source stops mid-sentence here; the
    rest of the text is not in any source).

  @clause:19:47-2.18(a) @edition:nj-1996
  Rule: 19:47-2.18(a) in nj-1996
    A casino licensee may, in its discretion, offer to every player at a blackjack table the option
    to make either two or three separate wagers on the outcome of the player's hand against either
    two or three separate hands of the dealer which shall be formed with the dealer's original face
    up card, provided that the casino licensee complies with the notice requirements set forth in
    N.J.A.C. 19:47-8.3 prior to withdrawing the offer of this option.

    @validation
    Scenario: A 1996 table may offer multiple action blackjack
      # "A casino licensee may, in its discretion, offer to every player at a blackjack table the
      # option" ((a)); the 1996 text of (a) excludes no wager. The table is only opened: its rounds
      # are the manual items below
      When a table is asked for with "side_wagers=multiple-action-blackjack"
      Then the game opens the table

    @manual
    Scenario: Under the 1996 text each player may wager two or three times against the dealer's hands
      The kit does not deal multiple action blackjack yet: the reference engine only names the
      option, so that the exclusion clauses can refuse the tables they forbid, and the adapter
      protocol has no round of two or three dealer hands.
      A lab checks at the table that every player is offered two or three separate wagers on the
      outcome of his hand against two or three hands of the dealer formed with the dealer's
      original face up card.

    @manual
    Scenario: Under the 1996 text notice is given before the multiple action option is withdrawn
      The licensee withdraws the option only after complying with the notice requirements of
      N.J.A.C. 19:47-8.3 ((a)); notices are not part of the adapter protocol. A person checks the
      notice.

  @clause:19:47-2.18(a) @edition:nj-2004 @edition:nj-2024 @incomplete
  Rule: 19:47-2.18(a) in nj-2004, nj-2024
    A casino licensee may, in its discretion, offer to every player at a blackjack table the option
    to make either two or three separate wagers on the outcome of the player's hand against either
    two or three separate hands of the dealer which shall be formed with the dealer's original face
    up card, provided that the casino licensee complies with the

    @validation
    Scenario: A table may offer multiple action blackjack as far as the cut-off text goes
      # the text given lets the licensee "in its discretion, offer to every player at a blackjack
      # table the option" ((a)) and stops before any wager it might exclude
      When a table is asked for with "side_wagers=multiple-action-blackjack"
      Then the game opens the table

    @manual
    Scenario: The rest of the cut-off text of 2.18(a) is checked against the edition by a person
      The source stops mid-sentence ("complies with the"): the rest of the subsection, and any
      wager it may exclude from a table offering multiple action blackjack, is in no source of
      the corpus, so the kit refuses no table under 2.18(a) in these editions (bjkit rules
      --offerings marks those pairs "?"). The surrender exclusion of 2.8(c) is checked under
      2.8(c). A person checks a table against the full text of the edition.

    @manual
    Scenario: Under the cut-off text each player may wager two or three times against the dealer's hands
      The kit does not deal multiple action blackjack yet: the reference engine only names the
      option, so that the exclusion clauses can refuse the tables they forbid, and the adapter
      protocol has no round of two or three dealer hands.
      A lab checks at the table that every player is offered two or three separate wagers on the
      outcome of his hand against two or three hands of the dealer formed with the dealer's
      original face up card.

  @clause:13:69F-2.18(a) @edition:nj-2024+bet-the-set
  Rule: 13:69F-2.18(a) in nj-2024+bet-the-set
    A casino licensee may, in its discretion, offer to every player at a blackjack table the option
    to make either two or three separate wagers on the outcome of the players hand against either
    two or three separate hands of the dealer which shall be formed with the dealer's original face
    up card, provided that the casino licensee complies with the notice requirements set forth in
    N.J.A.C. 13:69F-8.3 prior to withdrawing the offer of this option. This option may not be used
    at any blackjack table which offers the progressive blackjack wager authorized by N.J.A.C.
    13:69F-2.19, the blackjack bonus wager authorized by N.J.A.C. 13:69F-2.20, the streak wager
    authorized by N.J.A.C. 13:69F-2.22, the match-the-dealer wager authorized by N.J.A.C.
    13:69F-2.23, the 20 point bonus wager authorized by N.J.A.C. 13:69F-2.24, the optional bonus
    wager authorized by N.J.A.C. 13:69F-2.25, the in-between wager authorized by 13:69F-2.26, or the
    bet the set wager authorized by N.J.A.C. 13:69F-2.29.

    @validation
    Scenario: A table of the amended text may offer multiple action blackjack
      # "A casino licensee may, in its discretion, offer to every player at a blackjack table the
      # option" ((a)). The table is only opened: its rounds are the manual items below
      When a table is asked for with "side_wagers=multiple-action-blackjack"
      Then the game opens the table

    @validation
    Scenario: A table offering multiple action blackjack may not offer the progressive blackjack wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.19 ((a))
      When a table is asked for with "side_wagers=multiple-action-blackjack progressive-blackjack"
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the blackjack bonus wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.20 ((a))
      When a table is asked for with "side_wagers=multiple-action-blackjack blackjack-bonus"
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the streak wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.22 ((a))
      When a table is asked for with "side_wagers=multiple-action-blackjack streak"
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the match-the-dealer wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.23 ((a))
      When a table is asked for with "side_wagers=multiple-action-blackjack match-the-dealer"
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the 20 point bonus wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.24 ((a))
      When a table is asked for with "side_wagers=multiple-action-blackjack 20-point-bonus"
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the optional bonus wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.25 ((a))
      When a table is asked for with "side_wagers=multiple-action-blackjack optional-bonus"
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the in-between wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.26 ((a))
      When a table is asked for with "side_wagers=multiple-action-blackjack in-between"
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the bet the set wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.29 ((a))
      When a table is asked for with "side_wagers=multiple-action-blackjack bet-the-set"
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: The 21 + 3 wager the notice struck from 2.18(a) is still refused with multiple action blackjack by 2.27(g)
      # the notice struck "the 21 + 3 wager authorized by N.J.A.C. 13:69F-2.27" from (a), but
      # 2.27(g) as amended still says the 21 + 3 wager "may not be offered at a blackjack table
      # which offers multiple action blackjack wagers pursuant to N.J.A.C. 13:69F-2.18": a pair
      # any clause forbids is refused (I-offerings-disagreement), by 2.27(g), not by (a)
      When a table is asked for with "side_wagers=multiple-action-blackjack 21-plus-3"
      Then the game refuses the table citing 2.27(g)

    @validation
    Scenario: The house money wager the notice struck from 2.18(a) is still refused with multiple action blackjack by 2.28(g)
      # the notice struck "the house money wager authorized by N.J.A.C. 13:69F-2.28" from (a),
      # but 2.28(g) as amended still says the house money wager "may not be offered at a
      # blackjack table which offers multiple action blackjack wagers pursuant to N.J.A.C.
      # 13:69F-2.18": refused (I-offerings-disagreement), by 2.28(g), not by (a)
      When a table is asked for with "side_wagers=multiple-action-blackjack house-money"
      Then the game refuses the table citing 2.28(g)

    @manual
    Scenario: Under the amended text each player may wager two or three times against the dealer's hands
      The kit does not deal multiple action blackjack yet: the reference engine only names the
      option, so that the exclusion clauses can refuse the tables they forbid, and the adapter
      protocol has no round of two or three dealer hands.
      A lab checks at the table that every player is offered two or three separate wagers on the
      outcome of his hand against two or three hands of the dealer formed with the dealer's
      original face up card.

    @manual
    Scenario: Under the amended text notice is given before the multiple action option is withdrawn
      The licensee withdraws the option only after complying with the notice requirements of
      N.J.A.C. 13:69F-8.3 ((a)); notices are not part of the adapter protocol. A person checks the
      notice.

  @clause:19:47-2.18(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Prior to the first card being dealt for the first of the three rounds of play, each player shall
    be required to make two or three wagers against the dealer as required by N.J.A.C. 19:47-2.3(a)
    and (d) by placing the wagers in the designated betting areas on the layout. A casino licensee
    may, in its discretion, require every player to place a wager against all three of the dealer's
    hands. The minimum number of wagers required and the minimum and maximum limits for each wager
    shall be posted at the table in accordance with N.J.A.C. 19:47-8.3.

    @manual
    Scenario: Each player places two or three wagers on the layout before the first card of the three rounds
      The kit does not deal multiple action blackjack yet: the reference engine only names the
      option, so that the exclusion clauses can refuse the tables they forbid, and the adapter
      protocol has no round of two or three dealer hands.
      A lab checks at the table that each player makes two or three wagers complying with
      2.3(a) and (d) in the designated betting areas before the first card, and against all three
      of the dealer's hands where the licensee requires it.

    @manual
    Scenario: The minimum number of wagers and the limits of each are posted at the table
      The minimum number of wagers and the minimum and maximum of each "shall be posted at the
      table" ((b)): signage outside the adapter protocol. A person checks the posted amounts.

  @clause:19:47-2.18(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(c) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After all wagers have been placed, the dealer shall deal the cards in accordance with N.J.A.C.
    19:47-2.6(e). As each player's point total is announced, the player shall indicate whether he
    wishes to double down, split pairs, stand or draw as provided for by this subchapter, except
    that, a decision to double down or split pairs shall require an additional wager for each wager
    placed by the player in accordance with (b) above.

    @manual
    Scenario: A double down or split at multiple action blackjack takes an additional wager for each wager
      The kit does not deal multiple action blackjack yet: the reference engine only names the
      option, so that the exclusion clauses can refuse the tables they forbid, and the adapter
      protocol has no round of two or three dealer hands.
      A lab checks at the table that the cards are dealt as 2.6(e) has them and that a player who
      doubles down or splits pairs puts up an additional wager for each of his two or three wagers.

  @clause:19:47-2.18(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(d) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Any player may elect to make an insurance wager pursuant to N.J.A.C. 19:47-2.9 on any or all of
    his or her wagers made in accordance with (b) above. Such wager or wagers shall be decided
    individually based on the second card dealt to each of the dealer's hands.

    @manual
    Scenario: Each insurance wager at multiple action blackjack is decided on its own dealer's hand
      The kit does not deal multiple action blackjack yet: the reference engine only names the
      option, so that the exclusion clauses can refuse the tables they forbid, and the adapter
      protocol has no round of two or three dealer hands.
      A lab checks at the table that a player may insure any or all of his wagers and that each
      insurance wager is decided on the second card dealt to its own hand of the dealer.

  @clause:19:47-2.18(e) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(e) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After the decisions of all players have been implemented and all additional cards have been
    dealt, the dealer shall deal a second card to his or her original face up card in accordance
    with N.J.A.C. 19:47-2.6(h) and any additional cards required by N.J.A.C. 19:47-2.12(b).

    @manual
    Scenario: The dealer completes his first hand after every player's decisions
      The kit does not deal multiple action blackjack yet: the reference engine only names the
      option, so that the exclusion clauses can refuse the tables they forbid, and the adapter
      protocol has no round of two or three dealer hands.
      A lab checks at the table that the dealer deals the second card to his original face up
      card, and any card 2.12(b) requires, only once every player's decisions are carried out.

  @clause:19:47-2.18(f) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(f) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Once all wagers on the dealer's first hand have been decided, the dealer shall collect all
    losing wagers and pay off all winning wagers based on wagers placed in the first spot of each
    player's betting area, except that all of a player's wagers shall be collected along with his or
    her cards when that player's hand exceeds a hard total of 21. The dealer shall collect all of
    his or her cards and place them face down in the discard rack in accordance with one of the
    following:
    1. If the hand of each player at the table has exceeded a hard total of 21, the dealer shall
      draw no additional cards pursuant to N.J.A.C. 19:47-2.12 and the dealer shall collect all of
      his or her cards including his or her original face up card; or
    2. If a wager remains on the second or third spot of a player's betting area, the dealer shall
      then collect all of his or her cards except his or her original face up card.

    @manual
    Scenario: The first hand's wagers are settled on the first spots and the dealer keeps his face up card for the next hand
      The kit does not deal multiple action blackjack yet: the reference engine only names the
      option, so that the exclusion clauses can refuse the tables they forbid, and the adapter
      protocol has no round of two or three dealer hands.
      A lab checks at the table that the wagers on the first spots are settled against the
      dealer's first hand, that all of a busted player's wagers are collected with his cards, and
      that the dealer keeps his original face up card while a wager remains on a second or third
      spot, and discards it and draws nothing when every player has busted.

  @clause:19:47-2.18(g) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(g) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If the dealer's cards have been collected and discarded in accordance with (f)2 above, the
    dealer shall move his or her original face up card to the area of the layout designated for the
    dealer's second hand and shall deal a second card to his or her original face up card in
    accordance with N.J.A.C. 19:47-2.6(h) and any additional cards required by N.J.A.C.
    19:47-2.12(b).

    @manual
    Scenario: The dealer's face up card moves to his second hand's area and is dealt a second card
      The kit does not deal multiple action blackjack yet: the reference engine only names the
      option, so that the exclusion clauses can refuse the tables they forbid, and the adapter
      protocol has no round of two or three dealer hands.
      A lab checks at the table that the dealer moves his original face up card to the area of
      his second hand and completes that hand as 2.6(h) and 2.12(b) have it.

  @clause:19:47-2.18(h) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(h) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Once all wagers on the dealer's second hand have been decided, the dealer shall collect all
    losing wagers and pay off all winning wagers based on wagers placed in the second spot of each
    player's betting area. The dealer shall then collect all of his or her cards except his or her
    original face up card and place them face down in the discard rack. The dealer shall then move
    his or her original face up card to the area of the layout designated for the dealer's third
    hand and shall deal a second card to his or her original face up card in accordance with
    N.J.A.C. 19:47-2.6(h) and any additional cards required by N.J.A.C. 19:47-2.12(b), except that
    if no player has made a third wager the round shall be concluded in accordance with (j) below.

    @manual
    Scenario: The second hand's wagers are settled and the face up card moves on to a third hand where one is wagered on
      The kit does not deal multiple action blackjack yet: the reference engine only names the
      option, so that the exclusion clauses can refuse the tables they forbid, and the adapter
      protocol has no round of two or three dealer hands.
      A lab checks at the table that the wagers on the second spots are settled against the
      dealer's second hand, that his face up card then moves to the area of his third hand, and
      that the round ends as (j) has it where no player made a third wager.

  @clause:19:47-2.18(i) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(i) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Once all wagers on the dealer's third hand have been decided, the dealer shall collect all
    losing wagers and pay off all winning wagers based on wagers placed in the third spot of each
    player's betting area.

    @manual
    Scenario: The third hand's wagers are settled on the third spots
      The kit does not deal multiple action blackjack yet: the reference engine only names the
      option, so that the exclusion clauses can refuse the tables they forbid, and the adapter
      protocol has no round of two or three dealer hands.
      A lab checks at the table that the wagers on the third spots are settled against the
      dealer's third hand.

  @clause:19:47-2.18(j) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(j) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    At the conclusion of the third hand, all cards still remaining on the layout shall be picked up
    in accordance with N.J.A.C. 19:47-2.6(i).

    @manual
    Scenario: The cards left on the layout are picked up after the third hand
      The kit does not deal multiple action blackjack yet: the reference engine only names the
      option, so that the exclusion clauses can refuse the tables they forbid, and the adapter
      protocol has no round of two or three dealer hands.
      A lab checks at the table that the cards still on the layout are picked up as 2.6(i) has it
      once the third hand is concluded.
