@section:19:47-2.13
Feature: 19:47-2.13 More than one player wagering on a box
  Cited as 19:47-2.13 in nj-1996, nj-2004 and as 13:69F-2.13 in nj-2024.
  Each Rule quotes one subsection verbatim in the editions it is tagged with.
  The quotes are written from the corpus and checked by: python -m steps.feature_files

  @clause:19:47-2.13(a) @edition:nj-1996
  Rule: 19:47-2.13(a) in nj-1996
    Unless otherwise directed by the Commission, a casino licensee may permit from one to three
    people to wager on any one box of the Blackjack layout provided that the first person wagering
    on that box consent to additional players wagering on such box and provided further that the
    casino licensee adhere to such procedures and limitations imposed by the Commission as dictated
    by the particular circumstances.

  @clause:19:47-2.13(a) @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.13(a) in nj-2004, nj-2024
    Unless otherwise directed by the Commission, a casino licensee may permit from one to three
    people to wager on any one box of the blackjack layout provided that the first person wagering
    on that box consent to additional players wagering on such box and provided further that the
    casino licensee adhere to such procedures and limitations imposed by the Commission as dictated
    by the particular circumstances. This option may not be used at any blackjack table which offers
    the progressive blackjack wager authorized by N.J.A.C. 19:47-2.19.

  @clause:19:47-2.13(b) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.13(b) in nj-1996, nj-2004, nj-2024
    Whenever more than one player wagers on a box, the player who is seated at that box shall have
    the exclusive right to call the decisions with regard to the cards dealt to such box. In the
    case of no seated player, the person with the highest wager in the box shall have such right.

  @clause:19:47-2.13(c) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.13(c) in nj-1996, nj-2004, nj-2024
    The player calling the decisions with respect to any box shall place his wager in that portion
    of the box closest to the dealer's side of the table and all other players wagering on such box
    shall place their wagers immediately behind and in a vertical line with the aforementioned
    wager.

  @clause:19:47-2.13(d) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.13(d) in nj-1996, nj-2004, nj-2024
    Whenever more than one player is wagering on a box and the player calling the decisions decides
    to double down, the other players may also double their wagers but shall not be required to do
    so. In any event, only one additional card shall be dealt to the hand that is subject to the
    double down decision.

  @clause:19:47-2.13(e) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.13(e) in nj-1996, nj-2004, nj-2024
    Whenever more than one player is wagering on a box and the player calling the decisions decides
    to split pairs, the other players shall either make an additional wager as provided for in
    N.J.A.C. 19:47-2.11 to cover each split pair or designate which of the split pairs they wish
    their initial wager to apply.

  @clause:19:47-2.13(f) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.13(f) in nj-1996, nj-2004, nj-2024
    Whenever more than one player is wagering on a box, each player shall have the right to make an
    insurance bet in accordance with N.J.A.C. 19:47-2.9 regardless of whether the other players on
    that box make such a bet.

  @clause:19:47-2.13(g) @edition:nj-1996 @edition:nj-2004 @edition:nj-2024
  Rule: 19:47-2.13(g) in nj-1996, nj-2004, nj-2024
    The Commission and its agents shall have the discretion and authority to limit, control and
    regulate the implementation of this section as is appropriate under the circumstances which
    shall include, without limitation, the right to limit the number of tables at which this
    procedure is permitted, the right to limit the number of boxes at each table on which more than
    one person can wager and the right to require the casino licensee to establish the ability of
    its dealers to implement this section.
