"""Shared helpers for the rules tests."""
import pytest

from root_widget import Scenario


def keys(g):
    """The keys of the pending decision's options."""
    return [a.key for a in g.decision.options]


def kinds(g):
    return {a.kind for a in g.decision.options}


@pytest.fixture
def two_player():
    """An empty Autumn table for Marquise vs Eyrie."""
    return Scenario(map="autumn", factions=["marquise", "eyrie"])
