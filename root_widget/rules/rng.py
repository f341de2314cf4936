"""A small deterministic PRNG (SplitMix64) whose whole state is one integer.

Python's `random` does not promise the same shuffle/randrange across versions;
this generator gives the same numbers on every Python version, and its state
lives in the game state so that a saved game continues identically.
"""

MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    return (int(seed) * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new_state, r) with r uniform in range(n), by rejection sampling over
    SplitMix64 outputs (the generator's step written out here: it is the hot path)."""
    limit = _LIMITS.get(n)
    if limit is None:
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = _TWO64 - _TWO64 % n
        if n < 4096:                  # option counts and deck sizes: a few dozen values
            _LIMITS[n] = limit
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        z ^= z >> 31
        if z < limit:
            return state, z % n


_TWO64 = 1 << 64
_LIMITS: dict[int, int] = {}      # n -> the largest multiple of n up to 2**64
