"""Maintainers' tool that reads the regulation sources and writes the corpus data files.

The data files under `regulations/data/` are the corpus; this tool produced them and reproduces them
(`python -m regulations.build --check`), so a reviewer can see both what the corpus says and how
each line of it was read. Users of the kit never need it.
"""
