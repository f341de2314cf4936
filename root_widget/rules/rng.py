"""A small deterministic PRNG (SplitMix64) whose whole state is one integer.

Python's `random` does not promise the same shuffle/randrange across versions;
this generator gives the same numbers on every Python version, and its state
lives in the game state so that a saved game continues identically.
"""
try:
    import cython       # compiled (root_widget/accelerate.py): below() works on C integers
except ImportError:     # without Cython: Python integers, masked to 64 bits, the same numbers
    class cython:
        ulonglong = int

        @staticmethod
        def declare(kind, value):
            return value

        @staticmethod
        def locals(**kinds):
            return lambda f: f

# The generator's constants as unsigned 64-bit integers when compiled (a literal this large
# would be a Python integer there, and so would every product); `& _MASK64` then changes
# nothing, while from source it keeps the Python integers to 64 bits.
_MASK64 = cython.declare(cython.ulonglong, 0xFFFFFFFFFFFFFFFF)
_GOLDEN = cython.declare(cython.ulonglong, 0x9E3779B97F4A7C15)
_MIX1 = cython.declare(cython.ulonglong, 0xBF58476D1CE4E5B9)
_MIX2 = cython.declare(cython.ulonglong, 0x94D049BB133111EB)


def seed_state(seed: int) -> int:
    return (int(seed) * _GOLDEN + 0x632BE59BD9B4E019) & _MASK64


@cython.locals(s=cython.ulonglong, z=cython.ulonglong, m=cython.ulonglong,
               top=cython.ulonglong)
def below(state: int, n: int) -> tuple[int, int]:
    """Return (new_state, r) with r uniform in range(n), by rejection sampling over
    SplitMix64 outputs (the generator's step written out here: it is the hot path)."""
    if n <= 0:
        raise ValueError("below() needs n > 0")
    m = n
    s = state
    # the largest output accepted: the outputs up to it are a whole number of times n
    # (2**64 - 2**64 % n of them; 2**64 % n is (MASK % n + 1) % n, kept within 64 bits)
    top = _MASK64 - (_MASK64 % m + 1) % m
    while True:
        s = (s + _GOLDEN) & _MASK64
        z = ((s ^ (s >> 30)) * _MIX1) & _MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
        z ^= z >> 31
        if z <= top:
            return s, z % m
