"""Steps of Baccarat-Punto Banco (19:47-3.1 to 3.5): its house options in the rule's words, the
rounds a scenario scripts and what their outcome must show, and the properties over shuffled and
targeted shoes. The game is reached only through the protocol's `play` (GameSession.play_round);
the reference engine is only the oracle of the differential property."""
