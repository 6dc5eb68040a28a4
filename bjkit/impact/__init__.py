"""What a new edition changes for the features, the engine and earlier certifications."""
