"""One module per `bjkit` subcommand; each exposes `register(subparsers)`."""
