@section:19:47-2.18
Feature: 19:47-2.18 Multiple action blackjack rule
  Cited as 19:47-2.18 in nj-1996, nj-2004 and as 13:69F-2.18 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features
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
      # option" ((a)); the 1996 text of (a) excludes no wager
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack
      Then the game opens the table

    @example
    Scenario: Under the 1996 text two wagers are decided by two hands of the dealer formed with his face up card
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its two spots
      And the shoe deals "box 1: TS 8H; dealer: 7C TD; dealer's second hand: 7D 5S"
      When the round is played out
      # "two ... separate wagers on the outcome of the player's hand against ... two separate
      # hands of the dealer which shall be formed with the dealer's original face up card" ((a)).
      # Box 1 stands on 18. The first hand, 7C TD, is 17 and stands (2.12(b)): 18 beats it, the
      # first spot's $10 wins $10 (2.3(a)2). The second hand is formed with the same 7C: 7C 7D is
      # 14, draws 5S, 19: the second spot's $10 is lost (2.3(a)). Nobody made a third wager:
      # there is no third hand ((h))
      Then box 1's wager on the first spot wins $10 at 1 to 1
      And box 1's wager on the second spot loses $10
      And the dealer's first hand is "7C TD"
      And the dealer's second hand is "7C 7D 5S"
      And the dealer forms no third hand
      And no other wager is settled
      And the players break even

    @manual
    Scenario: Under the 1996 text notice is given before the multiple action option is withdrawn
      The licensee withdraws the option only after complying with the notice requirements of
      N.J.A.C. 19:47-8.3 ((a)); notices are not part of the adapter protocol. A person checks the
      notice.

  @clause:19:47-2.18(a) @edition:nj-2004 @edition:nj-2024 @incomplete @reviewed:2cba1cc863fb
  Rule: 19:47-2.18(a) in nj-2004, nj-2024
    A casino licensee may, in its discretion, offer to every player at a blackjack table the option
    to make either two or three separate wagers on the outcome of the player's hand against either
    two or three separate hands of the dealer which shall be formed with the dealer's original face
    up card, provided that the casino licensee complies with the

    @validation
    Scenario: A table may offer multiple action blackjack as far as the cut-off text goes
      # the text given lets the licensee "in its discretion, offer to every player at a blackjack
      # table the option" ((a)) and stops before any wager it might exclude
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack
      Then the game opens the table

    @example
    Scenario: Under the cut-off text three wagers are decided by three hands of the dealer formed with his face up card
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its three spots
      And the shoe deals "box 1: KS 8D; dealer: 9C 9D; dealer's second hand: 2S TC; dealer's third hand: 8C"
      When the round is played out
      # "three separate wagers ... against ... three separate hands of the dealer which shall be
      # formed with the dealer's original face up card" ((a)). Box 1 stands on 18. The first
      # hand 9C 9D is 18: the same score, the first spot's wager is void (2.3(b)). The second,
      # 9C 2S, is 11 and draws TC: 21, the second spot's $10 is lost. The third, 9C 8C, is 17
      # and stands: 18 beats it, the third spot's $10 wins $10 (2.3(a)2)
      Then box 1's wager on the first spot is void
      And box 1's wager on the second spot loses $10
      And box 1's wager on the third spot wins $10 at 1 to 1
      And the dealer's first hand is "9C 9D"
      And the dealer's second hand is "9C 2S TC"
      And the dealer's third hand is "9C 8C"
      And no other wager is settled
      And the players break even

    @manual
    Scenario: The rest of the cut-off text of 2.18(a) is checked against the edition by a person
      The source stops mid-sentence ("complies with the"): the rest of the subsection, and any
      wager it may exclude from a table offering multiple action blackjack, is in no source of
      the corpus, so the kit refuses no table under 2.18(a) in these editions (bjkit rules
      --offerings marks those pairs "?"). The surrender exclusion of 2.8(c) is checked under
      2.8(c). A person checks a table against the full text of the edition.

  @clause:13:69F-2.18(a) @edition:nj-2024+bet-the-set @reviewed:773b3627d531
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
      # option" ((a))
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack
      Then the game opens the table

    @validation
    Scenario: A table offering multiple action blackjack may not offer the progressive blackjack wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.19 ((a))
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack and the progressive blackjack wager
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the blackjack bonus wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.20 ((a))
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack and the blackjack bonus wager
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the streak wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.22 ((a))
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack and the streak wager
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the match-the-dealer wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.23 ((a))
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack and the match the dealer wager
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the 20 point bonus wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.24 ((a))
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack and the 20 point bonus wager
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the optional bonus wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.25 ((a))
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack and the optional bonus wager
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the in-between wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.26 ((a))
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack and the in-between wager
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the bet the set wager
      # "This option may not be used at any blackjack table which offers" the wager of
      # 13:69F-2.29 ((a))
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack and the bet the set wager
      Then the game refuses the table citing 2.18(a)

    @validation
    Scenario: The 21 + 3 wager the notice struck from 2.18(a) is still refused with multiple action blackjack by 2.27(g)
      # the notice struck "the 21 + 3 wager authorized by N.J.A.C. 13:69F-2.27" from (a), but
      # 2.27(g) as amended still says the 21 + 3 wager "may not be offered at a blackjack table
      # which offers multiple action blackjack wagers pursuant to N.J.A.C. 13:69F-2.18": a pair
      # any clause forbids is refused (I-offerings-disagreement), by 2.27(g), not by (a)
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack and the 21+3 wager
      Then the game refuses the table citing 2.27(g)

    @validation
    Scenario: The house money wager the notice struck from 2.18(a) is still refused with multiple action blackjack by 2.28(g)
      # the notice struck "the house money wager authorized by N.J.A.C. 13:69F-2.28" from (a),
      # but 2.28(g) as amended still says the house money wager "may not be offered at a
      # blackjack table which offers multiple action blackjack wagers pursuant to N.J.A.C.
      # 13:69F-2.18": refused (I-offerings-disagreement), by 2.28(g), not by (a)
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack and the house money wager
      Then the game refuses the table citing 2.28(g)

    @validation
    Scenario: A table offering multiple action blackjack may not offer the Buster Blackjack wager, which no one hand of the dealer decides
      # no clause excludes the Buster Blackjack wager, but it is decided by "the dealer's
      # completed hand" (2.30(a)) and a multiple action round forms two or three of them ((a));
      # the kit refuses the table rather than pick one (I-2.18-one-dealer-hand-wagers)
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack and the Buster Blackjack wager
      Then the game refuses the table citing 2.18(a)

    @example
    Scenario: Under the amended text three wagers of different amounts are decided by three hands of the dealer
      Given the table offers multiple action blackjack
      And box 1 wagers $10, $20 and $5 on its three spots
      And the shoe deals "box 1: KS QH; dealer: 6C 5D; dealer draws: TS; dealer's second hand: TD 7H; dealer's third hand: QD 4S"
      When the round is played out
      # "three separate wagers ... against ... three separate hands of the dealer which shall be
      # formed with the dealer's original face up card" ((a)). Box 1 stands on 20. The first
      # hand 6C 5D is 11 and draws TS: 21, the first spot's $10 is lost. The second, 6C TD, is
      # 16 and draws 7H: 23, over 21, the second spot's $20 wins $20 (2.3(a)1). The third,
      # 6C QD, is 16 and draws 4S: 20, the same score, the third spot's $5 is void (2.3(b)).
      # -$10 + $20 + $0 = +$10
      Then box 1's wager on the first spot loses $10
      And box 1's wager on the second spot wins $20 at 1 to 1
      And box 1's wager on the third spot is void
      And the dealer's first hand is "6C 5D TS"
      And the dealer's second hand is "6C TD 7H"
      And the dealer's third hand is "6C QD 4S"
      And no other wager is settled
      And the players win $10 in all

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

    @example
    Scenario: One player wagers on two spots and another on three at the same table
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its two spots
      And box 2 wagers $15 on each of its three spots
      And the shoe deals "box 1: TS 8H; box 2: 9D 9S; dealer: 7C TD; dealer's second hand: 7S 4H; dealer's third hand: KD"
      When the round is played out
      # "each player shall be required to make two or three wagers" ((b)): box 1 makes two,
      # box 2 three. Both stand on 18. The first hand 7C TD is 17: box 1 wins $10 and box 2
      # $15 on the first spots. The second, 7C 7S, is 14 and draws 4H: 18, both second spots
      # are void (2.3(b)). The third, 7C KD, is 17 and decides box 2's third spot only: it wins
      # $15. $10 + $15 + $15 = $40
      Then box 1's wager on the first spot wins $10 at 1 to 1
      And box 2's wager on the first spot wins $15 at 1 to 1
      And box 1's wager on the second spot is void
      And box 2's wager on the second spot is void
      And box 2's wager on the third spot wins $15 at 1 to 1
      And the dealer's third hand is "7C KD"
      And no other wager is settled
      And the players win $40 in all

    @validation
    Scenario: A wager on the first spot only is refused
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on its first spot only
      And the shoe deals "box 1: TS 9C; dealer: TH TD"
      # "each player shall be required to make two or three wagers against the dealer" ((b)):
      # one wager is refused
      Then the wagers are refused citing 2.18(b)

    @validation
    Scenario: Two wagers are refused where the licensee requires a wager against all three of the dealer's hands
      Given the table offers multiple action blackjack
      And the licensee requires a wager against all three of the dealer's hands
      And box 1 wagers $10 on each of its two spots
      And the shoe deals "box 1: TS 9C; dealer: TH TD; dealer's second hand: 6S 8H"
      # "A casino licensee may, in its discretion, require every player to place a wager against
      # all three of the dealer's hands" ((b)): two wagers are refused at such a table
      Then the wagers are refused citing 2.18(b)

    @example
    Scenario: Three wagers are taken where the licensee requires a wager against all three of the dealer's hands
      Given the table offers multiple action blackjack
      And the licensee requires a wager against all three of the dealer's hands
      And box 1 wagers $10 on each of its three spots
      And the shoe deals "box 1: TS 9H; dealer: 8C TD; dealer's second hand: 8D 5S; dealer's third hand: 9C"
      When the round is played out
      # a wager "against all three of the dealer's hands" ((b)). Box 1 stands on 19. The first
      # hand 8C TD is 18: +$10. The second, 8C 8D, is 16 and draws 5S: 21, -$10. The third,
      # 8C 9C, is 17: +$10. In all +$10
      Then box 1's wager on the first spot wins $10 at 1 to 1
      And box 1's wager on the second spot loses $10
      And box 1's wager on the third spot wins $10 at 1 to 1
      And no other wager is settled
      And the players win $10 in all

    @validation
    Scenario: A wager on the second spot below the table minimum is refused
      Given the table offers multiple action blackjack
      And the table minimum is $5
      And box 1 wagers $10 and $4 on its two spots
      And the shoe deals "box 1: TS 9C; dealer: TH TD; dealer's second hand: 6S 8H"
      # "the minimum and maximum limits for each wager shall be posted" ((b)): each of the two or
      # three wagers is held to the table's posted minimum, $5 here (I-2.18b-spot-limits)
      Then the wagers are refused for the wager on the second spot below the table minimum, citing 2.18(b)

    @property
    Scenario: Each hand's wager on each spot a player wagers on is settled once, against the dealer's hand of that spot
      Given multiple action rounds dealt from shuffled shoes
      Then in every multiple action round, each hand's wager on each spot is settled once, against the dealer's hand of that spot

    @manual
    Scenario: The wagers are placed in the designated betting areas before the first card of the first hand
      The two or three wagers are made "by placing the wagers in the designated betting areas on
      the layout" "prior to the first card being dealt for the first of the three rounds of play"
      ((b)). The adapter protocol places every wager before the deal and has no layout: a person
      checks that each wager is placed on its spot of the betting area and that none is taken
      once the first card is dealt.

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

    @example
    Scenario: A double down puts up an additional wager on each of three spots
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its three spots
      And the shoe deals "box 1: 6S 5H; dealer: 6C TD; draws: 9D; dealer draws: 5S; dealer's second hand: 7H TS; dealer's third hand: 8C 6D"
      When box 1 decides to double down
      And the round is played out
      # "a decision to double down ... shall require an additional wager for each wager placed"
      # ((c)): $10 more on each spot (2.10(a)); one card, 9D: 20. The first hand 6C TD is 16 and
      # draws 5S: 21, the first spot's $10 and $10 are lost. The second, 6C 7H, is 13 and draws
      # TS: 23, both second-spot wagers win $10. The third, 6C 8C, is 14 and draws 6D: 20, both
      # third-spot wagers are void. -$20 + $20 + $0
      Then box 1's wager on the first spot loses $10
      And box 1's double wager on the first spot loses $10
      And box 1's wager on the second spot wins $10 at 1 to 1
      And box 1's double wager on the second spot wins $10 at 1 to 1
      And box 1's wager on the third spot is void
      And box 1's double wager on the third spot is void
      And box 1's hand is "6S 5H 9D"
      And the dealer's first hand is "6C TD 5S"
      And the dealer's second hand is "6C 7H TS"
      And the dealer's third hand is "6C 8C 6D"
      And no other wager is settled
      And the players break even

    @example
    Scenario: A double down for less adds the amount named to each spot but never more than that spot's wager
      Given the table offers multiple action blackjack
      And box 1 wagers $10 and $5 on its two spots
      And the shoe deals "box 1: 5S 6H; dealer: 9D 8S; draws: 9C; dealer's second hand: 9S"
      When box 1 decides to double down for $8
      And the round is played out
      # an additional wager "for each wager placed" ((c)), each "not in excess of the amount of
      # his original wager" (2.10(a)): $8 on the first spot's $10, $5 on the second spot's $5
      # (I-2.18c-double-each-spot). 11 + 9C = 20. The first hand 9D 8S is 17, the second 9D 9S
      # is 18: 20 beats both. $10 + $8 + $5 + $5 = $28
      Then box 1's wager on the first spot wins $10 at 1 to 1
      And box 1's double wager on the first spot wins $8 at 1 to 1
      And box 1's wager on the second spot wins $5 at 1 to 1
      And box 1's double wager on the second spot wins $5 at 1 to 1
      And no other wager is settled
      And the players win $28 in all

    @example
    Scenario: A split puts up a wager on the new hand for each spot
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its two spots
      And the shoe deals "box 1: 8S 8H; dealer: 6C 9S; draws: TD 9C; dealer draws: 7D; dealer's second hand: 5H 7H"
      When box 1 decides to split
      And the round is played out
      # "a decision to ... split pairs shall require an additional wager for each wager placed"
      # ((c)): $10 on the new hand for each spot (2.11(a)). The first hand gets TD, 18; the
      # second 9C, 17 (2.11(b)); both stand. The dealer's first hand 6C 9S is 15 and draws 7D:
      # 22, both hands win $10 on the first spot. His second hand 6C 5H is 11 and draws 7H: 18,
      # the 18's second-spot wager is void and the 17's is lost. $10 + $10 + $0 - $10 = $10
      Then box 1's wager on the first spot wins $10 at 1 to 1
      And box 1 hand 2's split wager on the first spot wins $10 at 1 to 1
      And box 1's wager on the second spot is void
      And box 1 hand 2's split wager on the second spot loses $10
      And box 1 ends with 2 hands
      And box 1 hand 1's hand is "8S TD"
      And box 1 hand 2's hand is "8H 9C"
      And no other wager is settled
      And the players win $10 in all

    @property
    Scenario: A double down's additional wager on each spot is settled against the dealer's hand of that spot
      Given multiple action rounds in which box 1 doubles down
      Then in every multiple action round, every wager on every spot is settled against the dealer's hand of its spot as the rules require

    @property
    Scenario: A split's wager on the new hand for each spot is settled against the dealer's hand of that spot
      Given multiple action rounds in which box 1 splits a pair
      Then in every multiple action round, every wager on every spot is settled against the dealer's hand of its spot as the rules require

  @clause:19:47-2.18(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(d) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Any player may elect to make an insurance wager pursuant to N.J.A.C. 19:47-2.9 on any or all of
    his or her wagers made in accordance with (b) above. Such wager or wagers shall be decided
    individually based on the second card dealt to each of the dealer's hands.

    @example
    Scenario: Insurance on the first spot wins while insurance on the second spot loses
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its two spots
      And the shoe deals "box 1: TS 9H; dealer: AC KD; dealer's second hand: 7S"
      When box 1 insures its wager on the first spot
      And box 1 insures its wager on the second spot
      And the round is played out
      # "an insurance wager ... on any or all of his or her wagers ... decided individually based
      # on the second card dealt to each of the dealer's hands" ((d)); half of each $10, $5
      # (2.9(b)). The first hand AC KD is a blackjack: the first spot's insurance wins $10 at
      # 2 to 1 (2.9(c)) and its $10 wager is lost to the blackjack. The second, AC 7S, is a soft
      # 18 (2.12(b) stands): its insurance loses $5 and the 19 wins $10. $10 - $10 - $5 + $10
      Then box 1's insurance wager on the first spot wins $10 at 2 to 1
      And box 1's wager on the first spot loses $10
      And box 1's insurance wager on the second spot loses $5
      And box 1's wager on the second spot wins $10 at 1 to 1
      And the dealer's first hand is "AC KD"
      And the dealer's second hand is "AC 7S"
      And no other wager is settled
      And the players win $5 in all

    @example
    Scenario: Each insurance wager is decided by the second card of its own hand of the dealer
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its three spots
      And the shoe deals "box 1: TS 8H; dealer: AC 9D; dealer's second hand: QH; dealer's third hand: 6S"
      When box 1 insures its wager on the first spot
      And box 1 insures its wager on the second spot
      And box 1 does not insure its wager on the third spot
      And the round is played out
      # "decided individually based on the second card dealt to each of the dealer's hands"
      # ((d)): the first hand's 9D loses the first spot's $5 insurance, though the second hand's
      # QH makes a blackjack that wins the second spot's $5 at 2 to 1, $10; the third spot is not
      # insured ("any or all"). Box 1's 18 loses to 20 (AC 9D) and to the blackjack, and beats
      # the soft 17 of AC 6S, which stands (2.12(b)). -$5 - $10 + $10 - $10 + $10 = -$5
      Then box 1's insurance wager on the first spot loses $5
      And box 1's wager on the first spot loses $10
      And box 1's insurance wager on the second spot wins $10 at 2 to 1
      And box 1's wager on the second spot loses $10
      And box 1's wager on the third spot wins $10 at 1 to 1
      And the dealer's third hand is "AC 6S"
      And no other wager is settled
      And the players lose $5 in all

    @example
    Scenario: Insurance on a spot whose hand the dealer never forms is returned once every player has busted
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its two spots
      And the shoe deals "box 1: TS 6H; dealer: AC 5D; draws: 9D"
      When box 1 insures its wager on the first spot
      And box 1 insures its wager on the second spot
      And box 1 decides to hit
      And the round is played out
      # box 1 insures each spot for $5, hits and busts with 9D: 25, both $10 wagers lost with its
      # cards ((f)). Every player's hand has busted: the dealer deals his first hand its second
      # card, 5D, which loses the first spot's insurance, $5 ((d), (e)), then forms no further
      # hand ((f)1). No second card is dealt to a second hand to decide the second spot's
      # insurance: it is returned (I-2.18f1-insurance). -$10 - $10 - $5 + $0 = -$25
      Then box 1's wager on the first spot loses $10
      And box 1's wager on the second spot loses $10
      And box 1's insurance wager on the first spot loses $5
      And box 1's insurance wager on the second spot is void
      And the dealer's first hand is "AC 5D"
      And the dealer forms no second hand
      And no other wager is settled
      And the players lose $25 in all

    @property
    Scenario: Every insurance wager is decided by the second card of the dealer's hand of its spot
      Given multiple action rounds in which the dealer's face up card is an ace
      Then in every multiple action round, every wager on every spot is settled against the dealer's hand of its spot as the rules require

    @property
    Scenario: A blackjack against an ace is decided on each spot by the dealer's hand of that spot
      Given multiple action rounds in which box 1 has a blackjack against an ace
      Then in every multiple action round, every wager on every spot is settled against the dealer's hand of its spot as the rules require

  @clause:19:47-2.18(e) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(e) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After the decisions of all players have been implemented and all additional cards have been
    dealt, the dealer shall deal a second card to his or her original face up card in accordance
    with N.J.A.C. 19:47-2.6(h) and any additional cards required by N.J.A.C. 19:47-2.12(b).

    @validation
    Scenario: A multiple action table that deals a face-down hole card is refused
      # the dealer's hand is formed by dealing "a second card to his or her original face up card
      # in accordance with N.J.A.C. 19:47-2.6(h)" ((e)): after every player's decisions, never
      # a hole card dealt before them (2.6(j))
      Given the game under test deals multiple action blackjack
      When a table is asked for at which the table offers multiple action blackjack and the dealer deals a face-down hole card
      Then the game refuses the table citing 2.18(e)

    @example
    Scenario: The dealer's first hand has its second card only after the last player's decisions
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its two spots
      And box 2 wagers $10 on each of its two spots
      And the shoe deals "box 1: TS 9S; box 2: 9D 3C; dealer: 8C 9H; draws: 5H; dealer's second hand: 6S 4D"
      When box 1 decides to stand
      And box 2 decides to hit
      And the round is played out
      # "After the decisions of all players have been implemented and all additional cards have
      # been dealt, the dealer shall deal a second card to his or her original face up card" ((e)):
      # box 2's 5H (17) comes first, then the dealer's 9H: 8C 9H is 17 and stands (2.12(b)). Box
      # 1's 19 wins $10, box 2's 17 is void. The second hand 8C 6S is 14 and draws 4D: 18, box
      # 1's 19 wins $10 and box 2's 17 loses $10. $10 + $0 + $10 - $10 = $10
      Then the dealer's first hand has its second card only after every player's cards
      And the dealer's first hand is "8C 9H"
      And the dealer's second hand is "8C 6S 4D"
      And box 2's hand is "9D 3C 5H"
      And box 1's wager on the first spot wins $10 at 1 to 1
      And box 2's wager on the first spot is void
      And box 1's wager on the second spot wins $10 at 1 to 1
      And box 2's wager on the second spot loses $10
      And no other wager is settled
      And the players win $10 in all

    @property
    Scenario: Every hand of the dealer is his face up card, a second card dealt after the players' and the draws 2.12(b) requires
      Given multiple action rounds dealt from shuffled shoes
      Then in every multiple action round, every hand of the dealer is his original face up card, a second card dealt after every player's cards and the draws of 2.12

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

    @example
    Scenario: A player whose hand busts loses every spot at once, with his cards, before the dealer's first hand
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its three spots
      And box 2 wagers $10 on each of its three spots
      And the shoe deals "box 1: TS 6H; box 2: 9S 9D; dealer: 7C TD; draws: 8C; dealer's second hand: 8S 3H; dealer's third hand: 9H 5D"
      When box 1 decides to hit
      And the round is played out
      # box 1's 16 draws 8C: 24. "all of a player's wagers shall be collected along with his or
      # her cards when that player's hand exceeds a hard total of 21" ((f)): its three $10 wagers
      # are lost at once, before the dealer's first hand has its second card ((e)). Box 2 stands
      # on 18: the first hand 7C TD is 17, +$10; the second 7C 8S is 15 and draws 3H: 18, void;
      # the third 7C 9H is 16 and draws 5D: 21, -$10. -$30 + $10 + $0 - $10 = -$30
      Then box 1's wagers on every spot are collected with its cards before the dealer's first hand has its second card
      And box 2's wager on the first spot wins $10 at 1 to 1
      And box 2's wager on the second spot is void
      And box 2's wager on the third spot loses $10
      And the dealer's third hand is "7C 9H 5D"
      And no other wager is settled
      And the players lose $30 in all

    @example
    Scenario: A blackjack against a 2 to 9 is paid on every spot before any player receives a third card
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its three spots
      And box 2 wagers $10 on each of its three spots
      And the shoe deals "box 1: AS KH; box 2: 7D 5C; dealer: 9C 9D; draws: 4S; dealer's second hand: TS; dealer's third hand: 7H 8C"
      When box 2 decides to hit
      And box 2 decides to stand
      And the round is played out
      # against the dealer's 9 the blackjack is paid 3 to 2 and its cards removed "before any
      # player receives a third card" (2.7(a)); no hand of the dealer's formed with the 9 can be
      # a blackjack, so each spot's $10 wins $15 at once. Box 2's 12 draws 4S: 16. The first
      # hand 9C 9D is 18 and the second 9C TS 19: box 2 loses $10 twice. The third, 9C 7H, is
      # 16 and draws 8C: 24, box 2 wins $10. $45 - $10 - $10 + $10 = $35
      Then box 1's wagers on every spot are paid $15 each at 3 to 2 before any player receives a third card
      And box 1's cards are removed before any player receives a third card
      And box 2's wager on the first spot loses $10
      And box 2's wager on the second spot loses $10
      And box 2's wager on the third spot wins $10 at 1 to 1
      And no other wager is settled
      And the players win $35 in all

    @example
    Scenario: When every player's hand has busted the dealer forms no further hand
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its three spots
      And the shoe deals "box 1: TS 6H; dealer: 7C TD; draws: 8C"
      When box 1 decides to hit
      And the round is played out
      # box 1, the only player, busts with 8C: 24, its three $10 wagers are lost with its cards
      # ((f)). "If the hand of each player at the table has exceeded a hard total of 21, the dealer
      # shall draw no additional cards ... and ... collect all of his or her cards including his or
      # her original face up card" ((f)1): no second hand is formed
      Then box 1's wager on the first spot loses $10
      And box 1's wager on the second spot loses $10
      And box 1's wager on the third spot loses $10
      And the dealer forms no second hand
      And no further hand of the dealer's is formed, under 2.18(f)1
      And no other wager is settled
      And the players lose $30 in all

    @property
    Scenario: A busted hand's wagers on every spot are collected before the dealer's first hand has its second card
      Given multiple action rounds in which box 1 busts
      Then in every multiple action round, a busted hand's wagers on every spot are collected with its cards before the dealer's first hand has its second card

    @property
    Scenario: Once every player's hand has busted the dealer forms no further hand
      Given multiple action rounds in which every player busts
      Then in every multiple action round, every hand of the dealer is his original face up card, a second card dealt after every player's cards and the draws of 2.12

    @property
    Scenario: A blackjack against a 2 to 9 wins on every spot at once
      Given multiple action rounds in which box 1 has a blackjack against a 2 to 9
      Then in every multiple action round, the wagers of each spot are settled in turn, once the dealer's hand of that spot has its second card

    @property
    Scenario: The first spots' wagers are settled against the dealer's first hand
      Given multiple action rounds dealt from shuffled shoes
      Then in every multiple action round, every wager on every spot is settled against the dealer's hand of its spot as the rules require

    @manual
    Scenario: The dealer places his collected cards face down in the discard rack
      The dealer "shall collect all of his or her cards and place them face down in the discard
      rack" ((f)), keeping his original face up card where a wager remains on a second or third
      spot ((f)2). The transcript shows which cards are collected; how they are placed is seen at
      a live table.

  @clause:19:47-2.18(g) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(g) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If the dealer's cards have been collected and discarded in accordance with (f)2 above, the
    dealer shall move his or her original face up card to the area of the layout designated for the
    dealer's second hand and shall deal a second card to his or her original face up card in
    accordance with N.J.A.C. 19:47-2.6(h) and any additional cards required by N.J.A.C.
    19:47-2.12(b).

    @example
    Scenario: Each hand of the dealer draws to 17 from his face up card
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its three spots
      And the shoe deals "box 1: TS 8S; dealer: 5C 6D; dealer draws: TH; dealer's second hand: AS 2D; dealer's third hand: KD 9H"
      When the round is played out
      # each hand gets "a second card to his or her original face up card ... and any additional
      # cards required by N.J.A.C. 19:47-2.12(b)" ((e), (g), (h)): until a hard or soft 17 to 21.
      # 5C 6D is 11 and draws TH: 21, box 1's 18 loses $10. The face up card moves on (g): 5C AS
      # is a soft 16 and draws 2D: a soft 18, void against 18. Then (h): 5C KD is 15 and draws
      # 9H: 24, the third spot wins $10. -$10 + $0 + $10
      Then the dealer's first hand is "5C 6D TH"
      And the dealer's second hand is "5C AS 2D"
      And the dealer's third hand is "5C KD 9H"
      And the dealer's face up card is moved to his second hand under 2.18(g)
      And the dealer's face up card is moved to his third hand under 2.18(h)
      And box 1's wager on the first spot loses $10
      And box 1's wager on the second spot is void
      And box 1's wager on the third spot wins $10 at 1 to 1
      And no other wager is settled
      And the players break even

    @property
    Scenario: The dealer's hands formed with a ten-valued face up card are each decided by their own second card
      Given multiple action rounds in which box 1 has a blackjack against a ten-valued card
      Then in every multiple action round, every wager on every spot is settled against the dealer's hand of its spot as the rules require

    @property
    Scenario: Every hand of the dealer formed with a ten-valued face up card is that card, its second card and the draws 2.12(b) requires
      Given multiple action rounds in which box 1 has a blackjack against a ten-valued card
      Then in every multiple action round, every hand of the dealer is his original face up card, a second card dealt after every player's cards and the draws of 2.12

    @manual
    Scenario: The dealer moves his face up card to the area of the layout designated for his second hand
      The face up card is moved "to the area of the layout designated for the dealer's second
      hand" ((g)): the transcript says it moves (move-up-card); where it is placed on the layout,
      and that the layout has the area (13:69E-1.10), is seen at a live table.

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

    @example
    Scenario: The third hand is not dealt when no player has made a third wager
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its two spots
      And box 2 wagers $25 on each of its two spots
      And the shoe deals "box 1: TS 7H; box 2: 9S 8D; dealer: QC 7D; dealer's second hand: 4S 5H"
      When the round is played out
      # both stand on 17. The first hand QC 7D is 17: both first spots are void. The second,
      # QC 4S, is 14 and draws 5H: 19, box 1 loses $10 and box 2 $25. "if no player has made a
      # third wager the round shall be concluded in accordance with (j)" ((h)): no third hand.
      # -$10 - $25 = -$35
      Then box 1's wager on the first spot is void
      And box 2's wager on the first spot is void
      And box 1's wager on the second spot loses $10
      And box 2's wager on the second spot loses $25
      And the dealer's second hand is "QC 4S 5H"
      And the dealer forms no third hand
      And the round is concluded under 2.18(j) once the last hand's wagers are settled
      And no other wager is settled
      And the players lose $35 in all

    @example
    Scenario: No third hand is formed when the only third wager was lost with a busted hand
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its three spots
      And box 2 wagers $10 on each of its two spots
      And the shoe deals "box 1: TS 6H; box 2: 9S 9D; dealer: 7C TD; draws: 8C; dealer's second hand: 8S 3H"
      When box 1 decides to hit
      And the round is played out
      # box 1 busts with 8C: 24, its three wagers lost at once ((f)). Box 2's 18 beats the first
      # hand's 17 (7C TD), +$10, and ties the second's 18 (7C 8S 3H), void. A third wager was
      # made, but none remains: the kit forms a hand of the dealer's only while a wager remains
      # on its spot ((f)2, (h); I-2.18h-no-wager-remains). -$30 + $10 = -$20
      Then box 1's wagers on every spot are collected with its cards before the dealer's first hand has its second card
      And box 2's wager on the first spot wins $10 at 1 to 1
      And box 2's wager on the second spot is void
      And the dealer forms no third hand
      And no further hand of the dealer's is formed, under 2.18(h)
      And no other wager is settled
      And the players lose $20 in all

    @property
    Scenario: The second spots' wagers are settled once the dealer's second hand is complete, before his third
      Given multiple action rounds dealt from shuffled shoes
      Then in every multiple action round, the wagers of each spot are settled in turn, once the dealer's hand of that spot has its second card

    @manual
    Scenario: The dealer's cards of his second hand go face down to the discard rack and his face up card to the third hand's area
      The dealer "shall then collect all of his or her cards except his or her original face up
      card and place them face down in the discard rack" and move the face up card "to the area
      of the layout designated for the dealer's third hand" ((h)). The transcript shows the cards
      collected and the card moved; their placing on the layout is seen at a live table.

  @clause:19:47-2.18(i) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(i) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Once all wagers on the dealer's third hand have been decided, the dealer shall collect all
    losing wagers and pay off all winning wagers based on wagers placed in the third spot of each
    player's betting area.

    @example
    Scenario: A player's 19 against the dealer's hands of 20, a bust and 19 formed with the same face up card
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its three spots
      And the shoe deals "box 1: TS 9C; dealer: TH TD; dealer's second hand: 6S 8H; dealer's third hand: 9D"
      When the round is played out
      # box 1 stands on 19. The first hand TH TD is 20: the first spot's $10 is lost ((f)). The
      # second, TH 6S, is 16 and draws 8H: 24, over 21, the second spot wins $10 ((h)). The
      # third, TH 9D, is 19: the same score, the third spot's wager is void ((i); 2.3(b)).
      # -$10 + $10 + $0
      Then box 1's wager on the first spot loses $10
      And box 1's wager on the second spot wins $10 at 1 to 1
      And box 1's wager on the third spot is void
      And the dealer's first hand is "TH TD"
      And the dealer's second hand is "TH 6S 8H"
      And the dealer's third hand is "TH 9D"
      And no other wager is settled
      And the players break even

    @example
    Scenario: A blackjack against an ace is paid on the spots whose hand of the dealer has no blackjack and stands off on the others
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its three spots
      And the shoe deals "box 1: AS KH; dealer: AC 7D; dealer's second hand: QS; dealer's third hand: 5H"
      When box 1 does not insure its wager on the first spot
      And box 1 does not insure its wager on the second spot
      And box 1 does not insure its wager on the third spot
      And the round is played out
      # against an ace the blackjack waits for the dealer's second card (2.7(b)), on each spot
      # the second card of that spot's hand. AC 7D is no blackjack: the first spot's $10 wins $15
      # at 3 to 2. AC QS is a blackjack: the second spot's wager is void, a stand-off. AC 5H is
      # no blackjack: the third spot wins $15. The dealer's total cannot change a blackjack's
      # outcome, so he draws no card to AC 5H (2.12(c)). $15 + $0 + $15 = $30
      Then box 1's wager on the first spot wins $15 at 3 to 2
      And box 1's wager on the second spot is void
      And box 1's wager on the third spot wins $15 at 3 to 2
      And the dealer's first hand is "AC 7D"
      And the dealer's second hand is "AC QS"
      And the dealer's third hand is "AC 5H"
      And no other wager is settled
      And the players win $30 in all

    @property
    Scenario: The third spots' wagers are settled against the dealer's third hand
      Given multiple action rounds dealt from shuffled shoes
      And the licensee requires a wager against all three of the dealer's hands
      Then in every multiple action round, every wager on every spot is settled against the dealer's hand of its spot as the rules require

    @property
    Scenario: Each hand's wager on the third spot is settled once, against the dealer's third hand
      Given multiple action rounds dealt from shuffled shoes
      And the licensee requires a wager against all three of the dealer's hands
      Then in every multiple action round, each hand's wager on each spot is settled once, against the dealer's hand of that spot

  @clause:19:47-2.18(j) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.18(j) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    At the conclusion of the third hand, all cards still remaining on the layout shall be picked up
    in accordance with N.J.A.C. 19:47-2.6(i).

    @example
    Scenario: The round is concluded once the third hand's wagers are settled
      Given the table offers multiple action blackjack
      And box 1 wagers $10 on each of its three spots
      And the shoe deals "box 1: 9S 9H; dealer: 4C TD; dealer draws: 3S; dealer's second hand: 4D 9C; dealer's third hand: 5S QH"
      When the round is played out
      # box 1 stands on 18. The first hand 4C TD is 14 and draws 3S: 17, +$10; the second 4C 4D
      # is 8 and draws 9C: 17, +$10; the third 4C 5S is 9 and draws QH: 19, -$10. "At the
      # conclusion of the third hand, all cards still remaining on the layout shall be picked up"
      # ((j)): the round ends only then. $10 + $10 - $10 = $10
      Then box 1's wager on the first spot wins $10 at 1 to 1
      And box 1's wager on the second spot wins $10 at 1 to 1
      And box 1's wager on the third spot loses $10
      And the dealer's third hand is "4C 5S QH"
      And the round is concluded under 2.18(j) once the last hand's wagers are settled
      And no other wager is settled
      And the players win $10 in all

    @property
    Scenario: Each step of the dealer's hands is reported citing its clause of 2.18
      Given multiple action rounds dealt from shuffled shoes
      Then in every multiple action round, every step of the dealer's hands cites its clause of 2.18

    @manual
    Scenario: The cards left on the layout are picked up in order after the last hand
      The cards still on the layout are picked up "in accordance with N.J.A.C. 19:47-2.6(i)"
      ((j)): in order, from the player on the dealer's far right, so that each hand can be
      arranged again in case of dispute. The transcript shows that the round is concluded after
      the last hand; the order of the pick-up is seen at a live table.
