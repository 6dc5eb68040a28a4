@section:19:47-2.7
Feature: 19:47-2.7 Payment of blackjack
  Cited as 19:47-2.7 in nj-1996, nj-2004 and as 13:69F-2.7 in nj-2024, nj-2024+bet-the-set.
  Heading in nj-2004, nj-2024, nj-2024+bet-the-set: Payment of blackjack; consolidated net payout
    option for certain insurance wagers.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.7(a) @edition:nj-1996
  Rule: 19:47-2.7(a) in nj-1996
    If the first face up card dealt to the dealer is 2, 3, 4, 5, 6, 7, 8, or 9 and a player has
    blackjack, the dealer shall announce and pay the blackjack at odds of 3 to 2 and shall remove
    the player's cards before any player receives a third card.

    @example
    Scenario: A blackjack against a dealer's 9 is paid 3 to 2 though the dealer goes on to make 21
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: AS KH; box 2: TC 7D; dealer: 9D 7C; dealer draws: 5S"
      When the round is played out
      # 3 to 2 on $10 is $15 (2.7(a)), whatever the dealer then makes; box 2 stands on TC 7D (17),
      # the dealer's 9D 7C is 16 and draws 5S to 21, so box 2 loses its $10 (2.3(b))
      Then box 1's main wager wins $15 at 3 to 2
      And box 2's main wager loses $10
      And the dealer's hand is "9D 7C 5S"
      And no other wager is settled

    @example
    Scenario: A $5 blackjack against a dealer's 2 is paid $7.50
      Given the dealer deals a face-down hole card
      And the house pays exactly to the cent
      And box 1 wagers $5
      And the shoe deals "box 1: KS AH; dealer: 2D 9C"
      When the round is played out
      # 3 to 2 on $5 is $7.50 (2.7(a)); the dealer's 2 up card cannot make a blackjack
      Then box 1's main wager wins $7.50 at 3 to 2
      And no other wager is settled

    @example
    Scenario: A $7.50 blackjack at a table of 50-cent chips is paid $11.25
      Given the dealer deals a face-down hole card
      And the table's smallest chip is $0.50
      And the house pays exactly to the cent
      And box 1 wagers $7.50
      And the shoe deals "box 1: KS AH; dealer: 2D 9C"
      When the round is played out
      # 3 to 2 on $7.50 is $11.25 (2.7(a)): the wager's cents are paid too, not only its dollars
      Then box 1's main wager wins $11.25 at 3 to 2
      And no other wager is settled

    @example
    Scenario: A blackjack against a dealer's 7 is paid 3 to 2 at a card-reader table
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $20
      And the shoe deals "box 1: QD AC; dealer: 7H 4S"
      When the round is played out
      # 3 to 2 on $20 is $30 (2.7(a))
      Then box 1's main wager wins $30 at 3 to 2
      And no other wager is settled

    @property
    Scenario: Blackjacks against a 2 to 9 are settled as the rules require
      Given rounds in which box 1 has a blackjack against a 2 to 9
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @example
    Scenario: A blackjack against a dealer's 9 is paid and its cards removed before box 1 draws a third card
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: 9C 3D; box 2: AS KH; dealer: 9D 7S; draws: 5H; dealer draws: TC"
      When the decisions are to hit and stand
      And the round is played
      # box 2's AS KH is a blackjack against the dealer's 9D: 3 to 2 on $10 is $15, paid and its
      # cards removed at once (2.7(a)), before box 1, first to play (2.6(f)), hits 9C 3D (12) with
      # 5H, its third card, to 17 and stands. The dealer's 9D 7S is 16 and draws TC to 26: box 1's
      # 17 wins $10 at 1 to 1 (2.3(a)1)
      Then box 2's main wager wins $15 at 3 to 2
      And box 2's main wager is paid before any player receives a third card
      And box 2's cards are removed before any player receives a third card
      And box 1's main wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: Blackjacks against a 2 to 9 are paid and their cards removed before any player receives a third card
      Given rounds in which box 2 has a blackjack against a 2 to 9 and box 1 hits
      And house options drawn from those the edition allows
      Then in every round, every blackjack against a 2 to 9 is paid and its cards removed before any player receives a third card

    @manual
    Scenario: The dealer announces a blackjack against a 2 to 9 and removes its cards by hand
      A person checks at a live table that the dealer announces the blackjack aloud and takes the
      player's cards off the layout by hand when he pays it. The moment of the payment and of the
      removal, before any player receives a third card, is checked from the game's transcript by
      the scenarios above; the announcement and the dealer's hands are not part of the adapter
      protocol.

  @clause:19:47-2.7(a) @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:df71e3d79be8
  Rule: 19:47-2.7(a) in nj-2004, nj-2024, nj-2024+bet-the-set
    If the first face up card dealt to the dealer is a 2, 3, 4, 5, 6, 7, 8, or 9 and a player has
    blackjack, the dealer shall announce and pay the blackjack at odds of 3 to 2 and, unless the
    player has also made a blackjack bonus wager pursuant to N.J.A.C. 19:47-2.20, shall remove the
    player's cards before any player receives a third card.

    @example
    Scenario: A $25 blackjack against a dealer's 6 is paid $37.50
      Given the dealer deals a face-down hole card
      And the house pays exactly to the cent
      And box 1 wagers $25
      And the shoe deals "box 1: AD JS; dealer: 6C TH"
      When the round is played out
      # 3 to 2 on $25 is $37.50 (2.7(a))
      Then box 1's main wager wins $37.50 at 3 to 2
      And no other wager is settled

    @example
    Scenario: A $7.50 blackjack against a dealer's 6 at a table of 50-cent chips is paid $11.25
      Given the dealer deals a face-down hole card
      And the table's smallest chip is $0.50
      And the house pays exactly to the cent
      And box 1 wagers $7.50
      And the shoe deals "box 1: AD JS; dealer: 6C TH"
      When the round is played out
      # 3 to 2 on $7.50 is $11.25 (2.7(a)): the wager's cents are paid too, not only its dollars
      Then box 1's main wager wins $11.25 at 3 to 2
      And no other wager is settled

    @example
    Scenario: A blackjack against a dealer's 8 is paid 3 to 2 though the dealer's later cards make 21
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: AH TC; box 2: 9C 9D; dealer: 8D 3C; dealer draws: TS"
      When the round is played out
      # 3 to 2 on $10 is $15 (2.7(a)); box 2 stands on 18, the dealer's 8D 3C is 11 and draws TS
      # to 21, so box 2 loses its $10 (2.3(b))
      Then box 1's main wager wins $15 at 3 to 2
      And box 2's main wager loses $10
      And the dealer's hand is "8D 3C TS"
      And no other wager is settled

    @example
    Scenario: A $5 blackjack against a dealer's 9 is paid $7.50 with no hole card
      Given the dealer takes no hole card
      And the house pays exactly to the cent
      And box 1 wagers $5
      And the shoe deals "box 1: AC KC; dealer: 9S 2H; dealer draws: TD"
      When the round is played out
      # 3 to 2 on $5 is $7.50 (2.7(a)); the dealer's 9S 2H TD is 21, which does not matter
      Then box 1's main wager wins $7.50 at 3 to 2
      And no other wager is settled

    @property
    Scenario: Every blackjack against a 2 to 9 is settled as the rules require
      Given rounds in which box 1 has a blackjack against a 2 to 9
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @example
    Scenario: A blackjack against a dealer's 7 is paid and its cards removed before box 1's double card
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: 6C 5H; box 2: AD JS; dealer: 7H 9S; draws: 8D; dealer draws: TC"
      When the decisions are to double down
      And the round is played
      # box 2's AD JS is a blackjack against the dealer's 7H: 3 to 2 on $10 is $15, paid and its
      # cards removed at once (2.7(a)), before box 1, first to play (2.6(f)), doubles 6C 5H (11)
      # for $10 and receives 8D, its third card, for 19. The hole card 9S makes the dealer's 16;
      # he draws TC to 26: box 1's main wager and its double each win $10 at 1 to 1 (2.3(a)1)
      Then box 2's main wager wins $15 at 3 to 2
      And box 2's main wager is paid before any player receives a third card
      And box 2's cards are removed before any player receives a third card
      And box 1's main wager wins $10 at 1 to 1
      And box 1's double wager wins $10 at 1 to 1
      And no other wager is settled

    @property
    Scenario: Every blackjack against a 2 to 9 is paid and its cards removed before any player receives a third card
      Given rounds in which box 2 has a blackjack against a 2 to 9 and box 1 hits
      And house options drawn from those the edition allows
      Then in every round, every blackjack against a 2 to 9 is paid and its cards removed before any player receives a third card

    @manual
    Scenario: The dealer announces and pays a blackjack against a 2 to 9 and removes its cards by hand
      A person checks at a live table that the dealer announces the blackjack aloud and takes the
      player's cards off the layout by hand when he pays it. The moment of the payment and of the
      removal, before any player receives a third card, is checked from the game's transcript by
      the scenarios above; the announcement and the dealer's hands are not part of the adapter
      protocol.

    @manual
    Scenario: The cards of a blackjack with a blackjack bonus wager stay on the layout
      The exception for a player who has also made a blackjack bonus wager (N.J.A.C. 19:47-2.20)
      concerns a wager that adapter protocol 1.2 does not carry: its side wagers are the
      additional wagers of 2.17 (over or under 13, same suit, sevens), and the blackjack bonus
      wager of 2.20 is not among them, so a person checks at a live table that the cards of a
      blackjack with that wager are not removed when it is paid.

  @clause:19:47-2.7(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.7(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    If the first face up card dealt to the dealer is an Ace, King, Queen, Jack or Ten and a player
    has blackjack, the dealer shall announce the blackjack but shall make no payment nor remove any
    cards until all other cards are dealt to the players and the dealer receives his second card.
    If, in such circumstances, the dealer's second card does not give him blackjack, the player
    having blackjack shall be paid at odds of 3 to 2. If, however, the dealer's second card gives
    him blackjack, the wager of the player having blackjack shall be void and constitute a stand
    off.

    @example
    Scenario: A blackjack against a ten is paid 3 to 2 when the dealer's second card, dealt after the players, makes no blackjack
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: AS KH; box 2: 9C 3D; dealer: TD 6C; draws: 8H; dealer draws: 2S"
      When the decisions are to hit and stand
      And the round is played
      # box 2 hits 9C 3D with 8H to 20 before the dealer's second card 6C; TD 6C is 16, draws 2S
      # to 18: no dealer blackjack, so 3 to 2 on $10 is $15 (2.7(b)); box 2's 20 beats 18 at 1 to 1
      Then box 1's main wager wins $15 at 3 to 2
      And box 2's main wager wins $10 at 1 to 1
      And the dealer's hand is "TD 6C 2S"
      And no other wager is settled

    @example
    Scenario: A blackjack against a ten is a stand-off when the dealer's second card is an ace
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: AS KH; dealer: TD AC"
      When the round is played out
      # TD AC is a dealer's blackjack: the blackjack is void and stands off (2.7(b))
      Then box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: A blackjack against an ace is a stand-off when the dealer's second card is a jack
      Given the dealer takes no hole card
      And box 1 wagers $10
      And the shoe deals "box 1: AH QD; dealer: AS JC"
      When the round is played out
      # box 1 declines insurance; AS JC is a dealer's blackjack, so the blackjack is void (2.7(b))
      Then box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: A blackjack against an ace is paid 3 to 2 when the hole card is a 7
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And the shoe deals "box 1: AH QD; dealer: AS 7C"
      When the round is played out
      # box 1 declines insurance; AS 7C is no blackjack, so 3 to 2 on $10 is $15 (2.7(b))
      Then box 1's main wager wins $15 at 3 to 2
      And no other wager is settled

    @example
    Scenario: A blackjack against a king is a stand-off when the face-down hole card is an ace
      Given the dealer deals a face-down hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: AS KH; box 2: TC 8D; dealer: KD AC"
      When the round is played out
      # box 2 stands on 18; the hole card AC gives the dealer blackjack: box 1's blackjack is void
      # (2.7(b)) and box 2's 18 loses its $10 (2.3(b))
      Then box 1's main wager is void
      And box 2's main wager loses $10
      And no other wager is settled

    @example
    Scenario: A blackjack against an ace is a stand-off when the card reader finds the dealer's blackjack
      Given the dealer deals a face-down hole card into a card reader
      And box 1 wagers $10
      And the shoe deals "box 1: AH KD; dealer: AC TS"
      When the round is played out
      # box 1 declines insurance; the hole card TS gives the dealer blackjack: void (2.7(b))
      Then box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: A $5 blackjack against a queen is paid $7.50 when the card reader finds no blackjack
      Given the dealer deals a face-down hole card into a card reader
      And the house pays exactly to the cent
      And box 1 wagers $5
      And the shoe deals "box 1: JH AD; dealer: QC 9H"
      When the round is played out
      # QC 9H is 19, no blackjack: 3 to 2 on $5 is $7.50 (2.7(b))
      Then box 1's main wager wins $7.50 at 3 to 2
      And no other wager is settled

    @property
    Scenario: Blackjacks against a ten-valued card are settled as the rules require
      Given rounds in which box 1 has a blackjack against a ten-valued card
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @property
    Scenario: Blackjacks against an ace are settled as the rules require
      Given rounds in which box 1 has a blackjack against an ace
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @example
    Scenario: A blackjack against a king is paid and its cards removed only after box 2's hit and the dealer's second card
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: AD QS; box 2: 8C 5H; dealer: KC 7H; draws: 6D"
      When the decisions are to hit and stand
      And the round is played
      # box 1's AD QS is a blackjack against the dealer's KC: it waits (2.7(b)) while box 2 hits
      # 8C 5H (13) with 6D to 19 and stands; then the dealer's second card 7H makes 17, no
      # blackjack, and he stands (2.12(b)): 3 to 2 on $10 is $15, paid and its cards removed only
      # now (2.7(b)). Box 2's 19 beats 17: $10 at 1 to 1 (2.3(a))
      Then box 1's main wager wins $15 at 3 to 2
      And box 1's main wager is paid only after all other cards are dealt to the players and the dealer has his second card
      And box 1's cards are removed only after all other cards are dealt to the players and the dealer has his second card
      And box 2's main wager wins $10 at 1 to 1
      And the dealer's hand is "KC 7H"
      And no other wager is settled

    @example
    Scenario: A blackjack against an ace is paid and its cards removed only after box 1's hit and the hole card's reveal
      Given the dealer deals a face-down hole card
      And the dealer stands on a soft 17
      And the house offers insurance once the cards are dealt
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: 9S 2C; box 2: KH AC; dealer: AD 6S; draws: 8H"
      When the decisions are to decline insurance, decline insurance, hit and stand
      And the round is played
      # box 2's KH AC is a blackjack against the dealer's AD; both boxes decline insurance
      # (2.9(b)). The blackjack waits (2.7(b)) while box 1, first to play (2.6(f)), hits 9S 2C
      # (11) with 8H to 19 and stands. The hole card 6S is revealed: AD 6S is a soft 17, no
      # blackjack, and the dealer stands (2.12(b)); 3 to 2 on $10 is $15, paid and its cards
      # removed only now (2.7(b)). Box 1's 19 beats 17: $10 at 1 to 1 (2.3(a))
      Then box 2's main wager wins $15 at 3 to 2
      And box 2's main wager is paid only after all other cards are dealt to the players and the dealer has his second card
      And box 2's cards are removed only after all other cards are dealt to the players and the dealer has his second card
      And box 1's main wager wins $10 at 1 to 1
      And the dealer's hand is "AD 6S"
      And no other wager is settled

    @example
    Scenario: A blackjack against a queen waits for box 2's hit though the card reader finds no dealer's blackjack
      Given the dealer deals a face-down hole card into a card reader
      And a blackjack against an ace or ten is paid after the players' cards even when the hole card is known
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: AH JD; box 2: 7S 6C; dealer: QH 8D; draws: 4S"
      When the decisions are to hit and stand
      And the round is played
      # the card reader shows that the hole card 8D gives no blackjack (2.6(j)), yet the table
      # pays as 2.7(b) reads (I-2.7b-known-hole-card, after-players): box 2 hits 7S 6C (13) with
      # 4S to 17 and stands, the hole card is revealed, QH 8D is 18; only then is box 1's AH JD
      # paid 3 to 2 on $10, $15, and its cards removed. Box 2's 17 loses $10 to 18 (2.3(b))
      Then box 1's main wager wins $15 at 3 to 2
      And box 1's main wager is paid only after all other cards are dealt to the players and the dealer has his second card
      And box 1's cards are removed only after all other cards are dealt to the players and the dealer has his second card
      And box 2's main wager loses $10
      And no other wager is settled

    @property
    Scenario: Every blackjack against an ace or ten is neither paid nor its cards removed until the players and the dealer have their cards
      Given rounds in which box 2 has a blackjack against an ace or a ten-valued card and box 1 hits
      And house options drawn from those the edition allows
      Then in every round, every blackjack against an ace or a ten-valued card is neither paid nor its cards removed until all other cards are dealt to the players and the dealer has his second card

    @example
    Scenario: A blackjack against a ten is paid 3 to 2 though the dealer then makes 21 in four cards
      Given the dealer takes no hole card
      And box 1 wagers $10
      And box 2 wagers $10
      And the shoe deals "box 1: TS 8H; box 2: AD KC; dealer: TD 2C; dealer draws: 4S 5H"
      When box 1 decides to stand
      And the round is played out
      # box 2's AD KC is a blackjack against the TD; the dealer's second card 2C gives him 12, no
      # blackjack, so it is paid 3 to 2 on $10, $15 (2.7(b)). Box 1 stands on 18, so the dealer
      # draws 4S (16) and 5H: 21 in four cards, which does not undo the payment; box 1's 18 loses
      # its $10 to 21 (2.3(a)2)
      Then box 2's main wager wins $15 at 3 to 2
      And box 1's main wager loses $10
      And the dealer's hand is "TD 2C 4S 5H"
      And no other wager is settled

    @property
    Scenario: Every blackjack against an ace or ten is paid 3 to 2 though the dealer then makes 21 in four or more cards
      Given rounds in which box 2 has a blackjack against an ace or a ten-valued card and box 1 stands while the dealer makes 21 in four or more cards
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @validation @edition:nj-1996
    Scenario: A table with the consolidated net payout, an option of nj-2004 on, is refused in nj-1996
      When a table is asked for at which the house offers the consolidated net payout
      Then the game refuses the table as forbidden by the rules

    @manual
    Scenario: The dealer announces a blackjack against an ace or ten
      A person checks at a live table that the dealer announces the blackjack aloud when it is
      dealt; the announcement is not part of the adapter protocol. That he neither pays it nor
      removes any cards until all other cards are dealt to the players and he has his second card
      is checked from the game's transcript by the scenarios above.

  @clause:19:47-2.7(c) @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:c45e4cc3f741
  Rule: 19:47-2.7(c) in nj-2004, nj-2024, nj-2024+bet-the-set
    Notwithstanding (a) and (b) above, at the discretion of a casino licensee, a player who has
    blackjack and who places an insurance wager pursuant to N.J.A.C. 19:47-2.9 in an amount equal to
    half of his or her initial wager shall be paid at odds of 1 to 1 on the initial wager as a
    consolidated net payout for both the blackjack and insurance wagers before any additional cards
    are dealt, provided that notice of the use of this consolidated net payout option shall be
    provided by the casino licensee in accordance with N.J.A.C. 19:47-8.3.

    @example
    Scenario: A blackjack insured for half against an ace is paid 1 to 1 when the dealer has no blackjack
      Given the dealer takes no hole card
      And the house offers the consolidated net payout
      And box 1 wagers $10
      And the shoe deals "box 1: AS KH; dealer: AD 7C"
      When box 1 decides to insure for $5
      And the round is played out
      # $5 is half the $10 initial wager: 1 to 1 on $10 is $10 as the consolidated net payout, and
      # the insurance is absorbed in it (2.7(c)); AD 7C does not change that
      Then box 1's main wager wins $10 at 1 to 1
      And box 1's insurance wager is settled in the consolidated payout
      And no other wager is settled

    @example
    Scenario: A blackjack insured for half against an ace is paid 1 to 1 though the dealer has blackjack
      Given the dealer takes no hole card
      And the house offers the consolidated net payout
      And box 1 wagers $10
      And the shoe deals "box 1: AS KH; dealer: AD QC"
      When box 1 decides to insure for $5
      And the round is played out
      # the consolidated net payout is made before any additional cards are dealt (2.7(c)), so the
      # dealer's later AD QC blackjack does not change it: 1 to 1 on $10 is $10
      Then box 1's main wager wins $10 at 1 to 1
      And box 1's insurance wager is settled in the consolidated payout
      And the players win $10 in all
      And no other wager is settled

    @example
    Scenario: A blackjack insured for half is paid 1 to 1 under the face-down hole card procedure
      Given the dealer deals a face-down hole card
      And the house offers the consolidated net payout
      And box 1 wagers $20
      And the shoe deals "box 1: KD AH; dealer: AC 9S"
      When box 1 decides to insure for $10
      And the round is played out
      # $10 is half the $20 initial wager: 1 to 1 on $20 is $20 (2.7(c))
      Then box 1's main wager wins $20 at 1 to 1
      And box 1's insurance wager is settled in the consolidated payout
      And no other wager is settled

    @example
    Scenario: A blackjack insured for less than half is settled ordinarily when the dealer has blackjack
      Given the dealer takes no hole card
      And the table's smallest chip is $1.00
      And the house offers the consolidated net payout
      And box 1 wagers $10
      And the shoe deals "box 1: AS KH; dealer: AD QC"
      When box 1 decides to insure for $4
      And the round is played out
      # $4 is not half of $10, so no consolidated payout (I-2.7c-exact-half): the insurance wins
      # 2 to 1 on $4, $8 (2.9(c)), and the blackjack against the dealer's blackjack is void (2.7(b))
      Then box 1's insurance wager wins $8 at 2 to 1
      And box 1's main wager is void
      And no other wager is settled

    @example
    Scenario: A blackjack insured for less than half is settled ordinarily when the dealer has no blackjack
      Given the dealer takes no hole card
      And the table's smallest chip is $1.00
      And the house offers the consolidated net payout
      And box 1 wagers $10
      And the shoe deals "box 1: AS KH; dealer: AD 7C"
      When box 1 decides to insure for $4
      And the round is played out
      # $4 is not half of $10 (I-2.7c-exact-half): the $4 insurance loses (2.9(a)) and the blackjack
      # is paid 3 to 2 on $10, $15 (2.7(b))
      Then box 1's insurance wager loses $4
      And box 1's main wager wins $15 at 3 to 2
      And no other wager is settled

    @property
    Scenario: Blackjacks against an ace at a table with the consolidated net payout are settled as the rules require
      Given rounds in which box 1 has a blackjack against an ace
      And the house offers the consolidated net payout
      And house options drawn from those the edition allows
      Then in every round, every wager is settled as the rules require

    @validation
    Scenario: A table may offer the consolidated net payout
      When a table is asked for at which the house offers the consolidated net payout
      Then the game opens the table

    @manual
    Scenario: Notice of the consolidated net payout option is given
      A person checks that the casino gives notice of the consolidated net payout option as
      N.J.A.C. 19:47-8.3 requires (signage at the table); notices are not part of the adapter
      protocol.
