@section:13:69F-2.30
Feature: 13:69F-2.30 Buster Blackjack
  Cited as 13:69F-2.30 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:13:69F-2.30(a) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:614232addd8f
  Rule: 13:69F-2.30(a) in nj-2024, nj-2024+bet-the-set
    A casino licensee may, in its discretion, offer each player at a blackjack table the option to
    make an additional wager called a Buster Blackjack bet that the dealer, who may be required to
    draw such additional cards as necessary to complete his or her hand, regardless of the outcome
    of all wagers placed pursuant to the rules otherwise applicable under this section to determine
    blackjack wagers, including insurance wagers, will "bust," that is, have a point total greater
    than 21.

    @validation
    Scenario: A table may offer the Buster Blackjack wager
      When a table is asked for at which the table offers the Buster Blackjack wager
      Then the game opens the table

    @example
    Scenario: The dealer's bust wins the Buster Blackjack wager whatever became of the insurance wager
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: TC 9D; dealer: AS 5C; dealer draws: 6D TH"
      When box 1 decides to insure
      And the round is played out
      # the dealer's ace: box 1 insures for half its wager, $5 (2.9). His second card 5C is a soft
      # 16, no blackjack: the insurance loses $5. He draws 6D (A+5+6 = hard 12) and TH: 22, a
      # bust of four cards. The Buster wager is decided regardless of the insurance wager ((a)):
      # pay table A, 4 cards, 2 to 1 ((g)): $5 x 2 = $10. Box 1's 19 wins $10 on the bust
      Then box 1's insurance wager loses $5
      And box 1's main wager wins $10 at 1 to 1
      And box 1's Buster Blackjack wager wins $10 at 2 to 1 under 2.30(g)
      And the dealer's hand is "AS 5C 6D TH"
      And no other wager is settled
      And the players win $15 in all

    @property
    Scenario: Every Buster Blackjack wager is decided by the dealer's completed hand whatever the other wagers
      Given rounds dealt from shuffled shoes in which every box makes the Buster Blackjack wager
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @manual
    Scenario: Every player at the table is offered the Buster Blackjack wager
      The option is offered "to each player at a blackjack table": whether the dealer offers it to
      every player at the table is seen at a live table; the adapter protocol only shows the wagers
      a round takes. The betting area at each player position is checked under 13:69E-1.10(x).

  @clause:13:69F-2.30(b) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:9a9485a112b3
  Rule: 13:69F-2.30(b) in nj-2024, nj-2024+bet-the-set
    Prior to the first card being dealt for each round of play, each player who has placed a wager
    in compliance with N.J.A.C. 13:69F-2.3(a), may make the wager authorized by N.J.A.C.
    13:69F-2.30(a) (hereafter, the Buster Blackjack Wager) by placing a wager on the designated
    betting area of the blackjack layout. Any player playing multiple hands may make a Buster
    Blackjack Wager on each or any hand he or she is playing.

    @example
    Scenario: A player playing two hands makes a Buster Blackjack wager on each
      Given the dealer takes no hole card
      And the house lets a player wager on more than one box
      And the table offers the Buster Blackjack wager at pay table A
      And Ann wagers $10 and $5 on Buster Blackjack on box 1
      And Ann wagers $10 and $2 on Buster Blackjack on box 2
      And the shoe deals "box 1: TC 8D; box 2: 9S 9H; dealer: 6S TD; dealer draws: 8C"
      When the round is played out
      # "on each or any hand he or she is playing" ((b)). The dealer's 16 draws 8C: 24, a bust of
      # three cards, pay table A 2 to 1 ((g)): $5 x 2 = $10 on box 1 and $2 x 2 = $4 on box 2.
      # Both 18s win $10 on the bust
      Then Ann on box 1's Buster Blackjack wager wins $10 at 2 to 1 under 2.30(g)
      And Ann on box 2's Buster Blackjack wager wins $4 at 2 to 1 under 2.30(g)
      And Ann on box 1's main wager wins $10 at 1 to 1
      And Ann on box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: A player playing two hands makes a Buster Blackjack wager on one of them only
      Given the dealer takes no hole card
      And the house lets a player wager on more than one box
      And the table offers the Buster Blackjack wager at pay table A
      And Ann wagers $10 and $5 on Buster Blackjack on box 1
      And Ann wagers $10 on box 2, seated
      And the shoe deals "box 1: TC 8D; box 2: 9S 9H; dealer: 6S TD; dealer draws: 8C"
      When the round is played out
      # a wager "on ... any hand": box 1's $5 wins 2 to 1 on the three-card bust, $10 ((g));
      # box 2 made none and is paid only its 18, $10
      Then Ann on box 1's Buster Blackjack wager wins $10 at 2 to 1 under 2.30(g)
      And Ann on box 1's main wager wins $10 at 1 to 1
      And Ann on box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @example
    Scenario: Each player at the table makes his own Buster Blackjack wager or none
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $3 on Buster Blackjack
      And box 2 wagers $10
      And the shoe deals "box 1: TC 8D; box 2: 9S 9H; dealer: 6S TD; dealer draws: 8C"
      When the round is played out
      # box 1's $3 at 2 to 1 on the three-card bust: $6 ((g)); box 2 "may make" the wager and
      # did not
      Then box 1's Buster Blackjack wager wins $6 at 2 to 1 under 2.30(g)
      And box 1's main wager wins $10 at 1 to 1
      And box 2's main wager wins $10 at 1 to 1
      And no other wager is settled

    @validation
    Scenario: Two Buster Blackjack wagers on one hand are refused
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and two Buster Blackjack wagers of $5
      And the shoe deals "box 1: TC 8D; dealer: 6S TD; dealer draws: 8C"
      # "a Buster Blackjack Wager on each or any hand": one on a hand ((b)). The protocol names
      # a kind once per wager (docs/ADAPTERS.md), so the refusal need not cite the clause
      Then the wagers are refused

    @manual
    Scenario: The Buster Blackjack wager is placed on its designated betting area before the first card
      The wager is made "by placing a wager on the designated betting area of the blackjack
      layout" before the first card is dealt. The adapter protocol places every wager before the
      deal and has no layout, so a person checks that the wager is placed on its betting area and
      that none is taken once the first card is dealt; the betting areas themselves are checked
      under 13:69E-1.10(x).

  @clause:13:69F-2.30(c) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:4e779ae164e6
  Rule: 13:69F-2.30(c) in nj-2024, nj-2024+bet-the-set
    The amount of the Buster Blackjack Wager shall be at least $1.00, but shall not exceed the
    lesser of the player's wager pursuant to N.J.A.C. 13:69F-2.3(a) or any maximum amount
    established by the casino licensee and posted in accordance with N.J.A.C. 13:69F-8.3.

    @example
    Scenario: A Buster Blackjack wager of $1.00 is taken
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $1 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: 6S TD; dealer draws: 8C"
      When the round is played out
      # "at least $1.00" ((c)): the dealer's 6S TD 8C is a bust of three cards, 2 to 1 at pay
      # table A ((g)): $1 x 2 = $2; the 18 wins $10
      Then box 1's Buster Blackjack wager wins $2 at 2 to 1 under 2.30(g)
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @validation
    Scenario: A Buster Blackjack wager of $0.50 is refused
      Given the dealer takes no hole card
      And the table's smallest chip is $0.50
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $0.50 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: 6S TD; dealer draws: 8C"
      # $0.50 is a whole number of $0.50 chips but less than "at least $1.00" ((c))
      Then the wagers are refused citing 2.30(c)

    @validation
    Scenario: A Buster Blackjack wager larger than the main wager is refused
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $11 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: 6S TD; dealer draws: 8C"
      # $11 exceeds "the player's wager pursuant to N.J.A.C. 13:69F-2.3(a)", $10 ((c))
      Then the wagers are refused citing 2.30(c)

    @example
    Scenario: A Buster Blackjack wager equal to the main wager is taken
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $10 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: 6S TD; dealer draws: 8C"
      When the round is played out
      # $10 does not exceed the $10 wager ((c)): a bust of three cards, 2 to 1 at pay table A
      # ((g)), $10 x 2 = $20; the 18 wins $10
      Then box 1's Buster Blackjack wager wins $20 at 2 to 1 under 2.30(g)
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled
      And the players win $30 in all

    @validation
    Scenario: A Buster Blackjack wager above the licensee's posted maximum is refused though the main wager is larger
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And the casino licensee's maximum for the Buster Blackjack wager is $25
      And box 1 wagers $100 and $30 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: 6S TD; dealer draws: 8C"
      # the lesser of the $100 wager and the $25 maximum is $25; $30 exceeds it ((c))
      Then the wagers are refused citing 2.30(c)

    @example
    Scenario: A Buster Blackjack wager of the licensee's maximum on a larger main wager is taken
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And the casino licensee's maximum for the Buster Blackjack wager is $25
      And box 1 wagers $100 and $25 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: 6S TD; dealer draws: 8C"
      When the round is played out
      # $25 is the lesser of $100 and $25 ((c)): a bust of three cards, 2 to 1 at pay table A
      # ((g)), $25 x 2 = $50; the 18 wins $100
      Then box 1's Buster Blackjack wager wins $50 at 2 to 1 under 2.30(g)
      And box 1's main wager wins $100 at 1 to 1
      And no other wager is settled

    @validation
    Scenario: A Buster Blackjack wager above the main wager is refused though under the licensee's maximum
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And the casino licensee's maximum for the Buster Blackjack wager is $25
      And box 1 wagers $10 and $20 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: 6S TD; dealer draws: 8C"
      # the lesser of the $10 wager and the $25 maximum is $10; $20 exceeds it ((c))
      Then the wagers are refused citing 2.30(c)

    @manual
    Scenario: The licensee's maximum Buster Blackjack wager is posted
      The maximum amount is "established by the casino licensee and posted in accordance with
      N.J.A.C. 13:69F-8.3": the posting is signage in the casino, outside the adapter protocol,
      which carries only the maximum the table is opened with; a person checks the sign.

  @clause:13:69F-2.30(d) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:7cfcde0a1388
  Rule: 13:69F-2.30(d) in nj-2024, nj-2024+bet-the-set
    The Buster Blackjack Wager shall lose if:
    1. The dealer has a blackjack;
    2. The dealer's completed hand, dealt in accordance with subsection (f) of this section, does
      not exceed 21.

    @example
    Scenario: The dealer's blackjack loses the Buster Blackjack wager
      Given the dealer deals a face-down hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: TC 9D; dealer: AS KD"
      When the round is played out
      # the dealer's AS KD is a blackjack: the Buster wager loses $5 ((d)1), and box 1's 19
      # loses its $10 (no insurance is taken)
      Then box 1's Buster Blackjack wager loses $5 under 2.30(d)1
      And box 1's main wager loses $10
      And the dealer's hand is "AS KD"
      And no other wager is settled

    @example
    Scenario: The dealer's blackjack loses the Buster Blackjack wager of a player whose own blackjack stands off
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: AS KH; dealer: TD AD"
      When the round is played out
      # the dealer's ten, then AD after the players: his blackjack. Box 1's blackjack is a
      # stand-off (2.7(b)); the Buster wager loses $5 ((d)1): (f)1 keeps it in play only "if ...
      # the dealer does not have a blackjack"
      Then box 1's main wager is void
      And box 1's Buster Blackjack wager loses $5 under 2.30(d)1
      And no other wager is settled

    @example
    Scenario: A completed hand of 21 loses the Buster Blackjack wager
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: 6S 5D; dealer draws: TC"
      When the round is played out
      # 6 + 5 + 10 = 21, a completed hand that "does not exceed 21" ((d)2): the $5 loses; the 18
      # loses $10 to 21
      Then box 1's Buster Blackjack wager loses $5 under 2.30(d)2
      And box 1's Buster Blackjack wager is collected once the dealer's hand is complete
      And box 1's main wager loses $10
      And the dealer's hand is "6S 5D TC"
      And no other wager is settled

    @example
    Scenario: A hard 17 in two cards loses the Buster Blackjack wager
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: TS 7D"
      When the round is played out
      # a hard 17 completes the hand ((f)3i) and does not exceed 21 ((d)2): the $5 loses; the 18
      # wins $10
      Then box 1's Buster Blackjack wager loses $5 under 2.30(d)2
      And box 1's main wager wins $10 at 1 to 1
      And the dealer's hand is "TS 7D"
      And no other wager is settled

    @property
    Scenario: Every Buster Blackjack wager loses on the dealer's blackjack or a completed hand of 21 or less
      Given rounds dealt from shuffled shoes in which every box makes the Buster Blackjack wager
      Then in every round, every wager, additional wagers included, is settled as the rules require

  @clause:13:69F-2.30(e) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:a50c99fe501a
  Rule: 13:69F-2.30(e) in nj-2024, nj-2024+bet-the-set
    The Buster Blackjack Wager shall win and be payable in accordance with subsection (g) of this
    section if the dealer's completed hand exceeds 21.

    @example
    Scenario: A bust in three cards wins the Buster Blackjack wager once the dealer's hand is complete
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: TS 6D; dealer draws: 9C"
      When the round is played out
      # 10 + 6 + 9 = 25 exceeds 21 ((e)): three cards, 2 to 1 at pay table A ((g)), $5 x 2 =
      # $10; the 18 wins $10 on the bust
      Then box 1's Buster Blackjack wager wins $10 at 2 to 1 under 2.30(g)
      And box 1's Buster Blackjack wager is paid once the dealer's hand is complete
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: Every Buster Blackjack wager wins on a bust of seven or more cards at its pay table's odds
      Given rounds in which box 1 makes a Buster Blackjack wager and the dealer busts in seven or more cards
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: Every Buster Blackjack wager is settled on the dealer's completed hand
      Given rounds dealt from shuffled shoes in which every box makes the Buster Blackjack wager
      And house options drawn from those the edition allows
      Then in every round, every Buster Blackjack wager is settled on the dealer's completed hand, after every blackjack wager

  @clause:13:69F-2.30(f) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:aabb42a51ed0
  Rule: 13:69F-2.30(f) in nj-2024, nj-2024+bet-the-set
    The procedures for dealing of cards to players who have made a Buster Blackjack Wager shall
    comport with N.J.A.C. 13:69F-2.6 (procedure for dealing out of a shoe), N.J.A.C. 13:69F-2.6A
    (cards dealt out of hand) and N.J.A.C. 13:69F-2.9 (insurance wagers), as may be applicable,
    except as follows:
    1. If a player who made a Buster Blackjack Wager has a blackjack and the dealer does not have a
      blackjack, the dealer must pay the blackjack and thereafter place the player's two cards face
      up under the player's Buster Blackjack Wager to indicate that the Buster Blackjack Wager
      remains in play, and separated so that both cards are visible.
    2. If a player who made a Buster Blackjack Wager busts, the dealer shall collect the blackjack
      wager and thereafter collect and place the player's cards face up under the player's Buster
      Blackjack Wager to indicate that the Buster Blackjack Wager remains in play.
    3. If any Buster Blackjack Wager remains in play after the determination of all players'
      blackjack wagers, the dealer shall complete his hand by drawing additional cards until he or
      she has:
    i. Either a hard total of 17, 18, 19, 20, or 21;
    ii. A soft total of 18, 19, 20, or 21; or
    iii. The dealer's hand is a bust.

    @example
    Scenario: A blackjack is paid and its cards kept under the Buster Blackjack wager, which stays in play
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: AS KD; dealer: 6C 9D; dealer draws: TH"
      When the round is played out
      # the blackjack against a 6 is paid 3 to 2 at once, $15 (2.7(a)), and its two cards go under
      # the Buster wager ((f)1). No hand is left for 2.12(c), yet the wager is in play: the
      # dealer's 15 draws TH, 25, a bust of three cards ((f)3): 2 to 1 at pay table A, $10
      Then box 1's main wager wins $15 at 3 to 2
      And box 1's cards are kept under its Buster Blackjack wager once its blackjack is paid
      And box 1's Buster Blackjack wager wins $10 at 2 to 1 under 2.30(g)
      And box 1's Buster Blackjack wager is paid once the dealer's hand is complete
      And the dealer's hand is "6C 9D TH"
      And no other wager is settled

    @example
    Scenario: A blackjack against a ten is paid once the dealer's second card shows no blackjack, then kept under the Buster Blackjack wager
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: AS KD; dealer: TD 6C; dealer draws: 9H"
      When the round is played out
      # against a ten the blackjack waits for the dealer's second card (2.7(b)): 6C, no
      # blackjack, so (f)1 applies: 3 to 2 on $10, $15, then the cards go under the Buster wager
      # (I-2.30-blackjack-against-an-ace). The dealer's 16 draws 9H, 25, a bust of three cards,
      # 2 to 1 at pay table A: $10
      Then box 1's main wager wins $15 at 3 to 2
      And box 1's main wager is paid only after all other cards are dealt to the players and the dealer has his second card
      And box 1's cards are kept under its Buster Blackjack wager once its blackjack is paid
      And box 1's Buster Blackjack wager wins $10 at 2 to 1 under 2.30(g)
      And the dealer's hand is "TD 6C 9H"
      And no other wager is settled

    @example
    Scenario: A busted hand's wager is collected and its cards kept under the Buster Blackjack wager
      Given the dealer takes no hole card
      And the dealer draws to a soft 17 only for the Buster Blackjack wagers
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: TC 6D; dealer: 6S AH; draws: TS; dealer draws: 5C TH"
      When box 1 decides to hit
      And the round is played out
      # TC 6D TS = 26: the $10 is collected and the cards go under the Buster wager ((f)2). The
      # dealer's 6S AH is a soft 17, on which (f)3 draws: 5C (hard 12), TH, 22, a bust of four
      # cards, 2 to 1 at pay table A: $5 x 2 = $10
      Then box 1's main wager loses $10
      And box 1's cards are kept under its Buster Blackjack wager once its busted hand's wager is collected
      And box 1's Buster Blackjack wager wins $10 at 2 to 1 under 2.30(g)
      And the dealer's hand is "6S AH 5C TH"
      And no other wager is settled
      And the players break even

    @example
    Scenario: The dealer completes his hand for the Buster Blackjack wagers when every player has busted
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And box 2 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: TC 6D; box 2: 9C 5D; dealer: TH 2D; draws: TS KH; dealer draws: 3C 9H"
      When box 1 decides to hit
      And box 2 decides to hit
      And the round is played out
      # 26 and 24: both $10 wagers are collected. 2.12(c) would deal the dealer no further card,
      # but the Buster wagers remain in play ((f)2): his 12 draws 3C (15) and 9H, 24, a bust of
      # four cards ((f)3, I-2.30-all-busted), 2 to 1 at pay table A: $5 x 2 = $10 each
      Then box 1's main wager loses $10
      And box 2's main wager loses $10
      And box 1's Buster Blackjack wager wins $10 at 2 to 1 under 2.30(g)
      And box 2's Buster Blackjack wager wins $10 at 2 to 1 under 2.30(g)
      And every blackjack wager is settled before the dealer draws for the Buster Blackjack wagers
      And the dealer's hand is "TH 2D 3C 9H"
      And no other wager is settled

    @example
    Scenario: With a Buster Blackjack wager in play the dealer draws to his soft 17 once the blackjack wagers are settled
      Given the dealer takes no hole card
      And the dealer draws to a soft 17 only for the Buster Blackjack wagers
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: 6S AH; dealer draws: 4C"
      When the round is played out
      # 6S AH is a soft 17: 2.12(b) stands, and the 18 wins $10 against it. The Buster wager
      # remains in play, so the dealer then draws to the soft 17 ((f)3ii): 4C, a soft 21, which
      # does not exceed 21 ((d)2): the $5 loses (I-2.30-soft-17)
      Then box 1's main wager wins $10 at 1 to 1
      And box 1's Buster Blackjack wager loses $5 under 2.30(d)2
      And every blackjack wager is settled before the dealer draws for the Buster Blackjack wagers
      And the dealer's hand is "6S AH 4C"
      And no other wager is settled

    @example
    Scenario: At a table that draws to a soft 17 for every wager the blackjack wagers are settled on the completed hand
      Given the dealer takes no hole card
      And the dealer draws to a soft 17 for every wager at the table
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: 6S AH; dealer draws: 4C"
      When the round is played out
      # the layout's "Dealer Must Draw to Soft 17" (13:69E-1.10(x)1) read for every wager
      # (I-2.30-soft-17): 6S AH 4C, a soft 21, beats the 18, which loses $10; the $5 loses ((d)2)
      Then box 1's main wager loses $10
      And box 1's Buster Blackjack wager loses $5 under 2.30(d)2
      And the dealer's hand is "6S AH 4C"
      And no other wager is settled

    @example
    Scenario: A soft 17 of three cards drawn on to a bust of five cards wins 4 to 1
      Given the dealer takes no hole card
      And the dealer draws to a soft 17 only for the Buster Blackjack wagers
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: AH 2C; dealer draws: 4D 9S TC"
      When the round is played out
      # AH 2C is a soft 13; 4D makes a soft 17, where 2.12(b) stands: the 18 wins $10. (f)3
      # draws on: 9S (hard 16), TC, 26, a bust of five cards, 4 to 1 at pay table A ((g)):
      # $5 x 4 = $20
      Then box 1's main wager wins $10 at 1 to 1
      And box 1's Buster Blackjack wager wins $20 at 4 to 1 under 2.30(g)
      And every blackjack wager is settled before the dealer draws for the Buster Blackjack wagers
      And the dealer's hand is "AH 2C 4D 9S TC"
      And no other wager is settled

    @example
    Scenario: With no Buster Blackjack wager in play the dealer stands on a soft 17
      Given the dealer takes no hole card
      And the dealer draws to a soft 17 only for the Buster Blackjack wagers
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10
      And the shoe deals "box 1: TC 8D; dealer: 6S AH; dealer draws: 4C"
      When the round is played out
      # no Buster wager "remains in play" ((f)3): the dealer stands on the soft 17 (2.12(b)) and
      # the 18 wins $10
      Then box 1's main wager wins $10 at 1 to 1
      And the dealer's hand is "6S AH"
      And no other wager is settled

    @example
    Scenario: The dealer stands on a soft 18 for the Buster Blackjack wager
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: AH 2C; dealer draws: 5D"
      When the round is played out
      # AH 2C 5D is a soft 18: the hand is complete ((f)3ii) and does not exceed 21 ((d)2): the
      # $5 loses; the 18 against 18 is a stand-off
      Then box 1's Buster Blackjack wager loses $5 under 2.30(d)2
      And box 1's main wager is void
      And the dealer's hand is "AH 2C 5D"
      And no other wager is settled

    @property
    Scenario: The dealer completes a soft 17 by the rule of 2.30(f)3 while a Buster Blackjack wager is in play
      Given rounds in which box 1 makes a Buster Blackjack wager and the dealer's first cards make a soft 17
      And house options drawn from those the edition allows
      Then in every round, the dealer completes his hand to a hard 17, a soft 18 or a bust for the Buster Blackjack wagers

    @property
    Scenario: On a soft 17 the blackjack wagers are settled as 2.12(b) stands and the Buster Blackjack wagers on the completed hand
      Given rounds in which box 1 makes a Buster Blackjack wager and the dealer's first cards make a soft 17
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: Drawing for the Buster Blackjack wagers changes no blackjack wager where the dealer draws to a soft 17 only for them
      Given rounds in which box 1 makes a Buster Blackjack wager and the dealer's first cards make a soft 17
      And the dealer draws to a soft 17 only for the Buster Blackjack wagers
      And house options drawn from those the edition allows
      Then in every round, the Buster Blackjack wagers have no bearing on the blackjack wagers

    @property
    Scenario: The dealer completes his hand for the Buster Blackjack wager after a player's bust
      Given rounds in which box 1 makes a Buster Blackjack wager and busts
      And house options drawn from those the edition allows
      Then in every round, the dealer completes his hand to a hard 17, a soft 18 or a bust for the Buster Blackjack wagers

    @property
    Scenario: The dealer completes his hand for the Buster Blackjack wagers in every shuffled round
      Given rounds dealt from shuffled shoes in which every box makes the Buster Blackjack wager
      And house options drawn from those the edition allows
      Then in every round, the dealer completes his hand to a hard 17, a soft 18 or a bust for the Buster Blackjack wagers

    @property
    Scenario: The blackjack wagers are settled before the dealer draws for the Buster Blackjack wagers
      Given rounds in which box 1 makes a Buster Blackjack wager and the dealer's first cards make a soft 17
      And the dealer draws to a soft 17 only for the Buster Blackjack wagers
      And house options drawn from those the edition allows
      Then in every round, every Buster Blackjack wager is settled on the dealer's completed hand, after every blackjack wager

    @manual
    Scenario: A blackjack's cards are placed face up under the Buster Blackjack wager, separated so that both are visible
      Where the cards lie, face up and "separated so that both cards are visible" ((f)1), or face
      up under the wager after a bust ((f)2), is seen on the layout; the adapter protocol shows at
      most an event that the cards were kept, never how they lie. A person checks it at a live
      table.

    @manual
    Scenario: The procedures of 2.6A for cards dealt out of hand apply to the Buster Blackjack wager
      (f) makes the procedures of N.J.A.C. 13:69F-2.6A (cards dealt out of hand) apply; the corpus
      holds no text of 2.6A and the adapter protocol deals out of a shoe only, so a person checks
      a hand-dealt game against 2.6A.

  @clause:13:69F-2.30(g) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:48200fcedd43
  Rule: 13:69F-2.30(g) in nj-2024, nj-2024+bet-the-set
    A casino licensee shall pay winning Buster Blackjack Wagers based on the number of cards in the
    dealer's completed hand at no less than the amounts listed below, using one of the following pay
    tables (all pays "to 1"): # of Cards | Paytable A | Paytable B | Paytable C | Paytable D |
    Paytable E | Paytable F
    8 or more | 250 | 200 | 250 | 200 | 250 | 250
    7 | 50 | 50 | 50 | 50 | 50 | 50
    6 | 15 | 15 | 12 | 12 | 12 | 20
    5 | 4 | 4 | 4 | 4 | 3 | 8
    4 | 2 | 2 | 2 | 2 | 2 | 2
    3 | 2 | 2 | 2 | 2 | 2 | 1

    @example
    Scenario Outline: Pay table <table> pays a bust of <cards> cards at <odds>
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table <table>
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: TC 8D; dealer: <dealer>; dealer draws: <draws>"
      When the round is played out
      # each cell of (g): the dealer draws on below 17 ((f)3) to a bust of <cards> cards, and
      # $5 at N to 1 wins $5 x N; "8 or more" pays eight and nine cards alike. The dealer's
      # hands: 3 cards 10 + 6 + 9 = 25; 4 cards 2 + 3 + 10 + 10 = 25; 5 cards 2 + 3 + 2 + 9 +
      # 10 = 26; 6 cards 2 + 3 + 2 + 2 + 5 + 10 = 24; 7 cards 2 x 4 + 3 x 2 + 10 = 24; 8 cards
      # 2 x 5 + 3 x 2 + 10 = 26; 9 cards 2 x 8 + 10 = 26, each total below 17 before the last
      # card. Box 1's 18 wins $10 on every bust
      Then the dealer's hand is "<dealer> <draws>"
      And box 1's Buster Blackjack wager wins $<win> at <odds> under 2.30(g)
      And box 1's Buster Blackjack wager is paid once the dealer's hand is complete
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

      Examples:
        | table | cards | dealer | draws                | odds     | win   |
        # pay table A, 3 to 9 cards ("8 or more" for 8 and 9): 2, 2, 4, 15, 50, 250, 250 to 1, $5 x each
        | A     | 3     | TS 6D  | 9C                   | 2 to 1   | 10    |
        | A     | 4     | 2S 3D  | TC TH                | 2 to 1   | 10    |
        | A     | 5     | 2S 3D  | 2C 9H TD             | 4 to 1   | 20    |
        | A     | 6     | 2S 3D  | 2C 2H 5H TD          | 15 to 1  | 75    |
        | A     | 7     | 2S 2D  | 2C 2H 3S 3D TH       | 50 to 1  | 250   |
        | A     | 8     | 2S 2D  | 2C 2H 3S 3D 2S TH    | 250 to 1 | 1,250 |
        | A     | 9     | 2S 2D  | 2C 2H 2S 2D 2C 2H TH | 250 to 1 | 1,250 |
        # pay table B, 3 to 9 cards ("8 or more" for 8 and 9): 2, 2, 4, 15, 50, 200, 200 to 1, $5 x each
        | B     | 3     | TS 6D  | 9C                   | 2 to 1   | 10    |
        | B     | 4     | 2S 3D  | TC TH                | 2 to 1   | 10    |
        | B     | 5     | 2S 3D  | 2C 9H TD             | 4 to 1   | 20    |
        | B     | 6     | 2S 3D  | 2C 2H 5H TD          | 15 to 1  | 75    |
        | B     | 7     | 2S 2D  | 2C 2H 3S 3D TH       | 50 to 1  | 250   |
        | B     | 8     | 2S 2D  | 2C 2H 3S 3D 2S TH    | 200 to 1 | 1,000 |
        | B     | 9     | 2S 2D  | 2C 2H 2S 2D 2C 2H TH | 200 to 1 | 1,000 |
        # pay table C, 3 to 9 cards ("8 or more" for 8 and 9): 2, 2, 4, 12, 50, 250, 250 to 1, $5 x each
        | C     | 3     | TS 6D  | 9C                   | 2 to 1   | 10    |
        | C     | 4     | 2S 3D  | TC TH                | 2 to 1   | 10    |
        | C     | 5     | 2S 3D  | 2C 9H TD             | 4 to 1   | 20    |
        | C     | 6     | 2S 3D  | 2C 2H 5H TD          | 12 to 1  | 60    |
        | C     | 7     | 2S 2D  | 2C 2H 3S 3D TH       | 50 to 1  | 250   |
        | C     | 8     | 2S 2D  | 2C 2H 3S 3D 2S TH    | 250 to 1 | 1,250 |
        | C     | 9     | 2S 2D  | 2C 2H 2S 2D 2C 2H TH | 250 to 1 | 1,250 |
        # pay table D, 3 to 9 cards ("8 or more" for 8 and 9): 2, 2, 4, 12, 50, 200, 200 to 1, $5 x each
        | D     | 3     | TS 6D  | 9C                   | 2 to 1   | 10    |
        | D     | 4     | 2S 3D  | TC TH                | 2 to 1   | 10    |
        | D     | 5     | 2S 3D  | 2C 9H TD             | 4 to 1   | 20    |
        | D     | 6     | 2S 3D  | 2C 2H 5H TD          | 12 to 1  | 60    |
        | D     | 7     | 2S 2D  | 2C 2H 3S 3D TH       | 50 to 1  | 250   |
        | D     | 8     | 2S 2D  | 2C 2H 3S 3D 2S TH    | 200 to 1 | 1,000 |
        | D     | 9     | 2S 2D  | 2C 2H 2S 2D 2C 2H TH | 200 to 1 | 1,000 |
        # pay table E, 3 to 9 cards ("8 or more" for 8 and 9): 2, 2, 3, 12, 50, 250, 250 to 1, $5 x each
        | E     | 3     | TS 6D  | 9C                   | 2 to 1   | 10    |
        | E     | 4     | 2S 3D  | TC TH                | 2 to 1   | 10    |
        | E     | 5     | 2S 3D  | 2C 9H TD             | 3 to 1   | 15    |
        | E     | 6     | 2S 3D  | 2C 2H 5H TD          | 12 to 1  | 60    |
        | E     | 7     | 2S 2D  | 2C 2H 3S 3D TH       | 50 to 1  | 250   |
        | E     | 8     | 2S 2D  | 2C 2H 3S 3D 2S TH    | 250 to 1 | 1,250 |
        | E     | 9     | 2S 2D  | 2C 2H 2S 2D 2C 2H TH | 250 to 1 | 1,250 |
        # pay table F, 3 to 9 cards ("8 or more" for 8 and 9): 1, 2, 8, 20, 50, 250, 250 to 1, $5 x each
        | F     | 3     | TS 6D  | 9C                   | 1 to 1   | 5     |
        | F     | 4     | 2S 3D  | TC TH                | 2 to 1   | 10    |
        | F     | 5     | 2S 3D  | 2C 9H TD             | 8 to 1   | 40    |
        | F     | 6     | 2S 3D  | 2C 2H 5H TD          | 20 to 1  | 100   |
        | F     | 7     | 2S 2D  | 2C 2H 3S 3D TH       | 50 to 1  | 250   |
        | F     | 8     | 2S 2D  | 2C 2H 3S 3D 2S TH    | 250 to 1 | 1,250 |
        | F     | 9     | 2S 2D  | 2C 2H 2S 2D 2C 2H TH | 250 to 1 | 1,250 |

    @property
    Scenario: Every Buster Blackjack wager on a long bust is paid at the odds of its table's pay table
      Given rounds in which box 1 makes a Buster Blackjack wager and the dealer busts in seven or more cards
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: Every Buster Blackjack wager of a shuffled round is paid at the odds of its table's pay table
      Given rounds dealt from shuffled shoes in which every box makes the Buster Blackjack wager
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @manual
    Scenario: A licensee paying more than a pay table prints uses one of the pay tables of 2.30(g)
      (g) sets amounts "no less than" those listed, "using one of the following pay tables": the
      kit opens a table with one of A to F and expects its printed odds exactly, so a game that
      pays more is held to the pay table it is opened with (I-2.30g-no-less-than). Whether a
      casino's higher payouts are an approved variation of a listed table is a question for a
      person with the approval.

  @clause:13:69F-2.30(h) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:6e45d99f018d
  Rule: 13:69F-2.30(h) in nj-2024, nj-2024+bet-the-set
    In addition to the Buster Blackjack Wager payouts made pursuant to subsection (g) of this
    section, a casino licensee may, in its discretion, offer a Free Bonus payout if each of the
    following conditions are met: (i) the player has a blackjack; (ii) the player has wagered a
    minimum of $5.00 on his or her Buster Blackjack Wager; and (iii) the dealer's hand busted with
    at least seven cards.

    @example
    Scenario: The Free Bonus is paid on a blackjack, a $5.00 Buster Blackjack wager and a bust of seven cards
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And the table offers the Free Bonus at pay table B1
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: AS KD; dealer: 2C 2D; dealer draws: 2H 2S 3C 3D TH"
      When the round is played out
      # the blackjack against a 2: 3 to 2 on $10, $15 (2.7(a)). The dealer: 2 x 4 + 3 x 2 = 14,
      # then TH, 24, a bust of seven cards: 50 to 1 at pay table A, $5 x 50 = $250 ((g)). The
      # three conditions of (h) hold: a blackjack, "a minimum of $5.00" wagered, at least seven
      # cards: the Free Bonus of pay table B1 for 7 cards, $1,000.00 ((i)), in addition, staked
      # nothing. $15 + $250 + $1,000 = $1,265
      Then box 1's main wager wins $15 at 3 to 2
      And box 1's Buster Blackjack wager wins $250 at 50 to 1 under 2.30(g)
      And box 1 is paid a Free Bonus of $1,000.00 under 2.30(i)
      And no other wager is settled
      And the players win $1,265 in all

    @example
    Scenario: No Free Bonus is paid on a Buster Blackjack wager of $4.00
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And the table offers the Free Bonus at pay table B1
      And box 1 wagers $10 and $4 on Buster Blackjack
      And the shoe deals "box 1: AS KD; dealer: 2C 2D; dealer draws: 2H 2S 3C 3D TH"
      When the round is played out
      # $4.00 is less than "a minimum of $5.00" ((h)(ii)): no Free Bonus. The seven-card bust
      # pays 50 to 1 at pay table A, $4 x 50 = $200; the blackjack $15
      Then box 1's main wager wins $15 at 3 to 2
      And box 1's Buster Blackjack wager wins $200 at 50 to 1 under 2.30(g)
      And box 1 is paid no Free Bonus
      And no other wager is settled

    @example
    Scenario: No Free Bonus is paid on a bust of six cards
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And the table offers the Free Bonus at pay table B1
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: AS KD; dealer: 2S 3D; dealer draws: 2C 2H 5H TD"
      When the round is played out
      # 2 + 3 + 2 + 2 + 5 + 10 = 24, a bust of six cards, not "at least seven" ((h)(iii)): no
      # Free Bonus. Pay table A pays six cards 15 to 1, $5 x 15 = $75; the blackjack $15
      Then box 1's main wager wins $15 at 3 to 2
      And box 1's Buster Blackjack wager wins $75 at 15 to 1 under 2.30(g)
      And box 1 is paid no Free Bonus
      And no other wager is settled

    @example
    Scenario: No Free Bonus is paid on a 21 of three cards
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And the table offers the Free Bonus at pay table B1
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: 7C 4D; dealer: 2C 2D; draws: KH; dealer draws: 2H 2S 3C 3D TH"
      When box 1 decides to hit
      And the round is played out
      # 7 + 4 + 10 = 21 in three cards is no blackjack ((h)(i)): no Free Bonus. The seven-card
      # bust pays 50 to 1, $5 x 50 = $250; the 21 wins $10 at 1 to 1
      Then box 1's main wager wins $10 at 1 to 1
      And box 1's Buster Blackjack wager wins $250 at 50 to 1 under 2.30(g)
      And box 1 is paid no Free Bonus
      And no other wager is settled

    @example
    Scenario: No Free Bonus is paid at a table that does not offer it
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: AS KD; dealer: 2C 2D; dealer draws: 2H 2S 3C 3D TH"
      When the round is played out
      # the licensee "may, in its discretion, offer" the Free Bonus ((h)); this table does not:
      # the blackjack $15 and the seven-card bust at 50 to 1, $250, only
      Then box 1's main wager wins $15 at 3 to 2
      And box 1's Buster Blackjack wager wins $250 at 50 to 1 under 2.30(g)
      And box 1 is paid no Free Bonus
      And no other wager is settled

    @example
    Scenario: The Free Bonus is the same fixed amount on a Buster Blackjack wager above $5.00
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And the table offers the Free Bonus at pay table B1
      And box 1 wagers $10 and $10 on Buster Blackjack
      And the shoe deals "box 1: AS KD; dealer: 2C 2D; dealer draws: 2H 2S 3C 3D TH"
      When the round is played out
      # $10 is at least $5.00 ((h)(ii)); the Free Bonus is a fixed amount ((i)): $1,000.00 for
      # seven cards at pay table B1, whatever the wager. The wager: $10 x 50 = $500
      Then box 1's main wager wins $15 at 3 to 2
      And box 1's Buster Blackjack wager wins $500 at 50 to 1 under 2.30(g)
      And box 1 is paid a Free Bonus of $1,000.00 under 2.30(i)
      And no other wager is settled

    @example
    Scenario: No Free Bonus is paid when the dealer's blackjack loses the Buster Blackjack wager
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And the table offers the Free Bonus at pay table B1
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: AS KH; dealer: TD AD"
      When the round is played out
      # the dealer's blackjack: the player's blackjack stands off (2.7(b)), the Buster wager loses
      # $5 ((d)1) and there is no busted hand for a Free Bonus ((h)(iii))
      Then box 1's main wager is void
      And box 1's Buster Blackjack wager loses $5 under 2.30(d)1
      And box 1 is paid no Free Bonus
      And no other wager is settled

    @validation
    Scenario: The Free Bonus is not a wager a player places
      Given the dealer takes no hole card
      And the table offers the Free Bonus at pay table B1
      And box 1 wagers $10 and $5 on the Free Bonus
      And the shoe deals "box 1: AS KD; dealer: 2C 2D"
      # the Free Bonus is a "payout" "in addition to the Buster Blackjack Wager payouts" ((h)):
      # no one wagers on it
      Then the wagers are refused citing 2.30(h)

    @validation
    Scenario: A table may not offer the Free Bonus without the Buster Blackjack wager
      # the Free Bonus is paid "In addition to the Buster Blackjack Wager payouts" and needs "a
      # minimum of $5.00 on his or her Buster Blackjack Wager" ((h)): without the wager there is
      # nothing to pay it on
      When a table is asked for at which the table offers the Free Bonus
      Then the game refuses the table citing 2.30(h)

    @validation
    Scenario: A table may offer the Buster Blackjack wager with the Free Bonus
      # the licensee "may, in its discretion, offer a Free Bonus payout" with the Buster Blackjack
      # wager ((h))
      When a table is asked for at which the table offers the Buster Blackjack wager and the Free Bonus
      Then the game opens the table

    @property
    Scenario: The Free Bonus is paid on every blackjack with $5.00 or more on a bust of seven or more cards
      Given rounds in which box 1 makes a Buster Blackjack wager of $5 or more, has a blackjack and the dealer busts in seven or more cards
      And the table offers the Free Bonus
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: The Free Bonus is paid only when all three conditions are met
      Given rounds in which box 1 makes a Buster Blackjack wager and the dealer busts in seven or more cards
      And the table offers the Free Bonus
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

    @property
    Scenario: A blackjack with $5.00 or more on the Buster Blackjack wager gets the Free Bonus only on a bust of seven or more cards
      Given rounds in which box 1 makes a Buster Blackjack wager of $5 or more and has a blackjack
      And the table offers the Free Bonus
      And house options drawn from those the edition allows
      Then in every round, every wager, additional wagers included, is settled as the rules require

  @clause:13:69F-2.30(i) @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:0fc4806af9ff
  Rule: 13:69F-2.30(i) in nj-2024, nj-2024+bet-the-set
    The Free Bonus authorized by subsection (h) of this section shall be based on the number of
    cards in the dealer's completed hand at no less than the fixed payout amounts listed below,
    using one of the following pay tables: # of cards | Paytable B1 | Paytable B3
    8 or more | $8,000.00 | $5,000.00
    7 | $1,000.00 | $1,000.00

    @example
    Scenario Outline: Free Bonus pay table <table> pays <amount> on a bust of <cards> cards
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And the table offers the Free Bonus at pay table <table>
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: AS KD; dealer: <dealer>; dealer draws: <draws>"
      When the round is played out
      # (i) prints two rows, "8 or more" and 7: B1 $8,000.00 and $1,000.00, B3 $5,000.00 and
      # $1,000.00; a nine-card bust is paid on "8 or more". The wager itself: pay table A,
      # 50 to 1 for seven cards ($250), 250 to 1 for eight or more ($1,250); the blackjack $15
      Then box 1 is paid a Free Bonus of $<amount> under 2.30(i)
      And box 1's Buster Blackjack wager wins $<win> at <odds> under 2.30(g)
      And box 1's main wager wins $15 at 3 to 2
      And no other wager is settled

      Examples:
        | table | cards | dealer | draws                | amount   | odds     | win   |
        | B1    | 7     | 2S 2D  | 2C 2H 3S 3D TH       | 1,000.00 | 50 to 1  | 250   |
        | B1    | 8     | 2S 2D  | 2C 2H 3S 3D 2S TH    | 8,000.00 | 250 to 1 | 1,250 |
        | B1    | 9     | 2S 2D  | 2C 2H 2S 2D 2C 2H TH | 8,000.00 | 250 to 1 | 1,250 |
        | B3    | 7     | 2S 2D  | 2C 2H 3S 3D TH       | 1,000.00 | 50 to 1  | 250   |
        | B3    | 8     | 2S 2D  | 2C 2H 3S 3D 2S TH    | 5,000.00 | 250 to 1 | 1,250 |
        | B3    | 9     | 2S 2D  | 2C 2H 2S 2D 2C 2H TH | 5,000.00 | 250 to 1 | 1,250 |

    @example
    Scenario: The Free Bonus pay tables give no row below seven cards and none is paid there
      Given the dealer takes no hole card
      And the table offers the Buster Blackjack wager at pay table A
      And the table offers the Free Bonus at pay table B3
      And box 1 wagers $10 and $5 on Buster Blackjack
      And the shoe deals "box 1: AS KD; dealer: 2S 3D; dealer draws: 2C 2H 5H TD"
      When the round is played out
      # the corpus holds only the rows "8 or more" and 7 of (i) (I-2.30i-free-bonus-rows), and
      # (h)(iii) needs at least seven cards: a six-card bust gets no Free Bonus, and no row is
      # supplied for it. Pay table A
      # pays six cards 15 to 1, $75; the blackjack $15
      Then box 1's Buster Blackjack wager wins $75 at 15 to 1 under 2.30(g)
      And box 1 is paid no Free Bonus
      And box 1's main wager wins $15 at 3 to 2
      And no other wager is settled

    @manual
    Scenario: The Free Bonus pays no less than the fixed amounts of its pay table
      (i) sets the Free Bonus "at no less than the fixed payout amounts listed": the kit opens a
      table with pay table B1 or B3 and expects those amounts exactly (I-2.30g-no-less-than).
      Whether a casino's higher amounts are an approved variation of a listed table is a question
      for a person with the approval, as for (g).
