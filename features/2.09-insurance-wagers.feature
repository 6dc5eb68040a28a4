@section:19:47-2.9
Feature: 19:47-2.9 Insurance wagers
  Cited as 19:47-2.9 in nj-1996, nj-2004 and as 13:69F-2.9 in nj-2024.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m steps.feature_files

  @clause:19:47-2.9(a) @edition:nj-1996
  Rule: 19:47-2.9(a) in nj-1996
    Whenever the first card dealt to the dealer is an ace, each player shall have the right to make
    an insurance bet which shall win if the dealer's second card is a King, Queen, Jack or 10 and
    shall lose if the dealer's second card is an ace, 2, 3, 4, 5, 6, 7, 8, or 9.

  @clause:19:47-2.9(a) @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.9(a) in nj-2004, nj-2024
    Whenever the first card dealt to the dealer is an ace, each player shall have the right to make
    an insurance bet which, except as otherwise provided in N.J.A.C. 19:47-2.7(c), shall win if the
    dealer's second card is a King, Queen, Jack or 10 and shall lose if the dealer's second card is
    an ace, 2, 3, 4, 5, 6, 7, 8, or 9.

  @clause:19:47-2.9(b) @edition:nj-1996
  Rule: 19:47-2.9(b) in nj-1996
    An insurance bet may be made by placing on the insurance line of the layout an amount not more
    than half the amount staked on the player's initial wager, except that a player may bet an
    amount in excess of half the initial wager to the next unit that can be wagered in chips, when
    because of the limitations of the value of chip denominations, half the initial wager cannot be
    bet. All insurance wagers shall be placed immediately after the second card is dealt to each
    player and prior to any additional cards being dealt to any player at the table, if a card
    reader device is not in use and, if a card reader device is in use, prior to the dealer
    inserting his or her hole card into the card reader device.

  @clause:19:47-2.9(b) @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.9(b) in nj-2004, nj-2024
    An insurance bet may be made by placing on the insurance line of the layout an amount not more
    than half the amount staked on the player's initial wager, except that a player may bet an
    amount in excess of half the initial wager to the next unit that can be wagered in chips, when
    because of the limitation of the value of chip denominations, half the initial wager cannot be
    bet. If a card reader device is not in use, all insurance wagers shall be placed immediately
    after the second card is dealt to each player and prior to any additional cards being dealt to
    any player at the table except, at the discretion of the casino licensee, a player may place an
    insurance wager immediately prior to such player indicating whether he or she wishes to double
    down, split pairs, stand, and/or draw as provided for in this subchapter and prior to any
    additional cards being dealt, provided that the casino licensee complies with the notice
    requirements set forth in N.J.A.C. 19:47-8.3. If a card reader device is in use, all insurance
    wagers shall be placed prior to the dealer inserting his or her hole card into the card reader
    device.

  @clause:19:47-2.9(c) @edition:nj-1996
  Rule: 19:47-2.9(c) in nj-1996
    All winning insurance wagers shall be paid at odds of 2 to 1

  @clause:19:47-2.9(c) @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.9(c) in nj-2004, nj-2024
    All winning insurance wagers shall be paid at odds of 2 to 1.

  @clause:19:47-2.9(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.9(d) in nj-1996, nj-2004, nj-2024
    All losing insurance wagers shall be collected by the dealer immediately after he draws his
    second face up card or discloses his hole card and before he draws any additional cards.

  @clause:19:47-2.9(e) @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.9(e) in nj-2004, nj-2024
    Insurance wagers shall not apply to the progressive blackjack wager permitted pursuant to
    N.J.A.C. 19:47-2.19.

  @clause:19:47-2.9(f) @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.9(f) in nj-2004, nj-2024
    An insurance wager does not apply to any of the additional wagers permitted pursuant to N.J.A.C.
    19:47-2.17(a).
