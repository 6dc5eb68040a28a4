"""The reference engine passes its own suite at every valid table (issue 27, Deliver 4).

`tables` draws the house options of a table an edition allows, over every option of the catalog
(`reference_impl.catalog.OPTIONS`), the edition's side wagers included; `draw` prints the
`--house` arguments of the tables a seed draws, and `run` certifies the reference engine at a
sample of them:

    python -m tests.reference_tables.draw --edition nj-1996 --seed 1    # --house ... of one table
    python -m tests.reference_tables.run --tables 12                    # `make reference-tables`
"""
