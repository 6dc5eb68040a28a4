"""The kit's tools around the feature suite, apart from the step definitions in `steps/`
(../shared/DESIGN.md, "Where suite tooling lives"). Nothing here defines a pytest-bdd step; the
pytest plugin (`steps.plugin`) wires these tools into a run, and the commands (`bjkit certify`,
`coverage`, `impact`, `replay`, ...) use them without pytest's step machinery.

- `suite.features`: the feature files as data: read, linted, quoted and rewritten from the corpus
  (`python -m suite.features`), what an edition asks of them, and review records;
- `suite.run`: a certification run: its settings and profiles, house-rules files, expectations,
  verdicts, the results log, the scenarios' collection and labels, citations, the filing of
  findings and the failure cases that `bjkit replay` plays again;
- `suite.harness`: the game under test driven through the adapter protocol, the deal order, the
  checks a round's events must pass, the main game's settlement oracle, the shoe composer, the
  strategies and the property runner;
- `suite.wagers`: the oracles, strategies and checks of the side wagers and of multiple action.
"""
