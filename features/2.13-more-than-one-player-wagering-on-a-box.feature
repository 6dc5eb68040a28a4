@section:19:47-2.13
Feature: 19:47-2.13 More than one player wagering on a box
  Cited as 19:47-2.13 in nj-1996, nj-2004 and as 13:69F-2.13 in nj-2024, nj-2024+bet-the-set.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m suite.features

  @clause:19:47-2.13(a) @edition:nj-1996
  Rule: 19:47-2.13(a) in nj-1996
    Unless otherwise directed by the Commission, a casino licensee may permit from one to three
    people to wager on any one box of the Blackjack layout provided that the first person wagering
    on that box consent to additional players wagering on such box and provided further that the
    casino licensee adhere to such procedures and limitations imposed by the Commission as dictated
    by the particular circumstances.

    @example
    Scenario: Up to three people may wager on one box
      Given the dealer takes no hole card
      And the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $25 on box 1, standing behind
      And Cy wagers $15 on box 1, standing behind
      And the shoe deals "box 1: TS 9H; dealer: 9D 8C"
      When the round is played out
      # box 1's 19 beats the dealer's 17: each person's wager wins its own amount at 1 to 1
      Then Ann on box 1's main wager wins $10 at 1 to 1
      And Bob on box 1's main wager wins $25 at 1 to 1
      And Cy on box 1's main wager wins $15 at 1 to 1
      And no other wager is settled
      And the players win $50 in all

    @example
    Scenario: A fourth person may not wager on a box
      Given the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $25 on box 1, standing behind
      And Cy wagers $15 on box 1, standing behind
      And Dee wagers $10 on box 1, standing behind
      And the shoe deals "box 1: TS 9H; dealer: 9D 8C"
      Then the wagers are refused

    @example
    Scenario: A second person may not wager on a box where the house allows one
      Given the house lets only one person wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $25 on box 1, standing behind
      And the shoe deals "box 1: TS 9H; dealer: 9D 8C"
      Then the wagers are refused

    @validation
    Scenario: A table letting four people wager on a box is refused
      When a table is asked for at which the house lets up to 4 people wager on a box
      Then the game refuses the table as forbidden by the rules

    @validation
    Scenario: A table letting three people wager on a box is opened
      When a table is asked for at which the house lets up to 3 people wager on a box
      Then the game opens the table

    @validation
    Scenario: A 1996 table letting three people wager on a box may offer the progressive wager
      # the 1996 text of (a) has no exclusion of the progressive blackjack wager of 2.19
      When a table is asked for at which the house lets up to 3 people wager on a box and the table offers the progressive blackjack wager
      Then the game opens the table

    @manual
    Scenario: The first person on a box consents before others wager on it
      Consent is given at the table between people, before the round; the adapter protocol
      receives only the wagers placed. A person checks that a second or third person wagers on a
      box only with the consent of the first person wagering on it, and that the licensee follows
      the procedures and limitations the Commission imposes.

  @clause:19:47-2.13(a) @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set @reviewed:b8df7bfb62e8
  Rule: 19:47-2.13(a) in nj-2004, nj-2024, nj-2024+bet-the-set
    Unless otherwise directed by the Commission, a casino licensee may permit from one to three
    people to wager on any one box of the blackjack layout provided that the first person wagering
    on that box consent to additional players wagering on such box and provided further that the
    casino licensee adhere to such procedures and limitations imposed by the Commission as dictated
    by the particular circumstances. This option may not be used at any blackjack table which offers
    the progressive blackjack wager authorized by N.J.A.C. 19:47-2.19.

    @example
    Scenario: Three people wager on one box and are each settled on their own wager
      Given the dealer takes no hole card
      And the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $20 on box 1, standing behind
      And Cy wagers $15 on box 1, standing behind
      And the shoe deals "box 1: TS 6H; dealer: 9D 8C"
      When the round is played out
      # box 1's 16 loses to the dealer's 17: each person loses their own wager
      Then Ann on box 1's main wager loses $10
      And Bob on box 1's main wager loses $20
      And Cy on box 1's main wager loses $15
      And no other wager is settled
      And the players lose $45 in all

    @example
    Scenario: More than three people may not wager on one box
      Given the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $20 on box 1, standing behind
      And Cy wagers $15 on box 1, standing behind
      And Dee wagers $10 on box 1, standing behind
      And the shoe deals "box 1: TS 6H; dealer: 9D 8C"
      Then the wagers are refused

    @example
    Scenario: Only one person may wager on a box where the house does not allow more
      Given the house lets only one person wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $20 on box 1, standing behind
      And the shoe deals "box 1: TS 6H; dealer: 9D 8C"
      Then the wagers are refused

    @validation
    Scenario: Four people on one box are refused as a table option
      When a table is asked for at which the house lets up to 4 people wager on a box
      Then the game refuses the table as forbidden by the rules

    @validation
    Scenario: Three people on one box are allowed as a table option
      When a table is asked for at which the house lets up to 3 people wager on a box
      Then the game opens the table

    @manual
    Scenario: Others wager on a box only with the consent of its first person
      Consent is given at the table between people, before the round; the adapter protocol
      receives only the wagers placed. A person checks that a second or third person wagers on a
      box only with the consent of the first person wagering on it, and that the licensee follows
      the procedures and limitations the Commission imposes.

    @validation
    Scenario: Several people on a box are not allowed at a table offering the progressive wager
      # "This option may not be used at any blackjack table which offers the progressive
      # blackjack wager authorized by N.J.A.C. 19:47-2.19" ((a))
      When a table is asked for at which the house lets up to 2 people wager on a box and the table offers the progressive blackjack wager
      Then the game refuses the table citing 2.13(a)

    @validation
    Scenario: One person on each box is allowed at a table offering the progressive wager
      # the option excluded is that of "from one to three people" on a box: one person on each
      # box is the ordinary table, which may offer the progressive wager
      When a table is asked for at which the house lets only one person wager on a box and the table offers the progressive blackjack wager
      Then the game opens the table

  @clause:19:47-2.13(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.13(b) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Whenever more than one player wagers on a box, the player who is seated at that box shall have
    the exclusive right to call the decisions with regard to the cards dealt to such box. In the
    case of no seated player, the person with the highest wager in the box shall have such right.

    @example
    Scenario: The seated player calls the decisions though another person wagers more
      Given the dealer takes no hole card
      And the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $25 on box 1, standing behind
      And the shoe deals "box 1: TS 6H; dealer: 9D 8C; draws: 3C"
      When Ann on box 1 decides to hit
      And the round is played out
      Then box 1's hand is "TS 6H 3C"
      # Ann's hit makes the box's hand 19 for both; the dealer's 9D 8C is 17: Ann wins $10 and
      # Bob $25, each at 1 to 1
      And Ann on box 1's main wager wins $10 at 1 to 1
      And Bob on box 1's main wager wins $25 at 1 to 1
      And no other wager is settled

    @example
    Scenario: With no seated player the person with the highest wager calls the decisions
      Given the dealer takes no hole card
      And the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, standing behind
      And Bob wagers $25 on box 1, standing behind
      And the shoe deals "box 1: TS 6H; dealer: 9D 8C; draws: 3C"
      When Bob on box 1 decides to hit
      And the round is played out
      Then box 1's hand is "TS 6H 3C"
      # Bob's hit makes the box's hand 19 for both; the dealer's 9D 8C is 17: Ann wins $10 and
      # Bob $25, each at 1 to 1
      And Ann on box 1's main wager wins $10 at 1 to 1
      And Bob on box 1's main wager wins $25 at 1 to 1
      And no other wager is settled

    @example
    Scenario: The caller's decision to draw binds every wager on the box
      Given the dealer takes no hole card
      And the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $25 on box 1, standing behind
      And the shoe deals "box 1: TS 6H; dealer: 9D 8C; draws: 8S"
      When Ann on box 1 decides to hit
      And the round is played out
      Then box 1's hand is "TS 6H 8S"
      # Ann's hit busts the box's hand with 24: Ann loses $10 and Bob $25
      And Ann on box 1's main wager loses $10
      And Bob on box 1's main wager loses $25
      And no other wager is settled

  @clause:19:47-2.13(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.13(c) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    The player calling the decisions with respect to any box shall place his wager in that portion
    of the box closest to the dealer's side of the table and all other players wagering on such box
    shall place their wagers immediately behind and in a vertical line with the aforementioned
    wager.

    @manual
    Scenario: The caller's wager is nearest the dealer and the others behind it in a line
      Where the chips are placed on the layout is physical; the adapter protocol carries only
      who wagers what on which box. A person checks that the player calling the decisions places
      the wager in the part of the box closest to the dealer and that the others place theirs
      immediately behind it, in a vertical line.

  @clause:19:47-2.13(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.13(d) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Whenever more than one player is wagering on a box and the player calling the decisions decides
    to double down, the other players may also double their wagers but shall not be required to do
    so. In any event, only one additional card shall be dealt to the hand that is subject to the
    double down decision.

    @example
    Scenario: Another person on the box may double with the caller
      Given the dealer takes no hole card
      And the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $20 on box 1, standing behind
      And the shoe deals "box 1: 5S 6H; dealer: 9D 8C; draws: 9S"
      When Ann on box 1 decides to double down
      Then box 1 may decide only to double down or decline to double down
      When Bob on box 1 decides to double down
      Then box 1 is not offered to hit for the rest of the round
      And box 1's hand is "5S 6H 9S"
      # one card only on the double: 20 against the dealer's 17; Ann's $10 and $10 double win
      # $10 each, Bob's $20 and $20 double win $20 each, all at 1 to 1
      And Ann on box 1's main wager wins $10 at 1 to 1
      And Ann on box 1's double wager wins $10 at 1 to 1
      And Bob on box 1's main wager wins $20 at 1 to 1
      And Bob on box 1's double wager wins $20 at 1 to 1
      And no other wager is settled

    @example
    Scenario: Another person on the box need not double with the caller
      Given the dealer takes no hole card
      And the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $20 on box 1, standing behind
      And the shoe deals "box 1: 5S 6H; dealer: 9D 8C; draws: 2S"
      When Ann on box 1 decides to double down
      And Bob on box 1 decides to decline to double down
      Then box 1 is not offered to hit for the rest of the round
      And box 1's hand is "5S 6H 2S"
      # one card only on the double: 13 against the dealer's 17; Ann loses her $10 and her $10
      # double; Bob, who did not double, loses only his $20
      And Ann on box 1's main wager loses $10
      And Ann on box 1's double wager loses $10
      And Bob on box 1's main wager loses $20
      And no other wager is settled
      And the players lose $40 in all

  @clause:19:47-2.13(e) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.13(e) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Whenever more than one player is wagering on a box and the player calling the decisions decides
    to split pairs, the other players shall either make an additional wager as provided for in
    N.J.A.C. 19:47-2.11 to cover each split pair or designate which of the split pairs they wish
    their initial wager to apply.

    @example
    Scenario: Another person on the box may cover the split hand with an additional wager
      Given the dealer takes no hole card
      And the house lets a pair be split only once
      And the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $20 on box 1, standing behind
      And the shoe deals "box 1: 8S 8H; dealer: 9D 8C; draws: TC 7S"
      When Ann on box 1 decides to split
      Then box 1 may decide only to cover the split pair, keep the wager on the first split hand or move the wager to the second split hand
      When Bob on box 1 decides to cover the split pair
      And the round is played out
      Then box 1's hand is "8S TC"
      And box 1 hand 2's hand is "8H 7S"
      # hand 1 is 18 and wins, hand 2 is 15 and loses against the dealer's 17: Ann wins $10 and
      # loses her $10 split wager; Bob, covering, wins $20 and loses his $20 split wager
      And Ann on box 1's main wager wins $10 at 1 to 1
      And Ann on box 1 hand 2's split wager loses $10
      And Bob on box 1's main wager wins $20 at 1 to 1
      And Bob on box 1 hand 2's split wager loses $20
      And no other wager is settled

    @example
    Scenario: Another person on the box may keep the wager on the first split hand
      Given the dealer takes no hole card
      And the house lets a pair be split only once
      And the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $20 on box 1, standing behind
      And the shoe deals "box 1: 8S 8H; dealer: 9D 8C; draws: TC 7S"
      When Ann on box 1 decides to split
      And Bob on box 1 decides to keep the wager on the first split hand
      And the round is played out
      # Bob's $20 stays on hand 1 (18), which wins against the dealer's 17; Ann wins $10 on
      # hand 1 and loses her $10 split wager on hand 2 (15)
      Then Ann on box 1's main wager wins $10 at 1 to 1
      And Ann on box 1 hand 2's split wager loses $10
      And Bob on box 1's main wager wins $20 at 1 to 1
      And no other wager is settled
      And the players win $20 in all

    @example
    Scenario: Another person on the box may move the wager to the second split hand
      Given the dealer takes no hole card
      And the house lets a pair be split only once
      And the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $20 on box 1, standing behind
      And the shoe deals "box 1: 8S 8H; dealer: 9D 8C; draws: TC 7S"
      When Ann on box 1 decides to split
      And Bob on box 1 decides to move the wager to the second split hand
      And the round is played out
      # Bob's $20 goes with hand 2 (15), which loses against the dealer's 17; Ann wins $10 on
      # hand 1 (18) and loses her $10 split wager on hand 2
      Then Ann on box 1's main wager wins $10 at 1 to 1
      And Ann on box 1 hand 2's split wager loses $10
      And Bob on box 1 hand 2's main wager loses $20
      And no other wager is settled
      And the players lose $20 in all

  @clause:19:47-2.13(f) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.13(f) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    Whenever more than one player is wagering on a box, each player shall have the right to make an
    insurance bet in accordance with N.J.A.C. 19:47-2.9 regardless of whether the other players on
    that box make such a bet.

    @example
    Scenario: The caller may insure when the other person on the box does not
      Given the dealer takes no hole card
      And the house offers insurance once the cards are dealt
      And the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $20 on box 1, standing behind
      And the shoe deals "box 1: TS 9H; dealer: AD KC"
      When Ann on box 1 decides to insure for $5
      And Bob on box 1 decides to decline insurance
      And the round is played out
      # the dealer's AD KC is a blackjack: Ann's $5 insurance wins $10 at 2 to 1 (2.9(c)), and
      # both main wagers on the 19 are lost (2.3(a)2)
      Then Ann on box 1's insurance wager wins $10 at 2 to 1
      And Ann on box 1's main wager loses $10
      And Bob on box 1's main wager loses $20
      And no other wager is settled

    @example
    Scenario: Another person on the box may insure when the caller does not
      Given the dealer takes no hole card
      And the house offers insurance once the cards are dealt
      And the house lets up to 3 people wager on a box
      And Ann wagers $10 on box 1, seated
      And Bob wagers $20 on box 1, standing behind
      And the shoe deals "box 1: TS 9H; dealer: AD 7C"
      When Ann on box 1 decides to decline insurance
      And Bob on box 1 decides to insure for $10
      And the round is played out
      # the dealer's AD 7C is 18, no blackjack: Bob's $10 insurance is lost (2.9(d)); the box's
      # 19 wins: Ann $10 and Bob $20 at 1 to 1
      Then Bob on box 1's insurance wager loses $10
      And Ann on box 1's main wager wins $10 at 1 to 1
      And Bob on box 1's main wager wins $20 at 1 to 1
      And no other wager is settled

  @clause:19:47-2.13(g) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @edition:nj-2024+bet-the-set
  Rule: 19:47-2.13(g) in nj-1996, nj-2004, nj-2024, nj-2024+bet-the-set
    The Commission and its agents shall have the discretion and authority to limit, control and
    regulate the implementation of this section as is appropriate under the circumstances which
    shall include, without limitation, the right to limit the number of tables at which this
    procedure is permitted, the right to limit the number of boxes at each table on which more than
    one person can wager and the right to require the casino licensee to establish the ability of
    its dealers to implement this section.

    @manual
    Scenario: The Commission may limit the tables and boxes where several people wager on a box
      The Commission's limits (which tables, how many boxes per table may take several people,
      the dealers' training) are regulatory decisions, not rules a game plays; the protocol's
      players_per_box covers every box alike. A person checks that the game lets the licensee
      restrict the option to the tables and boxes the Commission allows.
