@section:19:47-2.11
Feature: 19:47-2.11 Splitting pairs
  Cited as 19:47-2.11 in nj-1996, nj-2004 and as 13:69F-2.11 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.11(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.11(a) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Whenever the initial two cards dealt to a player are identical in value, the player may elect to
    split the hand into two separate hands provided that he makes a wager on the second hand so
    formed in an amount equal to his original wager.

    @example
    Scenario: A pair of eights is split with a second wager equal to the original
      Given the dealer takes no hole card
      And box 1 wagers $25
      And the shoe deals "box 1: 8S 8H; dealer: 9D 8C; draws: TC JD"
      When the cards are dealt
      Then box 1 may split
      When box 1 decides to split
      And the round is played out
      Then box 1 ends with 2 hands
      And box 1's hand is "8S TC"
      And box 1 hand 2's hand is "8H JD"
      # each hand is 18 against the dealer's 9D 8C, 17, who stands (2.12(b)): the $25 original
      # wager on hand 1 and the equal $25 split wager on hand 2 each win $25 at 1 to 1 (2.3(a)2)
      And box 1's main wager wins $25 at 1 to 1
      And box 1 hand 2's split wager wins $25 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A king and a queen are identical in value and may be split
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: KH QD; dealer: 6S TC; draws: 5S 4H; dealer draws: 9C"
      When the cards are dealt
      Then box 1 may split
      When box 1 decides to split
      And the round is played out
      Then box 1's hand is "KH 5S"
      And box 1 hand 2's hand is "QD 4H"
      # hands of 15 and 14 stand; the dealer's 6S TC is 16, draws 9C and busts with 25, so both
      # $10 wagers win $10 at 1 to 1 (2.3(a)1)
      And box 1's main wager wins $10 at 1 to 1
      And box 1 hand 2's split wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: Two initial cards of different value may not be split
      Given box 1 wagers $10
      And the shoe deals "box 1: 9S TD; dealer: 7C 9H"
      When the cards are dealt
      Then box 1 may not split
      When box 1 tries to split
      Then the decision is refused as illegal

    @property
    Scenario: Every round in which a pair of aces is split is settled as the rules require
      Given rounds in which box 1 has a pair of aces
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

  @clause:19:47-2.11(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.11(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    (b) When a player splits pairs, the dealer shall deal a card to and complete the player's
    decisions with respect to the first incomplete hand on the dealer's left before proceeding to
    deal any cards to any other hand.

    @example
    Scenario: The first split hand is completed before the second hand receives a card
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8H; dealer: 9D 8C; draws: 3C 9S TD"
      When box 1 decides to split
      And box 1 decides to hit
      And the round is played out
      # hand 1 receives 3C (11) and hits for 9S (20) before hand 2 receives TD (18)
      Then box 1's hand is "8S 3C 9S"
      And box 1 hand 2's hand is "8H TD"
      # the dealer's 9D 8C is 17 and stands: 20 and 18 each win $10 at 1 to 1 (2.3(a)2)
      And box 1's main wager wins $10 at 1 to 1
      And box 1 hand 2's split wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: Both split hands are completed before the next box receives a card
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: 8S 8H; box 2: TS 2D; dealer: 9D 8C; draws: 3C 9S TD 7H"
      When box 1 decides to split
      And box 1 decides to hit
      And box 1 decides to stand
      And box 1 decides to stand
      And box 2 decides to hit
      And the round is played out
      # box 1 hand 1 takes 3C and 9S (20), box 1 hand 2 takes TD (18), then box 2's 12 takes 7H
      Then box 1's hand is "8S 3C 9S"
      And box 1 hand 2's hand is "8H TD"
      And box 2's hand is "TS 2D 7H"
      # the dealer's 9D 8C is 17 and stands: 20, 18 and 19 each win $10 at 1 to 1 (2.3(a)2)
      And box 1's main wager wins $10 at 1 to 1
      And box 1 hand 2's split wager wins $10 at 1 to 1
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: Rounds with a pair split into four hands settle as the reference engine does
      Given rounds in which box 1 has a pair to split into four hands
      And the house lets a pair be split up to 3 times
      And the table has 6 boxes
      And house options drawn from those the edition allows
      Then in every round, the game settles the round as the reference engine does

  @clause:19:47-2.11(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.11(c) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    After a second card is dealt to a split pair, the dealer shall announce the point total of such
    hand and the player shall indicate his decision to stand, draw or double down with respect
    thereto expect that:
    1. A player may not split pairs again if the second card so dealt is identical in value to a
      card of the split pair; and
    2. A player splitting aces shall have only one card dealt to each ace and may not elect to
      receive additional cards.

    @example
    Scenario: A split hand may stand, draw or double down after its second card
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8H; dealer: 9D 8C; draws: 3C 9S TD"
      When box 1 decides to split
      Then box 1 may stand
      And box 1 may hit
      And box 1 may double down
      When box 1 decides to double down
      And the round is played out
      Then box 1's hand is "8S 3C 9S"
      And box 1 hand 2's hand is "8H TD"
      # hand 1 doubles on 11 for 9S (20), hand 2 is 18; the dealer's 9D 8C is 17 and stands:
      # the main, double and split wagers of $10 each win $10 at 1 to 1 (2.3(a)2, 2.10(a))
      And box 1's main wager wins $10 at 1 to 1
      And box 1's double wager wins $10 at 1 to 1
      And box 1 hand 2's split wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A split hand dealt a card identical in value may not be split again
      Given the house lets a pair be split only once
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8H; dealer: 9D 8C; draws: 8D"
      When box 1 decides to split
      Then box 1 may not split
      When box 1 tries to split
      Then the decision is refused as illegal

    @example
    Scenario: The second split hand dealt a card identical in value may not be split again
      Given the house lets a pair be split only once
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8H; dealer: 9D 8C; draws: TC 8D"
      When box 1 decides to split
      And box 1 decides to stand
      Then box 1 may not split

    @example
    Scenario: Split aces receive one card each and may not draw or double
      Given the dealer takes no hole card
      And the house lets a pair be split only once
      And box 1 wagers $10
      And the shoe deals "box 1: AS AH; dealer: 9D 7C; draws: 5C 6D; dealer draws: 2S"
      When box 1 decides to split
      Then box 1 is not offered to hit or double down for the rest of the round
      And box 1's hand is "AS 5C"
      And box 1 hand 2's hand is "AH 6D"
      # soft 16 and soft 17 take no card; the dealer's 9D 7C is 16, draws 2S and stands on 18:
      # both $10 wagers lose (2.3(a)2)
      And box 1's main wager loses $10
      And box 1 hand 2's split wager loses $10
      And no other wager is settled

    @example
    Scenario: A split ace and a ten are 21 paid 1 to 1, not a blackjack
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: AS AH; dealer: 9D 7C; draws: KC 9H; dealer draws: 2S"
      When box 1 decides to split
      And the round is played out
      Then box 1's hand is "AS KC"
      And box 1 hand 2's hand is "AH 9H"
      # AS KC is 21 but not a blackjack (I-2.3a3-split-two-card-21); AH 9H is 20; the dealer's
      # 9D 7C is 16, draws 2S and stands on 18: each $10 wager wins $10 at 1 to 1 (2.3(a)2)
      And box 1's main wager wins $10 at 1 to 1
      And box 1 hand 2's split wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: Rounds with a pair of aces to split play as the reference engine does
      Given rounds in which box 1 has a pair of aces
      And house options drawn from those the edition allows
      Then in every round, the game settles the round as the reference engine does

  @clause:19:47-2.11(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.11(d) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If the dealer obtains blackjack after a player splits pairs, the dealer shall only collect the
    amount of the original wager of such player and shall not collect the additional amount wagered
    in splitting pairs.

    @example
    Scenario: A dealer's blackjack after a split collects only the original wager
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8H; dealer: KD AC; draws: TC 9S"
      When box 1 decides to split
      And the round is played out
      Then the dealer's hand is "KD AC"
      # the dealer's KD AC is a blackjack: the $10 original wager on hand 1 (18) is lost and the
      # $10 split wager on hand 2 (17) is void, returned (2.11(d))
      And box 1's main wager loses $10
      And box 1 hand 2's split wager is void
      And no other wager is settled
      And the players lose $10 in all

    @example
    Scenario: A dealer's blackjack under a face-down hole card collects only the original wager
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8H; dealer: KD AC; draws: TC 9S"
      When box 1 decides to split
      And the round is played out
      # the hole card AC is revealed after the players: a blackjack, so the $10 original wager is
      # lost and the $10 split wager is void (2.11(d))
      Then box 1's main wager loses $10
      And box 1 hand 2's split wager is void
      And no other wager is settled

    @example
    Scenario: A dealer's blackjack after a split and a double collects only the original wager
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8H; dealer: KD AC; draws: 3C 9S TD"
      When box 1 decides to split
      And box 1 decides to double down
      And the round is played out
      Then box 1's hand is "8S 3C 9S"
      # hand 1 doubled on 11 to 20, hand 2 is 18; against the blackjack only the $10 original
      # wager is lost; the $10 double (2.10(b)) and the $10 split wager (2.11(d)) are void
      And box 1's main wager loses $10
      And box 1's double wager is void
      And box 1 hand 2's split wager is void
      And no other wager is settled

    @example
    Scenario: A dealer's blackjack returns the split wager of a split hand that went over 21
      Given the dealer takes no hole card
      And against a dealer's blackjack the house returns the double and split wagers of busted hands
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8H; dealer: KD AC; draws: TC 5C TD"
      When box 1 decides to split
      And box 1 decides to stand
      And box 1 decides to hit
      And the round is played out
      Then box 1 hand 2's hand is "8H 5C TD"
      # hand 2 busts with 23 before the dealer's second card shows the blackjack; the dealer
      # collects only the $10 original wager and returns the split wager
      # (2.11(d), I-2.10b-busted-additional-wagers)
      And box 1's main wager loses $10
      And box 1 hand 2's split wager is void
      And no other wager is settled

    @property
    Scenario: Split hands in rounds from shuffled shoes are settled as the rules require
      Given rounds dealt from shuffled shoes
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

  @clause:19:47-2.11(e) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.11(e) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Notwithstanding the provisions of (c)1 above, a casino licensee may, at its discretion, permit a
    player to split pairs up to three times (a total of four hands) at a blackjack table with up to
    six player boxes or twice (a total of three hands) at a blackjack table with seven player boxes
    if notice of the option is provided as set forth in N.J.A.C. 19:47-8.3, except that this option
    shall not be available in games in which the rule variation multiple action blackjack is
    available pursuant to N.J.A.C. 19:47-2.18. If a casino licensee elects to offer the option of
    splitting pairs more than once, it may, at its discretion, prohibit a player from splitting a
    pair of aces more than once (a total of two hands) if notice is provided as set forth in
    N.J.A.C. 19:47-8.3. All other requirements of this section shall apply to each hand which is
    formed as a result of splitting pairs more than once.

    @example
    Scenario: At a six-box table a pair may be split three times into four hands and no more
      Given the dealer takes no hole card
      And the house lets a pair be split up to 3 times
      And the table has 6 boxes
      And the house lets aces be resplit like any other pair
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8H; dealer: TD 7S; draws: 8D 8C 8S TC TH TS"
      When box 1 decides to split
      Then box 1 may split
      When box 1 decides to split
      Then box 1 may split
      When box 1 decides to split
      Then box 1 may not split
      When the round is played out
      Then box 1 ends with 4 hands
      And box 1's hand is "8S 8S"
      # hand 1 stands on 16 after the third split; the three other hands take a ten each (18);
      # the dealer's TD 7S is 17: the $10 original wager loses, the three $10 split wagers win
      # $10 each at 1 to 1, a net win of $20
      And box 1's main wager loses $10
      And box 1 hand 2's split wager wins $10 at 1 to 1
      And box 1 hand 3's split wager wins $10 at 1 to 1
      And box 1 hand 4's split wager wins $10 at 1 to 1
      And no other wager is settled
      And the players win $20 in all

    @example
    Scenario: At a seven-box table a pair may be split twice into three hands and no more
      Given the dealer takes no hole card
      And the house lets a pair be split up to 2 times
      And the table has 7 boxes
      And the house lets aces be resplit like any other pair
      And box 1 wagers $10
      And the shoe deals "box 1: 8S 8H; dealer: TD 7S; draws: 8D 8C TC TH"
      When box 1 decides to split
      And box 1 decides to split
      Then box 1 may not split
      When the round is played out
      Then box 1 ends with 3 hands
      And box 1's hand is "8S 8C"
      # hand 1 stands on 16; the two other hands take a ten each (18); the dealer's TD 7S is 17:
      # the $10 original wager loses, the two $10 split wagers win $10 each at 1 to 1
      And box 1's main wager loses $10
      And box 1 hand 2's split wager wins $10 at 1 to 1
      And box 1 hand 3's split wager wins $10 at 1 to 1
      And no other wager is settled
      And the players win $10 in all

    @example
    Scenario: Aces may be split again where the house allows re-splitting
      Given the dealer takes no hole card
      And the house lets a pair be split up to 3 times
      And the table has 6 boxes
      And the house lets aces be resplit like any other pair
      And box 1 wagers $10
      And the shoe deals "box 1: AS AH; dealer: TD 7S; draws: AD 9C 9H 9S"
      When box 1 decides to split
      Then box 1 may split
      When box 1 decides to split
      And the round is played out
      Then box 1 ends with 3 hands
      And box 1's hand is "AS 9C"
      # every split ace takes one 9 (soft 20, 2.11(c)2); the dealer's TD 7S is 17: the $10
      # original wager and the two $10 split wagers each win $10 at 1 to 1
      And box 1's main wager wins $10 at 1 to 1
      And box 1 hand 2's split wager wins $10 at 1 to 1
      And box 1 hand 3's split wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: Aces may be split only once where the house prohibits re-splitting aces
      Given the dealer takes no hole card
      And the house lets a pair be split up to 3 times
      And the table has 6 boxes
      And the house lets aces be split only once
      And box 1 wagers $10
      And the shoe deals "box 1: AS AH; dealer: TD 7S; draws: AD 9C"
      When box 1 decides to split
      Then box 1 is not offered to split for the rest of the round
      And box 1 ends with 2 hands
      And box 1's hand is "AS AD"
      And box 1 hand 2's hand is "AH 9C"
      # AS AD (soft 12) takes no card; AH 9C is 20; the dealer's TD 7S is 17: the $10 original
      # wager loses $10 and the $10 split wager wins $10 at 1 to 1
      And box 1's main wager loses $10
      And box 1 hand 2's split wager wins $10 at 1 to 1
      And no other wager is settled

    @validation
    Scenario: Splitting three times is refused at a table with seven boxes
      When a table is asked for at which the house lets a pair be split up to 3 times and the table has 7 boxes
      Then the game refuses the table as forbidden by the rules

    @validation
    Scenario: Splitting twice is allowed at a table with seven boxes
      When a table is asked for at which the house lets a pair be split up to 2 times and the table has 7 boxes
      Then the game opens the table

    @validation
    Scenario: Splitting three times is allowed at a table with six boxes
      When a table is asked for at which the house lets a pair be split up to 3 times and the table has 6 boxes
      Then the game opens the table

    @validation
    Scenario: Splitting more than three times is refused
      When a table is asked for at which the house lets a pair be split up to 4 times and the table has 6 boxes
      Then the game refuses the table as forbidden by the rules

    @validation
    Scenario: Aces split only once is allowed where pairs may be split three times
      When a table is asked for at which the house lets a pair be split up to 3 times, the table has 6 boxes and the house lets aces be split only once
      Then the game opens the table

    @validation
    Scenario: A table offering multiple action blackjack may not let pairs be split twice
      # "except that this option shall not be available in games in which the rule variation
      # multiple action blackjack is available pursuant to N.J.A.C. 19:47-2.18" ((e))
      When a table is asked for at which the house lets a pair be split up to 2 times, the table has 7 boxes and the table offers multiple action blackjack
      Then the game refuses the table citing 2.11(e)

    @validation
    Scenario: A table offering multiple action blackjack may let a pair be split once
      # (e) withholds only the option of splitting more than once; (c)1's one split stands
      When a table is asked for at which the house lets a pair be split only once and the table offers multiple action blackjack
      Then the game opens the table

    @property
    Scenario: Every round with a pair split into four hands is settled as the rules require
      Given rounds in which box 1 has a pair to split into four hands
      And the house lets a pair be split up to 3 times
      And the table has 6 boxes
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @property
    Scenario: Every round with aces split where re-splitting is offered is settled as required
      Given rounds in which box 1 has a pair of aces
      And the house lets a pair be split up to 3 times
      And the table has 6 boxes
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

  @clause:19:47-2.11(f) @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:f2e1132c5571
  Rule: 19:47-2.11(f) in nj-2004, nj-2024, nj-2024+bet-the-set
    If a player has made the additional wager authorized by N.J.A.C. 19:47-2.17(a)3, is dealt two
    sevens as his or her initial two cards and elects to split the pair of sevens, the dealer shall
    announce that the player is splitting sevens and forfeiting any potential payout for three
    sevens. The player shall be paid for the additional winning wager prior to any additional cards
    being dealt to either of the split hands.

    @manual
    Scenario: Splitting sevens with the three-sevens wager of 2.17(a)3 is announced and paid first
      The additional wager of 2.17(a)3 is a side wager with its own section (2.17); adapter
      protocol 1.0 has no side wagers (the side-wager family is reserved), so the kit cannot place
      it. A person checks at a live table that the dealer announces that the player is splitting
      sevens and forfeiting the three-sevens payout, and that a winning additional wager is paid
      before any card is dealt to either split hand.
