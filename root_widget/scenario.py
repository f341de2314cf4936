"""Scenario: build a position by hand (stub, replaced below)."""
class Scenario:
    pass
