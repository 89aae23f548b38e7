"""Courier's integration server: the Star Wars GraphQL schema of the test fixtures plus the
fields, HTTP behaviours and fault injection that the Swift integration tests need."""
