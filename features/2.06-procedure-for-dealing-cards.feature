@section:19:47-2.6
Feature: 19:47-2.6 Procedure for dealing cards
  Cited as 19:47-2.6 in nj-1996, nj-2004 and as 13:69F-2.6 in nj-2024.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m steps.feature_files

  @clause:19:47-2.6(a) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(a) in nj-1996, nj-2004, nj-2024
    All cards used to game at blackjack shall be dealt from a dealing shoe specifically designed for
    such purpose and located on the table to the left of the dealer.

  @clause:19:47-2.6(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(b) in nj-1996, nj-2004, nj-2024
    Each dealer shall remove cards from the shoe with his left hand, turn them face upwards, and
    then place them on the appropriate area of the layout with his right hand, except that the
    dealer has the option to deal hit cards to the first two positions with his/her left hand.

  @clause:19:47-2.6(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(c) in nj-1996, nj-2004, nj-2024
    After each full set of cards is placed in the shoe, the dealer shall remove the first card
    therefrom face downwards and place it in the discard rack which shall be located on the table
    immediately in front of or to the right of the dealer. Each new dealer who comes to the table
    shall also burn one card as described herein before the new dealer deals any cards to the
    players. The burn card shall be disclosed if requested by the player. This procedure shall not
    be applicable to the "Bart Carter Shuffle".

  @clause:19:47-2.6(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(d) in nj-1996, nj-2004, nj-2024
    If a double shoe is utilized, the following procedures shall be used in lieu of those set forth
    in (c) above.
    1. Prior to commencement of each round of play, the dealer shall draw a card from either side of
      the double shoe. The suit of that card shall determine from which side of the shoe that round
      of play will be dealt. The casino licensee shall designate that the suits of hearts and
      diamonds shall correspond to the color of the backs of the cards being dealt from one side of
      the shoe, and that the suits of spades and clubs shall correspond to the color of the backs of
      the cards being dealt from the other side of the shoe.
    2. A determinant card corresponding to the side of the shoe from which it was drawn shall become
      the player's first card. A determinant card that does not correspond to the side of the shoe
      from which it was dealt shall be burned by placing it in a segregated area of the dealing
      shoe.

  @clause:19:47-2.6(e) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(e) in nj-1996, nj-2004, nj-2024
    At the commencement of each round of play, or immediately after the determinant card has been
    drawn and either burned or used as the player's first card, the dealer shall, starting on his
    left and continuing around the table, deal the cards in the following order:
    1. One card face upwards to each box on the layout in which a wager is contained;
    2. One card face upwards to himself;
    3. A second card face upwards to each box in which a wager is contained.

  @clause:19:47-2.6(f) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(f) in nj-1996, nj-2004, nj-2024
    After two cards have been dealt to each player and the appropriate number to the dealer, the
    dealer shall, beginning from his left, announce the point total of each player. As each player's
    point total is announced, such player shall indicate whether he wishes to surrender, double
    down, split pairs, stand or draw as provided for by this chapter.

  @clause:19:47-2.6(g) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(g) in nj-1996, nj-2004, nj-2024
    As each player indicates his decision(s), the dealer shall deal face upwards whatever additional
    cards are necessary to effectuate such decision consistent with these regulations and shall
    announce the new point total of such player after each additional card is dealt.

  @clause:19:47-2.6(h) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(h) in nj-1996, nj-2004, nj-2024
    After the decisions of each player have been implemented and all additional cards have been
    dealt, the dealer shall deal a second card face upward to himself provided, however, that such
    card shall not be removed from the dealing shoe until the dealer has first announced "Dealer's
    Card" which shall be stated by the dealer in a tone of voice calculated to be heard by each
    person at the table. Any additional cards authorized to be dealt to the hand of the dealer by
    N.J.A.C. 19:47-2.12(b) shall be dealt face upwards at this time after which the dealer shall
    announce his total point count. In lieu of the requirements of this paragraph, the procedures
    set forth in (j) or (k) below may be implemented.

  @clause:19:47-2.6(i) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(i) in nj-1996, nj-2004, nj-2024
    At the conclusion of a round of play, all cards still remaining on the layout shall be picked up
    by the dealer in order and in such a way that they can be readily arranged to indicate each
    player's hand in case of question or dispute. The dealer shall pick up the cards beginning with
    those of the player to his far right and moving counterclockwise around the table. After all the
    players' cards have been collected the dealer shall pick up his cards against the bottom of the
    players' cards and place them in the discard rack or in a segregated area of the double shoe.

  @clause:19:47-2.6(j) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(j) in nj-1996, nj-2004, nj-2024
    In lieu of the procedures set forth in (h) above, a casino licensee may permit a blackjack
    dealer to deal his or her hole card face downward after a second card and before additional
    cards are dealt to the players provided that said dealer not look at the face of his or her hole
    card until after all other cards requested by the players pursuant to those regulations are
    dealt to them; provided, however, if a casino licensee elects to utilize a card reader device
    and the dealer's first card is an ace, king, queen, jack or 10 of any suit, the dealer shall
    determine whether the hole card will give the dealer a blackjack prior to dealing any additional
    cards to the players at the table, in accordance with procedures approved by the Commission. The
    dealer shall insert the hole card into the card reader device by moving the card face down on
    the layout without exposing it to anyone, including the dealer, at the table. Notwithstanding
    any other provisions of this subchapter to the contrary, if the dealer has a blackjack, no
    additional cards shall be dealt and each player's wager shall be settled in accordance with
    N.J.A.C. 19:47-2.3 and 2.7.

  @clause:19:47-2.6(k) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(k) in nj-1996, nj-2004, nj-2024
    In lieu of the procedure set forth in (h) above, a casino licensee may permit a blackjack dealer
    to deal his or her hole card face upward after a second card and before additional cards are
    dealt to the players, provided that the casino licensee complies with the notice requirements
    set forth in N.J.A.C. 19:47-8.3. Notwithstanding any other provisions of this subchapter, the
    following rules shall apply whenever cards used to game at blackjack are dealt in accordance
    with this subsection:
    1. Winning wagers shall be determined in accordance with N.J.A.C. 19:47-2.3(a) and (b),
      provided, however, that a player's wager shall be lost if the score of the player is the same
      as the dealer, except that a player's wager shall win if both the player and dealer have
      blackjack;
    2. Winning wagers shall be paid in accordance with N.J.A.C. 19:47-2.3(e), except that standard
      blackjack shall be paid at odds of 1 to 1;
    3. Surrender, pursuant to N.J.A.C. 19:47-2.8, and insurance wagers, pursuant to N.J.A.C.
      19:47-2.9, shall not be available;
    4. A player may double down, pursuant to N.J.A.C. 19:47-2.10, only on a point count of 9, 10 or
      11; and
    5. Any player who elects to split cards of identical value, pursuant to N.J.A.C. 19:47-2.11, may
      not split pairs again if the second card so dealt is identical in value to a card of the split
      pair.

  @clause:19:47-2.6(l) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(l) in nj-1996, nj-2004, nj-2024
    Whenever the cutting card is reached in the deal of the cards, the dealer shall continue dealing
    the cards until that round of play is completed after which the dealer shall:
    1. Collect the cards as provided in (i) above;
    2. Prepare to shuffle the cards, as follows:
    i. Whenever a single dealing shoe is used, the dealer shall remove the cards remaining in the
      shoe and place them in the discard rack to ensure that no cards are missing; or
    ii. Whenever a double shoe is used, the dealer shall remove the cards remaining in the side of
      the shoe from which the cutting card was drawn and the cards, if any, that were put in a
      separate segregated area for the discards from that side of the double shoe, after which the
      dealer shall place those cards face down in the discard rack in order to ensure that no cards
      are missing; and then
    3. Shuffle the cards. If a double shoe is utilized, the shuffle of the cards shall be limited to
      the side of the shoe from which the cutting card was drawn.

  @clause:19:47-2.6(m) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(m) in nj-1996, nj-2004, nj-2024
    If the "Bart Carter Shuffle" is utilized and the cards in the discard rack exceed approximately
    one deck in number, the dealer shall continue dealing the cards until that round of play is
    completed after which he shall remove the cards from the discard rack and shuffle those cards so
    that they are randomly intermixed. After the cards taken from the discard rack are shuffled,
    they shall be split into three separate stacks and each stack shall be inserted into premarked
    locations within the remaining decks contained in the dealing shoe.

  @clause:19:47-2.6(n) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(n) in nj-1996, nj-2004, nj-2024
    No player or spectator shall handle, remove or alter any cards used to game at blackjack except
    as explicitly permitted by these regulations and no dealer or other casino employee or casino
    key employee shall permit a player or spectator to engage in such activity.

  @clause:19:47-2.6(o) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.6(o) in nj-1996, nj-2004, nj-2024
    Each player at the table shall be responsible for correctly computing the point count of his
    hand and no player shall rely on the point counts required to be announced by the dealer under
    this section without himself checking the accuracy of such announcement.
