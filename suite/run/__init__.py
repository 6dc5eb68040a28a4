"""A certification run: its options (`options`, defined once for `bjkit certify` and the pytest
plugin) and settings (`settings`), the game and table (`certification`), house-rules files,
expectations, verdicts, the scenarios collected and selected (`collection`, `selection`), what
their tags mean (`tags`), the give-up rule for a broken game (`adapter_streak`), each scenario's
outcome (`outcome`) and the rounds its failure leaves (`failure_rounds`, `failure_cases`), the
append-only results log, Allure labels, citations and the filing of findings. `steps.plugin` only
wires these into pytest's hooks."""
