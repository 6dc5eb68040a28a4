@section:19:47-1.2
Feature: 19:47-1.2 Permissible wagers
  Cited as 19:47-1.2 in nj-1996.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  # Payout odds: the payout odds of craps (N.J.A.C. 19:47-1.4 and later sections) are in no
  # source of the corpus. The kit checks when each wager wins, loses or is void, on which roll,
  # against this text, and checks each amount against the odds the table POSTS, given as its
  # house options (posted_odds_*, docs/ADAPTERS.md "Craps (1.5)"), never against odds of its
  # own: a certification says so (I-craps-posted-odds, the game's declaration: outside_corpus).

  @clause:19:47-1.2(a) @edition:nj-1996
  Rule: 19:47-1.2(a) in nj-1996
    The following shall constitute the definitions of permissible wagers at the game of craps:
    1. "Pass Bet" shall mean a wager placed on the Pass Line of the layout immediately prior to the
      come out roll. The Pass Bet shall win if, on the come out roll:
    i. A total of 7 or 11 is thrown; or
    ii. A total of 4, 5, 6, 8, 9 or 10 is thrown and that total is again thrown before a 7 appears.
    iii. The Pass Bet shall lose if, on the come out roll:
    (1) A total of 2, 3, or 12 is thrown; or
    (2) A total of 4, 5, 6, 8, 9 or 10 is thrown and a 7 subsequently appears before that total is
      again thrown.
    2. "Don't Pass Bet" shall mean a wager placed on the Don't Pass Line of the layout immediately
      prior to the come out roll. The Don't Pass Bet shall win if, on the come out roll:
    i. A total of 2 or 3 is thrown; or
    ii. A total of 4, 5, 6, 8, 9 or 10 is thrown and a 7 subsequently appears before that total is
      again thrown.
    iii. The Don't Pass Bet shall lose if, on the come out roll:
    (1) A total of 7 or 11 is thrown; or
    (2) A total of 4, 5, 6, 8, 9 or 10 is thrown and that total is again thrown before a 7 appears.
    iv. The Don't Pass Bet shall be void if, on the come out roll, a total of 12 is thrown.
    3. "Come Bet" shall mean a wager placed on the Come Line of the layout at any time after the
      come out roll. The Come Bet shall win if, on the roll immediately following placement of such
      bet:
    i. A total of 7 or 11 is thrown; or
    ii. A total of 4, 5, 6, 8, 9 or 10 is thrown and that total is again thrown before a 7 appears.
    iii. The Come Bet shall lose if, on the roll immediately following placement of such bet:
    (1) A total of 2, 3, or 12 is thrown; or
    (2) A total of 4, 5, 6, 8, 9 or 10 is thrown and a 7 subsequently appears before that total is
      again thrown.
    4. "Don't Come Bet" shall mean a wager placed on the "Don't Come" area of the layout at any time
      after the come out roll. The Don't Come Bet shall win if, on the roll immediately following
      placement of such bet:
    i. A total of 2 or 3 is thrown; or
    ii. A total of 4, 5, 6, 8, 9 or 10 is thrown and a 7 subsequently appears before that total is
      again thrown;
    iii. The Don't Come Bet shall lose if, on the roll immediately following placement of such bet:
    (1) A total of 7 or 11 is thrown; or
    (2) A total of 4, 5, 6, 8, 9 or 10 is thrown and that total is again thrown before a 7 appears.
    iv. The Don't Come Bet shall be void if, on the roll immediately following placement of such
      bet, a total of 12 is thrown.
    5. "Place Bet to Win" shall mean a wager that may be made at any time on any of the numbers 4,
      5, 6, 8, 9 or 10 which shall win if the number on which the wager was placed is thrown before
      a 7 and shall lose if a 7 is thrown before such number. All place bets shall be inactive on
      any come out roll unless called "on" by the player and confirmed by the dealer through
      placement of an "on" marker button on top of such player's wager.
    6. A "Place Bet to Lose" shall mean a wager that may be made at any time against any of the
      numbers 4, 5, 6, 8, 9 or 10 which shall win if a 7 is thrown before the particular number
      against which the wager is placed and shall lose if the particular number against which the
      wager is placed is thrown before a 7 appears.
    7. "Four the Hardway" shall mean a wager, that may be made at any time, which shall win if a
      total of 4 is thrown the hardway (i.e., with 2 appearing on each die) before 4 is thrown in
      any other way and before a 7 is thrown.
    8. "Six the Hardway" shall mean a wager, that may be made at any time, which shall win if a
      total of 6 is thrown the hardway (i.e., with 3 appearing on each die) before 6 is thrown, in
      any other way and before a 7 is thrown.
    9. "Eight the Hardway" shall mean a wager, that may be made at any time, which shall win if a
      total of 8 is thrown the hardway (i.e., with 4 appearing on each die) before 8 is thrown in
      any other way and before 7 is thrown.
    10. "Ten the Hardway" shall mean a wager, that may be made at any time, which shall win if a
      total of 10 is thrown the hardway (i.e., with 5 appearing on each die) before 10 is thrown in
      any other way and before a 7 is thrown.
    11. "Field Bet" shall mean a one roll wager that may be made at any time which shall win if any
      one of the totals 2, 3, 4, 9, 10, 11 or 12 is thrown on the roll immediately following
      placement of such bet and shall lose if a total of 5, 6, 7 or 8 is thrown on such roll.
    12. "Any Seven" shall mean a one roll wager that may be made at any time which shall win if a
      total of 7 is thrown on the roll immediately following placement of such bet and shall lose if
      any other total is thrown.
    13. "Any Craps" shall mean a one roll wager that may be made at any time which shall win if a
      total of 2, 3 or 12 is thrown on the roll immediately following placement of such bet and
      shall lose if any other total is thrown.
    14. "Craps Two" shall mean a one roll wager that may be made at any time which shall win if a
      total of 2 is thrown on the roll immediately following placement of such bet and shall lose if
      any other total is thrown.
    15. "Craps Three" shall mean a one roll wager that may be made at any time which shall win if a
      total of 3 is thrown on the roll immediately following placement of such bet and shall lose if
      any other total is thrown.
    16. "Craps Twelve" shall mean a one roll wager that may be made at any time which shall win if a
      total of 12 is thrown on the roll immediately following placement of such bet and shall lose
      if any other total is thrown.
    17. "11 in One Roll" shall mean a one roll wager that may be made at any time which shall win if
      a total of 11 is thrown on the next roll and shall lose if any other total is thrown.
    18. "Craps-Eleven or C and E" shall mean a one roll wager that may be made at any time which
      shall win, as provided at N.J.A.C. 19:47-1.4(d), if either a craps (2, 3 or 12) or 11 is
      rolled immediately following placement of such bet and shall lose if any other total is
      thrown.
    19. "Horn Bet" shall mean a one roll wager that may be made at any time which shall win if any
      one of the totals 2, 3, 11 or 12 is thrown on the roll immediately following placement of such
      bet and shall lose if any other total is thrown.
    20. "Horn High Bet" shall mean a wager that may be made at any time which shall win if any one
      of the totals 2, 3, 11 or 12 is thrown on the roll immediately following placement of such bet
      and shall lose if any other total is thrown. A Horn High Bet shall be placed in units of five
      with four units wagered as a Horn Bet and an additional unit wager on one of the totals 2, 3,
      11 or 12. A casino licensee that does not have a designated area on its layouts for the
      acceptance of a Horn High Bet shall break down the wager into two separate wagers on the
      "Horn" and one of the totals 2, 3, 11 or 12.

    # Amounts are the table's POSTED odds: the payout odds of craps (19:47-1.4 and later
    # sections) are in no source, so the kit checks each amount against the odds the table was
    # opened with (I-craps-posted-odds) and when each wager wins, loses or is void against this
    # text. Unless a scenario posts others, the table posts the kit's defaults, a house option and
    # not rule text: the line wagers 1 to 1; place to win 6 and 8 at 7 to 6; place to lose against
    # 6 and 8 at 4 to 5; six the hardway 9 to 1, four and ten 7 to 1; the Field 1 to 1 with the 2
    # and 12 at 2 to 1; Any Seven 4 to 1; Any Craps 7 to 1; the 2 and 12 30 to 1; the 3 and 11
    # 15 to 1; C and E 3 to 1 on a craps and 7 to 1 on 11; the Horn 27 to 4 on a 2 or 12 and 3 to 1
    # on a 3 or 11, the net odds of its four units (I-craps-net-odds). Rolls count from 1.

    @example
    Scenario: A Pass Bet wins on a come out 7
      Given the table posts 1 to 1 on the Pass Bet
      And the craps table pays exactly to the cent
      And the dice are forced to "3-4"
      And p1 places $10 on the Pass Bet
      When the dice are thrown
      # 1.2(a)1i: a 7 on the come out roll wins the Pass Bet; 1 to 1 on $10 is $10
      Then p1's Pass Bet wins $10 at 1 to 1 on roll 1
      And no other bet is decided

    @example
    Scenario: A Pass Bet wins when its come out point is thrown again before a 7
      Given the table posts 1 to 1 on the Pass Bet
      And the craps table pays exactly to the cent
      And the dice are forced to "4-2 5-5 3-3"
      And p1 places $10 on the Pass Bet
      When the dice are thrown
      # 1.2(a)1ii: the come out 6 is thrown again (3-3) before a 7; the 10 between decides nothing
      Then p1's Pass Bet wins $10 at 1 to 1 on roll 3
      And no other bet is decided

    @example
    Scenario: A Pass Bet loses on a come out 3
      Given the dice are forced to "1-2"
      And p1 places $10 on the Pass Bet
      When the dice are thrown
      # 1.2(a)1iii(1): a 2, 3 or 12 on the come out roll loses the Pass Bet
      Then p1's Pass Bet loses $10 on roll 1
      And no other bet is decided

    @example
    Scenario: A Pass Bet loses on a 7 after its come out point
      Given the dice are forced to "5-4 2-5"
      And p1 places $10 on the Pass Bet
      When the dice are thrown
      # 1.2(a)1iii(2): the come out 9, then a 7 before the 9 again
      Then p1's Pass Bet loses $10 on roll 2
      And no other bet is decided

    @example
    Scenario: A Don't Pass Bet wins on a come out 2
      Given the table posts 1 to 1 on the Don't Pass Bet
      And the craps table pays exactly to the cent
      And the dice are forced to "1-1"
      And p1 places $10 on the Don't Pass Bet
      When the dice are thrown
      # 1.2(a)2i: a 2 or 3 on the come out roll wins the Don't Pass Bet, 1 to 1 on $10
      Then p1's Don't Pass Bet wins $10 at 1 to 1 on roll 1
      And no other bet is decided

    @example
    Scenario: A Don't Pass Bet is void on a come out 12
      Given the dice are forced to "6-6"
      And p1 places $10 on the Don't Pass Bet
      And p2 places $10 on the Pass Bet
      When the dice are thrown
      # 1.2(a)2iv: a 12 on the come out roll makes the Don't Pass Bet void: its $10 is returned,
      # nothing won or lost (I-craps-void-returned); the same 12 loses the Pass Bet (1.2(a)1iii(1))
      Then p1's Don't Pass Bet is void on roll 1 and its $10 returned
      And p2's Pass Bet loses $10 on roll 1
      And no other bet is decided

    @example
    Scenario: A Don't Pass Bet wins on a 7 after the come out point
      Given the table posts 1 to 1 on the Don't Pass Bet
      And the craps table pays exactly to the cent
      And the dice are forced to "2-2 6-1"
      And p1 places $10 on the Don't Pass Bet
      When the dice are thrown
      # 1.2(a)2ii: the come out 4, then a 7 before the 4 again
      Then p1's Don't Pass Bet wins $10 at 1 to 1 on roll 2
      And no other bet is decided

    @example
    Scenario: A Don't Pass Bet loses when its come out point is thrown again
      Given the dice are forced to "2-2 1-3"
      And p1 places $10 on the Don't Pass Bet
      When the dice are thrown
      # 1.2(a)2iii(2): the come out 4 is thrown again before a 7
      Then p1's Don't Pass Bet loses $10 on roll 2
      And no other bet is decided

    @example
    Scenario: A Come Bet goes to its come point and wins when that point comes again
      Given the table posts 1 to 1 on the Come Bet
      And the craps table pays exactly to the cent
      And the dice are forced to "2-3 4-4 1-2 6-2"
      And p1 places $10 on the Pass Bet
      And before roll 2, p1 places $10 on the Come Bet
      When the dice are thrown
      # the come out 5 is the come out point (1.1). The Come Bet, placed after the come out roll
      # (1.2(a)3), sees 4-4: 8 is its come point (1.1 "Come Point"). The 3 then decides neither bet
      # (a Come Bet loses on a 3 only on the roll after its placement, 1.2(a)3iii(1)); 6-2 is the
      # 8 again before a 7: it wins under 1.2(a)3ii, 1 to 1 on $10. The Pass Bet waits on its 5
      Then p1's Come Bet has its come point 8 on roll 2
      And p1's Come Bet wins $10 at 1 to 1 on roll 4
      And p1's Pass Bet stays on the layout with its point 5
      And no other bet is decided

    @example
    Scenario: A Come Bet loses on a 7 after its come point
      Given the dice are forced to "2-3 4-4 3-4"
      And p1 places $10 on the Pass Bet
      And before roll 2, p1 places $10 on the Come Bet
      When the dice are thrown
      # the Come Bet's come point is 8 (roll 2); the 7 of roll 3 comes before the 8 again: it
      # loses under 1.2(a)3iii(2), and the Pass Bet, whose point is 5, loses under 1.2(a)1iii(2)
      Then p1's Come Bet loses $10 on roll 3
      And p1's Pass Bet loses $10 on roll 3
      And no other bet is decided

    @example
    Scenario: A Come Bet wins on an 11 on the roll after it is placed
      Given the table posts 1 to 1 on the Come Bet
      And the craps table pays exactly to the cent
      And the dice are forced to "2-2 5-6"
      And p1 places $10 on the Pass Bet
      And before roll 2, p1 places $5 on the Come Bet
      When the dice are thrown
      # 1.2(a)3i: 11 on the roll immediately following placement wins the Come Bet, 1 to 1 on $5;
      # the 11 decides nothing for the Pass Bet, whose point is 4
      Then p1's Come Bet wins $5 at 1 to 1 on roll 2
      And p1's Pass Bet stays on the layout with its point 4
      And no other bet is decided

    @example
    Scenario: A Don't Come Bet wins on a 2 on the roll after it is placed
      Given the table posts 1 to 1 on the Don't Come Bet
      And the craps table pays exactly to the cent
      And the dice are forced to "3-3 1-1"
      And before roll 2, p1 places $10 on the Don't Come Bet
      When the dice are thrown
      # 1.2(a)4i: a 2 on the roll immediately following placement wins the Don't Come Bet
      Then p1's Don't Come Bet wins $10 at 1 to 1 on roll 2
      And no other bet is decided

    @example
    Scenario: A Don't Come Bet is void on a 12 on the roll after it is placed
      Given the dice are forced to "3-3 6-6"
      And before roll 2, p1 places $10 on the Don't Come Bet
      When the dice are thrown
      # 1.2(a)4iv: void, its $10 returned (I-craps-void-returned)
      Then p1's Don't Come Bet is void on roll 2 and its $10 returned
      And no other bet is decided

    @example
    Scenario: A Come Bet loses on a 12 on the roll after it is placed
      Given the dice are forced to "5-5 6-6"
      And before roll 2, p1 places $10 on the Come Bet
      When the dice are thrown
      # 1.2(a)3iii(1): a 2, 3 or 12 on the roll immediately following placement
      Then p1's Come Bet loses $10 on roll 2
      And no other bet is decided

    @example
    Scenario: A Don't Come Bet loses on a 7 on the roll after it is placed
      Given the dice are forced to "5-5 3-4"
      And before roll 2, p1 places $10 on the Don't Come Bet
      When the dice are thrown
      # 1.2(a)4iii(1): a 7 or 11 on the roll immediately following placement
      Then p1's Don't Come Bet loses $10 on roll 2
      And no other bet is decided

    @example
    Scenario: A Don't Come Bet goes to its come point and wins on a 7 before it
      Given the table posts 1 to 1 on the Don't Come Bet
      And the craps table pays exactly to the cent
      And the dice are forced to "5-5 2-3 6-6 1-6"
      And before roll 2, p1 places $10 on the Don't Come Bet
      When the dice are thrown
      # its come point is 5 (1.1); the 12 after it decides nothing (void only on the roll after
      # placement, 1.2(a)4iv); the 7 comes before the 5 again: it wins under 1.2(a)4ii
      Then p1's Don't Come Bet has its come point 5 on roll 2
      And p1's Don't Come Bet wins $10 at 1 to 1 on roll 4
      And no other bet is decided

    @validation
    Scenario: A Pass Bet offered after the come out roll is refused
      Given the dice are forced to "2-2 3-3"
      And before roll 2, p1 places $10 on the Pass Bet
      When the dice are thrown
      # 1.2(a)1: a Pass Bet is placed immediately prior to the come out roll; roll 2 is not one,
      # the come out 4 standing
      Then p1's Pass Bet is refused under 19:47-1.2(a)1
      And no other bet is decided

    @validation
    Scenario: A Come Bet offered before the come out roll is refused
      Given the dice are forced to "3-4"
      And p1 places $10 on the Come Bet
      When the dice are thrown
      # 1.2(a)3: a Come Bet is placed at any time after the come out roll (I-craps-come-timing)
      Then p1's Come Bet is refused under 19:47-1.2(a)3
      And no other bet is decided

    @example
    Scenario: A Place Bet to Win is inactive on a come out roll
      Given the dice are forced to "3-4"
      And p1 places $12 on the Place Bet to Win on 6
      When the dice are thrown
      # 1.2(a)5: all place bets are inactive on any come out roll unless called "on": the come out
      # 7 does not lose it
      Then p1's Place Bet to Win on 6 is inactive on roll 1
      And p1's Place Bet to Win on 6 stays on the layout
      And no other bet is decided

    @example
    Scenario: A Place Bet to Lose is inactive on a come out roll where all place bets are
      Given all place bets, to lose as well as to win, are inactive on any come out roll
      And the dice are forced to "3-3"
      And p1 places $10 on the Place Bet to Lose against 6
      When the dice are thrown
      # 1.2(a)5 "All place bets" read as covering the Place Bets to Lose of (a)6
      # (I-craps-all-place-bets): the come out 6 does not lose it
      Then p1's Place Bet to Lose against 6 is inactive on roll 1
      And p1's Place Bet to Lose against 6 stays on the layout
      And no other bet is decided

    @example
    Scenario: A Place Bet to Win called "on" works on a come out roll
      Given the dice are forced to "3-4"
      And p1 places $12 on the Place Bet to Win on 6, called "on"
      When the dice are thrown
      # 1.2(a)5: called "on", it works: the come out 7 comes before the 6 and loses it
      Then p1's Place Bet to Win on 6 loses $12 on roll 1
      And no other bet is decided

    @example
    Scenario: A Place Bet to Win called "on" after it is placed works on the next come out roll
      Given the table posts 1 to 1 on the Pass Bet
      And the craps table pays exactly to the cent
      And the dice are forced to "2-2 1-3 3-4"
      And p1 places $10 on the Pass Bet
      And before roll 2, p1 places $12 on the Place Bet to Win on 6
      And before roll 3, p1 calls the Place Bet to Win on 6 "on"
      When the dice are thrown
      # the Pass Bet wins on its point 4 (1.2(a)1ii), so roll 3 is a come out roll (1.1); the
      # place bet called "on" before it works (1.2(a)5, I-craps-on-call): the 7 loses it
      Then p1's Pass Bet wins $10 at 1 to 1 on roll 2
      And p1's Place Bet to Win on 6 loses $12 on roll 3
      And no other bet is decided

    @example
    Scenario: A Place Bet to Win on 6 is paid 7 to 6 when the 6 comes before a 7
      Given the table posts 7 to 6 on the Place Bet to Win on 6
      And the craps table pays exactly to the cent
      And the dice are forced to "2-2 1-5"
      And before roll 2, p1 places $12 on the Place Bet to Win on 6
      When the dice are thrown
      # 1.2(a)5: the 6 before a 7 wins; 7 to 6 on $12 is $14
      Then p1's Place Bet to Win on 6 wins $14 at 7 to 6 on roll 2
      And no other bet is decided

    @example
    Scenario: A Place Bet to Lose against 6 is paid the posted 4 to 5 when a 7 comes first
      Given the table posts 4 to 5 on the Place Bet to Lose against 6
      And the craps table pays exactly to the cent
      And the dice are forced to "2-2 3-4"
      And before roll 2, p1 places $10 on the Place Bet to Lose against 6
      When the dice are thrown
      # 1.2(a)6: a 7 before the 6 wins it; 4 to 5 on $10 is $8
      Then p1's Place Bet to Lose against 6 wins $8 at 4 to 5 on roll 2
      And no other bet is decided

    @example
    Scenario: A Place Bet to Lose against 6 loses when the 6 comes before a 7
      Given the dice are forced to "2-2 5-1"
      And before roll 2, p1 places $10 on the Place Bet to Lose against 6
      When the dice are thrown
      # 1.2(a)6: the number against which it is placed is thrown before a 7
      Then p1's Place Bet to Lose against 6 loses $10 on roll 2
      And no other bet is decided

    @example
    Scenario: A Place Bet to Win on 4 is paid the posted 9 to 5
      Given the table posts 9 to 5 on the Place Bet to Win on 4
      And the craps table pays exactly to the cent
      And the dice are forced to "5-5 1-3"
      And before roll 2, p1 places $10 on the Place Bet to Win on 4
      When the dice are thrown
      # 1.2(a)5: the 4 before a 7; 9 to 5 on $10 is $18
      Then p1's Place Bet to Win on 4 wins $18 at 9 to 5 on roll 2
      And no other bet is decided

    @example
    Scenario: A Place Bet to Lose against 4 is paid the posted 5 to 11
      Given the table posts 5 to 11 on the Place Bet to Lose against 4
      And the craps table pays exactly to the cent
      And the dice are forced to "5-5 6-1"
      And before roll 2, p1 places $11 on the Place Bet to Lose against 4
      When the dice are thrown
      # 1.2(a)6: a 7 before the 4; 5 to 11 on $11 is $5
      Then p1's Place Bet to Lose against 4 wins $5 at 5 to 11 on roll 2
      And no other bet is decided

    @example
    Scenario: A hardway six is lost to an easy six
      Given the dice are forced to "5-4 2-4"
      And p1 places $10 on the Six the Hardway
      When the dice are thrown
      # 1.2(a)8: Six the Hardway wins only on 3 and 3 before a 6 thrown any other way and before a
      # 7; the 9 decides nothing, and 2-4 is a 6 thrown another way: the $10 is lost
      Then p1's Six the Hardway loses $10 on roll 2
      And no other bet is decided

    @example
    Scenario: A hardway six thrown 3 and 3 is paid the posted 9 to 1
      Given the table posts 9 to 1 on the Six the Hardway
      And the craps table pays exactly to the cent
      And the dice are forced to "5-4 3-3"
      And p1 places $10 on the Six the Hardway
      When the dice are thrown
      # 1.2(a)8: 3 on each die before an easy 6 or a 7; 9 to 1 on $10 is $90
      Then p1's Six the Hardway wins $90 at 9 to 1 on roll 2
      And no other bet is decided

    @example
    Scenario: A hardway ten is lost to an easy ten
      Given the dice are forced to "4-4 4-6"
      And p1 places $5 on the Ten the Hardway
      When the dice are thrown
      # 1.2(a)10: 4-6 is a 10 thrown another way than 5 and 5
      Then p1's Ten the Hardway loses $5 on roll 2
      And no other bet is decided

    @example
    Scenario: A hardway four is lost to a 7
      Given the dice are forced to "4-4 3-4"
      And p1 places $5 on the Four the Hardway
      When the dice are thrown
      # 1.2(a)7: the 7 comes before 2 and 2
      Then p1's Four the Hardway loses $5 on roll 2
      And no other bet is decided

    @example
    Scenario: A hardway eight thrown 4 and 4 is paid the posted 9 to 1
      Given the table posts 9 to 1 on the Eight the Hardway
      And the craps table pays exactly to the cent
      And the dice are forced to "2-3 6-3 4-4"
      And p1 places $5 on the Eight the Hardway
      When the dice are thrown
      # 1.2(a)9: 4 on each die before an easy 8 or a 7; the 5 and 9 decide nothing; 9 to 1 on $5
      # is $45
      Then p1's Eight the Hardway wins $45 at 9 to 1 on roll 3
      And no other bet is decided

    @example
    Scenario: A hardway six thrown 3 and 3 on a come out roll wins where the hardways work on it
      Given the hardways work on a come out roll
      And the table posts 9 to 1 on the Six the Hardway
      And the craps table pays exactly to the cent
      And the dice are forced to "3-3"
      And p1 places $10 on the Six the Hardway
      When the dice are thrown
      # no inactive rule in the text for the hardways: at a table where they work on a come out
      # roll (I-craps-hardways-come-out) the come out 3-3 wins it, 9 to 1 on $10, $90
      Then p1's Six the Hardway wins $90 at 9 to 1 on roll 1
      And no other bet is decided

    @example
    Scenario: A hardway eight is inactive on a come out roll at a table that takes the hardways down
      Given the hardways are inactive on a come out roll unless called on
      And the dice are forced to "3-4"
      And p1 places $10 on the Eight the Hardway
      When the dice are thrown
      # the text gives the hardways no inactive rule; a table may take them down on the come out
      # roll (I-craps-hardways-come-out): the come out 7 does not lose it there
      Then p1's Eight the Hardway is inactive on roll 1
      And p1's Eight the Hardway stays on the layout
      And no other bet is decided

    @example
    Scenario Outline: A $10 <wager> is decided on the <dice> thrown on the roll after it is placed
      Given the craps table pays exactly to the cent
      And the table posts <posting>
      And the dice are forced to "<dice>"
      And p1 places $10 on the <wager>
      When the dice are thrown
      # 1.2(a)11-19: a one roll wager wins on its totals on the roll immediately following its
      # placement and loses on any other; <work>
      Then p1's <wager> <decision> on roll 1
      And no other bet is decided

      Examples:
        | wager          | dice | decision               | posting                        | work                                      |
        | Field Bet      | 1-1  | wins $20 at 2 to 1     | 2 to 1 on the Field Bet on 2   | the 2 at 2 to 1                           |
        | Field Bet      | 6-6  | wins $20 at 2 to 1     | 2 to 1 on the Field Bet on 12  | the 12 at 2 to 1                          |
        | Field Bet      | 3-6  | wins $10 at 1 to 1     | 1 to 1 on the Field Bet on 9   | the 9 at 1 to 1                           |
        | Field Bet      | 2-3  | loses $10              | 1 to 1 on the Field Bet on 9   | the 5 loses it                            |
        | Field Bet      | 4-4  | loses $10              | 1 to 1 on the Field Bet on 9   | the 8 loses it                            |
        | Any Seven      | 2-5  | wins $40 at 4 to 1     | 4 to 1 on the Any Seven        | 4 to 1                                    |
        | Any Seven      | 6-5  | loses $10              | 4 to 1 on the Any Seven        | any other total loses it                  |
        | Any Craps      | 1-2  | wins $70 at 7 to 1     | 7 to 1 on the Any Craps        | a 3 is a craps, 7 to 1                    |
        | Any Craps      | 4-5  | loses $10              | 7 to 1 on the Any Craps        | a 9 is no craps                           |
        | Craps Two      | 1-1  | wins $300 at 30 to 1   | 30 to 1 on the Craps Two       | 30 to 1                                   |
        | Craps Three    | 1-2  | wins $150 at 15 to 1   | 15 to 1 on the Craps Three     | 15 to 1                                   |
        | Craps Twelve   | 6-6  | wins $300 at 30 to 1   | 30 to 1 on the Craps Twelve    | 30 to 1                                   |
        | Craps Twelve   | 5-6  | loses $10              | 30 to 1 on the Craps Twelve    | the 11 loses it                           |
        | 11 in One Roll | 5-6  | wins $150 at 15 to 1   | 15 to 1 on the 11 in One Roll  | 15 to 1                                   |
        | C and E        | 5-6  | wins $70 at 7 to 1     | 7 to 1 on the C and E on 11    | 7 to 1 on 11                              |
        | C and E        | 6-6  | wins $30 at 3 to 1     | 3 to 1 on the C and E on 12    | a 12 is a craps, 3 to 1                   |
        | C and E        | 3-4  | loses $10              | 3 to 1 on the C and E on 12    | the 7 loses it                            |
        | Horn Bet       | 1-1  | wins $67.50 at 27 to 4 | 27 to 4 on the Horn Bet on 2   | $2.50 on the 2 at 30 to 1 less $7.50 lost |
        | Horn Bet       | 2-1  | wins $30 at 3 to 1     | 3 to 1 on the Horn Bet on 3    | $2.50 on the 3 at 15 to 1 less $7.50 lost |
        | Horn Bet       | 3-3  | loses $10              | 3 to 1 on the Horn Bet on 3    | the 6 loses it                            |

    @example
    Scenario: A one-roll wager placed after the come out roll is decided on the very next roll
      Given the dice are forced to "2-2 3-3 1-1"
      And before roll 2, p1 places $10 on the Any Craps
      When the dice are thrown
      # 1.2(a)13: decided on the roll immediately following placement: the 6 loses it, and the 2
      # after it is not its roll
      Then p1's Any Craps loses $10 on roll 2
      And no other bet is decided

    @example
    Scenario: A Horn High Bet in units of five is one wager where the layout has its area
      Given the craps table's smallest chip is $1
      And the table posts 27 to 4 on the Horn Bet on 12
      And the craps table pays exactly to the cent
      And the table posts 30 to 1 on the Craps Twelve
      And the layout has a designated area for the Horn High Bet
      And the dice are forced to "6-6"
      And p1 places $5 on the Horn High Bet on 12
      When the dice are thrown
      # 1.2(a)20: five $1 units, four a Horn Bet and one on the 12 (I-craps-horn-high-payout).
      # The Horn's unit on the 12 wins 30 to 1, $30, less its three other units, $27 (27 to 4 on
      # $4); the fifth unit on the 12 wins 30 to 1, $30: $57 in all
      Then p1's Horn High Bet on 12 is taken as one wager of $5
      And p1's Horn High Bet on 12 wins $57 on roll 1
      And no other bet is decided

    @example
    Scenario: A Horn High Bet on 12 when a 3 is thrown wins its Horn Bet and loses its fifth unit
      Given the craps table's smallest chip is $1
      And the table posts 3 to 1 on the Horn Bet on 3
      And the craps table pays exactly to the cent
      And the layout has a designated area for the Horn High Bet
      And the dice are forced to "1-2"
      And p1 places $5 on the Horn High Bet on 12
      When the dice are thrown
      # the Horn Bet's four $1 units: $1 on the 3 at 15 to 1 less the three others, $12 (3 to 1
      # on $4); the fifth unit, on the 12, is lost: $12 - $1 = $11
      Then p1's Horn High Bet on 12 wins $11 on roll 1
      And no other bet is decided

    @example
    Scenario: A Horn High Bet is broken down into two wagers where the layout has no area for it
      Given the craps table's smallest chip is $1
      And the table posts 27 to 4 on the Horn Bet on 12
      And the craps table pays exactly to the cent
      And the table posts 30 to 1 on the Craps Twelve
      And the layout has no designated area for the Horn High Bet
      And the dice are forced to "6-6"
      And p1 places $10 on the Horn High Bet on 12
      When the dice are thrown
      # 1.2(a)20: without a designated area the wager is broken down into a Horn Bet of four units
      # and a wager of one unit on the 12: units of $2, so $8 on the Horn and $2 on Craps Twelve.
      # The Horn wins 27 to 4 on $8, $54; Craps Twelve wins 30 to 1 on $2, $60
      Then p1's Horn High Bet on 12 is broken down into a $8 Horn Bet and a $2 Craps Twelve
      And p1's Horn Bet wins $54 at 27 to 4 on roll 1
      And p1's Craps Twelve wins $60 at 30 to 1 on roll 1
      And no other bet is decided

    @validation
    Scenario: A Horn High Bet that is not in units of five is refused
      Given the craps table's smallest chip is $1
      And the dice are forced to "6-6"
      And p1 places $7 on the Horn High Bet on 12
      When the dice are thrown
      # 1.2(a)20: placed in units of five; $7 is not five units of the $1 chip
      # (I-craps-horn-high-units)
      Then p1's Horn High Bet on 12 is refused under 19:47-1.2(a)20
      And no other bet is decided

    @example
    Scenario: A Place Bet to Win on 6 is paid at the 6 to 5 the table posts
      Given the table posts 6 to 5 on the Place Bet to Win on 6
      And the craps table pays exactly to the cent
      And the dice are forced to "2-2 3-3"
      And before roll 2, p1 places $10 on the Place Bet to Win on 6
      When the dice are thrown
      # the odds are the table's (I-craps-posted-odds): 6 to 5 on $10 is $12
      Then p1's Place Bet to Win on 6 wins $12 at 6 to 5 on roll 2
      And no other bet is decided

    @example
    Scenario: A Field Bet on a 12 is paid at the 3 to 1 the table posts
      Given the table posts 3 to 1 on the Field Bet on 12
      And the craps table pays exactly to the cent
      And the dice are forced to "6-6"
      And p1 places $10 on the Field Bet
      When the dice are thrown
      # 3 to 1 on $10 is $30 (I-craps-posted-odds)
      Then p1's Field Bet wins $30 at 3 to 1 on roll 1
      And no other bet is decided

    @example
    Scenario: A $10 Place Bet to Win on 6 at 7 to 6 is paid down to the table's $1 chip
      Given the table posts 7 to 6 on the Place Bet to Win on 6
      And the craps table pays down to its smallest chip
      And the craps table's smallest chip is $1
      And the dice are forced to "2-2 3-3"
      And before roll 2, p1 places $10 on the Place Bet to Win on 6
      When the dice are thrown
      # 7 to 6 on $10 is $11.666...; rounded down to the $1 chip, $11
      Then p1's Place Bet to Win on 6 wins $11 at 7 to 6 on roll 2
      And no other bet is decided

    @example
    Scenario: A $10 Place Bet to Win on 6 at 7 to 6 is paid to the cent
      Given the table posts 7 to 6 on the Place Bet to Win on 6
      And the craps table pays exactly to the cent
      And the dice are forced to "2-2 3-3"
      And before roll 2, p1 places $10 on the Place Bet to Win on 6
      When the dice are thrown
      # 7 to 6 on $10 is $11.666...; paid to the cent, the fraction of a cent that cannot be paid
      # dropped: $11.66
      Then p1's Place Bet to Win on 6 wins $11.66 at 7 to 6 on roll 2
      And no other bet is decided

    @property
    Scenario: Rounds of forced dice are decided as the reference engine decides them
      Given rounds of forced dice with wagers placed at random, the 2, 3, 11, 12 and the hardways favoured
      Then each round is decided as the reference craps engine decides it

    @property
    Scenario: Rounds of forced dice are decided as the text decides them
      Given rounds of forced dice with wagers placed at random, the 2, 3, 11, 12 and the hardways favoured
      Then each round's line wagers and one-roll wagers are decided as the text says

    @validation
    Scenario: A table that posts no odds for the Place Bet to Win on 10 is refused
      When a craps table is asked for that posts no odds for the Place Bet to Win on 10
      # 1.2(a)5 makes a place bet on any of 4, 5, 6, 8, 9 or 10; a table pays each at the odds it
      # posts (I-craps-posted-odds), so a table posting none for the 10 cannot pay one
      Then the game refuses the craps table under 19:47-1.2(a)5

    @validation
    Scenario: A table that posts 0 to 1 on the Any Seven is refused
      When a craps table is asked for that posts 0 to 1 on the Any Seven
      # odds of 0 to 1 pay nothing on a win: not odds a table posts for 1.2(a)12
      Then the game refuses the craps table under 19:47-1.2(a)12

    @manual
    Scenario: The dealer confirms a call "on" with an "on" marker button on top of the wager
      1.2(a)5: a place bet called "on" works only when the dealer confirms the call by placing an
      "on" marker button on top of the player's wager. The kit checks that a bet called "on" works
      on a come out roll and one not called is inactive; the marker button is a physical act a
      person checks at the live table.

    @manual
    Scenario: Each wager is placed on its area of the layout
      1.2(a)1-4: the Pass Bet on the Pass Line, the Don't Pass Bet on the Don't Pass Line, the Come
      Bet on the Come Line, the Don't Come Bet on the "Don't Come" area; 1.2(a)20: a designated
      area for the Horn High Bet where the licensee has one. The layout is physical: a person checks
      it against the licensee's approved layout; the kit checks how each wager is decided and that
      a Horn High Bet is broken down where the table says its layout has no area for it.
