"""Benchmarks behind `make bench`."""
