"""`python -m bjkit` is the same as the `bjkit` command."""

from bjkit.cli import main

raise SystemExit(main())
