"""Register notices written by hand in the New Jersey Register notation, for the amendment gate's
tests and the worked example of docs/AMENDMENTS.md (which prints SEVENS_NOTICE)."""

from __future__ import annotations

__all__ = ["SEVENS_NOTICE", "VARIANT_NOTICE"]

# 2.17(a) of nj-2024 with its $1.00 amount changed, and the One Seven line of the sevens table
# (2.17(e)3) changed from 3 to 1 to 4 to 1; (b)-(d) and (e)1-2 kept. The (e) intro is restated
# unchanged because (e)3 is restated under it.
SEVENS_NOTICE = """\
CHAPTER 69F

RULES OF THE GAMES

§ 13:69F-2.17 Permissible additional wagers (Amendment)

(a) A casino licensee may, in its discretion, offer to all players at a blackjack table that does \
not offer the progressive blackjack wager authorized by 13:69F-2.19 the option to make one of the \
following additional wagers in an amount of [$1.00] **$5.00** provided that the casino licensee \
complies with the notice requirements set forth in 13:69F-8.3 prior to withdrawing the offer of \
this option:

(b) – (d) No Change

(e) All winning additional wagers shall be paid immediately after the second card is dealt to each \
player and prior to any additional cards being dealt to any player at the table. Notwithstanding \
the foregoing, if a wager authorized by (a)3 above is a winning wager because the player has \
received two sevens as the initial two cards dealt to his or her hand, the winning wager shall be \
paid immediately after the player elects to draw an additional card, surrender, stand, double down \
or split pairs. All winning additional wagers shall be paid at the following odds:

1. – 2. No Change

3. For wagers made pursuant to (a)3 above, the player shall be paid only for the highest winning \
payout below:

Hand\tPayout Odds
Three Sevens of the Same Suit\t5000 to 1
Three Sevens of Any Suit\t500 to 1
Two Sevens of the Same Suit\t100 to 1
(initial two cards)
Two Sevens of Any Suit\t50 to 1
(initial two cards)
One Seven\t[3] **4** to 1
(initial card)
"""

# The Register's other spellings: a heading without the section sign, "(a)-(d) (No change.)",
# "(e) (No change in text.)" before a restated paragraph, and a subsection made "(Reserved)".
# One Seven goes from 3 to 1 to 5 to 1; 2.17(h) (the posted maximum) is reserved.
VARIANT_NOTICE = """\
RULES OF THE GAMES

13:69F-2.17 Permissible additional wagers

(a)-(d) (No change.)

(e) (No change in text.)

1.-2. (No change.)

3. For wagers made pursuant to (a)3 above, the player shall be paid only for the highest winning \
payout below:

Hand\tPayout Odds
Three Sevens of the Same Suit\t5000 to 1
Three Sevens of Any Suit\t500 to 1
Two Sevens of the Same Suit\t100 to 1
(initial two cards)
Two Sevens of Any Suit\t50 to 1
(initial two cards)
One Seven\t[3] **5** to 1
(initial card)

(f)-(g) (No change.)

(h) [A casino licensee shall post the maximum limit of the additional wager, as established in (g) \
above, in accordance with 13:69F-8.3.] **(Reserved)**
"""
