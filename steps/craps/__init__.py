"""The steps of the craps features (19:47-1.1 and 1.2, `features/craps/`).

Every step drives the game under test through the adapter protocol only (1.5: `open_table` and
`play`, docs/ADAPTERS.md "Craps (1.5)"): `certification.game` is the `GameSession`. The wagers
and the house options are said in the rule's words (`steps.craps.words`); the reference craps
engine appears only as the oracle of a differential property (`property_steps`).
"""
