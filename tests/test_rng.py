"""The game's generator (rules/rng.py): SplitMix64 with rejection sampling, the same
numbers on every Python version."""
import pytest

from root_widget.rules import rng


def splitmix64(state):
    """The reference step, written plainly (Steele, Lea and Flood's SplitMix64)."""
    mask = (1 << 64) - 1
    state = (state + 0x9E3779B97F4A7C15) & mask
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return state, z ^ (z >> 31)


def reference_below(state, n):
    limit = (1 << 64) - (1 << 64) % n
    while True:
        state, z = splitmix64(state)
        if z < limit:
            return state, z % n


@pytest.mark.parametrize("n", [1, 2, 3, 7, 54, 4095, 4096, 10 ** 6, 3 << 62])
def test_below_draws_what_the_reference_draws(n):
    a = b = rng.seed_state(11)
    for _ in range(300):
        a, x = rng.below(a, n)
        b, y = reference_below(b, n)
        assert (a, x) == (b, y) and 0 <= x < n


def test_the_large_range_above_meets_rejections_so_the_reference_test_covers_them():
    n = 3 << 62                       # 2**64 % n leaves a quarter of outputs to reject
    state, rejected = rng.seed_state(0), 0
    for _ in range(200):
        _, z = splitmix64(state)
        rejected += z >= (1 << 64) - (1 << 64) % n
        state, _ = rng.below(state, n)
    assert rejected > 0


@pytest.mark.parametrize("n", [0, -1])
def test_below_refuses_an_empty_range_every_time(n):
    for _ in range(2):                # the second call must not find a kept limit
        with pytest.raises(ValueError):
            rng.below(rng.seed_state(1), n)
