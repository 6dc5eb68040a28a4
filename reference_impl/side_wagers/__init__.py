"""The side wagers the reference engine declares, one module per section: each module registers
its offerings and wagers with `reference_impl.wager_model.register` when it is imported, and
`wager_model.declarations()` imports every module of this package."""
