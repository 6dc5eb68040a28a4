@section:19:47-2.3
Feature: 19:47-2.3 Wagers
  Cited as 19:47-2.3 in nj-1996, nj-2004 and as 13:69F-2.3 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features
  19:47-2.3(e) is tagged @incomplete, as in the corpus (Incomplete below: 19:47-2.3(e)3,
    19:47-2.3(e)4).

  @clause:19:47-2.3(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.3(a) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Prior to the first card being dealt for each round of play, each player at the game of blackjack
    shall make a wager against the dealer which shall win if:
    1. The score of the player is 21 or less and the score of the dealer is in excess of 21;
    2. The score of the player exceeds that of the dealer without either exceeding 21;
    3. The player has achieved a score of 21 in two cards and the dealer has achieved a score of 21
      in more than two cards; or
    4. The player has achieved a score of 21 in five cards and the dealer has not achieved a
      blackjack or a score of 21, provided the casino licensee elects such option pursuant to
      N.J.A.C. 19:47-2.16.

    @example
    Scenario: A player of 21 or less wins when the dealer goes over 21, and a player over 21 loses
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: TS 8D; box 2: TD 6C; dealer: TC 6H; draws: KS; dealer draws: 9S"
      When box 1 decides to stand
      And box 2 decides to hit
      And the round is played
      # box 1's 18 stands; box 2's 16 draws the K to 26, over 21, and loses $10 (2.3(a)1 wins only
      # a score of 21 or less); the dealer's 10 + 6 = 16 draws the 9 to 25, over 21, so box 1
      # wins $10 at 1 to 1 (2.3(a)1, 2.3(e))
      Then the dealer's hand is "TC 6H 9S"
      And box 2's hand is "TD 6C KS"
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: A player's score above the dealer's wins and a score below it loses
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: TS 9D; box 2: TH 7C; dealer: KC 8H"
      When box 1 decides to stand
      And box 2 decides to stand
      And the round is played
      # the dealer's K + 8 = 18 stands; box 1's 19 exceeds 18 and wins $10 at 1 to 1 (2.3(a)2);
      # box 2's 17 does not, and loses $10
      Then the dealer's hand totals 18
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: A blackjack against the dealer's 21 in three cards wins at 3 to 2
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: AS KD; box 2: TH 8S; dealer: TC 4H; dealer draws: 7D"
      When the round is played
      # box 1's A K is 21 in two cards, not split: a blackjack (2.3(a)3), paid 3 to 2 on $10 =
      # $15 (2.3(e)); the dealer's 10 + 4 = 14 draws the 7 to 21 in three cards; box 2's 18 loses
      Then the dealer's hand is "TC 4H 7D"
      And box 1's main wager wins $15 at 3 to 2
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: A split hand's 21 in two cards wins at 1 to 1 against the dealer's 21 in three cards
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: KS KD; box 2: TH 8S; dealer: 9C 5H; draws: AC AD; dealer draws: 7D"
      When the decisions are to split, stand, stand and stand
      And the round is played
      # box 1 splits its kings; K A and K A are each 21 in two cards, which wins against the
      # dealer's 9 5 7 = 21 in three cards (2.3(a)3); a split hand's 21 is not a blackjack
      # (I-2.3a3-split-two-card-21), so each $10 wins $10 at 1 to 1 (2.3(e)); box 2's 18 loses
      Then box 1's hand is "KS AC"
      And box 1 hand 2's hand is "KD AD"
      And the dealer's hand is "9C 5H 7D"
      And box 1's main wager wins $10 at 1 to 1
      And box 1 hand 2's split wager wins $10 at 1 to 1
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: Five cards totalling 21 win at 2 to 1 where the house offers the option
      Given the house offers five cards totalling 21
      And the house posts no bonus odds for five cards totalling 21
      And box 1 wagers $10
      And the shoe deals "box 1: 2S 3D; dealer: TC 8H; draws: 4C 5H 7S"
      When the decisions are to hit, hit, hit and stand
      And the round is played
      # 2 + 3 + 4 + 5 + 7 = 21 in five cards; the dealer's 10 + 8 = 18 is neither a blackjack nor
      # 21, so the wager wins (2.3(a)4) at 2 to 1 (2.16(a)): $20 on $10
      Then box 1's hand is "2S 3D 4C 5H 7S"
      And box 1's main wager wins $20 at 2 to 1
      And no other wager is settled

    @example
    Scenario: Five cards totalling 21 win only at 1 to 1 where the house does not offer the option
      Given the house does not offer five cards totalling 21
      And box 1 wagers $10
      And the shoe deals "box 1: 2S 3D; dealer: TC 8H; draws: 4C 5H 7S"
      When the decisions are to hit, hit, hit and stand
      And the round is played
      # without the option (2.3(a)4) the five-card 21 is an ordinary 21 beating the dealer's 18
      # (2.3(a)2), paid 1 to 1 (2.3(e)): $10
      Then box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: Five cards totalling 21 do not win against the dealer's 21
      Given the house offers five cards totalling 21
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 2S 3D; dealer: 9C 4H; draws: 4C 5H 7S; dealer draws: 8D"
      When the decisions are to hit, hit, hit and stand
      And the round is played
      # the five-card 21 wins only if the dealer has not achieved 21 (2.3(a)4); the dealer's
      # 9 + 4 = 13 draws the 8 to 21 in three cards, so the wager is void (2.16(b))
      Then the dealer's hand is "9C 4H 8D"
      And box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: Five cards totalling 21 lose to the dealer's blackjack
      Given the house offers five cards totalling 21
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 2S 3D; dealer: KC AH; draws: 4C 5H 7S"
      When the decisions are to hit, hit, hit and stand
      And the round is played
      # the dealer's K, then (no hole card) his A after the players: a blackjack, so the
      # five-card 21 does not win (2.3(a)4); a 21 that is not a blackjack loses to it (2.3(b),
      # 2.16(b)): $10 lost
      Then the dealer's hand is "KC AH"
      And box 1's main wager loses $10
      And no other wager is settled

    @property
    Scenario: Every wager of rounds from shuffled shoes is settled as 2.3 requires
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @property
    Scenario: The game settles rounds from shuffled shoes as the reference engine does
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, the game settles the round as the reference engine does

    @property
    Scenario: A round from a shuffled shoe replays identically
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, the round replays identically

  @clause:19:47-2.3(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.3(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Except as otherwise provided in paragraph (a)3 of this section, a wager made in accordance with
    this subsection shall be void when the score of the player is the same as the dealer, provided,
    however, that a player's wager shall be lost when the dealer has a blackjack and the player has
    a simple 21 which is not a blackjack.

    @example
    Scenario: Equal scores of 18 are void
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: TS 8D; dealer: 9C 9H"
      When box 1 decides to stand
      And the round is played
      # the box's 10 + 8 = 18 and the dealer's 9 + 9 = 18 are the same score: void (2.3(b))
      Then the dealer's hand totals 18
      And box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: A 21 in three cards is void against the dealer's 21 in three cards
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 7S 4D; dealer: 6C 5H; draws: KC; dealer draws: QD"
      When box 1 decides to hit
      And the round is played
      # the box's 7 + 4 + K = 21 in three cards; the dealer's 6 + 5 + Q = 21 in three cards:
      # the same score, and (a)3 does not apply (the player's 21 is not in two cards): void
      Then box 1's hand is "7S 4D KC"
      And the dealer's hand is "6C 5H QD"
      And box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: A blackjack is void against the dealer's blackjack
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: AS KD; dealer: TC AH"
      When the round is played
      # both have 21 in two cards, a blackjack: the same score, so the wager is void (2.3(b))
      Then the dealer's hand is "TC AH"
      And box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: A simple 21 in three cards loses to the dealer's blackjack
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 7S 4D; dealer: KH AS; draws: KC"
      When box 1 decides to hit
      And the round is played
      # the box's 7 + 4 + K = 21 in three cards, a simple 21; the dealer's K, then (no hole
      # card) his A after the players, is a blackjack: the wager is lost (2.3(b)), $10
      Then box 1's hand is "7S 4D KC"
      And the dealer's hand is "KH AS"
      And box 1's main wager loses $10
      And no other wager is settled

    @example
    Scenario: A split hand's 21 in two cards loses to the dealer's blackjack
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: KS KD; dealer: TH AS; draws: AC AD"
      When the decisions are to split, stand and stand
      And the round is played
      # K A on a split hand is 21 in two cards but not a blackjack (I-2.3a3-split-two-card-21):
      # a simple 21, lost against the dealer's T A blackjack (2.3(b)): the original $10; the
      # dealer collects only the original wager, so the split wager is returned (2.11(d))
      Then the dealer's hand is "TH AS"
      And box 1's main wager loses $10
      And box 1 hand 2's split wager is void
      And no other wager is settled

    @property
    Scenario: Rounds in which every player stands are settled as 2.3 requires
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      And the players stand on every hand
      Then in every round, every wager is settled as the rules require

    @property
    Scenario: A blackjack against a ten-valued card is settled as 2.3 requires
      Given rounds in which box 1 has a blackjack against a ten-valued card
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @example
    Scenario: A 21 in three cards is void against the dealer's 21 in four cards
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 7S 4D; dealer: 6C 2H; draws: KC; dealer draws: 3D KD"
      When box 1 decides to hit
      And the round is played out
      # box 1's 7S 4D KC is 21 in three cards; the dealer's 6C 2H is 8, draws 3D (11) and KD: 21
      # in four cards. The scores are the same, so the wager is void whatever the number of
      # cards (2.3(b)); only 21 in two cards beats a longer 21 (2.3(a)3)
      Then box 1's hand is "7S 4D KC"
      And the dealer's hand is "6C 2H 3D KD"
      And box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: A 21 in four cards is void against the dealer's 21 in three cards
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 2S 3D; dealer: 9C 2H; draws: 6C KH; dealer draws: TD"
      When box 1 decides to hit
      And box 1 decides to hit
      And the round is played out
      # box 1's 2S 3D 6C KH is 21 in four cards; the dealer's 9C 2H is 11 and draws TD: 21 in
      # three cards. The scores are the same: void (2.3(b)), not lost to the shorter 21
      Then box 1's hand is "2S 3D 6C KH"
      And the dealer's hand is "9C 2H TD"
      And box 1's main wager is void
      And no other wager is settled

    @property
    Scenario: Twenty-ones of different numbers of cards are settled as equal scores
      Given rounds in which box 1 has 21 in three or four cards against a dealer's 21 in another number of cards
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

  @clause:19:47-2.3(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.3(c) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Except as otherwise provided in these regulations, no wager shall be made, increased or
    withdrawn after the first card of the respective round has been dealt.

    @manual
    Scenario: No wager is made, increased or withdrawn after the first card is dealt
      Adapter protocol 1.0 places every wager before the deal and has no request that makes,
      raises or takes back a wager during a round other than the decisions the regulations allow
      (double, split, insurance), so the game cannot be asked to break (c) through it; a person
      checks at the live table that the game refuses late, raised or withdrawn wagers.

  @clause:19:47-2.3(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.3(d) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    All wagers at blackjack shall be made by placing gaming chips or plaques and, if applicable, a
    match play coupon on the appropriate areas of the blackjack layout, except that verbal wagers
    accompanied by cash may be accepted provided that they are confirmed by the dealer and casino
    supervisor and that such cash is expeditiously converted into gaming chips or plaques in
    accordance with N.J.A.C. 19:45-1.18.

    @manual
    Scenario: Wagers are made with chips, plaques or match play coupons on the layout
      How a wager is made (chips or plaques on the layout, match play coupons, verbal wagers with
      cash confirmed by the dealer and supervisor and converted into chips) is physical and not in
      the adapter protocol; a person checks it at the live table.

  @clause:19:47-2.3(e) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @incomplete
  Rule: 19:47-2.3(e) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After each round of play is complete, the dealer shall collect all losing wagers and pay off all
    winning wagers. All winning wagers made in accordance with (a) above shall be paid at odds of 1
    to 1, with the exception of standard blackjack, which shall be paid at odds of 3 to 2.
    Notwithstanding any other provision of this subsection, a casino licensee may, in its
    discretion, offer one or more of the following payout odds for winning wagers made in accordance
    with (a) above, provided that the casino licensee complies with the notice requirements set
    forth in N.J.A.C. 19:47-8.3:
    1. Three cards consisting of the 6, 7 and 8 of the same suit shall be paid at odds of 2 to 1;
    2. Three cards consisting of three 7's of any suit shall be paid at odds of 3 to 2;
    3. A single blackjack combination consisting of a specific ace and face card designated by the
      casino licensee in accordance with N.J.A.C. 19:47-8.3 shall be paid at odds
    4. Five Cards Totalling 21 shall be paid at odds of 2 to

    @example
    Scenario: A winning $15 wager is paid $15 at 1 to 1 and a losing one is collected
      Given the dealer takes no hole card
      And box 1 wagers $15
      And box 2 wagers $15
      And the shoe deals "box 1: TS 9D; box 2: TH 6C; dealer: KC 8H"
      When box 1 decides to stand
      And box 2 decides to stand
      And the round is played
      # the dealer's 18 stands; box 1's 19 wins 1 to 1 on $15 = $15 (2.3(e)); box 2's 16 loses
      # and the dealer collects the $15
      Then box 1's main wager wins $15 at 1 to 1
      And box 2's main wager loses $15
      And no other wager is settled

    @example
    Scenario: A $15 blackjack is paid $22.50 at 3 to 2
      Given the dealer takes no hole card
      And the house pays exactly to the cent
      And box 1 wagers $15
      And the shoe deals "box 1: AS KD; dealer: 9C 8H"
      When the round is played
      # standard blackjack at 3 to 2 (2.3(e)): 15 x 3 / 2 = $22.50, to the cent
      Then box 1's main wager wins $22.50 at 3 to 2
      And no other wager is settled

    @example
    Scenario: A $7 blackjack is paid $10.50 at 3 to 2
      Given the dealer takes no hole card
      And the house pays exactly to the cent
      And the table's smallest chip is $1.00
      And box 1 wagers $7
      And the shoe deals "box 1: QH AD; dealer: 6C TH"
      When the round is played
      # the queen and ace, in either order, are a blackjack at 3 to 2 (2.3(e)):
      # 7 x 3 / 2 = $10.50
      Then box 1's main wager wins $10.50 at 3 to 2
      And no other wager is settled

    @example
    Scenario: The 6, 7 and 8 of one suit are paid 2 to 1 where the house offers the odds
      Given the house pays 6-7-8 of one suit at 2 to 1
      And box 1 wagers $10
      And the shoe deals "box 1: 6H 7H; dealer: TC 9S; draws: 8H"
      When box 1 decides to hit
      And the round is played
      # 6 7 8 of hearts = 21 beats the dealer's 19 (2.3(a)2), and with the house's option
      # (2.3(e)1) is paid 2 to 1 on $10: $20
      Then box 1's hand is "6H 7H 8H"
      And box 1's main wager wins $20 at 2 to 1
      And no other wager is settled

    @example
    Scenario: The 8, 6 and 7 of one suit are paid 2 to 1 on $15 where the house offers the odds
      Given the house pays 6-7-8 of one suit at 2 to 1
      And box 1 wagers $15
      And the shoe deals "box 1: 8D 6D; dealer: TC 9S; draws: 7D"
      When box 1 decides to hit
      And the round is played
      # the three cards are the 6, 7 and 8 of diamonds in any order (2.3(e)1): 2 to 1 on $15 is
      # $30 against the dealer's 19
      Then box 1's main wager wins $30 at 2 to 1
      And no other wager is settled

    @example
    Scenario: A 6, 7 and 8 of different suits are paid only 1 to 1
      Given the house pays 6-7-8 of one suit at 2 to 1
      And box 1 wagers $10
      And the shoe deals "box 1: 6H 7H; dealer: TC 9S; draws: 8C"
      When box 1 decides to hit
      And the round is played
      # the 8 is a club, so the three cards are not of the same suit (2.3(e)1): an ordinary 21
      # beating 19, paid 1 to 1 on $10
      Then box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The 6, 7 and 8 of one suit are paid only 1 to 1 where the house does not offer the odds
      Given the house pays no bonus on 6-7-8 of one suit
      And box 1 wagers $10
      And the shoe deals "box 1: 6H 7H; dealer: TC 9S; draws: 8H"
      When box 1 decides to hit
      And the round is played
      # the 2 to 1 of (e)1 is the licensee's option; without it every winning wager is paid
      # 1 to 1 (2.3(e)): $10
      Then box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The 6, 7 and 8 of one suit are not paid against the dealer's 21
      Given the house pays 6-7-8 of one suit at 2 to 1
      And the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 6H 7H; dealer: TC 2S; draws: 8H; dealer draws: 9D"
      When box 1 decides to hit
      And the round is played
      # the odds of (e)1 are for winning wagers only; the dealer's 10 + 2 + 9 = 21 in three cards
      # is the same score as the player's 21 in three cards, so the wager is void (2.3(b))
      Then the dealer's hand is "TC 2S 9D"
      And box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: Three sevens are paid 3 to 2 where the house offers the odds
      Given the house pays three sevens at 3 to 2
      And box 1 wagers $10
      And the shoe deals "box 1: 7S 7D; dealer: TC 9S; draws: 7C"
      When box 1 decides to hit
      And the round is played
      # 7 + 7 + 7 = 21 beats the dealer's 19 and with the house's option (2.3(e)2) is paid
      # 3 to 2 on $10: $15
      Then box 1's hand is "7S 7D 7C"
      And box 1's main wager wins $15 at 3 to 2
      And no other wager is settled

    @example
    Scenario: Three sevens on $15 are paid $22.50 at 3 to 2 where the house offers the odds
      Given the house pays three sevens at 3 to 2
      And the house pays exactly to the cent
      And box 1 wagers $15
      And the shoe deals "box 1: 7H 7C; dealer: TC 9S; draws: 7S"
      When box 1 decides to hit
      And the round is played
      # three 7's of any suit (2.3(e)2): 15 x 3 / 2 = $22.50 against the dealer's 19
      Then box 1's main wager wins $22.50 at 3 to 2
      And no other wager is settled

    @example
    Scenario: Three sevens are paid only 1 to 1 where the house does not offer the odds
      Given the house pays no bonus on three sevens
      And box 1 wagers $10
      And the shoe deals "box 1: 7S 7D; dealer: TC 9S; draws: 7C"
      When box 1 decides to hit
      And the round is played
      # without the option of (e)2, the 21 is an ordinary win at 1 to 1 (2.3(e)): $10
      Then box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: The 6, 7 and 8 of one suit are paid as 2.3(e) requires
      Given rounds in which box 1 has 6-7-8 of one suit
      And the house pays 6-7-8 of one suit at 2 to 1
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @property
    Scenario: Three sevens are paid as 2.3(e) requires
      Given rounds in which box 1 has three sevens
      And the house pays three sevens at 3 to 2
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @property
    Scenario: The wagers of rounds from shuffled shoes are paid without creating or losing money
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, money is neither created nor lost

    @manual
    Scenario: A designated blackjack and five cards totalling 21 are paid at the posted odds
      Paragraphs (e)3 and (e)4 are cut off in the source ("shall be paid at odds" and "at odds of
      2 to"), so the kit cannot state their odds: a person reads the odds the licensee posts in
      the table's notice under 19:47-8.3 and checks at the live table that the designated ace
      and face card, and five cards totalling 21, are paid at exactly those odds.

  @clause:19:47-2.3(f) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.3(f) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Once the first card of any hand has been removed from the shoe by the dealer, no player shall
    handle, remove or alter any wagers that have been made until a decision has been rendered and
    implemented with respect to that wager except as explicitly permitted by these regulations.

    @manual
    Scenario: No player handles, removes or alters a wager once the first card is out
      Players handling chips on the layout is physical; the adapter protocol has no way to touch
      a wager during a round, so a person checks at the live table that the wagers stay untouched
      until each is decided and implemented.

  @clause:19:47-2.3(g) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.3(g) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Once a wager on the insurance line, a wager to double down or a wager to split pairs has been
    made and confirmed by the dealer, no player shall handle, remove or alter such wagers until a
    decision has been rendered and implemented with respect to that wager except as explicitly
    permitted by these regulations.

    @manual
    Scenario: No player handles, removes or alters an insurance, double or split wager once made
      The chips of an insurance, double or split wager lie on the layout once the dealer confirms
      them; the adapter protocol cannot touch them, so a person checks at the live table that they
      stay untouched until each is decided and implemented.

  @clause:19:47-2.3(h) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.3(h) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    No dealer or other casino employee or casino key employee shall permit any player to engage in
    conduct violative of (f) or (g) above.

    @manual
    Scenario: The dealer and casino employees stop players handling wagers
      Whether the dealer and other employees stop a player from touching wagers contrary to (f)
      and (g) is conduct at the live table, which a person observes.

  @clause:19:47-2.3(i) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.3(i) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    A casino licensee may implement any of the following options at a blackjack table provided that
    the casino licensee complies with the notice requirements set forth in N.J.A.C. 19:47-8.3:
    1. Persons who have not made a wager on the first round of play may not enter the game on a
      subsequent round of play until a reshuffle of the cards has occurred;
    2. Persons who have not made a wager on the first round of play may be permitted to enter the
      game, but may be limited to wagering only the minimum limit posted at the table until a
      reshuffle of the cards has occurred;
    3. Persons who, after making a wager on a given round of play, decline to wager on any
      subsequent round of play may be precluded from placing any further wagers until a reshuffle of
      the cards has occurred; and
    4. Persons who, after making a wager on a given round of play, decline to wager on any
      subsequent round of play may be permitted to place further wagers, but may be limited to
      wagering only the minimum limit posted at the table until a reshuffle of the cards has
      occurred.

    @manual
    Scenario: The options restricting entry to the game until a reshuffle are applied as posted
      The options of (i) concern who may enter or return between rounds until the reshuffle, and
      at what wager; adapter protocol 1.0 plays single rounds and keeps no player's history across
      rounds or shoes, so a person checks at the live table the option posted under 19:47-8.3.

  @clause:19:47-2.3(j) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.3(j) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If a casino licensee implements any of the options in (i) above, the option shall be uniformly
    applied to all persons at that table; provided, however that if a casino licensee has
    implemented either of the options in (i)3 or 4 above, an exception may be made for a person who
    temporarily leaves the table if, at the time the person leaves, the casino licensee agrees to
    reserve the person's spot until his or her turn.

    @manual
    Scenario: An entry option is applied uniformly, with the reserved spot exception
      Uniform application to everyone at the table, and the exception for a person whose spot is
      reserved while away, concern people across rounds, which adapter protocol 1.0 does not keep;
      a person checks them at the live table.

  @clause:19:47-2.3(k) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.3(k) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If a double shoe is utilized, the term "first card" as used in (a), (c) and (f) above shall mean
    "determinant card."

    @manual
    Scenario: With a double shoe the first card of (a), (c) and (f) is the determinant card
      The double shoe and its determinant card (2.6(d)) are physical; the adapter protocol deals a
      single sequence of cards, so a person checks at the live table that wagers are fixed before
      the determinant card is drawn.
