"""A certification run: settings and profiles, house-rules files, expectations, verdicts, the
append-only results log, the collected scenarios and their labels, citations, the filing of
findings, and the failure cases saved for `bjkit replay`."""
