@section:19:47-2.3
Feature: 19:47-2.3 Wagers
  Cited as 19:47-2.3 in nj-1996, nj-2004 and as 13:69F-2.3 in nj-2024.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m steps.feature_files
  19:47-2.3(e) is tagged @incomplete, as in the corpus (Incomplete below: 19:47-2.3(e)3,
    19:47-2.3(e)4).

  @clause:19:47-2.3(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.3(a) in nj-1996, nj-2004, nj-2024
    Prior to the first card being dealt for each round of play, each player at the game of blackjack
    shall make a wager against the dealer which shall win if:
    1. The score of the player is 21 or less and the score of the dealer is in excess of 21;
    2. The score of the player exceeds that of the dealer without either exceeding 21;
    3. The player has achieved a score of 21 in two cards and the dealer has achieved a score of 21
      in more than two cards; or
    4. The player has achieved a score of 21 in five cards and the dealer has not achieved a
      blackjack or a score of 21, provided the casino licensee elects such option pursuant to
      N.J.A.C. 19:47-2.16.

  @clause:19:47-2.3(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.3(b) in nj-1996, nj-2004, nj-2024
    Except as otherwise provided in paragraph (a)3 of this section, a wager made in accordance with
    this subsection shall be void when the score of the player is the same as the dealer, provided,
    however, that a player's wager shall be lost when the dealer has a blackjack and the player has
    a simple 21 which is not a blackjack.

  @clause:19:47-2.3(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.3(c) in nj-1996, nj-2004, nj-2024
    Except as otherwise provided in these regulations, no wager shall be made, increased or
    withdrawn after the first card of the respective round has been dealt.

  @clause:19:47-2.3(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.3(d) in nj-1996, nj-2004, nj-2024
    All wagers at blackjack shall be made by placing gaming chips or plaques and, if applicable, a
    match play coupon on the appropriate areas of the blackjack layout, except that verbal wagers
    accompanied by cash may be accepted provided that they are confirmed by the dealer and casino
    supervisor and that such cash is expeditiously converted into gaming chips or plaques in
    accordance with N.J.A.C. 19:45-1.18.

  @clause:19:47-2.3(e) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024 @incomplete
  Rule: 19:47-2.3(e) in nj-1996, nj-2004, nj-2024
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

  @clause:19:47-2.3(f) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.3(f) in nj-1996, nj-2004, nj-2024
    Once the first card of any hand has been removed from the shoe by the dealer, no player shall
    handle, remove or alter any wagers that have been made until a decision has been rendered and
    implemented with respect to that wager except as explicitly permitted by these regulations.

  @clause:19:47-2.3(g) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.3(g) in nj-1996, nj-2004, nj-2024
    Once a wager on the insurance line, a wager to double down or a wager to split pairs has been
    made and confirmed by the dealer, no player shall handle, remove or alter such wagers until a
    decision has been rendered and implemented with respect to that wager except as explicitly
    permitted by these regulations.

  @clause:19:47-2.3(h) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.3(h) in nj-1996, nj-2004, nj-2024
    No dealer or other casino employee or casino key employee shall permit any player to engage in
    conduct violative of (f) or (g) above.

  @clause:19:47-2.3(i) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.3(i) in nj-1996, nj-2004, nj-2024
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

  @clause:19:47-2.3(j) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.3(j) in nj-1996, nj-2004, nj-2024
    If a casino licensee implements any of the options in (i) above, the option shall be uniformly
    applied to all persons at that table; provided, however that if a casino licensee has
    implemented either of the options in (i)3 or 4 above, an exception may be made for a person who
    temporarily leaves the table if, at the time the person leaves, the casino licensee agrees to
    reserve the person's spot until his or her turn.

  @clause:19:47-2.3(k) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.3(k) in nj-1996, nj-2004, nj-2024
    If a double shoe is utilized, the term "first card" as used in (a), (c) and (f) above shall mean
    "determinant card."
