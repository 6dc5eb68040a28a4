"""The kit's own checks of the feature files: quotes, tags, scenario names and kinds."""
