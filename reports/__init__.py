"""Results model and certification reports."""
