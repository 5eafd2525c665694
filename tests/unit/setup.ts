// Shared test setup.
