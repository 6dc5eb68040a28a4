"""`python -m suite.features`: check or rewrite the features' quotes (`suite.features.cli`)."""

from suite.features.cli import main

raise SystemExit(main())
