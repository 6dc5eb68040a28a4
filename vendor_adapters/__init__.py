"""The adapter protocol through which the kit drives a game under test."""
