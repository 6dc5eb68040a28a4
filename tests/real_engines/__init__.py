"""Small games of the tests' own, shaped like engines met outside the kit, each with one trait a
real engine has (one module per game: `one_box`, ...; nothing is imported here)."""
