"""The kit's tools around the feature suite: what an edition asks of the features, and reviews.

`steps/` keeps the step definitions, the pytest plugin and the feature files' reader, lints and
writer (`steps.feature_files`, which `python -m steps.feature_files` runs); the tools built on
them live here (../shared/DESIGN.md, "Where suite tooling lives"):

- `bjkit.suite.edition_quotes`: the subsections an edition's features quote, which of them an
  edition changed against the edition it carries over, and the command that writes its quotes;
- `bjkit.suite.reviews`: the `@reviewed:` record of a Rule whose clause an edition changed.
"""
