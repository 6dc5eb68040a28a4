"""pytest-bdd step definitions; they drive the game under test only through the adapter protocol."""
